import { api } from '../../store/api';
import { handToSlice, useEnsureLoaded, type LoadState } from '../../console/data-loading';
import type { ManagedUser } from '../../types/console';
import { selectUsersStatus, usersLoaded, type ManagedUsersState } from './managed-users-slice';

const usersIdle = (state: { managedUsers: ManagedUsersState }) => selectUsersStatus(state) === 'idle';

/** The managed users: GET /api/admin/users, handed to the slice on the first load. */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<ManagedUser[], void>({
      query: () => '/api/admin/users',
      providesTags: ['AdminData'],
      onQueryStarted: handToSlice(usersIdle, usersLoaded),
    }),
  }),
});

export const useEnsureUsersLoaded = (): LoadState =>
  useEnsureLoaded(usersIdle, usersApi.endpoints.getUsers.useQuery);
