import { describe, expect, it } from 'vitest';
import { MRI_TAX_FACTS, NON_RESIDENT_RENT_TAX_FACTS } from '../../src/config/tax-facts';
import {
  type CategorisedEntry,
  ownerStatement,
  type OwnerStatementInput,
  percentOf,
  rentForMonth,
  statementTax,
  tenantShortName,
} from './owner-statement';

// The owner's monthly statement (product rules, 'Owners').
let seq = 0;
const rent = (date: string, amountKes: number): CategorisedEntry => ({
  id: `c${seq++}`,
  date,
  kind: 'charge',
  category: 'rent',
  amountKes,
});
const water = (date: string, amountKes: number): CategorisedEntry => ({
  id: `c${seq++}`,
  date,
  kind: 'charge',
  category: 'water',
  amountKes,
});
const paid = (date: string, amountKes: number): CategorisedEntry => ({
  id: `p${seq++}`,
  date,
  kind: 'payment',
  category: 'payment',
  amountKes,
});

describe('rentForMonth: one unit, cash basis, payments pay the oldest charge first', () => {
  const MARCH = '2026-03';
  const APRIL = '2026-04';
  it.each<[string, string, CategorisedEntry[], [charged: number, collected: number, carried: number]]>([
    [
      'paid in full on time',
      MARCH,
      [rent('2026-03-01', 18_000), paid('2026-03-03', 18_000)],
      [18_000, 18_000, 0],
    ],
    [
      'nothing paid: the rent is carried as arrears',
      MARCH,
      [rent('2026-03-01', 18_000)],
      [18_000, 0, 18_000],
    ],
    ['a vacancy: no lease, no entries', MARCH, [], [0, 0, 0]],
    [
      'a partial payment',
      MARCH,
      [rent('2026-03-01', 18_000), paid('2026-03-09', 10_000)],
      [18_000, 10_000, 8_000],
    ],
    [
      'an overpayment counts when received and is carried as credit',
      MARCH,
      [rent('2026-03-01', 18_000), paid('2026-03-02', 20_000)],
      [18_000, 20_000, -2_000],
    ],
    [
      'the next month, the credit pays part of the rent; only new money is collected',
      APRIL,
      [
        rent('2026-03-01', 18_000),
        paid('2026-03-02', 20_000),
        rent('2026-04-01', 18_000),
        paid('2026-04-03', 16_000),
      ],
      [18_000, 16_000, 0],
    ],
    [
      "last month's rent paid late counts in the month it was received",
      MARCH,
      [rent('2026-02-01', 12_000), rent('2026-03-01', 12_000), paid('2026-03-10', 24_000)],
      [12_000, 24_000, 0],
    ],
    [
      'water is not rent: a payment pays the older water bill first',
      MARCH,
      [
        rent('2026-02-01', 12_000),
        water('2026-02-01', 300),
        paid('2026-02-03', 12_000),
        rent('2026-03-01', 12_000),
        paid('2026-03-04', 12_300),
      ],
      [12_000, 12_000, 0],
    ],
    [
      'entries after the month are ignored',
      MARCH,
      [rent('2026-03-01', 18_000), rent('2026-04-01', 18_000), paid('2026-04-02', 36_000)],
      [18_000, 0, 18_000],
    ],
  ])('%s', (_name, month, entries, [charged, collected, carried]) => {
    expect(rentForMonth(entries, month)).toEqual({
      rentChargedKes: charged,
      collectedKes: collected,
      carriedKes: carried,
    });
  });
});

describe('percentOf: whole shillings, halves up', () => {
  it.each([
    [18_100, 7.5, 1_358], // 1,357.5
    [18_105, 10, 1_811], // 1,810.5
    [18_104, 10, 1_810], // 1,810.4
    [0, 30, 0],
    [99_999, 30, 30_000], // 29,999.7
    [12_345, 7.5, 926], // 925.875
  ])('%i at %d%% is %i', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });
});

describe('statementTax: MRI for a resident, 30% for a non-resident', () => {
  it.each([
    ['2026-03', 'resident', 100_000, 'mri', 'MRI withheld (7.5%)', 7_500, MRI_TAX_FACTS.checkedOn],
    ['2024-01', 'resident', 100_000, 'mri', 'MRI withheld (7.5%)', 7_500, MRI_TAX_FACTS.checkedOn],
    ['2023-12', 'resident', 100_000, 'mri', 'MRI withheld (10%)', 10_000, MRI_TAX_FACTS.checkedOn],
    [
      '2026-03',
      'non-resident',
      100_000,
      'non-resident-withholding',
      'Withholding tax (30%)',
      30_000,
      NON_RESIDENT_RENT_TAX_FACTS.checkedOn,
    ],
    ['2026-03', 'resident', 0, 'mri', 'MRI withheld (7.5%)', 0, MRI_TAX_FACTS.checkedOn],
  ] as const)('%s, %s, KES %i: %s', (month, residency, collected, kind, label, amount, checkedOn) => {
    expect(statementTax(month, residency, collected)).toEqual({
      kind,
      label,
      ratePercent: kind === 'mri' ? (month < '2024-01' ? 10 : 7.5) : 30,
      amountKes: amount,
      checkedOn,
    });
  });
});

