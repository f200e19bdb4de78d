import { describe, expect, it } from 'vitest';
import {
  monthsOfYear,
  statementCsv,
  statementCsvFileName,
  statementCsvRows,
  statementsYearCsv,
  statementsYearCsvFileName,
} from './owner-statement-csv';
import type { OwnerStatement } from './portal-api';

/*
 * An owner's statement as CSV: 'Unit' lines, then 'Summary' lines, the figures as the
 * statement states them. The statement below is made up; its lines are written out by hand.
 */

const march: OwnerStatement = {
  propertyId: 'pr-ouru',
  propertyName: 'Ouru Heights',
  town: 'Kisii',
  ownerName: 'Joseph Nyamweya',
  ownerResidency: 'resident',
  month: '2025-03',
  managementFeePercent: 10,
  units: [
    {
      unitId: 'u-a1',
      unit: 'A1',
      tenant: 'Grace M.',
      rentChargedKes: 15000,
      collectedKes: 15000,
      carriedKes: 0,
      payments: [
        {
          date: '2025-03-03',
          receipt: 'TC31A2B3C4',
          phone: '0712 ••• 678',
          amountKes: 15000,
          rentKes: 15000,
          allocation: 'prompt',
        },
      ],
    },
    {
      unitId: 'u-a2',
      unit: 'A2',
      tenant: 'Brian N.',
      rentChargedKes: 18000,
      collectedKes: 14000,
      carriedKes: 4000,
      payments: [
        {
          date: '2025-03-09',
          receipt: 'TC48K9M2PQ',
          phone: '0733 ••• 276',
          amountKes: 14000,
          rentKes: 14000,
          allocation: 'staff',
        },
      ],
    },
    {
      unitId: 'u-a3',
      unit: 'A3',
      tenant: 'Faith K.',
      rentChargedKes: 12000,
      collectedKes: 14000,
      carriedKes: -2000,
      payments: [
        {
          date: '2025-03-02',
          receipt: 'TC22H7J3KL',
          phone: '0722 ••• 315',
          amountKes: 14000,
          rentKes: 14000,
          allocation: 'paybill',
        },
      ],
    },
    {
      unitId: 'u-a4',
      unit: 'A4',
      tenant: null,
      rentChargedKes: 0,
      collectedKes: 0,
      carriedKes: 0,
      payments: [],
    },
  ],
  rentCollectedKes: 43000,
  managementFeeKes: 4300,
  expenses: [
    {
      requestNumber: 'MR-0012',
      description: 'Kitchen tap, washer and seal',
      date: '2025-03-12',
      amountKes: 2500,
    },
  ],
  expensesKes: 2500,
  tax: {
    kind: 'mri',
    label: 'MRI withheld (7.5%)',
    ratePercent: 7.5,
    amountKes: 3225,
    deducted: true,
    dueBy: null,
    checkedOn: '2025-01-15',
  },
  taxArrangement: {
    kind: 'appointed-agent',
    name: 'Firm withholds MRI (appointed agent)',
    fromMonth: null,
    appointmentReference: 'KRA/MRI/AGT/00173',
    appointedOn: '2023-02-14',
    notApplicableReason: null,
  },
  broughtForwardKes: 0,
  netPayoutKes: 32975,
  arrearsCarriedKes: 4000,
  creditCarriedKes: 2000,
  payout: null,
  feeInvoice: null,
  certificate: null,
};

const april: OwnerStatement = {
  ...march,
  month: '2025-04',
  units: [march.units[0]!],
  rentCollectedKes: 15000,
  managementFeeKes: 1500,
  expenses: [],
  expensesKes: 0,
  tax: {
    ...march.tax,
    kind: 'mri-due',
    label: 'MRI due from you',
    amountKes: 1125,
    deducted: false,
    dueBy: '2025-05-20',
  },
  broughtForwardKes: 1200,
  netPayoutKes: 12300,
  arrearsCarriedKes: 0,
  creditCarriedKes: 0,
  payout: {
    id: 'po-1',
    propertyId: 'pr-ouru',
    propertyName: 'Ouru Heights',
    ownerName: 'Joseph Nyamweya',
    month: '2025-04',
    amountKes: 12300,
    method: { kind: 'bank', label: 'Equity Bank ••• 4821' },
    reference: 'PSL3319824',
    paidAt: '2025-05-05T07:00:00.000Z',
  },
};

