import { api } from '../store/api';
import { SESSION_CHECK_TIMEOUT_MS } from '../config/constants';
import type { User } from '../types/user';

/** GET /api/auth/me: whose is the stored token? The start-up check gives up after 10 s (DECISIONS, Sessions). */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<{ user: User }, void>({
      query: () => ({ url: '/api/auth/me', timeout: SESSION_CHECK_TIMEOUT_MS }),
      providesTags: ['Session'],
    }),
  }),
});
