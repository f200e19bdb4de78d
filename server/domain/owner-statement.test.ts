import { describe, expect, it } from 'vitest';
import { MRI_TAX_FACTS, NON_RESIDENT_RENT_TAX_FACTS } from '../../src/config/tax-facts';
import {
  arrangementFor,
  type CategorisedEntry,
  ownerStatement,
  type OwnerStatementInput,
  percentOf,
  rentForMonth,
  statementTax,
  tenantShortName,
  type TaxArrangementSetting,
} from './owner-statement';

// The owner's monthly statement (product rules, 'Owners').
let seq = 0;
/** A payment's money trail: its receipt, the payer's phone masked, how it was allocated. */
const PROMPT = { receipt: 'TC31A2B3C4', phone: '0712 ••• 678', allocation: 'prompt' } as const;
const STAFF = { receipt: 'TC48K9M2PQ', phone: '0733 ••• 276', allocation: 'staff' } as const;
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
const paid = (
  date: string,
  amountKes: number,
  trail: CategorisedEntry['trail'] = PROMPT,
): CategorisedEntry => ({
  id: `p${seq++}`,
  date,
  kind: 'payment',
  category: 'payment',
  amountKes,
  trail,
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
    const { payments, ...figures } = rentForMonth(entries, month);
    expect(figures).toEqual({
      rentChargedKes: charged,
      collectedKes: collected,
      carriedKes: carried,
    });
    // Rent collected is what the month's payments count as rent, each its share.
    expect(payments.reduce((sum, p) => sum + p.rentKes, 0)).toBe(collected);
  });
});

