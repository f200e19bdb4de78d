import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasBooleans, hasStrings, isLoadStatus, isRecord, type LoadStatus } from '../../lib/guards';
import type { Email } from '../../types/console';

export interface EmailCentreState {
  status: LoadStatus;
  emails: Email[];
}

export const initialEmailCentreState: EmailCentreState = { status: 'idle', emails: [] };

const FOLDERS = ['inbox', 'sent', 'drafts', 'archive'];

export const isEmail = (value: unknown): value is Email =>
  isRecord(value) &&
  hasStrings(value, ['id', 'sender', 'email', 'subject', 'body', 'date', 'time']) &&
  hasBooleans(value, ['read', 'starred']) &&
  FOLDERS.includes(value.folder as string);

/** Shape check for persisted state: anything else falls back to the fixtures. */
export const isEmailCentreState = (value: unknown): value is EmailCentreState =>
  isRecord(value) && isLoadStatus(value.status) && Array.isArray(value.emails) && value.emails.every(isEmail);

const byId = (state: EmailCentreState, id: string) => state.emails.find((e) => e.id === id);

export const emailCentreSlice = createSlice({
  name: 'emailCentre',
  initialState: initialEmailCentreState,
  reducers: {
    /** The sample emails arrived from GET /api/admin/emails (first load or 'Reset demo data'). */
    emailsLoaded(state, action: PayloadAction<Email[]>) {
      state.status = 'loaded';
      state.emails = action.payload;
    },
    /** Opening an unread inbox email marks it read. */
    emailOpened(state, action: PayloadAction<string>) {
      const email = byId(state, action.payload);
      if (email && email.folder === 'inbox') email.read = true;
    },
    emailStarToggled(state, action: PayloadAction<string>) {
      const email = byId(state, action.payload);
      if (email) email.starred = !email.starred;
    },
    emailReadToggled(state, action: PayloadAction<string>) {
      const email = byId(state, action.payload);
      if (email) email.read = !email.read;
    },
    emailDeleted(state, action: PayloadAction<string>) {
      state.emails = state.emails.filter((e) => e.id !== action.payload);
    },
  },
  selectors: {
    selectEmailsStatus: (state) => state.status,
    selectAllEmails: (state) => state.emails,
  },
});

export const { emailsLoaded, emailOpened, emailStarToggled, emailReadToggled, emailDeleted } =
  emailCentreSlice.actions;
export const { selectEmailsStatus, selectAllEmails } = emailCentreSlice.selectors;
