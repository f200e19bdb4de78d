import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { Payout } from './payouts-api.gen';
import { payoutsCsv, payoutsCsvFileName } from './payouts-csv';

/* Staff's payouts as CSV, read back the way a spreadsheet reads it. */

const payout = (over: Partial<Payout>): Payout => ({
  id: 'po-1',
  propertyId: 'pr-ouru',
  propertyName: 'Ouru Heights',
  ownerName: 'Ruth Nyaboke',
  month: '2026-10',
  amountKes: 92500,
  method: { kind: 'bank', label: 'Equity Bank ••• 4821' },
  reference: 'FT26310ABCDE',
  paidAt: '2026-11-05T07:00:00.000Z',
  ...over,
});

describe('the payouts as CSV', () => {
  it('has a line per payout with the day paid, the statement, the owner, whole shillings, where it went and the reference', () => {
    const text = payoutsCsv([
      payout({}),
      payout({
        id: 'po-2',
        propertyName: '=HYPERLINK("http://x")',
        ownerName: 'Akinyi, Odera',
        amountKes: 49500,
      }),
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const { data } = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true });
    expect(data).toEqual([
      ['Paid on', 'Property', 'Statement month', 'Owner', 'Amount (KES)', 'Paid to', 'Reference'],
      [
        '2026-11-05',
        'Ouru Heights',
        '2026-10',
        'Ruth Nyaboke',
        '92500',
        'Equity Bank ••• 4821',
        'FT26310ABCDE',
      ],
      [
        '2026-11-05',
        `'=HYPERLINK("http://x")`,
        '2026-10',
        'Akinyi, Odera',
        '49500',
        'Equity Bank ••• 4821',
        'FT26310ABCDE',
      ],
    ]);
  });

  it('is named after today', () => {
    expect(payoutsCsvFileName(new Date(2026, 10, 28, 9, 0))).toBe('payouts-2026-11-28.csv');
  });
});
