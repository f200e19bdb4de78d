import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasBooleans, hasStrings, isLoadStatus, isRecord, type LoadStatus } from '../../lib/guards';
import type { ContactSubmission } from '../../types/console';

export interface ContactSubmissionsState {
  status: LoadStatus;
  submissions: ContactSubmission[];
}

export const initialContactSubmissionsState: ContactSubmissionsState = { status: 'idle', submissions: [] };

export const isContactSubmission = (value: unknown): value is ContactSubmission =>
  isRecord(value) &&
  hasStrings(value, ['id', 'name', 'email', 'phone', 'message', 'date', 'time', 'service']) &&
  hasBooleans(value, ['viewed']);

export const isContactSubmissionsState = (value: unknown): value is ContactSubmissionsState =>
  isRecord(value) &&
  isLoadStatus(value.status) &&
  Array.isArray(value.submissions) &&
  value.submissions.every(isContactSubmission);

export const contactSubmissionsSlice = createSlice({
  name: 'contactSubmissions',
  initialState: initialContactSubmissionsState,
  reducers: {
    /** The sample submissions arrived from GET /api/admin/contact-submissions. */
    submissionsLoaded(state, action: PayloadAction<ContactSubmission[]>) {
      // Enquiries sent from the public form before the first load are kept.
      const local = state.submissions.filter((s) => !action.payload.some((p) => p.id === s.id));
      state.status = 'loaded';
      state.submissions = [...local, ...action.payload];
    },
    /** A visitor's enquiry from the public contact form, added as New. */
    enquiryReceived(state, action: PayloadAction<ContactSubmission>) {
      state.submissions.unshift(action.payload);
    },
    /** Opening a submission marks it Viewed everywhere. */
    submissionViewed(state, action: PayloadAction<string>) {
      const submission = state.submissions.find((s) => s.id === action.payload);
      if (submission) submission.viewed = true;
    },
    submissionDeleted(state, action: PayloadAction<string>) {
      state.submissions = state.submissions.filter((s) => s.id !== action.payload);
    },
  },
  selectors: {
    selectSubmissionsStatus: (state) => state.status,
    selectAllSubmissions: (state) => state.submissions,
  },
});

export const { submissionsLoaded, enquiryReceived, submissionViewed, submissionDeleted } =
  contactSubmissionsSlice.actions;
export const { selectSubmissionsStatus, selectAllSubmissions } = contactSubmissionsSlice.selectors;
