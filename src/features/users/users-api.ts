import { loadCollection, useCollectionLoad, type LoadState } from '../../console/data-loading';
import { generatedUsersApi } from './users-api.gen';
import { loaded, loadFailed, loadStarted, selectUserCollection } from './managed-users-slice';
import { MANAGED_USERS_DATA } from './managed-user-shape';

/**
 * The managed users' endpoints, generated from the contract (users-api.gen.ts). The list
 * is only carried: the answer goes to the slice, and RTK Query keeps no copy.
 */
export const usersApi = generatedUsersApi.enhanceEndpoints({
  endpoints: { listManagedUsers: { keepUnusedDataFor: 0 } },
});

/** GET /api/admin/users into the slice (each visit, and Retry). */
export const loadUsers = () =>
  loadCollection({
    select: selectUserCollection,
    live: MANAGED_USERS_DATA.live,
    loadStarted,
    loaded,
    loadFailed,
    request: (dispatch) =>
      dispatch(
        usersApi.endpoints.listManagedUsers.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ),
  });

export const useEnsureUsersLoaded = (): LoadState =>
  useCollectionLoad(selectUserCollection, loadUsers, MANAGED_USERS_DATA.live);
