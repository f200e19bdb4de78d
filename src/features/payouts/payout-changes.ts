import { nanoid } from '@reduxjs/toolkit';
import type { AppThunk } from '../../store/hooks';
import { isOffline, sendChange, type ChangeDomain, type FailureWords } from '../../console/change-engine';
import { payoutsApi, type Payout } from './payouts-api';
import { changeConfirmed, changeRolledBack, payoutSent, statementPaidOut } from './payouts-slice';
import type { PayoutStatement } from './payout-shape';
import { statementName } from './payout-text';

/**
 * The payouts' one change, through the one change engine (change-engine.ts): 'Pay out' sends
 * one request; the server's answer (the payout) goes to the slice; a refusal or failure is
 * one toast with the server's words, and nothing shows as paid.
 */

const payouts: ChangeDomain = {
  select: (state) => state.payouts,
  changeConfirmed,
  changeRolledBack,
};

export const payOutFailedText = (statement: Pick<PayoutStatement, 'propertyName' | 'month'>): string =>
  `Could not pay out ${statementName(statement)}.`;

/** Money that may have moved is never called undone (product rules, 'Payouts'). */
export const PAYOUT_FAILURE_WORDS: FailureWords = {
  undone: 'Nothing was paid out.',
  offline:
    'The server could not be reached, so whether it was paid out is not known. Pay out again: a repeat pays once.',
  failed: 'The server did not record a payout. Pay out again: a repeat pays once.',
};

/**
 * One payout attempt's key (the contract's Idempotency-Key): the same for a repeat after no
 * answer (a lost answer pays once), a new one once the server has answered (a refusal may be
 * tried again).
 */
export const newPayoutAttempt = (): string => nanoid();

/** How a payout attempt ended: paid, answered with a refusal, or with no answer at all. */
export type PayoutOutcome = 'paid' | 'refused' | 'no-answer';

/** POST /api/admin/payouts, with the attempt's key. */
export const payOut =
  (statement: PayoutStatement, attempt: string): AppThunk<Promise<PayoutOutcome>> =>
  async (dispatch) => {
    let answer: Payout | null = null;
    let failure: unknown = null;
    const kept = await dispatch(
      sendChange(payouts, {
        event: payoutSent(statement.id),
        request: (d) => {
          const sent = d(
            payoutsApi.endpoints.payOutStatement.initiate(
              {
                'Idempotency-Key': attempt,
                payoutRequest: { propertyId: statement.propertyId, month: statement.month },
              },
              { track: false },
            ),
          );
          return {
            unwrap: () =>
              sent.unwrap().then(
                (paid) => {
                  answer = paid;
                  return paid;
                },
                (error: unknown) => {
                  failure = error;
                  throw error;
                },
              ),
          };
        },
        what: payOutFailedText(statement),
        words: PAYOUT_FAILURE_WORDS,
      }),
    );
    if (kept && answer) {
      dispatch(statementPaidOut(answer));
      return 'paid';
    }
    return failure !== null && isOffline(failure) ? 'no-answer' : 'refused';
  };