describe('rentForMonth: the money trail, each payment received in the month with the rent it counts', () => {
  const MARCH = '2026-03';
  // [case, entries, the month's payments as [date, amount, rent counted]]
  // prettier-ignore
  it.each<[string, CategorisedEntry[], [date: string, amount: number, rent: number][]]>([
    [
      'a payment pays the older water bill first, then rent',
      [rent('2026-02-01', 12_000), water('2026-02-01', 300), paid('2026-02-03', 12_000), rent('2026-03-01', 12_000), paid('2026-03-04', 12_300)],
      [['2026-03-04', 12_300, 12_000]],
    ],
    [
      'an overpayment: what is left once every charge is paid counts as rent when received',
      [rent('2026-03-01', 18_000), paid('2026-03-02', 20_000)],
      [['2026-03-02', 20_000, 20_000]],
    ],
    [
      "one payment across two months' rent: February's late and March's",
      [rent('2026-02-01', 12_000), rent('2026-03-01', 12_000), paid('2026-03-10', 24_000)],
      [['2026-03-10', 24_000, 24_000]],
    ],
    [
      "one pays February's water, then part of March's rent; the next the rest of the rent, then March's water",
      [rent('2026-02-01', 10_000), water('2026-02-01', 450), paid('2026-02-02', 10_000), rent('2026-03-01', 10_000), water('2026-03-01', 500), paid('2026-03-03', 6_000), paid('2026-03-20', 4_950)],
      [['2026-03-03', 6_000, 5_550], ['2026-03-20', 4_950, 4_450]],
    ],
    [
      'a payment that pays only water counts no rent and is not listed',
      [water('2026-03-01', 300), rent('2026-03-01', 12_000), paid('2026-03-02', 300)],
      [],
    ],
    [
      "payments outside the month are listed nowhere: February's paid the rent, April's is later",
      [rent('2026-02-01', 18_000), paid('2026-02-27', 36_000), rent('2026-03-01', 18_000), rent('2026-04-01', 18_000), paid('2026-04-02', 18_000)],
      [],
    ],
    [
      'two payments in the month, oldest first, whatever order they come in',
      [rent('2026-03-01', 18_000), paid('2026-03-09', 8_000), paid('2026-03-03', 10_000)],
      [['2026-03-03', 10_000, 10_000], ['2026-03-09', 8_000, 8_000]],
    ],
  ])('%s', (_name, entries, expected) => {
    const { payments } = rentForMonth(entries, MARCH);
    expect(payments.map((p) => [p.entry.date, p.entry.amountKes, p.rentKes])).toEqual(expected);
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

// The owner's tax arrangements as staff set them (product rules, 'Owners').
const AGENT: TaxArrangementSetting = {
  kind: 'appointed-agent',
  fromMonth: '2025-01',
  appointmentReference: 'KRA/MRI/AGT/0173',
  appointedOn: '2024-12-10',
  notApplicableReason: null,
};
const FILES: TaxArrangementSetting = {
  kind: 'owner-files',
  fromMonth: '2026-04',
  appointmentReference: null,
  appointedOn: null,
  notApplicableReason: null,
};
const COMMERCIAL: TaxArrangementSetting = {
  kind: 'not-applicable',
  fromMonth: '2026-06',
  appointmentReference: null,
  appointedOn: null,
  notApplicableReason: 'commercial-property',
};
const ABROAD: TaxArrangementSetting = { ...FILES, kind: 'non-resident', fromMonth: '2024-06' };

describe('arrangementFor: the latest arrangement started by the month, else the default by residency', () => {
  it.each<[string, string, 'resident' | 'non-resident', TaxArrangementSetting[], string, string | null]>([
    ['none set, resident: the owner files MRI', '2026-03', 'resident', [], 'Owner files MRI', null],
    [
      'none set, non-resident: withholding tax',
      '2026-03',
      'non-resident',
      [],
      'Non-resident: withholding tax (30%)',
      null,
    ],
    [
      'a month before the only arrangement starts: the default',
      '2024-12',
      'resident',
      [AGENT],
      'Owner files MRI',
      null,
    ],
    [
      'the start month itself',
      '2025-01',
      'resident',
      [AGENT],
      'Firm withholds MRI (appointed agent)',
      '2025-01',
    ],
    [
      'a month before the newer one starts: the previous arrangement',
      '2026-03',
      'resident',
      [FILES, AGENT],
      'Firm withholds MRI (appointed agent)',
      '2025-01',
    ],
    ['from the newer one on: it', '2026-04', 'resident', [AGENT, FILES], 'Owner files MRI', '2026-04'],
    [
      'three in turn, any order: the latest started',
      '2026-07',
      'resident',
      [COMMERCIAL, AGENT, FILES],
      'MRI does not apply',
      '2026-06',
    ],
    [
      'an arrangement set for a non-resident wins over the residency',
      '2024-06',
      'resident',
      [ABROAD],
      'Non-resident: withholding tax (30%)',
      '2024-06',
    ],
  ])('%s', (_name, month, residency, arrangements, name, fromMonth) => {
    const arrangement = arrangementFor(month, residency, arrangements);
    expect([arrangement.name, arrangement.fromMonth]).toEqual([name, fromMonth]);
  });

  it('keeps the appointment and the reason of the arrangement in force', () => {
    expect(arrangementFor('2025-05', 'resident', [AGENT])).toEqual({
      kind: 'appointed-agent',
      name: 'Firm withholds MRI (appointed agent)',
      fromMonth: '2025-01',
      appointmentReference: 'KRA/MRI/AGT/0173',
      appointedOn: '2024-12-10',
      notApplicableReason: null,
    });
    expect(arrangementFor('2026-06', 'resident', [COMMERCIAL]).notApplicableReason).toBe(
      'commercial-property',
    );
  });
});

describe('statementTax: by the arrangement', () => {
  it.each([
    // [month, arrangement, collected, kind, label, rate, amount, deducted, dueBy, checkedOn]
    ['2026-03', 'appointed-agent', 100_000, 'mri', 'MRI withheld (7.5%)', 7.5, 7_500, true, null, MRI_TAX_FACTS.checkedOn],
    ['2024-01', 'appointed-agent', 100_000, 'mri', 'MRI withheld (7.5%)', 7.5, 7_500, true, null, MRI_TAX_FACTS.checkedOn],
    ['2023-12', 'appointed-agent', 100_000, 'mri', 'MRI withheld (10%)', 10, 10_000, true, null, MRI_TAX_FACTS.checkedOn],
    ['2026-03', 'appointed-agent', 0, 'mri', 'MRI withheld (7.5%)', 7.5, 0, true, null, MRI_TAX_FACTS.checkedOn],
    ['2025-03', 'owner-files', 60_000, 'mri-due', 'MRI due from you', 7.5, 4_500, false, '2025-04-20', MRI_TAX_FACTS.checkedOn],
    ['2025-12', 'owner-files', 12_345, 'mri-due', 'MRI due from you', 7.5, 926, false, '2026-01-20', MRI_TAX_FACTS.checkedOn],
    ['2023-11', 'owner-files', 100_000, 'mri-due', 'MRI due from you', 10, 10_000, false, '2023-12-20', MRI_TAX_FACTS.checkedOn],
    ['2026-03', 'non-resident', 100_000, 'non-resident-withholding', 'Withholding tax (30%)', 30, 30_000, true, null, NON_RESIDENT_RENT_TAX_FACTS.checkedOn],
    ['2026-03', 'not-applicable', 100_000, 'none', 'MRI does not apply', 0, 0, false, null, MRI_TAX_FACTS.checkedOn],
  ] as const)(
    '%s, %s, KES %i: %s %s',
    (month, kind, collected, taxKind, label, ratePercent, amountKes, deducted, dueBy, checkedOn) => {
      expect(statementTax(month, { kind }, collected)).toEqual({
        kind: taxKind,
        label,
        ratePercent,
        amountKes,
        deducted,
        dueBy,
        checkedOn,
      });
    },
  ); // prettier-ignore
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
    // [case, residency, arrangements, expenses, collected, fee, tax, deducted, net, arrears, credit]
    ['appointed agent, no expenses', 'resident', [AGENT], [], 150_050, 15_005, 11_254, true, 123_791, 15_000, 5_000],
    ['non-resident, no expenses', 'non-resident', [], [], 150_050, 15_005, 45_015, true, 90_030, 15_000, 5_000],
    ['owner files MRI (the default): due, not deducted', 'resident', [], [], 150_050, 15_005, 11_254, false, 135_045, 15_000, 5_000],
    ['MRI does not apply: no tax', 'resident', [{ ...COMMERCIAL, fromMonth: '2026-01' }], [], 150_050, 15_005, 0, false, 135_045, 15_000, 5_000],
    [
      'appointed agent, with a repair',
      'resident',
      [AGENT],
      [{ requestNumber: 'MR-0007', description: 'Kitchen tap replaced', date: '2026-03-12', amountKes: 6_500 }],
      150_050, 15_005, 11_254, true, 117_291, 15_000, 5_000,
    ],
    [
      'owner files MRI, with a repair: the repair is deducted, the MRI is not',
      'resident',
      [{ ...FILES, fromMonth: '2026-02' }, { ...AGENT, fromMonth: '2026-05' }],
      [{ requestNumber: 'MR-0007', description: 'Kitchen tap replaced', date: '2026-03-12', amountKes: 6_500 }],
      150_050, 15_005, 11_254, false, 128_545, 15_000, 5_000,
    ],
  ] as const)('%s', (_name, residency, arrangements, expenses, collected, fee, tax, deducted, net, arrears, credit) => {
    const statement = ownerStatement({
      month: '2026-03',
      residency,
      arrangements,
      managementFeePercent: 10,
      units: SIX_UNITS,
      expenses,
      broughtForwardKes: 0,
    });
    expect(statement.rentCollectedKes).toBe(collected);
    expect(statement.managementFeeKes).toBe(fee); // 15,005.0
    expect(statement.tax.amountKes).toBe(tax); // 7.5%: 11,253.75; 30%: 45,015
    expect(statement.tax.deducted).toBe(deducted);
    expect(statement.expensesKes).toBe(expenses.reduce((sum, e) => sum + e.amountKes, 0));
    expect(statement.netPayoutKes).toBe(net);
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
  }); // prettier-ignore

  it("a new arrangement changes later statements, never earlier ones: the owner's March before and after", () => {
    const march = (arrangements: TaxArrangementSetting[]) =>
      ownerStatement({ month: '2026-03', residency: 'resident', arrangements, managementFeePercent: 10, units: SIX_UNITS, expenses: [], broughtForwardKes: 0 });
    const before = march([AGENT]);
    const afterAChangeFromApril = march([AGENT, FILES]);
    expect(afterAChangeFromApril).toEqual(before);
    expect([before.tax.kind, before.taxArrangement.appointmentReference, before.netPayoutKes]).toEqual(['mri', 'KRA/MRI/AGT/0173', 123_791]);
    const april = ownerStatement({ month: '2026-04', residency: 'resident', arrangements: [AGENT, FILES], managementFeePercent: 10, units: [], expenses: [], broughtForwardKes: 0 });
    expect([april.taxArrangement.kind, april.tax.kind, april.tax.dueBy]).toEqual(['owner-files', 'mri-due', '2026-05-20']);
  }); // prettier-ignore

  it('a month with no collections pays out nothing, and expenses make it negative', () => {
    const quiet = ownerStatement({
      month: '2026-03',
      residency: 'resident',
      arrangements: [AGENT],
      managementFeePercent: 10,
      units: [{ unitId: 'u1', unit: 'A1', tenant: 'Grace M.', entries: [rent('2026-03-01', 15_000)] }],
      expenses: [],
      broughtForwardKes: 0,
    });
    expect([quiet.rentCollectedKes, quiet.managementFeeKes, quiet.tax.amountKes, quiet.netPayoutKes]).toEqual(
      [0, 0, 0, 0],
    );
    expect(quiet.arrearsCarriedKes).toBe(15_000);
    const repaired = ownerStatement({
      month: '2026-03',
      residency: 'resident',
      arrangements: [AGENT],
      managementFeePercent: 10,
      units: [],
      expenses: [
        { requestNumber: 'MR-0001', description: 'Gate motor', date: '2026-03-20', amountKes: 8_000 },
      ],
      broughtForwardKes: 0,
    });
    expect(repaired.netPayoutKes).toBe(-8_000);
  });

  it("each unit's payments in the month, with their receipt, masked phone and allocation, make up its rent collected", () => {
    const statement = ownerStatement({
      month: '2026-03',
      residency: 'resident',
      arrangements: [AGENT],
      managementFeePercent: 10,
      units: [
        {
          unitId: 'u1',
          unit: 'A1',
          tenant: 'Grace M.',
          entries: [
            rent('2026-02-01', 15_000),
            paid('2026-02-28', 10_000),
            water('2026-03-01', 400),
            rent('2026-03-01', 15_000),
            // February's 5,000 rent, March's 400 water, then 6,600 of March's rent.
            paid('2026-03-04', 12_000, STAFF),
            // The 8,400 of March's rent left, then 600 paid ahead.
            paid('2026-03-06', 9_000),
          ],
        },
      ],
      expenses: [],
      broughtForwardKes: 0,
    });
    const [unit] = statement.units;
    expect([unit?.collectedKes, unit?.carriedKes]).toEqual([20_600, -600]);
    expect(unit?.payments).toEqual([
      { date: '2026-03-04', receipt: 'TC48K9M2PQ', phone: '0733 ••• 276', amountKes: 12_000, rentKes: 11_600, allocation: 'staff' },
      { date: '2026-03-06', receipt: 'TC31A2B3C4', phone: '0712 ••• 678', amountKes: 9_000, rentKes: 9_000, allocation: 'prompt' },
    ]);
  }); // prettier-ignore

  it("uses the property's own fee rate", () => {
    const at8 = ownerStatement({
      month: '2026-03',
      residency: 'resident',
      arrangements: [AGENT],
      managementFeePercent: 8,
      units: SIX_UNITS,
      expenses: [],
      broughtForwardKes: 0,
    });
    expect(at8.managementFeeKes).toBe(12_004); // 12,004.0
  });

  it.each([
    ['a month that is not YYYY-MM', { month: '2026-3' }, /not YYYY-MM/],
    ['a fee above 100%', { managementFeePercent: 120 }, /between 0% and 100%/],
    [
      'an arrangement starting on a month that is not YYYY-MM',
      { arrangements: [{ ...AGENT, fromMonth: '2025-1' }] },
      /2025-1/,
    ],
    [
      'an expense in cents',
      { expenses: [{ requestNumber: 'MR-0002', description: 'Bulb', date: '2026-03-02', amountKes: 99.5 }] },
      /MR-0002/,
    ],
    [
      'a payment counted in the month without its receipt, phone and allocation',
      {
        units: [
          {
            unitId: 'u1',
            unit: 'A1',
            tenant: null,
            entries: [
              rent('2026-03-01', 9_000),
              { ...paid('2026-03-02', 9_000), id: 'p-untraced', trail: undefined },
            ],
          },
        ],
      },
      /p-untraced/,
    ],
  ])('refuses %s', (_name, change, message) => {
    const input: OwnerStatementInput = {
      month: '2026-03',
      residency: 'resident',
      arrangements: [AGENT],
      managementFeePercent: 10,
      units: [],
      expenses: [],
      broughtForwardKes: 0,
      ...change,
    };
    expect(() => ownerStatement(input)).toThrow(message);
  });
});

describe("ownerStatement: what the month before brought forward (product rules, 'Payouts')", () => {
  // The six units of March: collected 150,050, fee 15,005; MRI withheld 11,254 (appointed agent).
  it.each([
    // [case, arrangements, brought forward, net]
    ['nothing brought forward', [AGENT], 0, 123_791],
    ['part of the net recovered', [AGENT], 23_791, 100_000],
    ['all of the net recovered', [AGENT], 123_791, 0],
    ['more than the net: below zero, brought forward again', [AGENT], 130_000, -6_209],
    ['the owner files MRI: recovered from the whole net, the MRI not deducted', [], 5_045, 130_000],
  ] as const)('%s', (_name, arrangements, broughtForwardKes, net) => {
    const statement = ownerStatement({
      month: '2026-03',
      residency: 'resident',
      arrangements,
      managementFeePercent: 10,
      units: SIX_UNITS,
      expenses: [],
      broughtForwardKes,
    });
    expect([statement.broughtForwardKes, statement.netPayoutKes]).toEqual([broughtForwardKes, net]);
    // The other lines never change with it.
    expect([statement.rentCollectedKes, statement.managementFeeKes, statement.expensesKes]).toEqual([
      150_050, 15_005, 0,
    ]);
  });

  it('with a repair and something brought forward, both come off', () => {
    const statement = ownerStatement({
      month: '2026-03',
      residency: 'non-resident',
      arrangements: [],
      managementFeePercent: 10,
      units: SIX_UNITS,
      expenses: [{ requestNumber: 'MR-0009', description: 'Roof', date: '2026-03-09', amountKes: 30_030 }],
      broughtForwardKes: 10_000,
    });
    // 150,050 − 15,005 − 30,030 − 45,015 (30%) − 10,000.
    expect(statement.netPayoutKes).toBe(50_000);
  });

  it.each([
    ['below zero', -1],
    ['in cents', 99.5],
    ['not a number', Number.NaN],
  ])('refuses a brought forward %s', (_name, broughtForwardKes) => {
    expect(() =>
      ownerStatement({
        month: '2026-03',
        residency: 'resident',
        arrangements: [AGENT],
        managementFeePercent: 10,
        units: [],
        expenses: [],
        broughtForwardKes,
      }),
    ).toThrow(RangeError);
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
