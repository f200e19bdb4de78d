import { handToSlice, useEnsureLoaded, type LoadState } from '../../console/data-loading';
import { generatedEmailCentreApi } from './email-centre-api.gen';
import { emailsLoaded, selectEmailsStatus, type EmailCentreState } from './email-centre-slice';

/**
 * The email centre's endpoints, generated from the contract (email-centre-api.gen.ts);
 * here only what generation cannot say: the list is admin data (reset refetches it) and
 * each answer goes to the slice, which owns the emails on screen.
 */
export const emailCentreApi = generatedEmailCentreApi.enhanceEndpoints({
  addTagTypes: ['AdminData'],
  endpoints: {
    listEmails: { providesTags: ['AdminData'], onQueryStarted: handToSlice(emailsLoaded) },
  },
});

const emailsIdle = (state: { emailCentre: EmailCentreState }) => selectEmailsStatus(state) === 'idle';

export const useEnsureEmailsLoaded = (): LoadState =>
  useEnsureLoaded(emailsIdle, emailCentreApi.endpoints.listEmails.useQuery);
