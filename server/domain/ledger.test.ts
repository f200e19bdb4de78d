import { describe, expect, it } from 'vitest';
import {
  amountDue,
  balanceOf,
  chargeDueDate,
  dueByOf,
  type LedgerEntry,
  outstandingCharges,
  sortOldestFirst,
  withRunningBalance,
} from './ledger';

// The statement of account (product rules, 'Payments').
interface Row extends LedgerEntry {
  description: string;
  receipt?: string;
}

const charge = (id: string, date: string, amountKes: number, extra: Partial<Row> = {}): Row => ({
  id,
  date,
  kind: 'charge',
  amountKes,
  description: `Charge ${id}`,
  ...extra,
});
const payment = (id: string, date: string, amountKes: number, extra: Partial<Row> = {}): Row => ({
  id,
  date,
  kind: 'payment',
  amountKes,
  description: `Payment ${id}`,
  ...extra,
});

/** [id, balance] of each row, as the statement lists them (newest first). */
const rows = (entries: Row[]) => withRunningBalance(entries).map((row) => [row.id, row.balanceKes]);

const MARCH = [
  charge('rent-mar', '2025-03-01', 12_000),
  payment('pay-mar', '2025-03-03', 12_000, { time: '10:20', receipt: 'QKH94M1Z11' }),
  charge('water-mar', '2025-03-20', 800),
];

describe('withRunningBalance: the balance after each entry, newest first', () => {
  it.each<[string, Row[], [string, number][]]>([
    ['nothing', [], []],
    [
      'rent, its payment, then water',
      MARCH,
      [
        ['water-mar', 800],
        ['pay-mar', 0],
        ['rent-mar', 12_000],
      ],
    ],
    [
      'a payment larger than what is due leaves a credit (negative)',
      [charge('rent', '2025-03-01', 12_000), payment('pay', '2025-03-02', 15_000)],
      [
        ['pay', -3_000],
        ['rent', 12_000],
      ],
    ],
    [
      'a payment before any charge is a credit, which the next charge uses',
      [payment('advance', '2025-02-25', 12_000), charge('rent', '2025-03-01', 12_000)],
      [
        ['rent', 0],
        ['advance', -12_000],
      ],
    ],
    [
      'on one day a charge comes before a payment, whatever their times',
      [
        payment('pay', '2025-03-01', 12_000, { time: '08:00' }),
        charge('rent', '2025-03-01', 12_000, { time: '09:00' }),
      ],
      [
        ['pay', 0],
        ['rent', 12_000],
      ],
    ],
    [
      'payments of one day in time order',
      [
        charge('rent', '2025-03-01', 12_000),
        payment('afternoon', '2025-03-04', 2_000, { time: '14:00' }),
        payment('morning', '2025-03-04', 10_000, { time: '09:00' }),
      ],
      [
        ['afternoon', 0],
        ['morning', 2_000],
        ['rent', 12_000],
      ],
    ],
    [
      'an entry without a time before one with a time, same day and kind',
      [
        payment('timed', '2025-03-04', 2_000, { time: '00:00' }),
        payment('untimed', '2025-03-04', 10_000),
        charge('rent', '2025-03-01', 12_000),
      ],
      [
        ['timed', 0],
        ['untimed', 2_000],
        ['rent', 12_000],
      ],
    ],
    [
      'ties keep the order given',
      [charge('rent', '2025-03-01', 12_000), charge('service', '2025-03-01', 1_500)],
      [
        ['service', 13_500],
        ['rent', 12_000],
      ],
    ],
    [
      'ties keep the order given (the other way round)',
      [charge('service', '2025-03-01', 1_500), charge('rent', '2025-03-01', 12_000)],
      [
        ['rent', 13_500],
        ['service', 1_500],
      ],
    ],
    [
      'dates across months and years, given in any order',
      [
        charge('rent-jan', '2026-01-01', 12_000),
        charge('rent-dec', '2025-12-01', 12_000),
        payment('pay-dec', '2025-12-31', 12_000, { time: '23:59' }),
        charge('rent-nov', '2025-11-01', 12_000),
      ],
      [
        ['rent-jan', 24_000],
        ['pay-dec', 12_000],
        ['rent-dec', 24_000],
        ['rent-nov', 12_000],
      ],
    ],
  ])('%s', (_case, entries, expected) => expect(rows(entries)).toEqual(expected));

  it("keeps every field of the caller's rows and adds balanceKes", () => {
    const [newest] = withRunningBalance([MARCH[1] as Row]);
    expect(newest).toEqual({ ...MARCH[1], balanceKes: -12_000 });
    expect(newest?.receipt).toBe('QKH94M1Z11');
  });

  it("leaves the caller's array and rows as they were", () => {
    const entries = [...MARCH].reverse();
    const before = structuredClone(entries);
    withRunningBalance(entries);
    sortOldestFirst(entries);
    expect(entries).toEqual(before);
  });

  it('gives the top row the balance of the whole statement', () => {
    expect(withRunningBalance(MARCH)[0]?.balanceKes).toBe(balanceOf(MARCH));
  });
});

