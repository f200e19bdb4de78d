import { fetchBaseQuery, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { api } from '../../store/api';
import { config } from '../../config/env';
import type { LoginResponse, User } from '../../types/user';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AdminLoginRequest {
  username: string;
  password: string;
}

/** The social providers of spec 7, in the order the login page shows them. */
export const SOCIAL_PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'apple', label: 'Apple' },
  { id: 'yahoo', label: 'Yahoo' },
  { id: 'outlook', label: 'Outlook' },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]['id'];

export const socialProvider = (id: string | undefined) =>
  SOCIAL_PROVIDERS.find((p) => p.id === id?.toLowerCase());

/** The mock provider's consent screen (mock mode only): who signs in. */
export interface SocialConsentInfo {
  provider: string;
  user: Pick<User, 'firstName' | 'lastName' | 'email'>;
}

/**
 * GET /api/auth/me with a token that is not (yet) the session's: the social callback's
 * check. It bypasses the app's base query on purpose, so the session's own token is
 * never sent instead, and a 401 here is a rejected sign-in, not an expired session.
 */
const explicitTokenQuery = fetchBaseQuery({ baseUrl: config.apiBase });

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    adminLogin: build.mutation<LoginResponse, AdminLoginRequest>({
      query: (body) => ({ url: '/api/auth/admin-login', method: 'POST', body }),
    }),
    /** GET /api/auth/me for a token received by the social callback (see explicitTokenQuery). */
    userForToken: build.mutation<{ user: User }, string>({
      queryFn: async (token, queryApi, extraOptions) => {
        const result = await explicitTokenQuery(
          { url: '/api/auth/me', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
          queryApi,
          extraOptions,
        );
        return result.error
          ? { error: result.error as FetchBaseQueryError }
          : { data: result.data as { user: User } };
      },
    }),
    /** Mock mode: the demo provider's consent screen data. */
    socialConsentInfo: build.query<SocialConsentInfo, SocialProviderId>({
      query: (provider) => `/api/auth/social/${provider}`,
    }),
    /** Mock mode: 'Continue as Demo User' gets a token for the demo user. */
    socialConsent: build.mutation<{ token: string }, SocialProviderId>({
      query: (provider) => ({ url: `/api/auth/social/${provider}/consent`, method: 'POST' }),
    }),
  }),
});

export const {
  useLoginMutation,
  useAdminLoginMutation,
  useUserForTokenMutation,
  useSocialConsentInfoQuery,
  useSocialConsentMutation,
} = authApi;
