import type { AppThunk } from '../../store/hooks';
import { sendChange, snapshot } from '../../console/optimistic-change';
import type { ComposeDraft, Email } from '../../types/console';
import type { EmailChanges } from '../../types/api.gen';
import { emailCentreApi } from './email-centre-api';
import {
  changeRolledBack,
  draftSaved,
  emailArchived,
  emailDeleted,
  emailOpened,
  emailReadToggled,
  emailSent,
  emailStarToggled,
} from './email-centre-slice';

/**
 * The email centre's changes (DECISIONS, 'The API contract'): each dispatches the
 * slice's event, then sends it; a failure rolls it back with a toast (optimistic-change.ts).
 */

const { updateEmail, deleteEmail, createEmail } = emailCentreApi.endpoints;

/** A change of one email's fields: event first, then PATCH /api/admin/emails/{id}. */
const patchEmail =
  (
    id: string,
    event: (id: string) => { type: string },
    changes: (before: Email) => EmailChanges,
    what: string,
  ): AppThunk =>
  (dispatch, getState) => {
    const rollback = snapshot(getState().emailCentre.emails, id);
    const before = rollback.before;
    if (!before) return;
    void dispatch(
      sendChange({
        event: event(id),
        request: (d) => d(updateEmail.initiate({ id, emailChanges: changes(before) }, { track: false })),
        rolledBack: (failure) => changeRolledBack(rollback, failure),
        what,
      }),
    );
  };

export const toggleStar =
  (id: string): AppThunk =>
  (dispatch, getState) => {
    const starred = getState().emailCentre.emails.find((e) => e.id === id)?.starred;
    dispatch(
      patchEmail(
        id,
        emailStarToggled,
        (e) => ({ starred: !e.starred }),
        starred ? 'Could not unstar the email.' : 'Could not star the email.',
      ),
    );
  };

export const toggleRead =
  (id: string): AppThunk =>
  (dispatch, getState) => {
    const read = getState().emailCentre.emails.find((e) => e.id === id)?.read;
    dispatch(
      patchEmail(
        id,
        emailReadToggled,
        (e) => ({ read: !e.read }),
        read ? 'Could not mark the email unread.' : 'Could not mark the email read.',
      ),
    );
  };

/** Opening an unread inbox email marks it read (nothing is sent for other emails). */
export const openEmail =
  (id: string): AppThunk =>
  (dispatch, getState) => {
    const email = getState().emailCentre.emails.find((e) => e.id === id);
    if (email && email.folder === 'inbox' && !email.read) {
      dispatch(patchEmail(id, emailOpened, () => ({ read: true }), 'Could not mark the email read.'));
    }
  };

export const archiveEmail = (id: string): AppThunk =>
  patchEmail(id, emailArchived, () => ({ folder: 'archive' }), 'Could not archive the email.');

export const deleteEmailById =
  (id: string): AppThunk =>
  (dispatch, getState) => {
    const rollback = snapshot(getState().emailCentre.emails, id);
    if (!rollback.before) return;
    void dispatch(
      sendChange({
        event: emailDeleted(id),
        request: (d) => d(deleteEmail.initiate(id, { track: false })),
        rolledBack: (failure) => changeRolledBack(rollback, failure),
        what: 'Could not delete the email.',
      }),
    );
  };

/** Send (stored in Sent) or Save as Draft (stored in Drafts): event first, then POST /api/admin/emails. */
export const storeComposed =
  (draft: ComposeDraft, folder: 'sent' | 'drafts'): AppThunk<Promise<boolean>> =>
  (dispatch) => {
    const event = folder === 'sent' ? emailSent(draft) : draftSaved(draft);
    const email = event.payload;
    return dispatch(
      sendChange({
        event,
        request: (d) =>
          d(
            createEmail.initiate(
              { id: email.id, to: draft.to.trim(), subject: draft.subject, body: draft.body, folder },
              { track: false },
            ),
          ),
        rolledBack: (failure) => changeRolledBack({ id: email.id, before: null, index: 0 }, failure),
        what: folder === 'sent' ? 'Could not send the email.' : 'Could not save the draft.',
      }),
    );
  };
