import type { AppThunk } from '../../store/hooks';
import { sendChange, type ChangeDomain } from '../../console/change-engine';
import { submissionsApi } from './submissions-api';
import {
  changeConfirmed,
  changeRolledBack,
  replySent,
  submissionDeleted,
  submissionViewed,
  type ReplySentPayload,
} from './contact-submissions-slice';

/**
 * The contact submissions' changes, each through the one change engine
 * (change-engine.ts): the slice's event first, then one request; a failure puts back
 * only what it touched, with one toast.
 */

const { updateContactSubmission, deleteContactSubmission, replyToContactSubmission } =
  submissionsApi.endpoints;

const submissions: ChangeDomain = {
  select: (state) => state.contactSubmissions,
  changeConfirmed,
  changeRolledBack,
};

/**
 * Opening a New submission marks it Viewed everywhere; the screen calls this once per
 * opening. Nothing is sent for a viewed one; a failure leaves it New with one toast.
 */
export const markViewed =
  (id: string): AppThunk<Promise<boolean>> =>
  (dispatch, getState) => {
    const submission = getState().contactSubmissions.items.find((s) => s.id === id);
    if (!submission || submission.viewed) return Promise.resolve(false);
    return dispatch(
      sendChange(submissions, {
        event: submissionViewed(id),
        request: (d) =>
          d(updateContactSubmission.initiate({ id, submissionChanges: { viewed: true } }, { track: false })),
        what: 'Could not mark the submission viewed.',
      }),
    );
  };

export const deleteSubmission = (id: string): AppThunk<Promise<boolean>> =>
  sendChange(submissions, {
    event: submissionDeleted(id),
    request: (d) => d(deleteContactSubmission.initiate(id, { track: false })),
    what: 'Could not delete the submission.',
  });

/** Send Reply: POST /api/admin/contact-submissions/{id}/replies. Resolves true when sent. */
export const sendReply = (reply: ReplySentPayload & { body: string }): AppThunk<Promise<boolean>> => {
  const { submissionId, to, subject, body } = reply;
  return sendChange(submissions, {
    event: replySent({ submissionId, to, subject }),
    request: (d) =>
      d(
        replyToContactSubmission.initiate(
          { id: submissionId, reply: { to, subject, body } },
          { track: false },
        ),
      ),
    what: `Could not send the reply to ${to}.`,
  });
};
