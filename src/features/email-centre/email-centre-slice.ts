import { createSelector, createSlice, isAnyOf, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { dateStamp } from '../../lib/format';
import { matchesQuery, newestFirst, searchIndex, searchQuery } from '../../lib/search';
import { hasBooleans, hasStrings, isLoadStatus, isRecord, type LoadStatus } from '../../lib/guards';
import type { ComposeDraft, Email, EmailFolder } from '../../types/console';
import { cachedDataCleared, demoDataReset } from '../../console/console-actions';
import {
  restoreItem,
  withFailure,
  type ChangeFailureMeta,
  type Rollback,
} from '../../console/optimistic-change';

export interface EmailCentreState {
  status: LoadStatus;
  emails: Email[];
}

export const initialEmailCentreState: EmailCentreState = { status: 'idle', emails: [] };

const FOLDERS = ['inbox', 'sent', 'drafts', 'archive'];

/** The tabs of the email centre: the four folders plus Starred (starred mail of every folder). */
export const EMAIL_TABS = [
  { key: 'inbox', label: 'Inbox' },
  { key: 'sent', label: 'Sent' },
  { key: 'drafts', label: 'Drafts' },
  { key: 'starred', label: 'Starred' },
  { key: 'archive', label: 'Archive' },
] as const;
export type EmailTab = (typeof EMAIL_TABS)[number]['key'];
export const DEFAULT_EMAIL_TAB: EmailTab = 'inbox';
export const isEmailTab = (value: unknown): value is EmailTab => EMAIL_TABS.some((t) => t.key === value);

/** How many inbox emails the dashboard's Recent Emails panel shows. */
export const RECENT_EMAILS_LIMIT = 5;

export const isEmail = (value: unknown): value is Email =>
  isRecord(value) &&
  hasStrings(value, ['id', 'sender', 'email', 'subject', 'body', 'date', 'time']) &&
  hasBooleans(value, ['read', 'starred']) &&
  FOLDERS.includes(value.folder as string);

/** Shape check for persisted state: anything else falls back to the fixtures. */
export const isEmailCentreState = (value: unknown): value is EmailCentreState =>
  isRecord(value) && isLoadStatus(value.status) && Array.isArray(value.emails) && value.emails.every(isEmail);

const byId = (state: EmailCentreState, id: string) => state.emails.find((e) => e.id === id);

/** An email written in compose, stamped with the local date and time (ISO date, 24-hour time). */
export function composedEmail(draft: ComposeDraft, folder: EmailFolder, now: Date = new Date()): Email {
  const to = draft.to.trim();
  return {
    id: `em-${nanoid(10)}`,
    sender: to,
    email: to,
    subject: draft.subject,
    body: draft.body,
    ...dateStamp(now),
    read: true,
    starred: false,
    folder,
  };
}

export const emailCentreSlice = createSlice({
  name: 'emailCentre',
  initialState: initialEmailCentreState,
  reducers: {
    /** The emails arrived from GET /api/admin/emails (each visit of a screen that shows them). */
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
    /** Archive moves the email to the Archive folder. */
    emailArchived(state, action: PayloadAction<string>) {
      const email = byId(state, action.payload);
      if (email) email.folder = 'archive';
    },
    /** Delete removes the email (and the screen closes it if it was open). */
    emailDeleted(state, action: PayloadAction<string>) {
      state.emails = state.emails.filter((e) => e.id !== action.payload);
    },
    /** Send: the message is stored in Sent (DECISIONS). */
    emailSent: {
      reducer(state, action: PayloadAction<Email>) {
        state.emails.unshift(action.payload);
      },
      prepare: (draft: ComposeDraft) => ({ payload: composedEmail(draft, 'sent') }),
    },
    /** Save as Draft: the message is stored in Drafts (DECISIONS). */
    draftSaved: {
      reducer(state, action: PayloadAction<Email>) {
        state.emails.unshift(action.payload);
      },
      prepare: (draft: ComposeDraft) => ({ payload: composedEmail(draft, 'drafts') }),
    },
    /** The server refused a change (or was not reached): the email is put back as it was. */
    changeRolledBack: {
      reducer(state, action: PayloadAction<Rollback<Email>, string, ChangeFailureMeta>) {
        restoreItem(state.emails, action.payload);
      },
      prepare: withFailure<Rollback<Email>>,
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isAnyOf(cachedDataCleared, demoDataReset), () => initialEmailCentreState);
  },
  selectors: {
    selectEmailsStatus: (state) => state.status,
    selectAllEmails: (state) => state.emails,
  },
});

export const {
  emailsLoaded,
  emailOpened,
  emailStarToggled,
  emailReadToggled,
  emailArchived,
  emailDeleted,
  emailSent,
  draftSaved,
  changeRolledBack,
} = emailCentreSlice.actions;
export const { selectEmailsStatus, selectAllEmails } = emailCentreSlice.selectors;

interface StateWithEmails {
  emailCentre: EmailCentreState;
}

/** Every email, newest first (sorted once per change of the list, not per keystroke). */
export const selectEmailsNewestFirst = createSelector([selectAllEmails], newestFirst);

/** Subject, sender and body of each email, for search (built once per change). */
const selectSearchIndex = createSelector([selectEmailsNewestFirst], (emails) =>
  searchIndex(emails, (e) => [e.subject, e.sender, e.body]),
);

export const emailInTab = (email: Email, tab: EmailTab): boolean =>
  tab === 'starred' ? email.starred : email.folder === tab;

/** The list of a tab ('starred': starred mail of every folder), filtered by search text (subject, sender or body, any case). */
export const selectEmailsInTab = createSelector(
  [
    selectEmailsNewestFirst,
    selectSearchIndex,
    (_state: StateWithEmails, tab: EmailTab) => tab,
    (_state: StateWithEmails, _tab: EmailTab, query: string) => searchQuery(query),
  ],
  (emails, index, tab, query) =>
    emails.filter((email, i) => emailInTab(email, tab) && matchesQuery(index[i]!, query)),
);

export const selectUnreadCount = createSelector(
  [selectAllEmails],
  (emails) => emails.filter((e) => e.folder === 'inbox' && !e.read).length,
);

/** The dashboard's Recent Emails: the newest inbox emails. */
export const selectRecentInboxEmails = createSelector([selectEmailsNewestFirst], (emails) =>
  emails.filter((e) => e.folder === 'inbox').slice(0, RECENT_EMAILS_LIMIT),
);

export const selectEmailById = (state: StateWithEmails, id: string): Email | undefined =>
  state.emailCentre.emails.find((e) => e.id === id);
