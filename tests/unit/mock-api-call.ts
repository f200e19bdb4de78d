/**
 * One call of the mock API as the app makes it (the MSW node server of the unit tests
 * answers http://localhost:5000): the status and the parsed JSON body (null when empty).
 */
export async function callMockApi<T = unknown>(
  path: string,
  { token, method = 'GET', body }: { token?: string; method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(`http://localhost:5000${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}
