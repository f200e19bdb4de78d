import { loadCollection, useCollectionLoad, type LoadState } from '../../console/data-loading';
import { generatedEmailCentreApi } from './email-centre-api.gen';
import { loaded, loadFailed, loadStarted, selectEmailCollection } from './email-centre-slice';
import { EMAIL_CENTRE_DATA } from './email-shape';

/**
 * The email centre's endpoints, generated from the contract (email-centre-api.gen.ts).
 * The list is only carried: the answer goes to the slice, which owns the emails, and
 * RTK Query keeps no copy of it.
 */
export const emailCentreApi = generatedEmailCentreApi.enhanceEndpoints({
  endpoints: { listEmails: { keepUnusedDataFor: 0 } },
});

/** GET /api/admin/emails into the slice (each visit of a screen that shows emails, and Retry). */
export const loadEmails = () =>
  loadCollection({
    select: selectEmailCollection,
    live: EMAIL_CENTRE_DATA.live,
    loadStarted,
    loaded,
    loadFailed,
    request: (dispatch) =>
      dispatch(
        emailCentreApi.endpoints.listEmails.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ),
  });

export const useEnsureEmailsLoaded = (): LoadState =>
  useCollectionLoad(selectEmailCollection, loadEmails, EMAIL_CENTRE_DATA.live);
