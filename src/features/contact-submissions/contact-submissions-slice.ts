import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { matchesQuery, newestFirst, searchIndex, searchQuery } from '../../lib/search';
import type { ContactSubmission } from '../../types/console';
import { consoleSliceLoaded } from '../../store/slice-registry';
import {
  collectionOps,
  addCollectionCases,
  collectionReducers,
  emptyCollection,
  patchEvent,
  removeEvent,
  withChangeId,
  type ChangeMeta,
  type Collection,
} from '../../console/collection';
import { SUBMISSIONS_DATA } from './submission-shape';

export type ContactSubmissionsState = Collection<ContactSubmission>;

export const initialContactSubmissionsState: ContactSubmissionsState = emptyCollection<ContactSubmission>();

export { SUBMISSION_SERVICES } from '../../config/constants';

export type SubmissionStatus = 'New' | 'Viewed';
export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['New', 'Viewed'];
export const submissionStatus = (s: Pick<ContactSubmission, 'viewed'>): SubmissionStatus =>
  s.viewed ? 'Viewed' : 'New';

/** How many submissions the dashboard's Contact Form Submissions panel shows. */
export const RECENT_SUBMISSIONS_LIMIT = 5;

export interface ReplySentPayload {
  submissionId: string;
  to: string;
  subject: string;
}

export const contactSubmissionsSlice = createSlice({
  name: SUBMISSIONS_DATA.key,
  initialState: initialContactSubmissionsState,
  reducers: {
    ...collectionReducers<ContactSubmission>(),
    /** Opening a New submission marks it Viewed everywhere (sent once per opening). */
    submissionViewed: patchEvent<ContactSubmission>((submission) => {
      submission.viewed = true;
    }),
    /** Confirmed in the 'Confirm Deletion' dialog. */
    submissionDeleted: removeEvent<ContactSubmission>(),
    /** Send Reply in the 'Reply to Contact' dialog: the server sends and keeps it; no data here changes. */
    replySent: {
      reducer(state, action: PayloadAction<ReplySentPayload, string, ChangeMeta>) {
        collectionOps.send<ContactSubmission>(state, action.meta.change, action.payload.submissionId);
      },
      prepare: withChangeId<ReplySentPayload>,
    },
  },
  extraReducers: (builder) =>
    addCollectionCases(builder, SUBMISSIONS_DATA.live, initialContactSubmissionsState),
  selectors: {
    selectSubmissionCollection: (state) => state,
    selectSubmissionsStatus: (state) => state.status,
    selectAllSubmissions: (state) => state.items,
  },
});

// The store takes the slice's reducer in when this code loads (with the console's screens).
consoleSliceLoaded(contactSubmissionsSlice);

export const {
  loadStarted,
  loaded,
  loadFailed,
  changeConfirmed,
  changeRolledBack,
  submissionViewed,
  submissionDeleted,
  replySent,
} = contactSubmissionsSlice.actions;
export const { selectSubmissionCollection, selectSubmissionsStatus, selectAllSubmissions } =
  contactSubmissionsSlice.selectors;

interface StateWithSubmissions {
  contactSubmissions: ContactSubmissionsState;
}

export interface SubmissionFilter {
  /** Search text: name, email, phone, service or message, any case. */
  query: string;
  /** Empty means every status. */
  statuses: readonly SubmissionStatus[];
  /** Empty means every service. */
  services: readonly string[];
}

export const NO_SUBMISSION_FILTER: SubmissionFilter = { query: '', statuses: [], services: [] };

/** Every submission, newest first (sorted once per change of the list). */
export const selectSubmissionsNewestFirst = createSelector([selectAllSubmissions], newestFirst);

const selectSearchIndex = createSelector([selectSubmissionsNewestFirst], (submissions) =>
  searchIndex(submissions, (s) => [s.name, s.email, s.phone, s.service, s.message]),
);

export const selectFilteredSubmissions = createSelector(
  [
    selectSubmissionsNewestFirst,
    selectSearchIndex,
    (_state: StateWithSubmissions, filter: SubmissionFilter) => filter,
  ],
  (submissions, index, filter) => {
    const query = searchQuery(filter.query);
    return submissions.filter(
      (s, i) =>
        matchesQuery(index[i]!, query) &&
        (filter.statuses.length === 0 || filter.statuses.includes(submissionStatus(s))) &&
        (filter.services.length === 0 || filter.services.includes(s.service)),
    );
  },
);

export const selectNewSubmissionCount = createSelector(
  [selectAllSubmissions],
  (submissions) => submissions.filter((s) => !s.viewed).length,
);

/** The dashboard's Contact Form Submissions panel: the newest submissions. */
export const selectRecentSubmissions = createSelector([selectSubmissionsNewestFirst], (submissions) =>
  submissions.slice(0, RECENT_SUBMISSIONS_LIMIT),
);

export const selectSubmissionById = (
  state: StateWithSubmissions,
  id: string,
): ContactSubmission | undefined => state.contactSubmissions.items.find((s) => s.id === id);
