import { HttpResponse } from 'msw';
import {
  DEMO_SCENARIO_KEY,
  isDemoScenario,
  isMpesaAutoAnswer,
  isPayoutAnswer,
  MPESA_ANSWER_KEY,
  PAYOUT_ANSWER_KEY,
  type DemoScenario,
  type MpesaAutoAnswer,
  type PayoutAnswer,
} from '../src/config/demo';

const SERVER_ERROR = { error: 'The server had a problem. Please try again.' };
const UNAUTHORISED = { error: 'Your session has expired. Please sign in again.' };

/**
 * The failure switches a call reads when it arrives (mocks/front.ts). The handlers run in
 * the page (MSW browser worker), so they can read its storage; without storage, none is on.
 */
function stored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The active network scenario (the Demo controls write it). */
export function activeScenario(): DemoScenario {
  const value = stored(DEMO_SCENARIO_KEY);
  return isDemoScenario(value) ? value : 'normal';
}

/**
 * How the demo's phone answers a new M-Pesa prompt by itself (the Demo controls or
 * `?mpesa=` write it), or null when the Phone panel answers it by hand.
 */
export function activeMpesaAutoAnswer(): MpesaAutoAnswer | null {
  const value = stored(MPESA_ANSWER_KEY);
  return isMpesaAutoAnswer(value) ? value : null;
}

/** How the demo's payout providers answer a payout (the Demo controls write it), or null: they pay. */
export function activePayoutAnswer(): PayoutAnswer | null {
  const value = stored(PAYOUT_ANSWER_KEY);
  return isPayoutAnswer(value) ? value : null;
}

/**
 * The scenario's answer to a call, or null when the call goes through (Normal, and Slow,
 * whose extra time the answer waits after the commit).
 */
export function scenarioRefusal(request: Request, scenario: DemoScenario): Response | null {
  switch (scenario) {
    case 'offline':
      return HttpResponse.error();
    case 'server-errors':
      return HttpResponse.json(SERVER_ERROR, { status: 500 });
    case 'expired-session':
      return request.headers.has('Authorization') ? HttpResponse.json(UNAUTHORISED, { status: 401 }) : null;
    default:
      return null;
  }
}

/**
 * QA hook: while localStorage holds `kpm-mock-fail` (any value), every /api/admin/*
 * request answers 500, so the console's error state with Retry and the rollback of a
 * change can be seen and tested:
 *   localStorage.setItem('kpm-mock-fail', '1')   // then open a console screen or change something
 *   localStorage.removeItem('kpm-mock-fail')     // then press Retry
 */
export const MOCK_FAIL_KEY = 'kpm-mock-fail';

export const staffFailureRequested = (): boolean => stored(MOCK_FAIL_KEY) !== null;
