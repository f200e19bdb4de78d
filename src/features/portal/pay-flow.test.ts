import { describe, expect, it, vi } from 'vitest';
import { AMOUNT_ERROR, MPESA_FAILED_TEXT, MPESA_PHONE_ERROR } from '../payments/public';
import {
  CHECK_STATEMENT_TEXT,
  closesByMaskClick,
  failureNote,
  fieldErrors,
  initialPayFlow,
  newIdempotencyKey,
  NO_MONEY_TAKEN_TEXT,
  NO_VERDICT_TEXT,
  PAY_OFFLINE_TEXT,
  PAY_UNCONFIRMED_TEXT,
  payFlow,
  payRequestOf,
  startFailureText,
  type PayFlowEvent,
  type PayFlowState,
  type PayStep,
} from './pay-flow';
import type { MpesaPaymentStatus } from './portal-api';
import { TOO_MANY_ATTEMPTS_TEXT } from '../../store/api-error';

const CHECKOUT = 'ws_CO_010320251020301234567';
const REQUEST = { phone: '254712345678', amountKes: 12_000 };
/** The Idempotency-Key a new attempt would take, and the one of an earlier attempt. */
const KEY = 'key-new';
const EARLIER = 'key-earlier';

const status = (over: Partial<MpesaPaymentStatus>): MpesaPaymentStatus => ({
  checkoutRequestId: CHECKOUT,
  leaseId: 'ls-ouru-a4',
  phone: REQUEST.phone,
  amountKes: REQUEST.amountKes,
  status: 'pending',
  requestedAt: '2025-03-01T10:20:30.000Z',
  expiresAt: '2025-03-01T10:21:30.000Z',
  ...over,
});

const form = (over: Partial<PayFlowState> = {}): PayFlowState => ({
  ...initialPayFlow(12_000),
  phone: '0712 345 678',
  ...over,
});
const sending = (): PayFlowState => ({
  ...form(),
  step: 'sending',
  touched: { phone: true, amount: true },
  request: REQUEST,
  attempt: { idempotencyKey: EARLIER, request: REQUEST },
});
const waiting = (): PayFlowState => ({
  ...sending(),
  step: 'waiting',
  checkoutRequestId: CHECKOUT,
  attempt: null,
});
const failed = (): PayFlowState => ({
  ...waiting(),
  step: 'failed',
  failure: 'You cancelled the payment on your phone.',
});
const succeeded = (): PayFlowState => ({
  ...waiting(),
  step: 'succeeded',
  paid: { receipt: 'TCA1B2C3D4', paymentId: 'pm-1', amountKes: 12_000, receivedAt: 5 },
});

describe('initialPayFlow', () => {
  it.each([
    [12_000, '12000'],
    [300_000, '250000'],
    [0, ''],
    [-500, ''],
  ])('amount due %i starts the amount as %j, the phone empty', (due, amount) => {
    const state = initialPayFlow(due);
    expect(state).toMatchObject({
      step: 'form',
      phone: '',
      amount,
      touched: { phone: false, amount: false },
    });
  });
});

