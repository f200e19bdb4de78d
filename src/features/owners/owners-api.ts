import { loadCollection, useCollectionLoad, type LoadState } from '../../console/data-loading';
import { generatedOwnersApi } from './owners-api.gen';
import { loaded, loadFailed, loadStarted, selectOwnerCollection } from './owners-slice';
import { OWNERS_DATA } from './owner-shape';

/**
 * The owners' endpoints, generated from the contract (owners-api.gen.ts). The list is only
 * carried: the answer goes to the slice, and RTK Query keeps no copy. Its data set in GET
 * /api/admin/versions is `owners`: an open Owners screen reloads when it moves.
 */
export const ownersApi = generatedOwnersApi.enhanceEndpoints({
  endpoints: { listOwners: { keepUnusedDataFor: 0 } },
});

export type { OwnerSummary, TaxArrangement, TaxArrangementChange } from './owners-api.gen';

/** GET /api/admin/owners into the slice (each visit, Retry, and when the `owners` version moves). */
export const loadOwners = () =>
  loadCollection({
    select: selectOwnerCollection,
    live: OWNERS_DATA.live,
    loadStarted,
    loaded,
    loadFailed,
    request: (dispatch) =>
      dispatch(ownersApi.endpoints.listOwners.initiate(undefined, { subscribe: false, forceRefetch: true })),
  });

export const useEnsureOwnersLoaded = (): LoadState =>
  useCollectionLoad(selectOwnerCollection, loadOwners, OWNERS_DATA.live);
