import { handToSlice, useEnsureLoaded, type LoadState } from '../../console/data-loading';
import { generatedUsersApi } from './users-api.gen';
import { selectUsersStatus, usersLoaded, type ManagedUsersState } from './managed-users-slice';

/**
 * The managed users' endpoints, generated from the contract (users-api.gen.ts); here
 * only what generation cannot say: the list is admin data and goes to the slice.
 */
export const usersApi = generatedUsersApi.enhanceEndpoints({
  addTagTypes: ['AdminData'],
  endpoints: {
    listManagedUsers: { providesTags: ['AdminData'], onQueryStarted: handToSlice(usersLoaded) },
  },
});

const usersIdle = (state: { managedUsers: ManagedUsersState }) => selectUsersStatus(state) === 'idle';

export const useEnsureUsersLoaded = (): LoadState =>
  useEnsureLoaded(usersIdle, usersApi.endpoints.listManagedUsers.useQuery);
