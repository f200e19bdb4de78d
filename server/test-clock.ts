import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { type Answered, callApi, type CallOptions, inDataset, resetServer, sessionToken } from './testing';

/*
 * The server's tests on a pinned clock, and their signed-in calls (docs/api-server.md, 'Tests'):
 * one setup for every file of server/ that pins 'today' to know the sample data's dates.
 */

/**
 * Pins the clock (Date only) at `now` for the tests of a file or a describe block. The test
 * server's sample data is seeded under it before them (opening the in-memory database and
 * seeding take seconds on a busy machine); each test runs under it, after `before`; after each
 * test, `after`, then the sample data back as of `now` while the clock is still pinned (so the
 * next test starts on it), then the real clock.
 */
export function pinClock(
  now: Date,
  { before, after }: { before?: () => unknown; after?: () => unknown } = {},
) {
  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    await inDataset(async () => undefined);
    vi.useRealTimers();
  }, 120_000);
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    await before?.();
  });
  afterEach(async () => {
    await after?.();
    vi.setSystemTime(now);
    await resetServer();
    vi.useRealTimers();
  });
}

/**
 * Calls as an account (by user id; null: no token), each account signed in once under the
 * test's clock; `clear` forgets the sessions (before each test, or once the clock has moved
 * past their 12 hours).
 */
export function signedInCalls() {
  const tokens = new Map<string, Promise<string>>();
  const tokenOf = (userId: string | null): Promise<string | null> => {
    if (userId === null) return Promise.resolve(null);
    if (!tokens.has(userId)) tokens.set(userId, sessionToken(userId));
    return tokens.get(userId)!;
  };
  return {
    tokenOf,
    call: async <T>(path: string, userId: string | null, options: CallOptions = {}): Promise<Answered<T>> =>
      callApi<T>(path, { ...options, token: await tokenOf(userId) }),
    clear: () => tokens.clear(),
  };
}
