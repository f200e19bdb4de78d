import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({ url: `/api/auth/login`, method: 'POST', body: queryArg }),
    }),
    adminLogin: build.mutation<AdminLoginApiResponse, AdminLoginApiArg>({
      query: (queryArg) => ({ url: `/api/auth/admin-login`, method: 'POST', body: queryArg }),
    }),
    requestPasswordReset: build.mutation<RequestPasswordResetApiResponse, RequestPasswordResetApiArg>({
      query: (queryArg) => ({ url: `/api/auth/password-reset`, method: 'POST', body: queryArg }),
    }),
    resetPassword: build.mutation<ResetPasswordApiResponse, ResetPasswordApiArg>({
      query: (queryArg) => ({ url: `/api/auth/password-reset/confirm`, method: 'POST', body: queryArg }),
    }),
    getSocialConsentInfo: build.query<GetSocialConsentInfoApiResponse, GetSocialConsentInfoApiArg>({
      query: (queryArg) => ({ url: `/api/auth/social/${encodeURIComponent(String(queryArg))}` }),
    }),
    giveSocialConsent: build.mutation<GiveSocialConsentApiResponse, GiveSocialConsentApiArg>({
      query: (queryArg) => ({
        url: `/api/auth/social/${encodeURIComponent(String(queryArg))}/consent`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedAuthApi };
export type LoginApiResponse = /** status 200 Signed in. */ LoginResponse;
export type LoginApiArg = LoginRequest;
export type AdminLoginApiResponse = /** status 200 Signed in as the administrator. */ LoginResponse;
export type AdminLoginApiArg = AdminLoginRequest;
export type RequestPasswordResetApiResponse =
  /** status 202 Asked. A link is on its way when an account has that email. */ PasswordResetRequested;
export type RequestPasswordResetApiArg = PasswordResetRequest;
export type ResetPasswordApiResponse = unknown;
export type ResetPasswordApiArg = ResetPasswordRequest;
export type GetSocialConsentInfoApiResponse =
  /** status 200 The demo account shown on the consent page. */ SocialConsentInfo;
export type GetSocialConsentInfoApiArg =
  /** The social sign-in provider. */ 'google' | 'apple' | 'yahoo' | 'outlook';
export type GiveSocialConsentApiResponse =
  /** status 200 A token the callback checks with GET /api/auth/me. */ TokenResponse;
export type GiveSocialConsentApiArg =
  /** The social sign-in provider. */ 'google' | 'apple' | 'yahoo' | 'outlook';
export type Token = string;
export type Role = 'admin' | 'manager' | 'user';
export type User = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
};
export type LoginResponse = {
  token: Token;
  user: User;
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type LoginRequest = {
  email: string;
  password: string;
};
export type AdminLoginRequest = {
  username: string;
  password: string;
};
export type PasswordResetRequested = {
  /** The same text for every address. */
  message: 'If an account exists for that email, a reset link is on its way.';
};
export type PasswordResetRequest = {
  email: string;
};
export type ResetPasswordRequest = {
  /** The `token` of the emailed link's address. */
  token: string;
  newPassword: string;
};
export type SocialConsentInfo = {
  provider: string;
  user: {
    firstName: string;
    lastName: string;
    email: string;
  };
};
export type TokenResponse = {
  token: Token;
};
