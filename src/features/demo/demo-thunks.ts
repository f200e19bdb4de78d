import type { NavigateFunction } from 'react-router-dom';
import type { HostKind } from '../../config/host';
import { BULK_DEMO_COUNT } from '../../config/demo';
import { apiErrorText } from '../../store/api';
import type { AppThunk } from '../../store/hooks';
import type { Role } from '../../types/user';
import { consoleDataRefreshed, DEMO_DATA_RESET_TEXT, resetDemoData } from '../../console/reset-demo-data';
import { finishSignIn } from '../auth/public';
import { generatedDemoControlsApi } from './demo-api.gen';
import { kesText } from '../../lib/format';
import {
  bulkDataLoadClicked,
  demoDataResetClicked,
  paybillPaymentSent,
  personaSignInClicked,
} from './demo-slice';
import { phoneApi } from './phone-api';
import { personaLabel, type DemoPersona } from './personas';

/*
 * What the Demo controls do (product rules, 'Demo and QA tools'): one thunk per control,
 * which dispatches the control's event action, then calls the mock API's demo endpoint
 * (demo-api.gen.ts, generated from the contract) and says how it went.
 */

/** What a control did, for the panel's status line. */
export interface ControlOutcome {
  ok: boolean;
  text: string;
}

const { signInAsPersona, loadBulkDemoData } = generatedDemoControlsApi.endpoints;

export const PERSONA_LABELS: Record<Role, string> = { admin: 'Admin', manager: 'Manager', user: 'User' };

const isRole = (who: Role | DemoPersona): who is Role => who in PERSONA_LABELS;

/**
 * 'Sign in as …': POST /api/demo/sign-in, by role (the role's first demo account) or by
 * persona (personas.ts: Tenant, Owner, Owner abroad...), then as after the login form (an
 * admin goes to the admin host).
 */
export const signInAsPersonaClicked =
  (
    who: Role | DemoPersona,
    where: { host: HostKind; navigate: NavigateFunction },
  ): AppThunk<Promise<ControlOutcome>> =>
  async (dispatch) => {
    dispatch(personaSignInClicked(who));
    const request = isRole(who) ? { role: who } : { persona: who };
    const result = await dispatch(signInAsPersona.initiate(request, { track: false }));
    if ('error' in result) {
      return {
        ok: false,
        text: apiErrorText(result.error) ?? 'The sign-in failed: the mock API did not answer.',
      };
    }
    finishSignIn(result.data, { ...where, dispatch });
    return { ok: true, text: `Signed in as ${isRole(who) ? PERSONA_LABELS[who] : personaLabel(who)}.` };
  };

export const resetClicked = (): AppThunk<Promise<ControlOutcome>> => async (dispatch) => {
  dispatch(demoDataResetClicked());
  const failure = await dispatch(resetDemoData());
  return failure ? { ok: false, text: failure } : { ok: true, text: `${DEMO_DATA_RESET_TEXT}.` };
};

export const BULK_LOADED_TEXT = `Loaded ${BULK_DEMO_COUNT.toLocaleString('en-US')} emails and ${BULK_DEMO_COUNT.toLocaleString('en-US')} submissions.`;

export const bulkLoadClicked = (): AppThunk<Promise<ControlOutcome>> => async (dispatch) => {
  dispatch(bulkDataLoadClicked());
  const result = await dispatch(loadBulkDemoData.initiate(undefined, { track: false }));
  if ('error' in result)
    return { ok: false, text: apiErrorText(result.error) ?? 'The data could not be loaded.' };
  dispatch(consoleDataRefreshed());
  return { ok: true, text: BULK_LOADED_TEXT };
};

/**
 * 'Send a Paybill payment': a payment arrives by Paybill with the account number the payer
 * typed (POST /api/demo/paybill-payments); Matched when it is a lease's pay reference, else
 * Unmatched on staff's Payments (product rules, 'Payments').
 */
export const paybillPaymentClicked =
  (payment: { accountNumber: string; amountKes: number }): AppThunk<Promise<ControlOutcome>> =>
  async (dispatch) => {
    dispatch(paybillPaymentSent(payment));
    const result = await dispatch(
      phoneApi.endpoints.sendDemoPaybillPayment.initiate(payment, { track: false }),
    );
    if ('error' in result)
      return { ok: false, text: apiErrorText(result.error) ?? 'The Paybill payment could not be sent.' };
    return { ok: true, text: paybillSentText(result.data) };
  };

/** The status line after a Paybill payment: where it went. */
export const paybillSentText = (payment: {
  amountKes: number;
  accountNumber: string;
  receipt: string;
  status: 'matched' | 'unmatched';
  unit: string | null;
}): string =>
  payment.status === 'matched'
    ? `Paybill payment of ${kesText(payment.amountKes)} to account ${payment.accountNumber} received (${payment.receipt}): Matched${payment.unit ? ` to unit ${payment.unit}` : ''}.`
    : `Paybill payment of ${kesText(payment.amountKes)} to account ${payment.accountNumber} received (${payment.receipt}): Unmatched, for staff to allocate.`;
