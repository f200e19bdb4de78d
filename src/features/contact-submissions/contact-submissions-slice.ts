import { createSelector, createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { matchesQuery, newestFirst, searchIndex, searchQuery } from '../../lib/search';
import { hasBooleans, hasStrings, isLoadStatus, isRecord, type LoadStatus } from '../../lib/guards';
import type { ContactSubmission, SubmissionService } from '../../types/console';
import { cachedDataCleared, demoDataReset } from '../../console/console-actions';
import {
  restoreItem,
  withFailure,
  type ChangeFailureMeta,
  type Rollback,
} from '../../console/optimistic-change';

export interface ContactSubmissionsState {
  status: LoadStatus;
  submissions: ContactSubmission[];
}

export const initialContactSubmissionsState: ContactSubmissionsState = { status: 'idle', submissions: [] };

/** The services a submission can be about (spec 3), in the Filter's order. */
export const SUBMISSION_SERVICES: readonly SubmissionService[] = [
  'Property Management',
  'Project Management',
  'MRI Tax Support',
  'Tenant Management',
  'Property Marketing',
  'Rent Collection',
  'General Enquiry',
  'Property Viewing',
];

export type SubmissionStatus = 'New' | 'Viewed';
export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['New', 'Viewed'];
export const submissionStatus = (s: Pick<ContactSubmission, 'viewed'>): SubmissionStatus =>
  s.viewed ? 'Viewed' : 'New';

/** How many submissions the dashboard's Contact Form Submissions panel shows. */
export const RECENT_SUBMISSIONS_LIMIT = 5;

export const isContactSubmission = (value: unknown): value is ContactSubmission =>
  isRecord(value) &&
  hasStrings(value, ['id', 'name', 'email', 'phone', 'message', 'date', 'time', 'service']) &&
  hasBooleans(value, ['viewed']);

export const isContactSubmissionsState = (value: unknown): value is ContactSubmissionsState =>
  isRecord(value) &&
  isLoadStatus(value.status) &&
  Array.isArray(value.submissions) &&
  value.submissions.every(isContactSubmission);

export interface ReplySentPayload {
  submissionId: string;
  to: string;
  subject: string;
}

export const contactSubmissionsSlice = createSlice({
  name: 'contactSubmissions',
  initialState: initialContactSubmissionsState,
  reducers: {
    /** The submissions arrived from GET /api/admin/contact-submissions (each visit). */
    submissionsLoaded(state, action: PayloadAction<ContactSubmission[]>) {
      state.status = 'loaded';
      state.submissions = action.payload;
    },
    /** Opening a submission marks it Viewed everywhere. */
    submissionViewed(state, action: PayloadAction<string>) {
      const submission = state.submissions.find((s) => s.id === action.payload);
      if (submission) submission.viewed = true;
    },
    /** Confirmed in the 'Confirm Deletion' dialog. */
    submissionDeleted(state, action: PayloadAction<string>) {
      state.submissions = state.submissions.filter((s) => s.id !== action.payload);
    },
    /** Send Reply in the 'Reply to Contact' dialog: the server sends and keeps it; no data here changes. */
    replySent(_state, _action: PayloadAction<ReplySentPayload>) {},
    /** The server refused a change (or was not reached): the submission is put back as it was. */
    changeRolledBack: {
      reducer(state, action: PayloadAction<Rollback<ContactSubmission>, string, ChangeFailureMeta>) {
        restoreItem(state.submissions, action.payload);
      },
      prepare: withFailure<Rollback<ContactSubmission>>,
    },
    /** The server did not send a reply: nothing to put back, the toast says so. */
    replyFailed: {
      reducer() {},
      prepare: withFailure<ReplySentPayload>,
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(cachedDataCleared, demoDataReset), () => initialContactSubmissionsState);
  },
  selectors: {
    selectSubmissionsStatus: (state) => state.status,
    selectAllSubmissions: (state) => state.submissions,
  },
});

export const {
  submissionsLoaded,
  submissionViewed,
  submissionDeleted,
  replySent,
  changeRolledBack,
  replyFailed,
} = contactSubmissionsSlice.actions;
export const { selectSubmissionsStatus, selectAllSubmissions } = contactSubmissionsSlice.selectors;

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
): ContactSubmission | undefined => state.contactSubmissions.submissions.find((s) => s.id === id);
