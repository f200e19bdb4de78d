import type { AppThunk } from '../../store/hooks';
import { sendChange, snapshot } from '../../console/optimistic-change';
import { submissionsApi } from './submissions-api';
import {
  changeRolledBack,
  replyFailed,
  replySent,
  submissionDeleted,
  submissionViewed,
  type ReplySentPayload,
} from './contact-submissions-slice';

/**
 * The contact submissions' changes (DECISIONS, 'The API contract'): each dispatches the
 * slice's event, then sends it; a failure rolls it back with a toast (optimistic-change.ts).
 */

const { updateContactSubmission, deleteContactSubmission, replyToContactSubmission } =
  submissionsApi.endpoints;

/** Opening a New submission marks it Viewed everywhere (nothing is sent for a viewed one). */
export const markViewed =
  (id: string): AppThunk =>
  (dispatch, getState) => {
    const rollback = snapshot(getState().contactSubmissions.submissions, id);
    if (!rollback.before || rollback.before.viewed) return;
    void dispatch(
      sendChange({
        event: submissionViewed(id),
        request: (d) =>
          d(updateContactSubmission.initiate({ id, submissionChanges: { viewed: true } }, { track: false })),
        rolledBack: (failure) => changeRolledBack(rollback, failure),
        what: 'Could not mark the submission viewed.',
      }),
    );
  };

export const deleteSubmission =
  (id: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const rollback = snapshot(getState().contactSubmissions.submissions, id);
    if (!rollback.before) return false;
    return dispatch(
      sendChange({
        event: submissionDeleted(id),
        request: (d) => d(deleteContactSubmission.initiate(id, { track: false })),
        rolledBack: (failure) => changeRolledBack(rollback, failure),
        what: 'Could not delete the submission.',
      }),
    );
  };

/** Send Reply: POST /api/admin/contact-submissions/{id}/replies. */
export const sendReply =
  (reply: ReplySentPayload & { body: string }): AppThunk<Promise<boolean>> =>
  (dispatch) => {
    const { submissionId, to, subject, body } = reply;
    return dispatch(
      sendChange({
        event: replySent({ submissionId, to, subject }),
        request: (d) =>
          d(
            replyToContactSubmission.initiate(
              { id: submissionId, reply: { to, subject, body } },
              { track: false },
            ),
          ),
        rolledBack: (failure) => replyFailed({ submissionId, to, subject }, failure),
        what: `Could not send the reply to ${to}.`,
      }),
    );
  };
