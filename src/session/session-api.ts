import type { FetchArgs } from '@reduxjs/toolkit/query';
import { SESSION_CHECK_TIMEOUT_MS } from '../config/constants';
import { generatedSessionApi, type LogoutApiArg } from './session-api.gen';

/** What `logout` is called with: the token of the session that ends (see `revokeSession`). */
interface EndingSession {
  token: string;
}

const argsOf = (args: string | FetchArgs | undefined): FetchArgs =>
  typeof args === 'object' ? args : { url: args ?? '' };

/**
 * GET /api/auth/me (generated from the contract): whose is the stored token? The
 * start-up check gives up after 10 s (product rules, 'Sessions').
 * POST /api/auth/logout (generated): the server revokes the token it carries. That token is
 * the ending session's, given by the caller, never the store's (the base query leaves
 * `logout` without the session's token: src/store/api.ts).
 */
export const sessionApi = generatedSessionApi.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: {
    getMe(definition) {
      const query = definition.query;
      definition.providesTags = ['Session'];
      definition.query = (arg) => ({ ...argsOf(query?.(arg)), timeout: SESSION_CHECK_TIMEOUT_MS });
    },
    logout(definition) {
      const query = definition.query;
      definition.query = (arg) => {
        const { token } = arg as unknown as EndingSession;
        return { ...argsOf(query?.(arg)), headers: { Authorization: `Bearer ${token}` } };
      };
    },
  },
});

/**
 * Asks the server to revoke an ending session's token (POST /api/auth/logout). The contract's
 * bearer token is no argument of the generated endpoint, so the token travels as its argument
 * here (a `token` field, which Redux DevTools shows as '<redacted>'). Nobody waits for the
 * answer: the returned promise never rejects, and what the server answers changes nothing.
 */
export const revokeSession = (token: string) =>
  sessionApi.endpoints.logout.initiate({ token } satisfies EndingSession as unknown as LogoutApiArg, {
    // Nothing of the ended session stays in the api's state, its token least of all.
    track: false,
  });
