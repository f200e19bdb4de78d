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

/** A line of the statement as the server sends it: the balance after it is the server's. */
const charge = (id: string, date: string, amountKes: number, balanceKes: number): AccountEntry => ({
  id,
  date,
  kind: 'charge',
  category: 'rent',
  description: `Rent ${id}`,
  amountKes,
  dueDate: `${date.slice(0, 8)}05`,
  balanceKes,
});
const payment = (
  id: string,
  date: string,
  time: string,
  amountKes: number,
  balanceKes: number,
): AccountEntry => ({
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
  balanceKes,
});

/** [id, charge, payment, balance, receipt, paymentId] of each row. */
const cells = (entries: AccountEntry[]) =>
  statementRows(entries).map((r) => [r.id, r.chargeKes, r.paymentKes, r.balanceKes, r.receipt, r.paymentId]);

// The running balance and the order of the lines are the server's (server/domain/ledger.ts,
// table-tested in server/domain/ledger.test.ts); the rows only lay them out.
describe("statementRows: the server's lines as the statement's rows", () => {
  it('a charge in Charges, a payment in Payments with its receipt, in the order and with the balances the server gave', () => {
    expect(
      cells([
        charge('ch-2', '2025-03-01', 18_000, 19_000),
        payment('pm-04', '2025-02-05', '09:26', 17_000, 1_000),
        charge('ch-1', '2025-02-01', 18_000, 18_000),
      ]),
    ).toEqual([
      ['ch-2', 18_000, null, 19_000, null, null],
      ['pm-04', null, 17_000, 1_000, 'QKH94M1Z04', 'pm-04'],
      ['ch-1', 18_000, null, 18_000, null, null],
    ]);
  });

  it('a credit stays the negative balance the server sent', () => {
    expect(cells([payment('pm-03', '2025-02-02', '09:00', 1_500, -500)])).toEqual([
      ['pm-03', null, 1_500, -500, 'QKH94M1Z03', 'pm-03'],
    ]);
  });

  it("never counts the balance again: a line shows the server's balance even where the lines shown do not add up to it", () => {
    // Arrears from before the first line on screen: the server knows them, the rows do not.
    expect(cells([charge('ch-9', '2025-03-01', 18_000, 54_000)])).toEqual([
      ['ch-9', 18_000, null, 54_000, null, null],
    ]);
  });

  it('no lines, no rows', () => {
    expect(statementRows([])).toEqual([]);
  });

  it('keeps the date, time and description of each line, and gives a line without a time none', () => {
    const [paid, charged] = statementRows([
      payment('pm-05', '2025-03-03', '08:03', 100, 0),
      charge('ch-5', '2025-03-01', 100, 100),
    ]);
    expect(paid).toMatchObject({ date: '2025-03-03', time: '08:03', description: 'Payment, M-Pesa' });
    expect(charged).toMatchObject({ date: '2025-03-01', description: 'Rent ch-5' });
    expect(charged).not.toHaveProperty('time');
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
    const entries = [charge('ch-2', '2025-03-01', 5, 5), payment('pm-06', '2025-02-03', '08:00', 5, 0)];
    expect(lastPayment(entries)?.id).toBe('pm-06');
    expect(lastPayment([charge('ch-1', '2025-03-01', 5, 5)])).toBeNull();
  });
});
