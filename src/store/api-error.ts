/**
 * The `error` field of an API error body, if there is one. Apart from api.ts, so code on
 * the public pages' first load (the console slices' rollback helpers) can use it without
 * loading the HTTP client.
 */
export function apiErrorText(error: unknown): string | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const text = (data as { error: unknown }).error;
    return typeof text === 'string' && text.trim() !== '' ? text : null;
  }
  return null;
}

/** The HTTP status of an RTK Query error (the original one for an unreadable body), or null. */
export function httpStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status } = error as { status: unknown };
  if (typeof status === 'number') return status;
  if (status === 'PARSING_ERROR' && 'originalStatus' in error) {
    const original = (error as { originalStatus: unknown }).originalStatus;
    return typeof original === 'number' ? original : null;
  }
  return null;
}

/** A 429's text when the answer carries none (e.g. a proxy's own page). */
export const TOO_MANY_ATTEMPTS_TEXT = 'Too many attempts. Try again later.';

/**
 * The text of a 429 (too many sign-ins, too many M-Pesa prompts: docs/api-server.md, 'Sessions
 * and limits'): the server's own, 'Too many attempts. Try again in N seconds.', shown as it is;
 * null for any other answer.
 */
export function tooManyAttemptsText(error: unknown): string | null {
  return httpStatus(error) === 429 ? (apiErrorText(error) ?? TOO_MANY_ATTEMPTS_TEXT) : null;
}