describe('balanceOf, amountDue (a negative balance is a credit)', () => {
  it.each<[string, Row[], number, number]>([
    ['nothing', [], 0, 0],
    ['rent unpaid', [charge('rent', '2025-03-01', 12_000)], 12_000, 12_000],
    ['March settled but water', MARCH, 800, 800],
    ['paid in full', MARCH.slice(0, 2), 0, 0],
    ['paid part', [charge('rent', '2025-03-01', 12_000), payment('pay', '2025-03-02', 5_000)], 7_000, 7_000],
    ['paid more', [charge('rent', '2025-03-01', 12_000), payment('pay', '2025-03-02', 15_000)], -3_000, 0],
    ['a payment only', [payment('pay', '2025-03-02', 1)], -1, 0],
  ])('%s: balance %i, due %i', (_case, entries, balance, due) => {
    expect(balanceOf(entries)).toBe(balance);
    expect(amountDue(entries)).toBe(due);
  });

  it('adds large sums exactly (whole shillings, no cents)', () => {
    const entries = Array.from({ length: 1_000 }, (_, i) => charge(`c${i}`, '2025-03-01', 250_000));
    expect(balanceOf(entries)).toBe(250_000_000);
  });
});

describe('money and dates the statement refuses: a RangeError naming the entry', () => {
  const bad = (patch: Partial<LedgerEntry>): LedgerEntry[] => [
    charge('rent', '2025-03-01', 12_000),
    { ...charge('bad-one', '2025-03-02', 500), ...patch } as LedgerEntry,
  ];
  it.each<[string, Partial<LedgerEntry>]>([
    ['cents', { amountKes: 12_000.5 }],
    ['a tenth of a shilling', { amountKes: 0.1 }],
    ['zero', { amountKes: 0 }],
    ['negative', { amountKes: -500 }],
    ['NaN', { amountKes: Number.NaN }],
    ['Infinity', { amountKes: Number.POSITIVE_INFINITY }],
    ['beyond safe integers', { amountKes: 2 ** 53 }],
    ['a string amount', { amountKes: '500' as unknown as number }],
    ['another kind', { kind: 'refund' as LedgerEntry['kind'] }],
    ['no real date', { date: '2025-02-30' }],
    ['a date as shown, not stored', { date: '2 March 2025' }],
    ['an empty date', { date: '' }],
    ['a date with time', { date: '2025-03-02T10:00' }],
    ['a time without its leading 0', { time: '9:00' }],
    ['hour 24', { time: '24:00' }],
    ['a due date that is no date', { dueDate: '2025-13-05' }],
  ])('%s', (_case, patch) => {
    const entries = bad(patch);
    for (const run of [
      () => withRunningBalance(entries),
      () => balanceOf(entries),
      () => amountDue(entries),
      () => outstandingCharges(entries),
      () => dueByOf(entries, '2025-03-10'),
    ])
      expect(run).toThrow(/^Ledger entry "bad-one"/);
    expect(() => balanceOf(entries)).toThrow(RangeError);
  });
});

describe('chargeDueDate: the first 5th on or after the charge', () => {
  it.each([
    ['2025-03-01', '2025-03-05'],
    ['2025-03-04', '2025-03-05'],
    ['2025-03-05', '2025-03-05'],
    ['2025-03-06', '2025-04-05'],
    ['2025-03-20', '2025-04-05'],
    ['2025-03-31', '2025-04-05'],
    ['2025-12-01', '2025-12-05'],
    ['2025-12-20', '2026-01-05'],
    ['2024-02-29', '2024-03-05'],
    ['2025-09-30', '2025-10-05'],
  ])('%s -> %s', (date, due) => expect(chargeDueDate(date)).toBe(due));

  it.each(['', '2025-02-29', '1 March 2025', '2025-3-1'])('%j is refused', (date) =>
    expect(() => chargeDueDate(date)).toThrow(RangeError),
  );
});

