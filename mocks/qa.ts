/**
 * QA hooks of the demo's front (mocks/front.ts), so failure paths can be walked in a real
 * browser, where the MSW worker answers in-page requests and Playwright's page.route never
 * sees them. None of them reaches the server: they stand in for a network or a server
 * that fails.
 */

/** A token the demo answers with 401 everywhere, so QA can walk the expired-session flow (the server does too: it knows no such session). */
export const EXPIRED_TOKEN = 'expired-token';

/**
 * Tokens for the start-up session check's failure paths: GET /api/auth/me never answers
 * (the 10 s time-out) or fails as a dropped network ('Could not reach the server.').
 */
export const QA_SESSION_TOKENS = { hung: 'hung-token', offline: 'offline-token' } as const;

/** A login (email) or administrator login (username) with these identities fails so. */
export const QA_FAILURES = {
  /** 500 with an error field: the form still shows 'Server error. Please try again later.' */
  serverError: { email: 'server-error@example.com', username: 'server-error' },
  /** A dropped connection (fetch rejects), as with the network cable pulled. */
  networkDown: { email: 'network-down@example.com', username: 'network-down' },
} as const;
