import { api } from '../../store/api';

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** Change Password (spec 2.11): PUT /api/auth/password checks the current password on the server. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<{ ok: true }, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/auth/password', method: 'PUT', body }),
    }),
  }),
});

export const { useChangePasswordMutation } = settingsApi;