const SIX_UNITS: OwnerStatementInput['units'] = [
  {
    unitId: 'u1',
    unit: '101',
    tenant: 'Peter K.',
    entries: [rent('2026-03-01', 38_000), paid('2026-03-02', 38_000)],
  },
  { unitId: 'u2', unit: '102', tenant: null, entries: [] },
  {
    unitId: 'u3',
    unit: '201',
    tenant: 'Naliaka W.',
    entries: [rent('2026-03-01', 40_000), paid('2026-03-05', 25_000)],
  },
  {
    unitId: 'u4',
    unit: '202',
    tenant: 'Tom O.',
    entries: [rent('2026-03-01', 40_000), paid('2026-03-01', 45_000)],
  },
  { unitId: 'u5', unit: '301', tenant: null, entries: [] },
  {
    unitId: 'u6',
    unit: '302',
    tenant: 'Wairimu N.',
    entries: [rent('2026-03-01', 42_050), paid('2026-03-04', 42_050)],
  },
];

describe('ownerStatement: the whole statement', () => {
  it.each([
    // [case, residency, expenses, collected, fee, tax, net, arrears, credit]
    ['resident, no expenses', 'resident', [], 150_050, 15_005, 11_254, 123_791, 15_000, 5_000],
    ['non-resident, no expenses', 'non-resident', [], 150_050, 15_005, 45_015, 90_030, 15_000, 5_000],
    [
      'resident, with a repair',
      'resident',
      [
        {
          requestNumber: 'MR-0007',
          description: 'Kitchen tap replaced',
          date: '2026-03-12',
          amountKes: 6_500,
        },
      ],
      150_050,
      15_005,
      11_254,
      117_291,
      15_000,
      5_000,
    ],
  ] as const)('%s', (_name, residency, expenses, collected, fee, tax, net, arrears, credit) => {
    const statement = ownerStatement({
      month: '2026-03',
      residency,
      managementFeePercent: 10,
      units: SIX_UNITS,
      expenses,
    });
    expect(statement.rentCollectedKes).toBe(collected);
    expect(statement.managementFeeKes).toBe(fee); // 15,005.0
    expect(statement.tax.amountKes).toBe(tax); // 7.5%: 11,253.75; 30%: 45,015
    expect(statement.expensesKes).toBe(expenses.reduce((sum, e) => sum + e.amountKes, 0));
    expect(statement.netPayoutKes).toBe(net);
    expect(statement.netPayoutKes).toBe(collected - fee - statement.expensesKes - tax);
    expect(statement.arrearsCarriedKes).toBe(arrears);
    expect(statement.creditCarriedKes).toBe(credit);
    expect(statement.units.map((u) => [u.unit, u.tenant, u.collectedKes, u.carriedKes])).toEqual([
      ['101', 'Peter K.', 38_000, 0],
      ['102', null, 0, 0],
      ['201', 'Naliaka W.', 25_000, 15_000],
      ['202', 'Tom O.', 45_000, -5_000],
      ['301', null, 0, 0],
      ['302', 'Wairimu N.', 42_050, 0],
    ]);
  });

  it('a month with no collections pays out nothing, and expenses make it negative', () => {
    const quiet = ownerStatement({
      month: '2026-03',
      residency: 'resident',
      managementFeePercent: 10,
      units: [{ unitId: 'u1', unit: 'A1', tenant: 'Grace M.', entries: [rent('2026-03-01', 15_000)] }],
      expenses: [],
    });
    expect([quiet.rentCollectedKes, quiet.managementFeeKes, quiet.tax.amountKes, quiet.netPayoutKes]).toEqual(
      [0, 0, 0, 0],
    );
    expect(quiet.arrearsCarriedKes).toBe(15_000);
    const repaired = ownerStatement({
      month: '2026-03',
      residency: 'resident',
      managementFeePercent: 10,
      units: [],
      expenses: [
        { requestNumber: 'MR-0001', description: 'Gate motor', date: '2026-03-20', amountKes: 8_000 },
      ],
    });
    expect(repaired.netPayoutKes).toBe(-8_000);
  });

  it("uses the property's own fee rate", () => {
    const at8 = ownerStatement({
      month: '2026-03',
      residency: 'resident',
      managementFeePercent: 8,
      units: SIX_UNITS,
      expenses: [],
    });
    expect(at8.managementFeeKes).toBe(12_004); // 12,004.0
  });

  it.each([
    ['a month that is not YYYY-MM', { month: '2026-3' }, /not YYYY-MM/],
    ['a fee above 100%', { managementFeePercent: 120 }, /between 0% and 100%/],
    [
      'an expense in cents',
      { expenses: [{ requestNumber: 'MR-0002', description: 'Bulb', date: '2026-03-02', amountKes: 99.5 }] },
      /MR-0002/,
    ],
  ])('refuses %s', (_name, change, message) => {
    const input: OwnerStatementInput = {
      month: '2026-03',
      residency: 'resident',
      managementFeePercent: 10,
      units: [],
      expenses: [],
      ...change,
    };
    expect(() => ownerStatement(input)).toThrow(message);
  });
});

describe('tenantShortName: first name and initial only', () => {
  it.each([
    ['Brian Nyakundi', 'Brian N.'],
    ['Naliaka Wekesa', 'Naliaka W.'],
    ['Grace', 'Grace'],
    ['  faith   kemunto kwamboka ', 'faith K.'],
  ])('%j is %j', (name, short) => {
    expect(tenantShortName(name)).toBe(short);
  });
});
