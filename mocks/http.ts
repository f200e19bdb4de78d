import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../src/types/api.gen';
import { bearerToken, db } from './db';
import { bodyProblem, type OperationWithBody } from './contract/validate-request';

/**
 * MSW's `http`, typed against the contract (openapi-msw): a handler can only answer a
 * documented path with a documented status and body. Any host: the app's API base varies.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

export const UNAUTHORISED = { error: 'Your session has expired. Please sign in again.' };
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

/** The staff (admin or manager) account of the request's token, if any. */
export function staffAccount(request: Request) {
  const account = db.accountForToken(bearerToken(request));
  return account && (account.user.role === 'admin' || account.user.role === 'manager') ? account : undefined;
}
