import { api } from '../../app/api';
import type { LoginResponse, User } from '../../types/user';

export interface LoginRequest {
  email: string;
  password: string;
}

export interface AdminLoginRequest {
  username: string;
  password: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    adminLogin: build.mutation<LoginResponse, AdminLoginRequest>({
      query: (body) => ({ url: '/api/auth/admin-login', method: 'POST', body }),
    }),
    me: build.query<{ user: User }, void>({
      query: () => '/api/auth/me',
      providesTags: ['Session'],
    }),
    changePassword: build.mutation<{ ok: true }, ChangePasswordRequest>({
      query: (body) => ({ url: '/api/auth/password', method: 'PUT', body }),
    }),
  }),
});

export const { useLoginMutation, useAdminLoginMutation, useMeQuery, useChangePasswordMutation } = authApi;
