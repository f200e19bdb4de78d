import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    signInAsPersona: build.mutation<SignInAsPersonaApiResponse, SignInAsPersonaApiArg>({
      query: (queryArg) => ({ url: `/api/demo/sign-in`, method: 'POST', body: queryArg }),
    }),
    loadBulkDemoData: build.mutation<LoadBulkDemoDataApiResponse, LoadBulkDemoDataApiArg>({
      query: () => ({ url: `/api/demo/bulk`, method: 'POST' }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedDemoControlsApi };
export type SignInAsPersonaApiResponse = /** status 200 Signed in as that demo account. */ LoginResponse;
export type SignInAsPersonaApiArg = PersonaRequest;
export type LoadBulkDemoDataApiResponse = unknown;
export type LoadBulkDemoDataApiArg = void;
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
export type PersonaRequest = {
  role: Role;
};
