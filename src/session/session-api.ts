import type { FetchArgs } from '@reduxjs/toolkit/query';
import { SESSION_CHECK_TIMEOUT_MS } from '../config/constants';
import { generatedSessionApi } from './session-api.gen';

/**
 * GET /api/auth/me (generated from the contract): whose is the stored token? The
 * start-up check gives up after 10 s (product rules, 'Sessions').
 */
export const sessionApi = generatedSessionApi.enhanceEndpoints({
  addTagTypes: ['Session'],
  endpoints: {
    getMe(definition) {
      const query = definition.query;
      definition.providesTags = ['Session'];
      definition.query = (arg) => {
        const args: string | FetchArgs = query ? query(arg) : '';
        return { ...(typeof args === 'string' ? { url: args } : args), timeout: SESSION_CHECK_TIMEOUT_MS };
      };
    },
  },
});
