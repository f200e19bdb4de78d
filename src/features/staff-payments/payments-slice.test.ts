import { describe, expect, it } from 'vitest';
import { cachedDataCleared, demoDataReset } from '../../console/console-actions';
import { emptyCollection } from '../../console/collection';
import { payment } from '../../../tests/payment-fixtures';
import type { Payment } from './payments-api';
import {
  changeConfirmed,
  changeRolledBack,
  loaded,
  loadStarted,
  NO_PAYMENT_FILTER,
  paymentAllocated,
  paymentsSlice,
  selectFilteredPayments,
  selectUnmatchedPaymentCount,
  type PaymentFilter,
  type PaymentsState,
} from './payments-slice';
import { isPayment } from './payment-shape';

const reducer = paymentsSlice.reducer;

const unmatched = payment({
  id: 'pm-unmatched-ksia5',
  date: '2025-03-04',
  time: '07:36',
  amountKes: 19_950,
  receipt: 'RBC12D3E45',
  accountNumber: 'KSIA5',
  phone: '254733901276',
  payerName: 'Faith Kwamboka',
  status: 'unmatched',
  leaseId: null,
  tenantName: null,
  propertyName: null,
  unit: null,
  statement: null,
});
const matched = payment({ id: 'pm-a1', date: '2025-03-01' });
const prompt = payment({
  id: 'pm-k1a',
  date: '2025-03-03',
  channel: 'mpesa-prompt',
  accountNumber: 'KLM-1A',
  receipt: 'SXY77Q2W01',
  payerName: 'Kevin Mwangi',
  tenantName: 'Kevin Mwangi',
  propertyName: 'Kilimani Court',
  unit: '1A',
  leaseId: 'ls-kilimani-1a',
  statement: { propertyId: 'pr-kilimani', month: '2025-03' },
});

const A5 = {
  id: 'ls-ouru-a5',
  propertyId: 'pr-ouru',
  tenantName: 'Faith Kwamboka',
  propertyName: 'Ouru Heights',
  unit: 'A5',
};

const withItems = (items: Payment[]): PaymentsState => ({
  ...emptyCollection<Payment>(),
  status: 'loaded',
  items,
});

const itemOf = (state: PaymentsState, id: string) => state.items.find((p) => p.id === id);

