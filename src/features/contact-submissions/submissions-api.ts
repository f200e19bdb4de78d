import { loadCollection, useCollectionLoad, type LoadState } from '../../console/data-loading';
import { generatedSubmissionsApi } from './submissions-api.gen';
import { loaded, loadFailed, loadStarted, selectSubmissionCollection } from './contact-submissions-slice';
import { SUBMISSIONS_DATA } from './submission-shape';

/**
 * The contact submissions' endpoints, generated from the contract (submissions-api.gen.ts).
 * The list is only carried: the answer goes to the slice, and RTK Query keeps no copy.
 */
export const submissionsApi = generatedSubmissionsApi.enhanceEndpoints({
  endpoints: { listContactSubmissions: { keepUnusedDataFor: 0 } },
});

/** GET /api/admin/contact-submissions into the slice (each visit, and Retry). */
export const loadSubmissions = () =>
  loadCollection({
    select: selectSubmissionCollection,
    live: SUBMISSIONS_DATA.live,
    loadStarted,
    loaded,
    loadFailed,
    request: (dispatch) =>
      dispatch(
        submissionsApi.endpoints.listContactSubmissions.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      ),
  });

export const useEnsureSubmissionsLoaded = (): LoadState =>
  useCollectionLoad(selectSubmissionCollection, loadSubmissions, SUBMISSIONS_DATA.live);