describe('outstandingCharges: payments pay the oldest charge first', () => {
  it.each<[string, Row[], [string, number, string][]]>([
    ['nothing', [], []],
    ['all paid', MARCH.slice(0, 2), []],
    [
      'a part payment pays February before March',
      [
        charge('rent-feb', '2025-02-01', 12_000),
        charge('rent-mar', '2025-03-01', 12_000),
        payment('pay', '2025-03-03', 15_000),
      ],
      [['rent-mar', 9_000, '2025-03-05']],
    ],
    [
      'a payment made before the charges pays them all the same',
      [
        payment('advance', '2025-01-20', 13_000),
        charge('rent-feb', '2025-02-01', 12_000),
        charge('water-feb', '2025-02-18', 800),
        charge('rent-mar', '2025-03-01', 12_000),
      ],
      [['rent-mar', 11_800, '2025-03-05']],
    ],
    [
      'nothing paid: every charge, oldest first, water due with the next rent',
      [charge('water-feb', '2025-02-18', 800), charge('rent-feb', '2025-02-01', 12_000)],
      [
        ['rent-feb', 12_000, '2025-02-05'],
        ['water-feb', 800, '2025-03-05'],
      ],
    ],
    [
      "a charge's own due date wins",
      [charge('deposit', '2025-02-01', 24_000, { dueDate: '2025-02-01' })],
      [['deposit', 24_000, '2025-02-01']],
    ],
  ])('%s', (_case, entries, expected) =>
    expect(
      outstandingCharges(entries).map((item) => [item.entry.id, item.outstandingKes, item.dueDate]),
    ).toEqual(expected),
  );

  it('leaves outstanding exactly the amount due', () => {
    const entries = [
      ...MARCH,
      charge('rent-apr', '2025-04-01', 12_000),
      payment('pay-apr', '2025-04-02', 5_000),
    ];
    const total = outstandingCharges(entries).reduce((sum, item) => sum + item.outstandingKes, 0);
    expect(total).toBe(amountDue(entries));
  });
});

describe("dueByOf: 'Due by', the oldest unpaid charge's due date", () => {
  const rentMar = charge('rent-mar', '2025-03-01', 12_000);
  it.each<[string, Row[], string, { date: string; overdue: boolean } | null]>([
    ['nothing on the statement', [], '2025-03-10', null],
    ['settled', MARCH.slice(0, 2), '2025-03-10', null],
    ['in credit', [rentMar, payment('pay', '2025-03-02', 15_000)], '2025-03-10', null],
    ["March's rent on 1 March", [rentMar], '2025-03-01', { date: '2025-03-05', overdue: false }],
    ["March's rent on 3 March", [rentMar], '2025-03-03', { date: '2025-03-05', overdue: false }],
    [
      'on the due date itself, still on time',
      [rentMar],
      '2025-03-05',
      { date: '2025-03-05', overdue: false },
    ],
    ['the day after, overdue', [rentMar], '2025-03-06', { date: '2025-03-05', overdue: true }],
    [
      'part paid, still the same charge',
      [rentMar, payment('pay', '2025-03-02', 11_999)],
      '2025-03-04',
      { date: '2025-03-05', overdue: false },
    ],
    [
      "February's rent also unpaid: the arrears' date, overdue",
      [charge('rent-feb', '2025-02-01', 12_000), rentMar],
      '2025-03-03',
      { date: '2025-02-05', overdue: true },
    ],
    [
      'February paid, March not',
      [charge('rent-feb', '2025-02-01', 12_000), payment('pay-feb', '2025-02-04', 12_000), rentMar],
      '2025-03-03',
      { date: '2025-03-05', overdue: false },
    ],
    [
      'rent paid, a water bill of the 20th: due with the next rent',
      MARCH,
      '2025-03-25',
      { date: '2025-04-05', overdue: false },
    ],
    [
      'a water bill of December: due in January',
      [charge('water', '2025-12-20', 800)],
      '2026-01-06',
      {
        date: '2026-01-05',
        overdue: true,
      },
    ],
  ])('%s (today %s)', (_case, entries, today, dueBy) => expect(dueByOf(entries, today)).toEqual(dueBy));

  it.each(['', '3 March 2025', '2025-02-30'])('refuses %j as today', (today) =>
    expect(() => dueByOf([rentMar], today)).toThrow(/^Today: /),
  );
});
