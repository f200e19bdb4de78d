import { createSelector, createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { dateStamp } from '../../lib/date-stamp';
import { matchesQuery, newestFirst, searchIndex, searchQuery } from '../../lib/search';
import type { ComposeDraft, Email, EmailFolder } from '../../types/console';
import { consoleSliceLoaded } from '../../store/slice-registry';
import {
  addEvent,
  addCollectionCases,
  collectionOps,
  collectionReducers,
  emptyCollection,
  patchEvent,
  removeEvent,
  withChangeId,
  type ChangeMeta,
  type Collection,
} from '../../console/collection';
import { EMAIL_CENTRE_DATA } from './email-shape';

export type EmailCentreState = Collection<Email>;

export const initialEmailCentreState: EmailCentreState = emptyCollection<Email>();

/** The tabs of the email centre: the folders, the bin last, and Starred (starred mail of every folder but the bin). */
export const EMAIL_TABS = [
  { key: 'inbox', label: 'Inbox' },
  { key: 'sent', label: 'Sent' },
  { key: 'drafts', label: 'Drafts' },
  { key: 'starred', label: 'Starred' },
  { key: 'archive', label: 'Archive' },
  { key: 'bin', label: 'Bin' },
] as const;
export type EmailTab = (typeof EMAIL_TABS)[number]['key'];
export const DEFAULT_EMAIL_TAB: EmailTab = 'inbox';
export const isEmailTab = (value: unknown): value is EmailTab => EMAIL_TABS.some((t) => t.key === value);

/** How many inbox emails the dashboard's Recent Emails panel shows. */
export const RECENT_EMAILS_LIMIT = 5;

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
  name: EMAIL_CENTRE_DATA.key,
  initialState: initialEmailCentreState,
  reducers: {
    ...collectionReducers<Email>(),
    /** Opening an unread inbox email marks it read (sent once per opening: email-changes.ts). */
    emailOpened: patchEvent<Email>((email) => {
      if (email.folder === 'inbox') email.read = true;
    }),
    emailStarToggled: patchEvent<Email>((email) => {
      email.starred = !email.starred;
    }),
    emailReadToggled: patchEvent<Email>((email) => {
      email.read = !email.read;
    }),
    /** Archive moves the email to the Archive folder. */
    emailArchived: patchEvent<Email>((email) => {
      email.folder = 'archive';
    }),
    /**
     * Delete moves the email to the bin (product rules, 'What people see, finished': nothing
     * permanent by one mis-click), with Undo for a few seconds (emailPutBack).
     */
    emailBinned: patchEvent<Email>((email) => {
      email.folder = 'bin';
    }),
    /** Undo of a delete: the email back in the folder it was in. */
    emailPutBack: {
      reducer(state, action: PayloadAction<{ id: string; folder: EmailFolder }, string, ChangeMeta>) {
        collectionOps.patch<Email>(state, action.meta.change, action.payload.id, (email) => {
          email.folder = action.payload.folder;
        });
      },
      prepare: withChangeId<{ id: string; folder: EmailFolder }>,
    },
    /** Delete in the bin removes the email for good (and the screen closes it if it was open). */
    emailDeleted: removeEvent<Email>(),
    /** Send: the message is stored in Sent (product rules, 'Email centre'). */
    emailSent: addEvent((draft: ComposeDraft) => composedEmail(draft, 'sent')),
    /** Save as Draft: the message is stored in Drafts (product rules, 'Email centre'). */
    draftSaved: addEvent((draft: ComposeDraft) => composedEmail(draft, 'drafts')),
  },
  extraReducers: (builder) => addCollectionCases(builder, EMAIL_CENTRE_DATA.live, initialEmailCentreState),
  selectors: {
    selectEmailCollection: (state) => state,
    selectEmailsStatus: (state) => state.status,
    selectAllEmails: (state) => state.items,
  },
});

// The store takes the slice's reducer in when this code loads (with the console's screens).
consoleSliceLoaded(emailCentreSlice);

export const {
  loadStarted,
  loaded,
  loadFailed,
  changeConfirmed,
  changeRolledBack,
  emailOpened,
  emailStarToggled,
  emailReadToggled,
  emailArchived,
  emailBinned,
  emailPutBack,
  emailDeleted,
  emailSent,
  draftSaved,
} = emailCentreSlice.actions;
export const { selectEmailCollection, selectEmailsStatus, selectAllEmails } = emailCentreSlice.selectors;

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
  tab === 'starred' ? email.starred && email.folder !== 'bin' : email.folder === tab;

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
  state.emailCentre.items.find((e) => e.id === id);