describe('payments reducer', () => {
  it('takes the list answer of the load that asked it', () => {
    let state = reducer(undefined, loadStarted('r1'));
    state = reducer(state, loaded({ requestId: 'r1', items: [matched, unmatched], serverVersion: 4 }));
    expect(state.status).toBe('loaded');
    expect(state.items).toEqual([matched, unmatched]);
    expect(state.serverVersion).toBe(4);
  });

  it.each([
    [
      "an Unmatched payment is Matched with the lease at once, on its property's statement of the month received",
      unmatched.id,
      A5,
      {
        status: 'matched',
        leaseId: 'ls-ouru-a5',
        tenantName: 'Faith Kwamboka',
        propertyName: 'Ouru Heights',
        unit: 'A5',
        statement: { propertyId: 'pr-ouru', month: '2025-03' },
      },
    ],
    [
      'a Matched payment stays with its own lease',
      matched.id,
      A5,
      {
        status: 'matched',
        leaseId: 'ls-ouru-a1',
        tenantName: 'Grace Moraa',
        unit: 'A1',
      },
    ],
  ])('allocation: %s', (_name, id, lease, expected) => {
    const state = reducer(withItems([matched, unmatched]), paymentAllocated({ paymentId: id, lease }));
    expect(itemOf(state, id)).toMatchObject(expected);
  });

  it('an allocation of an unknown payment changes nothing', () => {
    const before = withItems([matched, unmatched]);
    expect(reducer(before, paymentAllocated({ paymentId: 'nope', lease: A5 }))).toEqual(before);
  });

  it.each([
    ['rolled back (the server refused): Unmatched again, no tenant', 'rollBack', unmatched],
    [
      'confirmed (the server kept it): stays Matched',
      'confirm',
      {
        ...unmatched,
        status: 'matched',
        leaseId: A5.id,
        tenantName: A5.tenantName,
        propertyName: A5.propertyName,
        unit: A5.unit,
        statement: { propertyId: 'pr-ouru', month: '2025-03' },
      },
    ],
  ] as const)('an allocation %s', (_name, settle, expected) => {
    const event = paymentAllocated({ paymentId: unmatched.id, lease: A5 });
    let state = reducer(withItems([matched, unmatched]), event);
    state =
      settle === 'rollBack'
        ? reducer(state, changeRolledBack(event.meta.change, 'Could not allocate the payment. x'))
        : reducer(state, changeConfirmed(event.meta.change));
    expect(itemOf(state, unmatched.id)).toEqual(expected);
    expect(state.changes).toEqual({});
  });

  it('a list answer asked before the allocation keeps it (it may predate it)', () => {
    let state = reducer(withItems([unmatched]), loadStarted('r1'));
    state = reducer(state, paymentAllocated({ paymentId: unmatched.id, lease: A5 }));
    state = reducer(state, loaded({ requestId: 'r1', items: [unmatched], serverVersion: 5 }));
    expect(itemOf(state, unmatched.id)?.status).toBe('matched');
  });

  it.each([
    ['the session ended', cachedDataCleared()],
    ['Reset demo data', demoDataReset()],
  ])('%s: the payments are dropped', (_name, action) => {
    expect(reducer(withItems([matched]), action)).toEqual(emptyCollection<Payment>());
  });

  it.each([
    ['a payment', unmatched, true],
    ['a stored one with a bad status', { ...matched, status: 'paid' }, false],
    ['one without an amount', { ...matched, amountKes: '15000' }, false],
    ['nothing', null, false],
  ])('isPayment: %s', (_name, value, expected) => {
    expect(isPayment(value)).toBe(expected);
  });
});

describe('the filter and search', () => {
  const state = { payments: withItems([matched, unmatched, prompt]) };
  const ids = (filter: PaymentFilter) => selectFilteredPayments(state, filter).map((p) => p.id);

  it.each<[string, PaymentFilter, string[]]>([
    ['All: every payment, newest first', NO_PAYMENT_FILTER, ['pm-unmatched-ksia5', 'pm-k1a', 'pm-a1']],
    ['Matched', { query: '', status: 'matched' }, ['pm-k1a', 'pm-a1']],
    ['Unmatched', { query: '', status: 'unmatched' }, ['pm-unmatched-ksia5']],
    ['the account number typed, any case', { query: 'ksia5', status: null }, ['pm-unmatched-ksia5']],
    ["an Unmatched payment's payer", { query: 'faith', status: null }, ['pm-unmatched-ksia5']],
    ['the tenant', { query: 'Kevin', status: null }, ['pm-k1a']],
    ['the unit', { query: '1a', status: null }, ['pm-k1a']],
    ['the property', { query: 'ouru', status: null }, ['pm-a1']],
    ['the receipt', { query: 'sxy77', status: null }, ['pm-k1a']],
    ['spaces around the search', { query: '  QKH94M1Z11 ', status: null }, ['pm-a1']],
    ['search and status together', { query: 'ouru', status: 'unmatched' }, []],
    ['nothing matches', { query: 'zzz', status: null }, []],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });

  it('is memoised: the same list and filter give the same array', () => {
    const filter = { query: 'ouru', status: null };
    expect(selectFilteredPayments(state, filter)).toBe(selectFilteredPayments(state, filter));
  });

  it('counts the Unmatched payments for the dashboard', () => {
    expect(selectUnmatchedPaymentCount(state)).toBe(1);
    const allocated = reducer(state.payments, paymentAllocated({ paymentId: unmatched.id, lease: A5 }));
    expect(selectUnmatchedPaymentCount({ payments: allocated })).toBe(0);
  });
});
