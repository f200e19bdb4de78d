import { describe, expect, it } from 'vitest';
import { emptyCollection } from '../../console/collection';
import { payment } from '../../../tests/payment-fixtures';
import type { Payment } from './payments-api';
import { paymentsCsv, paymentsCsvFileName, paymentsCsvRows } from './payments-csv';
import { NO_PAYMENT_FILTER, selectFilteredPayments, type PaymentsState } from './payments-slice';

/*
 * The Payments screen's 'Download CSV': the rows its own selector keeps for the filter and the
 * search (selectFilteredPayments, as the page calls it), in the screen's words.
 */

const matchedA1 = payment({ id: 'pm-a1', date: '2025-03-01', time: '08:15' });
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
const prompt = payment({
  id: 'pm-k1a',
  date: '2025-03-03',
  time: '18:02',
  amountKes: 32_000,
  channel: 'mpesa-prompt',
  accountNumber: 'KLM-1A',
  receipt: 'SXY77Q2W01',
  payerName: 'Kevin Mwangi',
  tenantName: 'Kevin Mwangi',
  propertyName: 'Kilimani Court',
  unit: '1A',
  leaseId: 'ls-kilimani-1a',
});

const payments: PaymentsState = {
  ...emptyCollection<Payment>(),
  status: 'loaded',
  items: [matchedA1, unmatched, prompt],
};
const state = { payments };

describe("the Payments screen's CSV", () => {
  it('has every row the screen keeps, newest first, in its words; an Unmatched one names the payer', () => {
    const rows = selectFilteredPayments(state, NO_PAYMENT_FILTER);
    expect(paymentsCsvRows(rows)).toEqual([
      [
        '2025-03-04',
        '07:36',
        'Faith Kwamboka',
        null,
        null,
        19950,
        'Paybill',
        'RBC12D3E45',
        'KSIA5',
        'Unmatched',
      ],
      [
        '2025-03-03',
        '18:02',
        'Kevin Mwangi',
        '1A',
        'Kilimani Court',
        32000,
        'M-Pesa prompt',
        'SXY77Q2W01',
        'KLM-1A',
        'Matched',
      ],
      [
        '2025-03-01',
        '08:15',
        'Grace Moraa',
        'A1',
        'Ouru Heights',
        15000,
        'Paybill',
        'QKH94M1Z11',
        'KSI-A1',
        'Matched',
      ],
    ]);
  });

  it('keeps to the status filter and the search', () => {
    const matched = selectFilteredPayments(state, { query: '', status: 'matched' });
    expect(paymentsCsvRows(matched).map((row) => row[7])).toEqual(['SXY77Q2W01', 'QKH94M1Z11']);
    const searched = selectFilteredPayments(state, { query: 'kilimani', status: null });
    expect(paymentsCsvRows(searched).map((row) => row[7])).toEqual(['SXY77Q2W01']);
    const none = selectFilteredPayments(state, { query: 'kilimani', status: 'unmatched' });
    expect(paymentsCsvRows(none)).toEqual([]);
  });

  it('is the file a spreadsheet opens: header, then a line per payment', () => {
    const text = paymentsCsv(selectFilteredPayments(state, { query: 'ksia5', status: null }));
    expect(text).toBe(
      '\uFEFFDate,Time,Tenant,Unit,Property,Amount (KES),Channel,Receipt,Account number,Status\r\n' +
        '2025-03-04,07:36,Faith Kwamboka,,,19950,Paybill,RBC12D3E45,KSIA5,Unmatched\r\n',
    );
  });

  it("is named after today's local date", () => {
    expect(paymentsCsvFileName(new Date(2025, 2, 5, 23, 59))).toBe('payments-2025-03-05.csv');
    expect(paymentsCsvFileName(new Date(2025, 11, 31, 0, 1))).toBe('payments-2025-12-31.csv');
  });
});
