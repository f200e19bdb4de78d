import { api } from '../../store/api';
import { handToSlice, useEnsureLoaded, type LoadState } from '../../console/data-loading';
import type { ContactSubmission } from '../../types/console';
import {
  selectSubmissionsStatus,
  submissionsLoaded,
  type ContactSubmissionsState,
} from './contact-submissions-slice';

const submissionsIdle = (state: { contactSubmissions: ContactSubmissionsState }) =>
  selectSubmissionsStatus(state) === 'idle';

/** The contact submissions: GET /api/admin/contact-submissions, handed to the slice on the first load. */
export const submissionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getContactSubmissions: build.query<ContactSubmission[], void>({
      query: () => '/api/admin/contact-submissions',
      providesTags: ['AdminData'],
      onQueryStarted: handToSlice(submissionsIdle, submissionsLoaded),
    }),
  }),
});

export const useEnsureSubmissionsLoaded = (): LoadState =>
  useEnsureLoaded(submissionsIdle, submissionsApi.endpoints.getContactSubmissions.useQuery);
