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
