import { HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../src/types/api.gen';
import type { Role } from '../src/types/user';
import { bearerToken, db } from './db';
import { bodyProblem, type OperationWithBody } from './contract/validate-request';

/**
 * MSW's `http`, typed against the contract (openapi-msw): a handler can only answer a
 * documented path with a documented status and body. Any host: the app's API base varies.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

export const UNAUTHORISED = { error: 'Your session has expired. Please sign in again.' };
export const FORBIDDEN = { error: 'You do not have access to this.' };
export const NOT_FOUND = { error: 'Not found.' };
export const SERVER_ERROR = { error: 'The server had a problem. Please try again.' };

/** The request's JSON body, or undefined when it has none or it is not JSON. */
export async function readJson(request: Request): Promise<unknown> {
  try {
    return (await request.clone().json()) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The body when it matches the operation's schema, else the 400's text. Handlers check
 * their own rules (with the spec's messages) first, then this.
 */
export async function validBody<T>(
  operation: OperationWithBody,
  request: Request,
): Promise<{ body: T; problem: null } | { body: undefined; problem: string }> {
  const body = await readJson(request);
  const problem = bodyProblem(operation, body);
  return problem === null ? { body: body as T, problem } : { body: undefined, problem };
}

/**
 * Who may call a staff operation, as the contract's `x-roles` says
 * (tests/unit/mock-roles.test.ts keeps the two equal).
 */
export const STAFF: readonly Role[] = ['admin', 'manager'];
export const ADMINS_ONLY: readonly Role[] = ['admin'];
/** Every signed-in account (the portal's operations, which answer each with its own). */
export const SIGNED_IN: readonly Role[] = ['admin', 'manager', 'user'];

/**
 * The refusal of a call whose caller may not make it, or null: 401 for a missing, unknown
 * or expired token (the session is over), 403 for a signed-in account whose role is not
 * among `roles` (the session stays).
 */
export async function authorise(request: Request, roles: readonly Role[]): Promise<Response | null> {
  const account = await db.accountForToken(bearerToken(request));
  if (!account) return HttpResponse.json(UNAUTHORISED, { status: 401 });
  return roles.includes(account.user.role) ? null : HttpResponse.json(FORBIDDEN, { status: 403 });
}
