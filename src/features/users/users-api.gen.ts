import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listManagedUsers: build.query<ListManagedUsersApiResponse, ListManagedUsersApiArg>({
      query: () => ({ url: `/api/admin/users` }),
    }),
    createManagedUser: build.mutation<CreateManagedUserApiResponse, CreateManagedUserApiArg>({
      query: (queryArg) => ({ url: `/api/admin/users`, method: 'POST', body: queryArg }),
    }),
    deleteManagedUser: build.mutation<DeleteManagedUserApiResponse, DeleteManagedUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${encodeURIComponent(String(queryArg))}`,
        method: 'DELETE',
      }),
    }),
    upgradeManagedUser: build.mutation<UpgradeManagedUserApiResponse, UpgradeManagedUserApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/users/${encodeURIComponent(String(queryArg))}/upgrade`,
        method: 'POST',
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedUsersApi };
export type ListManagedUsersApiResponse = /** status 200 The users. */ ManagedUser[];
export type ListManagedUsersApiArg = void;
export type CreateManagedUserApiResponse = /** status 201 The added user. */ ManagedUser;
export type CreateManagedUserApiArg = NewManagedUser;
export type DeleteManagedUserApiResponse = unknown;
export type DeleteManagedUserApiArg = /** The item's id. */ string;
export type UpgradeManagedUserApiResponse = /** status 200 The user, now a manager. */ ManagedUser;
export type UpgradeManagedUserApiArg = /** The item's id. */ string;
export type ManagedUserRole = 'user' | 'manager';
export type ManagedUser = {
  id: string;
  name: string;
  role: ManagedUserRole;
  email: string;
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type ClientId = string;
export type PersonName = string;
export type EmailAddress = string;
export type NewManagedUser = {
  id: ClientId;
  name: PersonName;
  email: EmailAddress;
};
