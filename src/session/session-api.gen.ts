import { api } from '../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMe: build.query<GetMeApiResponse, GetMeApiArg>({
      query: () => ({ url: `/api/auth/me` }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/api/auth/logout`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedSessionApi };
export type GetMeApiResponse = /** status 200 The token's user. */ MeResponse;
export type GetMeApiArg = void;
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type Role = 'admin' | 'manager' | 'user';
export type User = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
};
export type MeResponse = {
  user: User;
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
