import type { AppThunk } from '../../store/hooks';
import { sendChange, type ChangeDomain } from '../../console/change-engine';
import { loadPayments, paymentsApi } from './payments-api';
import {
  changeConfirmed,
  changeRolledBack,
  paymentAllocated,
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
              sent.unwrap().catch((error: unknown) => {
                conflict = statusOf(error) === 409;
                throw error;
              }),
          };
        },
        what: ALLOCATE_FAILED_TEXT,
      }),
    );
    if (conflict) await dispatch(loadPayments());
    return kept;
  };
