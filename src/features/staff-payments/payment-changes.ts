import type { AppThunk } from '../../store/hooks';
import {
  failureText,
  isOffline,
  sendChange,
  type ChangeDomain,
  type FailureWords,
} from '../../console/change-engine';
import { loadPayments, paymentsApi, type Payment } from './payments-api';
import {
  changeConfirmed,
  changeRolledBack,
  paymentAllocated,
  paymentAnswered,
  type PaymentAllocatedPayload,
} from './payments-slice';

/**
 * The payments' one change, through the one change engine (change-engine.ts): 'Allocate'
 * makes the payment Matched at once, then sends one request; a failure puts it back with
 * one toast (product rules, 'Staff payments').
 */

export const ALLOCATE_FAILED_TEXT = 'Could not allocate the payment.';

const payments: ChangeDomain = {
  select: (state) => state.payments,
  changeConfirmed,
  changeRolledBack,
};

/** An undo is shown only once the server kept it: a failure leaves the payment as it was. */
const UNDO_WORDS: FailureWords = {
  undone: 'The payment stays allocated.',
  offline: 'The server could not be reached; the list shows whether it was undone.',
  failed: 'The server did not save it; the payment stays allocated.',
};

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/**
 * 'Allocate' in the 'Allocate payment' dialog: POST /api/admin/payments/{id}/allocation.
 * Resolves true once the server kept it. A 409 (someone allocated it meanwhile, in another
 * tab or on the other host) is rolled back with the server's words, and the list is loaded
 * again so the row shows where it went.
 */
export const allocatePayment =
  (allocation: PaymentAllocatedPayload): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    let conflict = false;
    let answer: Payment | undefined;
    const kept = await dispatch(
      sendChange(payments, {
        event: paymentAllocated(allocation),
        request: (d) => {
          const sent = d(
            paymentsApi.endpoints.allocatePayment.initiate(
              { id: allocation.paymentId, paymentAllocation: { leaseId: allocation.lease.id } },
              { track: false },
            ),
          );
          return {
            unwrap: () =>
              sent.unwrap().then(
                (payment) => {
                  answer = payment;
                },
                (error: unknown) => {
                  conflict = statusOf(error) === 409;
                  throw error;
                },
              ),
          };
        },
        what: ALLOCATE_FAILED_TEXT,
      }),
    );
    // Who allocated it and that it can be undone today are the server's to say.
    if (kept && answer) dispatch(paymentAnswered(answer));
    if (conflict) await dispatch(loadPayments());
    return kept;
  };

/** Why 'Undo allocation' failed, as the dialog says it; null once the server kept it. */
export type UndoOutcome = { failure: null } | { failure: string };

export const UNDO_FAILED_TEXT = 'Could not undo the allocation.';

/**
 * 'Undo allocation' in its dialog: POST /api/admin/payments/{id}/allocation/undo with the
 * reason. Shown once the server answers (like a payout, it is not a change shown at once):
 * the row takes the server's payment, Unmatched with the undone allocation recorded. A refusal
 * (the day is over, the statement paid out, undone elsewhere) is said in the dialog, and the
 * list is loaded again so the row shows how it stands; so it is when the server was not reached.
 */
export const undoAllocation =
  (paymentId: string, reason: string): AppThunk<Promise<UndoOutcome>> =>
  async (dispatch) => {
    const sent = dispatch(
      paymentsApi.endpoints.undoPaymentAllocation.initiate(
        { id: paymentId, allocationUndo: { reason } },
        { track: false },
      ),
    );
    try {
      dispatch(paymentAnswered(await sent.unwrap()));
      return { failure: null };
    } catch (error) {
      if (statusOf(error) === 409 || isOffline(error)) void dispatch(loadPayments());
      return { failure: failureText(UNDO_FAILED_TEXT, error, UNDO_WORDS) };
    }
  };