describe("an owner's statement as CSV", () => {
  it('has a line per unit, then the summary: fee, each expense with its request number, the tax, the net', () => {
    expect(statementCsvRows(march)).toEqual([
      ['Unit', 'A1', 'Grace M.', 15000, 15000, 0, null, null, null],
      ['Unit', 'A2', 'Brian N.', 18000, 14000, 4000, null, null, null],
      ['Unit', 'A3', 'Faith K.', 12000, 14000, -2000, null, null, null],
      ['Unit', 'A4', 'Vacant', 0, 0, 0, null, null, null],
      ['Summary', 'Rent collected', null, null, null, null, null, 43000, null],
      ['Summary', 'Management fee (10%)', null, null, null, null, null, 4300, 'Yes'],
      ['Summary', 'Expense: Kitchen tap, washer and seal', null, null, null, null, 'MR-0012', 2500, 'Yes'],
      ['Summary', 'MRI withheld (7.5%)', null, null, null, null, null, 3225, 'Yes'],
      ['Summary', 'Net payout', null, null, null, null, null, 32975, null],
      ['Summary', 'Rent arrears', null, null, null, null, null, 4000, null],
      ['Summary', 'Credit carried', null, null, null, null, null, 2000, null],
    ]);
  });

  it('shows MRI the owner files as not deducted, and has no tax line where MRI does not apply', () => {
    expect(statementCsvRows(april).filter((row) => row[1] === 'MRI due from you')).toEqual([
      ['Summary', 'MRI due from you', null, null, null, null, null, 1125, 'No'],
    ]);
    const none: OwnerStatement = {
      ...april,
      tax: { ...april.tax, kind: 'none', label: 'MRI does not apply', amountKes: 0, dueBy: null },
    };
    expect(statementCsvRows(none).map((row) => row[1])).toEqual([
      'A1',
      'Rent collected',
      'Management fee (10%)',
      'Brought forward',
      'Net payout',
      'Paid out on 5 May 2025 to Equity Bank ••• 4821, reference PSL3319824',
      'Rent arrears',
      'Credit carried',
    ]);
  });

  it('is one file per statement, named after the property and the month', () => {
    expect(statementCsvFileName(march)).toBe('statement-pr-ouru-2025-03.csv');
    const text = statementCsv(april);
    expect(text).toBe(
      '\uFEFFSection,Item,Tenant,Rent charged (KES),Rent collected (KES),Carried (KES),Reference,Amount (KES),Deducted\r\n' +
        'Unit,A1,Grace M.,15000,15000,0,,,\r\n' +
        'Summary,Rent collected,,,,,,15000,\r\n' +
        'Summary,Management fee (10%),,,,,,1500,Yes\r\n' +
        'Summary,MRI due from you,,,,,,1125,No\r\n' +
        'Summary,Brought forward,,,,,,1200,Yes\r\n' +
        'Summary,Net payout,,,,,,12300,\r\n' +
        'Summary,"Paid out on 5 May 2025 to Equity Bank ••• 4821, reference PSL3319824",,,,,PSL3319824,12300,\r\n' +
        'Summary,Rent arrears,,,,,,0,\r\n' +
        'Summary,Credit carried,,,,,,0,\r\n',
    );
  });

  it("puts a year's statements in one file, each line with its month first", () => {
    expect(statementsYearCsvFileName('pr-ouru', '2025')).toBe('statements-pr-ouru-2025.csv');
    const lines = statementsYearCsv([march, april]).split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFMonth,Section,Item,Tenant,Rent charged (KES),Rent collected (KES),Carried (KES),Reference,Amount (KES),Deducted',
    );
    expect(lines.slice(1, -1).map((line) => line.slice(0, line.indexOf(',')))).toEqual([
      ...Array<string>(11).fill('2025-03'),
      ...Array<string>(9).fill('2025-04'),
    ]);
    expect(lines).toContain('2025-03,Summary,"Expense: Kitchen tap, washer and seal",,,,,MR-0012,2500,Yes');
    expect(lines).toContain('2025-04,Summary,Net payout,,,,,,12300,');
    expect(lines.at(-1)).toBe('');
  });
});

describe('the months of a statement’s year', () => {
  it("are the property's months with activity in that calendar year, oldest first", () => {
    const listed = ['2026-02', '2026-01', '2025-12', '2025-11', '2025-03', '2024-12'];
    expect(monthsOfYear(listed, '2025-11')).toEqual(['2025-03', '2025-11', '2025-12']);
    expect(monthsOfYear(listed, '2026-01')).toEqual(['2026-01', '2026-02']);
    expect(monthsOfYear([], '2026-01')).toEqual([]);
  });
});
