import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../../store/hooks';
import { sendChange, type ChangeDomain } from '../../console/change-engine';
import type { ChangeMeta } from '../../console/collection';
import type { ComposeDraft, EmailFolder } from '../../types/console';
import type { EmailChanges } from '../../types/api.gen';
import { emailCentreApi } from './email-centre-api';
import {
  changeConfirmed,
  changeRolledBack,
  draftSaved,
  emailArchived,
  emailBinned,
  emailDeleted,
  emailPutBack,
  emailOpened,
  emailReadToggled,
  emailSent,
  emailStarToggled,
} from './email-centre-slice';

/**
 * The email centre's changes, each through the one change engine (change-engine.ts):
 * the slice's event first, then one request; a failure puts back only what it touched.
 */

const { updateEmail, deleteEmail, createEmail } = emailCentreApi.endpoints;

const emails: ChangeDomain = {
  select: (state) => state.emailCentre,
  changeConfirmed,
  changeRolledBack,
};

/** A change of one email's fields: PATCH /api/admin/emails/{id} with the fields it touched. */
const patchEmail = (id: string, event: UnknownAction & { meta: ChangeMeta }, what: string) =>
  sendChange(emails, {
    event,
    request: (d, change) =>
      d(
        updateEmail.initiate(
          { id, emailChanges: (change.kind === 'patch' ? change.after : {}) as EmailChanges },
          { track: false },
        ),
      ),
    what,
  });

const emailById = (state: RootState, id: string) => state.emailCentre.items.find((e) => e.id === id);

export const toggleStar =
  (id: string): AppThunk<Promise<boolean>> =>
  (dispatch, getState) => {
    const starred = emailById(getState(), id)?.starred;
    const what = starred ? 'Could not unstar the email.' : 'Could not star the email.';
    return dispatch(patchEmail(id, emailStarToggled(id), what));
  };

export const toggleRead =
  (id: string): AppThunk<Promise<boolean>> =>
  (dispatch, getState) => {
    const read = emailById(getState(), id)?.read;
    const what = read ? 'Could not mark the email unread.' : 'Could not mark the email read.';
    return dispatch(patchEmail(id, emailReadToggled(id), what));
  };

/**
 * Opening an unread inbox email marks it read. The screen calls this once per opening
 * (email-view.tsx): if it fails the email stays unread with one toast, and opening it
 * again is the retry. Nothing is sent for a read email or one outside the inbox.
 */
export const openEmail =
  (id: string): AppThunk<Promise<boolean>> =>
  (dispatch, getState) => {
    const email = emailById(getState(), id);
    if (!email || email.folder !== 'inbox' || email.read) return Promise.resolve(false);
    return dispatch(patchEmail(id, emailOpened(id), 'Could not mark the email read.'));
  };

export const archiveEmail = (id: string): AppThunk<Promise<boolean>> =>
  patchEmail(id, emailArchived(id), 'Could not archive the email.');

/**
 * Delete: an email in a folder moves to the bin (PATCH folder 'bin'), which Undo reverses
 * (putBackEmail); one already in the bin is deleted for good (DELETE).
 */
export const deleteEmailById =
  (id: string): AppThunk<Promise<boolean>> =>
  (dispatch, getState) =>
    emailById(getState(), id)?.folder === 'bin'
      ? dispatch(
          sendChange(emails, {
            event: emailDeleted(id),
            request: (d) => d(deleteEmail.initiate(id, { track: false })),
            what: 'Could not delete the email.',
          }),
        )
      : dispatch(patchEmail(id, emailBinned(id), 'Could not move the email to the bin.'));

/** Undo of a delete: the email back in its folder. */
export const putBackEmail = (id: string, folder: EmailFolder): AppThunk<Promise<boolean>> =>
  patchEmail(id, emailPutBack({ id, folder }), 'Could not put the email back.');

/** Send (stored in Sent) or Save as Draft (stored in Drafts): POST /api/admin/emails. */
export const storeComposed = (draft: ComposeDraft, folder: 'sent' | 'drafts'): AppThunk<Promise<boolean>> => {
  const event = folder === 'sent' ? emailSent(draft) : draftSaved(draft);
  const email = event.payload;
  return sendChange(emails, {
    event,
    request: (d) =>
      d(
        createEmail.initiate(
          { id: email.id, to: draft.to.trim(), subject: draft.subject, body: draft.body, folder },
          { track: false },
        ),
      ),
    what: folder === 'sent' ? 'Could not send the email.' : 'Could not save the draft.',
  });
};
