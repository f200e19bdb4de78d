import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  DEFAULT_DEMO_SCENARIO,
  DEFAULT_MPESA_ANSWER,
  DEFAULT_PAYOUT_ANSWER,
  type DemoScenario,
  type MpesaAnswer,
  type PayoutAnswer,
} from '../../config/demo';
import type { DemoPersona } from '../../types/api.gen';
import type { Role } from '../../types/user';

/**
 * The Demo controls (dev and demo builds only; product rules, 'Demo and QA tools'). Each
 * control dispatches one of these events; the network scenario, how the simulated phone
 * answers M-Pesa prompts and how the simulated payout providers answer are the only state.
 */
export interface DemoState {
  scenario: DemoScenario;
  mpesaAnswer: MpesaAnswer;
  payoutAnswer: PayoutAnswer;
}

export const initialDemoState: DemoState = {
  scenario: DEFAULT_DEMO_SCENARIO,
  mpesaAnswer: DEFAULT_MPESA_ANSWER,
  payoutAnswer: DEFAULT_PAYOUT_ANSWER,
};

export const demoSlice = createSlice({
  name: 'demo',
  initialState: initialDemoState,
  reducers: {
    /** At start: the scenario from the address (`?scenario=slow`) or from the last visit. */
    scenarioRestored(state, action: PayloadAction<DemoScenario>) {
      state.scenario = action.payload;
    },
    /** A scenario chosen in the panel; the mock API applies it to the next call. */
    scenarioChanged(state, action: PayloadAction<DemoScenario>) {
      state.scenario = action.payload;
    },
    /** At start: the M-Pesa answer from the address (`?mpesa=cancelled`) or from the last visit. */
    mpesaAnswerRestored(state, action: PayloadAction<MpesaAnswer>) {
      state.mpesaAnswer = action.payload;
    },
    /** An 'M-Pesa answers' choice; the mock API gives it to the next prompts. */
    mpesaAnswerChanged(state, action: PayloadAction<MpesaAnswer>) {
      state.mpesaAnswer = action.payload;
    },
    /** At start: the payouts' answer chosen on the last visit. */
    payoutAnswerRestored(state, action: PayloadAction<PayoutAnswer>) {
      state.payoutAnswer = action.payload;
    },
    /** A 'Payouts answer' choice; the mock API gives it to the next payouts. */
    payoutAnswerChanged(state, action: PayloadAction<PayoutAnswer>) {
      state.payoutAnswer = action.payload;
    },
    /** 'Send a Paybill payment' with an account number and an amount. */
    paybillPaymentSent(_state, _action: PayloadAction<{ accountNumber: string; amountKes: number }>) {},
    /** 'Sign in as admin / manager / user', or as a persona (Tenant, Owner, Owner abroad). */
    personaSignInClicked(_state, _action: PayloadAction<Role | DemoPersona>) {},
    /** 'Reset demo data'. */
    demoDataResetClicked() {},
    /** 'Load 10,000 emails and submissions'. */
    bulkDataLoadClicked() {},
  },
});

export const {
  scenarioRestored,
  scenarioChanged,
  personaSignInClicked,
  demoDataResetClicked,
  bulkDataLoadClicked,
  mpesaAnswerRestored,
  mpesaAnswerChanged,
  payoutAnswerRestored,
  payoutAnswerChanged,
  paybillPaymentSent,
} = demoSlice.actions;
/** The slice joins the store only in dev and demo builds (src/app/demo-controls.tsx). */
export const selectDemoScenario = (state: { demo?: DemoState }): DemoScenario =>
  state.demo?.scenario ?? DEFAULT_DEMO_SCENARIO;
export const selectMpesaAnswer = (state: { demo?: DemoState }): MpesaAnswer =>
  state.demo?.mpesaAnswer ?? DEFAULT_MPESA_ANSWER;
export const selectPayoutAnswer = (state: { demo?: DemoState }): PayoutAnswer =>
  state.demo?.payoutAnswer ?? DEFAULT_PAYOUT_ANSWER;
