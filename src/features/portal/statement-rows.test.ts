import { describe, expect, it } from 'vitest';
import type { AccountEntry } from './portal-api';
import {
  balanceText,
  creditText,
  lastPayment,
  statementPath,
  statementRows,
  unitText,
} from './statement-rows';

const charge = (id: string, date: string, amountKes: number, description = `Rent ${id}`): AccountEntry => ({
  id,
  date,
  kind: 'charge',
  category: 'rent',
  description,
  amountKes,
  dueDate: `${date.slice(0, 8)}05`,
});
const payment = (id: string, date: string, time: string, amountKes: number): AccountEntry => ({
  id,
  date,
  time,
  kind: 'payment',
  category: 'payment',
  description: 'Payment, M-Pesa',
  amountKes,
  receipt: `QKH94M1Z${id.slice(-2)}`,
  paymentId: id,
  channel: 'mpesa-prompt',
});

describe('statementRows: the statement of account, newest first, with the balance after each entry', () => {
  it.each([
    {
      name: 'a charge, then its payment on another day',
      entries: [payment('pm-01', '2025-03-03', '08:03', 19_500), charge('ch-1', '2025-03-01', 19_500)],
      want: [
        ['pm-01', null, 19_500, 0, 'QKH94M1Z01', 'pm-01'],
        ['ch-1', 19_500, null, 19_500, null, null],
      ],
    },
    {
      name: 'a payment on the day of the charge is applied after it (never a credit that day)',
      entries: [charge('ch-1', '2025-03-01', 18_000), payment('pm-02', '2025-03-01', '07:00', 18_000)],
      want: [
        ['pm-02', null, 18_000, 0, 'QKH94M1Z02', 'pm-02'],
        ['ch-1', 18_000, null, 18_000, null, null],
      ],
    },
    {
      name: 'paying more than is due leaves a credit (a negative balance)',
      entries: [charge('ch-1', '2025-02-01', 1_000), payment('pm-03', '2025-02-02', '09:00', 1_500)],
      want: [
        ['pm-03', null, 1_500, -500, 'QKH94M1Z03', 'pm-03'],
        ['ch-1', 1_000, null, 1_000, null, null],
      ],
    },
    {
      name: 'arrears carried from month to month',
      entries: [
        charge('ch-2', '2025-03-01', 18_000),
        payment('pm-04', '2025-02-05', '09:26', 17_000),
        charge('ch-1', '2025-02-01', 18_000),
      ],
      want: [
        ['ch-2', 18_000, null, 19_000, null, null],
        ['pm-04', null, 17_000, 1_000, 'QKH94M1Z04', 'pm-04'],
        ['ch-1', 18_000, null, 18_000, null, null],
      ],
    },
    { name: 'no entries', entries: [], want: [] },
  ])('$name', ({ entries, want }) => {
    expect(
      statementRows(entries).map((r) => [
        r.id,
        r.chargeKes,
        r.paymentKes,
        r.balanceKes,
        r.receipt,
        r.paymentId,
      ]),
    ).toEqual(want);
  });

  it('keeps the date, time and description of each entry', () => {
    const [row] = statementRows([payment('pm-05', '2025-03-03', '08:03', 100)]);
    expect(row).toMatchObject({ date: '2025-03-03', time: '08:03', description: 'Payment, M-Pesa' });
  });

  it('refuses an entry it cannot count (not whole shillings) rather than show a wrong balance', () => {
    expect(() => statementRows([charge('ch-x', '2025-03-01', 10.5)])).toThrow(RangeError);
  });
});

describe('the statement texts', () => {
  it.each([
    [1_200, 'KES 1,200'],
    [0, 'KES 0'],
    [-500, 'KES 500 credit'],
  ])('balanceText(%s) is %s', (balance, text) => expect(balanceText(balance)).toBe(text));

  it('creditText and unitText', () => {
    expect(creditText(500)).toBe('Credit: KES 500');
    expect(unitText({ unit: 'A4', propertyName: 'Ouru Heights', town: 'Kisii' })).toBe(
      'Unit A4, Ouru Heights, Kisii',
    );
  });

  it('statementPath names the lease only when the person rents several', () => {
    expect(statementPath('ls-ouru-a4', false)).toBe('/user/payments');
    expect(statementPath('ls ouru/a4', true)).toBe('/user/payments?lease=ls%20ouru%2Fa4');
  });

  it('lastPayment: the newest payment of entries given newest first, or null', () => {
    const entries = [charge('ch-2', '2025-03-01', 5), payment('pm-06', '2025-02-03', '08:00', 5)];
    expect(lastPayment(entries)?.id).toBe('pm-06');
    expect(lastPayment([charge('ch-1', '2025-03-01', 5)])).toBeNull();
  });
});