describe('payFlow transitions', () => {
  const cases: [string, PayFlowState, PayFlowEvent, Partial<PayFlowState> & { step: PayStep }][] = [
    [
      'typing edits the phone',
      form({ phone: '07' }),
      { type: 'fieldChanged', field: 'phone', value: '071' },
      { step: 'form', phone: '071' },
    ],
    [
      'typing edits the amount',
      form(),
      { type: 'fieldChanged', field: 'amount', value: '500' },
      { step: 'form', amount: '500' },
    ],
    [
      'leaving a field marks it',
      form(),
      { type: 'fieldLeft', field: 'phone' },
      { step: 'form', touched: { phone: true, amount: false } },
    ],
    [
      'a valid submit sends the Daraja form of the phone, a new attempt with the fresh key',
      form(),
      { type: 'submitted', freshKey: KEY },
      { step: 'sending', request: REQUEST, attempt: { idempotencyKey: KEY, request: REQUEST } },
    ],
    [
      'a submit with a wrong phone stays, both fields marked',
      form({ phone: '0201234567' }),
      { type: 'submitted', freshKey: KEY },
      { step: 'form', request: null, touched: { phone: true, amount: true } },
    ],
    [
      'a submit with a wrong amount stays',
      form({ amount: '12.50' }),
      { type: 'submitted', freshKey: KEY },
      { step: 'form', request: null },
    ],
    [
      'a second submit while sending is ignored',
      sending(),
      { type: 'submitted', freshKey: KEY },
      { step: 'sending', request: REQUEST },
    ],
    [
      'typing while sending changes nothing',
      sending(),
      { type: 'fieldChanged', field: 'phone', value: 'x' },
      { step: 'sending', phone: '0712 345 678' },
    ],
    [
      'the acknowledgement starts the wait',
      sending(),
      { type: 'startAccepted', checkoutRequestId: CHECKOUT },
      { step: 'waiting', checkoutRequestId: CHECKOUT },
    ],
    [
      'a refused start fails with its text, keeping its attempt',
      sending(),
      { type: 'startFailed', failure: 'busy' },
      { step: 'failed', failure: 'busy', attempt: { idempotencyKey: EARLIER, request: REQUEST } },
    ],
    [
      'the acknowledgement ends the attempt: the next payment is another',
      sending(),
      { type: 'startAccepted', checkoutRequestId: CHECKOUT },
      { step: 'waiting', attempt: null },
    ],
    [
      'an acknowledgement out of turn is ignored',
      form(),
      { type: 'startAccepted', checkoutRequestId: CHECKOUT },
      { step: 'form', checkoutRequestId: null },
    ],
    [
      'pending keeps waiting',
      waiting(),
      { type: 'statusChanged', receivedAt: 5, status: status({}) },
      { step: 'waiting' },
    ],
    [
      'pending after a failed check clears the note',
      { ...waiting(), checkFailing: true },
      { type: 'statusChanged', receivedAt: 5, status: status({}) },
      { step: 'waiting', checkFailing: false },
    ],
    [
      'a failed check keeps waiting, with a note',
      waiting(),
      { type: 'statusCheckFailed' },
      { step: 'waiting', checkFailing: true },
    ],
    [
      'a failed check out of turn is ignored',
      form(),
      { type: 'statusCheckFailed' },
      { step: 'form', checkFailing: false },
    ],
    [
      'succeeded keeps the receipt',
      waiting(),
      {
        type: 'statusChanged',
        receivedAt: 5,
        status: status({ status: 'succeeded', resultCode: 0, receipt: 'TCA1B2C3D4', paymentId: 'pm-1' }),
      },
      {
        step: 'succeeded',
        paid: { receipt: 'TCA1B2C3D4', paymentId: 'pm-1', amountKes: 12_000, receivedAt: 5 },
      },
    ],
    [
      '1032: cancelled',
      waiting(),
      { type: 'statusChanged', receivedAt: 5, status: status({ status: 'failed', resultCode: 1032 }) },
      { step: 'failed', failure: 'You cancelled the payment on your phone.' },
    ],
    [
      '1037: unreachable or no answer in 60 s',
      waiting(),
      { type: 'statusChanged', receivedAt: 5, status: status({ status: 'failed', resultCode: 1037 }) },
      { step: 'failed', failure: 'Your phone could not be reached. Try again.' },
    ],
    [
      '1: not enough money',
      waiting(),
      { type: 'statusChanged', receivedAt: 5, status: status({ status: 'failed', resultCode: 1 }) },
      { step: 'failed', failure: 'Your M-Pesa balance is not enough for this payment.' },
    ],
    [
      '2001: wrong PIN',
      waiting(),
      { type: 'statusChanged', receivedAt: 5, status: status({ status: 'failed', resultCode: 2001 }) },
      { step: 'failed', failure: 'The M-Pesa PIN was wrong. Try again.' },
    ],
    [
      '1001: another payment in progress',
      waiting(),
      { type: 'statusChanged', receivedAt: 5, status: status({ status: 'failed', resultCode: 1001 }) },
      {
        step: 'failed',
        failure: 'Another M-Pesa payment is waiting on your phone. Finish it, then try again.',
      },
    ],
    [
      'failed without a code',
      waiting(),
      { type: 'statusChanged', receivedAt: 5, status: status({ status: 'failed' }) },
      { step: 'failed', failure: MPESA_FAILED_TEXT },
    ],
    [
      "another prompt's status is ignored",
      waiting(),
      {
        type: 'statusChanged',
        receivedAt: 5,
        status: status({ checkoutRequestId: 'other', status: 'succeeded' }),
      },
      { step: 'waiting', paid: null },
    ],
    [
      'a status after the result is ignored',
      succeeded(),
      { type: 'statusChanged', receivedAt: 5, status: status({ status: 'failed', resultCode: 1032 }) },
      { step: 'succeeded', failure: null },
    ],
    [
      'Try again goes back to the form, phone and amount kept',
      failed(),
      { type: 'retried' },
      {
        step: 'form',
        phone: '0712 345 678',
        amount: '12000',
        request: null,
        checkoutRequestId: null,
        failure: null,
      },
    ],
    ['Try again out of turn is ignored', waiting(), { type: 'retried' }, { step: 'waiting' }],
    [
      'reopening after a result starts afresh',
      succeeded(),
      { type: 'restarted', amountDueKes: 500 },
      { step: 'form', phone: '', amount: '500', paid: null },
    ],
    [
      'reopening while sending keeps the request',
      sending(),
      { type: 'restarted', amountDueKes: 500 },
      { step: 'sending', request: REQUEST },
    ],
  ];

  it.each(cases)('%s', (_name, before, event, expected) => {
    expect(payFlow(before, event)).toMatchObject(expected);
  });

  it('never changes the state it is given', () => {
    const before = form();
    const copy = structuredClone(before);
    for (const [, state, event] of cases) payFlow(state, event);
    payFlow(before, { type: 'submitted', freshKey: KEY });
    expect(before).toEqual(copy);
  });
});

