import { fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { config } from '../../config/env';
import type { MeResponse } from '../../types/api.gen';
import { generatedAuthApi } from './auth-api.gen';

/** The social providers (product rules, 'Offline first'), in the order the login page shows them. */
export const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'apple', label: 'Apple' },
  { id: 'yahoo', label: 'Yahoo' },
  { id: 'outlook', label: 'Outlook' },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]['id'];

export const socialProvider = (id: string | undefined) =>
  SOCIAL_PROVIDERS.find((p) => p.id === id?.toLowerCase());

/**
 * GET /api/auth/me with a token that is not (yet) the session's: the social callback's
 * check. It bypasses the app's base query on purpose, so the session's own token is
 * never sent instead, and a 401 here is a rejected sign-in, not an expired session.
 */
const explicitTokenQuery = fetchBaseQuery({ baseUrl: config.apiBase });

/**
 * Sign-in: login, adminLogin, the password reset (requestPasswordReset, resetPassword) and the
 * mock provider's consent (getSocialConsentInfo, giveSocialConsent) are generated from the
 * contract (auth-api.gen.ts); the social callback's check of a token it received is the one
 * written here (see above).
 */
export const authApi = generatedAuthApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/auth/me for a token received by the social callback (see explicitTokenQuery). */
    userForToken: build.mutation<MeResponse, string>({
      queryFn: async (token, queryApi, extraOptions) => {
        const result = await explicitTokenQuery(
          { url: '/api/auth/me', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
          queryApi,
          extraOptions,
        );
        return result.error
          ? { error: result.error as FetchBaseQueryError }
          : { data: result.data as MeResponse };
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useAdminLoginMutation,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useUserForTokenMutation,
  useGetSocialConsentInfoQuery,
  useGiveSocialConsentMutation,
} = authApi;
