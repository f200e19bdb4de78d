import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<ChangePasswordApiResponse, ChangePasswordApiArg>({
      query: (queryArg) => ({ url: `/api/auth/password`, method: 'PUT', body: queryArg }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedSettingsApi };
export type ChangePasswordApiResponse = /** status 200 The password was changed. */ Ok;
export type ChangePasswordApiArg = ChangePasswordRequest;
export type Ok = {
  ok: true;
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type ChangePasswordRequest = {
  currentPassword: string;
  newPassword: string;
};
