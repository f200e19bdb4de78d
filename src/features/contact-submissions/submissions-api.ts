import { handToSlice, useEnsureLoaded, type LoadState } from '../../console/data-loading';
import { generatedSubmissionsApi } from './submissions-api.gen';
import {
  selectSubmissionsStatus,
  submissionsLoaded,
  type ContactSubmissionsState,
} from './contact-submissions-slice';

/**
 * The contact submissions' endpoints, generated from the contract (submissions-api.gen.ts);
 * here only what generation cannot say: the list is admin data and goes to the slice.
 */
export const submissionsApi = generatedSubmissionsApi.enhanceEndpoints({
  addTagTypes: ['AdminData'],
  endpoints: {
    listContactSubmissions: { providesTags: ['AdminData'], onQueryStarted: handToSlice(submissionsLoaded) },
  },
});

const submissionsIdle = (state: { contactSubmissions: ContactSubmissionsState }) =>
  selectSubmissionsStatus(state) === 'idle';

export const useEnsureSubmissionsLoaded = (): LoadState =>
  useEnsureLoaded(submissionsIdle, submissionsApi.endpoints.listContactSubmissions.useQuery);
