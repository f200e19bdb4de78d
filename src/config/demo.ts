/**
 * The demo's network scenarios (product rules, 'Demo and QA tools'): chosen in the Demo
 * controls or by the address (`?scenario=slow`), kept in localStorage under
 * DEMO_SCENARIO_KEY, where the mock API reads it on every request.
 */
export const DEMO_SCENARIOS = [
  { key: 'normal', label: 'Normal', effect: 'Every call answers as usual.' },
  { key: 'slow', label: 'Slow', effect: 'Every API call takes 1.5 s more.' },
  { key: 'offline', label: 'Offline', effect: 'Every call fails as a dropped network.' },
  { key: 'server-errors', label: 'Server errors', effect: 'Every call answers 500.' },
  { key: 'expired-session', label: 'Expired session', effect: 'Every call with a token answers 401.' },
] as const;

export type DemoScenario = (typeof DEMO_SCENARIOS)[number]['key'];

export const DEFAULT_DEMO_SCENARIO: DemoScenario = 'normal';
export const DEMO_SCENARIO_KEY = 'kpm-demo-scenario';
export const DEMO_SCENARIO_PARAM = 'scenario';
/** How much longer every API call takes in the Slow scenario. */
export const SLOW_SCENARIO_EXTRA_MS = 1500;
/** How many emails and how many submissions 'Load 10,000 emails and submissions' loads. */
export const BULK_DEMO_COUNT = 10_000;

export const isDemoScenario = (value: unknown): value is DemoScenario =>
  DEMO_SCENARIOS.some((s) => s.key === value);

export const scenarioLabel = (scenario: DemoScenario): string =>
  DEMO_SCENARIOS.find((s) => s.key === scenario)!.label;

/**
 * How the demo's simulated phone answers an M-Pesa prompt (product rules, 'Payments'): on the Phone panel by hand (the default), or every prompt automatically
 * after a short delay, as chosen in the Demo controls or by the address
 * (`?mpesa=success|cancelled|unreachable|insufficient-funds|wrong-pin`; `?mpesa=phone` goes
 * back to answering by hand). Kept in localStorage under MPESA_ANSWER_KEY, where the mock API
 * reads it when a prompt is sent.
 */
export const MPESA_ANSWERS = [
  { key: 'phone', label: 'On the Phone panel', effect: 'Answer each prompt yourself: PIN 1234 pays.' },
  { key: 'success', label: 'Pay', effect: 'Every prompt is paid after 2 s.' },
  { key: 'cancelled', label: 'Cancel', effect: 'Every prompt is cancelled on the phone (1032).' },
  { key: 'unreachable', label: 'Unreachable', effect: 'The phone cannot be reached (1037).' },
  { key: 'insufficient-funds', label: 'Not enough money', effect: 'The M-Pesa balance is too low (1).' },
  { key: 'wrong-pin', label: 'Wrong PIN', effect: 'A wrong PIN is entered (2001).' },
] as const;

export type MpesaAnswer = (typeof MPESA_ANSWERS)[number]['key'];
/** An answer the mock gives by itself (all but 'phone'). */
export type MpesaAutoAnswer = Exclude<MpesaAnswer, 'phone'>;

export const DEFAULT_MPESA_ANSWER: MpesaAnswer = 'phone';
export const MPESA_ANSWER_KEY = 'kpm-demo-mpesa';
export const MPESA_ANSWER_PARAM = 'mpesa';
/**
 * How the demo's front (mocks/front.ts) tells the API server the automatic answer for a new
 * prompt; the server honours it only in demo mode (docs/api-server.md, 'Demo mode').
 */
export const MPESA_AUTO_ANSWER_HEADER = 'x-demo-mpesa-answer';

export const isMpesaAnswer = (value: unknown): value is MpesaAnswer =>
  MPESA_ANSWERS.some((a) => a.key === value);
export const isMpesaAutoAnswer = (value: unknown): value is MpesaAutoAnswer =>
  isMpesaAnswer(value) && value !== 'phone';

/**
 * How the demo's simulated payout providers answer staff's 'Pay out' (product rules,
 * 'Payouts'): they pay (the default), or refuse as the owner's payout method's provider would:
 * M-Pesa B2C for a phone ('The recipient's number is not registered for M-Pesa.'), Pesalink
 * for a bank account ('The bank did not accept the transfer.'). Chosen in the Demo controls
 * and kept in localStorage under PAYOUT_ANSWER_KEY, where the demo's front reads it when a
 * payout is sent.
 */
export const PAYOUT_ANSWERS = [
  {
    key: 'success',
    label: 'Pay out',
    effect: "Every payout is paid at once, with the provider's reference.",
  },
  {
    key: 'refused',
    label: 'Refuse',
    effect:
      'Every payout is refused: the phone is not registered for M-Pesa, or the bank does not accept it.',
  },
] as const;

export type PayoutAnswer = (typeof PAYOUT_ANSWERS)[number]['key'];

export const DEFAULT_PAYOUT_ANSWER: PayoutAnswer = 'success';
export const PAYOUT_ANSWER_KEY = 'kpm-demo-payout';
/**
 * How the demo's front tells the API server the payout providers' answer for a 'Pay out';
 * the server honours it only in demo mode and ignores it otherwise, where every payout is
 * paid (docs/api-server.md, 'Payouts').
 */
export const PAYOUT_ANSWER_HEADER = 'x-demo-payout-answer';

export const isPayoutAnswer = (value: unknown): value is PayoutAnswer =>
  PAYOUT_ANSWERS.some((a) => a.key === value);

/**
 * The simulated phone's M-Pesa PIN in the demo: Send with it pays; any other PIN fails with
 * 2001. The Phone panel shows it as a hint; the mock API checks it (server/domain/data/mpesa.ts).
 */
export const DEMO_MPESA_PIN = '1234';
