import type { Account } from '../domain/sessions';

/**
 * One operation of the contract, as the server implements it (operations/*.ts, named by
 * operationId): it gets the request's parts, already past the contract's route, path and
 * query checks and its security (a token and a role from `x-roles`: app.ts), and answers a
 * status and a body. It runs inside the request's transaction (server/domain/context.ts).
 */
export interface Call {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** The JSON body as sent (undefined without one): the operation checks it (bodyProblem). */
  body: unknown;
  headers: Record<string, string | string[] | undefined>;
  /** The bearer token, if the request carried one. */
  token: string | null;
  /** The signed-in account of a secured operation (null on a public one). */
  account: Account | null;
  /** Whether the server runs in demo mode (docs/api-server.md, 'Demo mode'). */
  demo: boolean;
  /** The client's address, for rate limits. */
  ip: string;
  /** The request's data set (its rate limits and idempotency keys are its own). */
  dataset: string;
  /**
   * The public site's origin (`PUBLIC_URL`), for links the server sends out (a password
   * reset's); null when not configured: the link is then a path on the public site.
   */
  publicUrl: string | null;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type Operation = (call: Call) => Promise<Answer>;

/** A signed-in operation: `account` is set. */
export type SignedInCall = Call & { account: Account };

export const json = (status: number, body: unknown, headers?: Record<string, string>): Answer => ({
  status,
  body,
  ...(headers ? { headers } : {}),
});
export const empty = (status = 204): Answer => ({ status });
/** A JSON body already written as text (by the database: db.emails.listJson). */
export const jsonText = (status: number, text: string): Answer => ({
  status,
  body: text,
  headers: { 'content-type': 'application/json; charset=utf-8' },
});
export const error = (status: number, text: string): Answer => ({ status, body: { error: text } });

export const UNAUTHORISED = { error: 'Your session has expired. Please sign in again.' };
export const FORBIDDEN = { error: 'You do not have access to this.' };
export const NOT_FOUND = { error: 'Not found.' };
export const SERVER_ERROR = { error: 'The server had a problem. Please try again.' };

/** The account of a secured operation's call (app.ts has checked the token). */
export function accountOf(call: Call): Account {
  if (!call.account) throw new Error('A signed-in operation was called without an account.');
  return call.account;
}
