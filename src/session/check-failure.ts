/**
 * Why the start-up check of a stored session failed short of a 401, and what the start-up
 * error screen says about it (product rules, 'Sessions'). Pure: the check records the
 * failure in the session slice, the screen reads it back; the texts live here only.
 */
export type CheckFailure =
  /** No answer: a dropped network, or none within the check's 10 s. */
  | { kind: 'unreachable' }
  /** The server answered with an error status (403, 404, 500, a proxy's 502, ...). */
  | { kind: 'server-error'; status: number }
  /** The server answered, but not with a user of a known role (an HTML page, other JSON). */
  | { kind: 'unreadable' };

/** The screen's heading, whatever the reason. */
export const CHECK_FAILED_HEADING = 'Your sign-in could not be checked';
/** The reason when no answer came (product rules, 'Sessions'). */
export const SERVER_UNREACHABLE_TEXT = 'Could not reach the server.';
/** The reason when the server answered with an error status. */
export const serverErrorText = (status: number): string => `The server answered with an error (${status}).`;
/** The reason when the answer could not be read. */
export const UNREADABLE_ANSWER_TEXT = 'The server answered, but its answer could not be read.';
/** What the visitor can do, under the reason. */
export const CHECK_FAILED_HINT = 'Your session is kept: try again in a moment, or sign out.';

/** The sentence naming the reason, for the screen. */
export function checkFailureText(failure: CheckFailure): string {
  switch (failure.kind) {
    case 'unreachable':
      return SERVER_UNREACHABLE_TEXT;
    case 'server-error':
      return serverErrorText(failure.status);
    case 'unreadable':
      return UNREADABLE_ANSWER_TEXT;
  }
}

/** The page title while the screen shows. */
export const checkFailureTitle = (failure: CheckFailure): string =>
  failure.kind === 'unreachable' ? 'Offline' : 'Server error';

/**
 * The failure an RTK Query error of GET /api/auth/me stands for (a 401 is not one: it ends
 * the session). No answer (a dropped network, the time-out) is 'unreachable'; an error
 * status is a 'server-error', also when its body is not JSON (a proxy's page); anything
 * else the server answered (a 2xx that is not JSON) is 'unreadable'.
 */
export function checkFailureOf(error: unknown): CheckFailure {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    originalStatus?: unknown;
  };
  if (e.status === 'FETCH_ERROR' || e.status === 'TIMEOUT_ERROR') return { kind: 'unreachable' };
  const status = e.status === 'PARSING_ERROR' ? e.originalStatus : e.status;
  if (typeof status === 'number' && status >= 400) return { kind: 'server-error', status };
  return { kind: 'unreadable' };
}