describe('the Idempotency-Key of each attempt', () => {
  const startFailed = (): PayFlowState => payFlow(sending(), { type: 'startFailed', failure: 'unreachable' });
  /** The key the start sends after Try again, the form as given, and Send. */
  const keyAfterRetry = (from: PayFlowState, edit: Partial<PayFlowState> = {}): string | undefined => {
    const again = { ...payFlow(from, { type: 'retried' }), ...edit };
    return payFlow(again, { type: 'submitted', freshKey: KEY }).attempt?.idempotencyKey;
  };

  it('a start that failed, sent again as it was: the same attempt, the same key', () => {
    expect(keyAfterRetry(startFailed())).toBe(EARLIER);
  });

  it.each([
    ['another phone', { phone: '0712 345 679' }],
    ['another amount', { amount: '500' }],
  ])('a start that failed, sent again with %s: a new attempt, a fresh key', (_name, edit) => {
    expect(keyAfterRetry(startFailed(), edit)).toBe(KEY);
  });

  it('after a prompt went out (here cancelled on the phone), paying again is a new attempt', () => {
    expect(keyAfterRetry(failed())).toBe(KEY);
  });

  it('the dialog opened again starts afresh', () => {
    const reopened = payFlow(startFailed(), { type: 'restarted', amountDueKes: 12_000 });
    expect(reopened.attempt).toBeNull();
  });

  it.each([
    ['crypto.randomUUID', true],
    ['random bytes, where a page over plain HTTP has no randomUUID', false],
  ])('newIdempotencyKey: a random UUID from %s', (_name, withRandomUuid) => {
    const webCrypto = globalThis.crypto;
    if (!withRandomUuid)
      vi.stubGlobal('crypto', { getRandomValues: webCrypto.getRandomValues.bind(webCrypto) });
    try {
      const keys = new Set(Array.from({ length: 20 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(20);
      for (const key of keys)
        expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('fieldErrors', () => {
  it.each([
    ['untouched fields show nothing', form({ phone: 'x', amount: '' }), { phone: null, amount: null }],
    [
      'a touched wrong phone',
      form({ phone: '0201234567', touched: { phone: true, amount: false } }),
      { phone: MPESA_PHONE_ERROR, amount: null },
    ],
    [
      'a touched blank amount',
      form({ amount: '', touched: { phone: false, amount: true } }),
      { phone: null, amount: AMOUNT_ERROR },
    ],
    [
      'an amount over the limit',
      form({ amount: '250001', touched: { phone: true, amount: true } }),
      { phone: null, amount: AMOUNT_ERROR },
    ],
    ['good fields', form({ touched: { phone: true, amount: true } }), { phone: null, amount: null }],
  ])('%s', (_name, state, expected) => {
    expect(fieldErrors(state)).toEqual(expected);
  });

  it('spells the texts as the product rules do', () => {
    expect(MPESA_PHONE_ERROR).toBe('Enter a Kenyan mobile number, such as 0712 345 678.');
    expect(AMOUNT_ERROR).toBe('Enter an amount in whole shillings, from KES 1 to KES 250,000.');
  });
});

describe('payRequestOf', () => {
  it.each([
    ['+254 712 345 678', 'KES 1,500', { phone: '254712345678', amountKes: 1500 }],
    ['0112345678', '1', { phone: '254112345678', amountKes: 1 }],
    ['0712345678', '0', null],
    ['712345678', '100', null],
  ])('%j and %j', (phone, amount, expected) => {
    expect(payRequestOf(phone, amount)).toEqual(expected);
  });
});

describe('startFailureText', () => {
  it.each([
    ['a dropped network', { status: 'FETCH_ERROR', error: 'x' }, PAY_OFFLINE_TEXT],
    [
      'no answer in 30 s: it may have reached M-Pesa',
      { status: 'TIMEOUT_ERROR', error: 'x' },
      PAY_UNCONFIRMED_TEXT,
    ],
    [
      '409: another prompt waiting, in the server’s words',
      { status: 409, data: { error: 'Still waiting.' } },
      'Still waiting.',
    ],
    ['400 with a text', { status: 400, data: { error: 'Bad phone.' } }, 'Bad phone.'],
    ['403 without a text', { status: 403, data: {} }, 'You do not have access to this.'],
    [
      '429: too many prompts, and when to try again, in the server’s words',
      { status: 429, data: { error: 'Too many attempts. Try again in 540 seconds.' } },
      'Too many attempts. Try again in 540 seconds.',
    ],
    ['429 without a text', { status: 429, data: null }, TOO_MANY_ATTEMPTS_TEXT],
    ['500: it may have reached M-Pesa', { status: 500, data: { error: 'boom' } }, PAY_UNCONFIRMED_TEXT],
    [
      'a body it cannot read',
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' },
      PAY_UNCONFIRMED_TEXT,
    ],
  ])('%s', (_name, error, expected) => {
    expect(startFailureText(error)).toBe(expected);
  });
});

describe('closesByMaskClick: the close button and Escape always close; a stray tap does not while it matters', () => {
  it.each([
    [form(), true],
    [sending(), false],
    [waiting(), false],
    [succeeded(), true],
    [failed(), true],
  ])('%#', (state, closes) => {
    expect(closesByMaskClick(state)).toBe(closes);
  });
});

describe('the prompt’s time passes with no verdict', () => {
  it('waiting: failed, saying so, and pointing to the statement instead of claiming no money was taken', () => {
    const state = payFlow(waiting(), { type: 'statusWindowEnded' });
    expect(state).toMatchObject({ step: 'failed', failure: NO_VERDICT_TEXT });
    expect(failureNote(state)).toBe(CHECK_STATEMENT_TEXT);
  });

  it.each([form(), sending(), succeeded(), failed()])('any other step: unchanged (%#)', (state) => {
    expect(payFlow(state, { type: 'statusWindowEnded' })).toBe(state);
  });
});

describe('Check payment status, after no verdict came (product rules, “Payments”)', () => {
  const noVerdict = (): PayFlowState => ({ ...waiting(), step: 'failed', failure: NO_VERDICT_TEXT });
  const checked = (over: Partial<MpesaPaymentStatus>): PayFlowEvent => ({
    type: 'statusChecked',
    status: status(over),
    receivedAt: 7,
  });

  it('paid: Payment received, with the receipt', () => {
    expect(
      payFlow(noVerdict(), checked({ status: 'succeeded', receipt: 'TCA1B2C3D4', paymentId: 'pm-1' })),
    ).toMatchObject({
      step: 'succeeded',
      paid: { receipt: 'TCA1B2C3D4', paymentId: 'pm-1', amountKes: 12_000, receivedAt: 7 },
    });
  });

  it('failed: M-Pesa’s words, and now it is known that no money was taken', () => {
    const state = payFlow(noVerdict(), checked({ status: 'failed', resultCode: 1032 }));
    expect(state).toMatchObject({ step: 'failed', failure: 'You cancelled the payment on your phone.' });
    expect(failureNote(state)).toBe(NO_MONEY_TAKEN_TEXT);
  });

  it.each<[string, PayFlowState, PayFlowEvent]>([
    ['still pending: still no verdict', noVerdict(), checked({ status: 'pending' })],
    [
      'another prompt’s answer',
      noVerdict(),
      checked({ status: 'succeeded', checkoutRequestId: 'ws_CO_other' }),
    ],
    ['a failure with a verdict already', failed(), checked({ status: 'succeeded' })],
    ['still waiting (the poll answers there)', waiting(), checked({ status: 'succeeded' })],
  ])('%s: unchanged', (_case, state, event) => {
    expect(payFlow(state, event)).toBe(state);
  });
});

describe('failureNote: “No money was taken.” only where that is known', () => {
  it.each([
    ['M-Pesa’s verdict', 'You cancelled the payment on your phone.', NO_MONEY_TAKEN_TEXT],
    ['no connection', PAY_OFFLINE_TEXT, NO_MONEY_TAKEN_TEXT],
    ['a refusal in the server’s words', 'Still waiting.', NO_MONEY_TAKEN_TEXT],
    ['no answer to the start, or a server error', PAY_UNCONFIRMED_TEXT, null],
    ['no verdict from M-Pesa', NO_VERDICT_TEXT, CHECK_STATEMENT_TEXT],
  ])('%s', (_name, failure, note) => {
    expect(failureNote({ ...failed(), failure })).toBe(note);
  });
});
