import { api } from '../../store/api';
import { handToSlice, useEnsureLoaded, type LoadState } from '../../console/data-loading';
import type { Email } from '../../types/console';
import { emailsLoaded, selectEmailsStatus, type EmailCentreState } from './email-centre-slice';

const emailsIdle = (state: { emailCentre: EmailCentreState }) => selectEmailsStatus(state) === 'idle';

/** The email centre's data: GET /api/admin/emails, handed to the slice on the first load. */
export const emailCentreApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmails: build.query<Email[], void>({
      query: () => '/api/admin/emails',
      providesTags: ['AdminData'],
      onQueryStarted: handToSlice(emailsIdle, emailsLoaded),
    }),
  }),
});

export const useEnsureEmailsLoaded = (): LoadState =>
  useEnsureLoaded(emailsIdle, emailCentreApi.endpoints.getEmails.useQuery);
