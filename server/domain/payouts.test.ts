import { describe, expect, it } from 'vitest';
import type { Payout } from '../../src/types/api.gen';
import type { PayoutTransfer, TransferResult } from '../adapters/payouts';
import { maintenanceSeed } from './data/maintenance';
import {
  portalSeed,
  type StoredCharge,
  type StoredLease,
  type StoredPayment,
  type StoredPayout,
  type StoredPayoutMethod,
  type StoredProperty,
} from './data/portal';
import { db } from './db';
import { type PayoutDestination } from './owners';
import { PAYOUT_TEXTS, payOut, payoutRefusal, payoutsDue, payoutsSeed } from './payouts';
import {
  type OwnerTables,
  ownerPortfolio,
  propertyStatement,
  propertyStatements,
  type PropertyStatement,
} from './portal';
import type { StoredMaintenanceRequest } from './tables';
import { pinClock } from '../test-clock';
import { inDataset } from '../testing';

// Payouts (product rules, 'Payouts'): which statements are due, which may be paid out and in
// what words one is refused, what is brought forward, the sample data's payouts, and 'Pay out'.

const BANK: PayoutDestination = { kind: 'bank', bank: 'Equity Bank', accountNumber: '0170299184821' };
const PHONE: PayoutDestination = { kind: 'mpesa', phone: '254722481315' };
const PAID: Payout = {
  id: 'py-1',
  propertyId: 'pr-ouru',
  propertyName: 'Ouru Heights',
  ownerName: 'Ruth Nyaboke',
  month: '2026-10',
  amountKes: 92_500,
  method: { kind: 'bank', label: 'Equity Bank ••• 4821' },
  reference: 'FT26309ABCDE',
  paidAt: '2026-11-05T07:00:00.000Z',
};

describe('payoutRefusal: what may be paid out on 18 March 2025, and in what words not', () => {
  const nothing = PAYOUT_TEXTS.nothingToPay;
  // prettier-ignore
  it.each<[string, string, number, Payout | null, PayoutDestination | undefined, { status: number; text: string } | null]>([
    ["last month's, to a bank", '2025-02', 92_500, null, BANK, null],
    ['an older one, to a phone', '2024-11', 14_850, null, PHONE, null],
    ["to a phone, exactly M-Pesa's limit", '2025-02', 250_000, null, PHONE, null],
    ["to a phone, a shilling over M-Pesa's limit", '2025-02', 250_001, null, PHONE, { status: 400, text: 'The payout is over the M-Pesa limit; pay it by bank.' }],
    ['to a bank, over M-Pesa’s limit: no limit', '2025-02', 1_250_000, null, BANK, null],
    ["this month's, so far", '2025-03', 84_142, null, BANK, { status: 400, text: "This month's statement can be paid out once the month is over." }],
    ["next month's", '2025-04', 10_000, null, BANK, { status: 400, text: "This month's statement can be paid out once the month is over." }],
    ['a net payout of zero', '2025-02', 0, null, BANK, { status: 400, text: 'There is nothing to pay out for this statement.' }],
    ['a net payout below zero (brought forward instead)', '2025-02', -5_000, null, BANK, { status: 400, text: nothing }],
    ['no payout method', '2025-02', 92_500, null, undefined, { status: 400, text: 'No payout method is set for this owner.' }],
    ['nothing to pay and no method: nothing to pay first', '2025-02', 0, null, undefined, { status: 400, text: nothing }],
    ['already paid out', '2026-10', 92_500, PAID, BANK, { status: 409, text: 'This statement was paid out on 5 November 2026.' }],
    ['already paid, whatever else: 409 first', '2025-03', 0, PAID, undefined, { status: 409, text: 'This statement was paid out on 5 November 2026.' }],
  ])('%s', (_case, month, netPayoutKes, payout, method, refusal) => {
    expect(payoutRefusal({ month, netPayoutKes, payout }, method, '2025-03-18')).toEqual(refusal);
  });
});

// ---- Two properties of one owner, by hand: what is brought forward, and what is due ----

const OWNER = 'u-payouts-owner';
const OTHER_OWNER = 'u-payouts-other';
const property = (id: string, name: string, ownerUserId: string): StoredProperty => ({
  id,
  name,
  town: 'Nakuru',
  ownerUserId,
  ownerResidency: 'resident',
  managementFeePercent: 10,
});
const AMANI = property('pr-amani', 'Amani Flats', OWNER);
const BARAKA = property('pr-baraka', 'Baraka Court', OTHER_OWNER);

const lease = (propertyId: string, startDate: string, endDate: string): StoredLease => ({
  id: `ls-${propertyId}-${startDate}`,
  propertyId,
  unitId: `un-${propertyId}`,
  unit: 'U1',
  tenantUserId: null,
  tenantName: 'Wanjiru Kamau',
  tenantPhone: '254700000001',
  startDate,
  endDate,
  monthlyRentKes: 20_000,
  serviceChargeKes: 0,
  payReference: 'TEST-U1',
  noticeGivenOn: null,
});
const rentPaid = (leaseId: string, month: string): [StoredCharge, StoredPayment] => [
  {
    id: `ch-${leaseId}-${month}`,
    leaseId,
    date: `${month}-01`,
    dueDate: `${month}-05`,
    category: 'rent',
    description: `Rent, ${month}`,
    amountKes: 20_000,
  },
  {
    id: `pm-${leaseId}-${month}`,
    leaseId,
    date: `${month}-03`,
    time: '09:00',
    amountKes: 20_000,
    channel: 'paybill',
    receipt: `R${month}`,
    accountNumber: 'TEST-U1',
    phone: '254700000001',
    payerName: 'Wanjiru Kamau',
  },
];
/** An approved repair resolved on `resolvedOn`: an expense of that month. */
const repair = (
  propertyId: string,
  number: string,
  resolvedOn: string,
  costKes: number,
): StoredMaintenanceRequest => ({
  ...maintenanceSeed('2025-05-10')[0]!,
  id: number.toLowerCase(),
  number,
  propertyId,
  status: 'closed',
  costEstimateKes: costKes,
  approval: { decision: 'approved', note: '', at: `${resolvedOn}T09:00`, by: 'Test O.' },
  resolvedOn,
});

// Amani: let from January, rent paid every month; a KES 50,000 repair in February.
// Baraka: let January and February (a KES 30,000 repair in February), empty in March, let again from April.
const AMANI_LEASE = lease('pr-amani', '2025-01-01', '2025-12-31');
const BARAKA_FIRST = lease('pr-baraka', '2025-01-01', '2025-02-28');
const BARAKA_SECOND = lease('pr-baraka', '2025-04-01', '2026-03-31');
const rows = [
  ...['2025-01', '2025-02', '2025-03', '2025-04', '2025-05'].flatMap((m) => rentPaid(AMANI_LEASE.id, m)),
  ...['2025-01', '2025-02'].flatMap((m) => rentPaid(BARAKA_FIRST.id, m)),
  ...['2025-04', '2025-05'].flatMap((m) => rentPaid(BARAKA_SECOND.id, m)),
];
const paidOut = (propertyId: string, month: string, amountKes: number, paidAt: string): StoredPayout => ({
  ...PAID,
  id: `py-${propertyId}-${month}`,
  propertyId,
  propertyName: propertyId === AMANI.id ? AMANI.name : BARAKA.name,
  ownerUserId: propertyId === AMANI.id ? OWNER : OTHER_OWNER,
  month,
  amountKes,
  paidAt,
});
const tablesWith = (payouts: StoredPayout[]): OwnerTables => ({
  units: [AMANI, BARAKA].map((p) => ({
    id: `un-${p.id}`,
    propertyId: p.id,
    unit: 'U1',
    bedrooms: 1,
    rentKes: 20_000,
  })),
  leases: [AMANI_LEASE, BARAKA_FIRST, BARAKA_SECOND],
  charges: rows.filter((r): r is StoredCharge => 'category' in r),
  payments: rows.filter((r): r is StoredPayment => 'channel' in r),
  requests: [
    repair(AMANI.id, 'MR-0101', '2025-02-14', 50_000),
    repair(BARAKA.id, 'MR-0102', '2025-02-20', 30_000),
  ],
  taxArrangements: [],
  payouts,
});
// Amani's January is paid.
const JANUARY_PAID = paidOut(AMANI.id, '2025-01', 18_000, '2025-02-05T07:00:00.000Z');
const TABLES = tablesWith([JANUARY_PAID]);
const METHODS: StoredPayoutMethod[] = [{ id: 'po-1', ownerUserId: OWNER, ...BANK }];
const TODAY = '2025-05-10';

const figures = (s: PropertyStatement) => [
  s.month,
  s.rentCollectedKes,
  s.managementFeeKes,
  s.expensesKes,
  s.broughtForwardKes,
  s.netPayoutKes,
];

describe("brought forward (product rules, 'Payouts'): a net payout below zero is recovered from the next", () => {
  it('month after month while it stays below zero, and recovered once the rent covers it', () => {
    // [month, collected, fee, expenses, brought forward, net]: MRI due from a resident owner is not deducted.
    expect(propertyStatements(AMANI, TABLES, '2025-05', '').map(figures)).toEqual([
      ['2025-01', 20_000, 2_000, 0, 0, 18_000],
      ['2025-02', 20_000, 2_000, 50_000, 0, -32_000],
      ['2025-03', 20_000, 2_000, 0, 32_000, -14_000],
      ['2025-04', 20_000, 2_000, 0, 14_000, 4_000],
      ['2025-05', 20_000, 2_000, 0, 0, 18_000],
    ]);
  });

  it('a month without activity between two carries it on, and has no statement of its own', () => {
    expect(propertyStatements(BARAKA, TABLES, '2025-05', '').map(figures)).toEqual([
      ['2025-01', 20_000, 2_000, 0, 0, 18_000],
      ['2025-02', 20_000, 2_000, 30_000, 0, -12_000],
      ['2025-04', 20_000, 2_000, 0, 12_000, 6_000],
      ['2025-05', 20_000, 2_000, 0, 0, 18_000],
    ]);
  });

  it('one statement alone says the same; a month before the first brings nothing', () => {
    expect(figures(propertyStatement(AMANI, '2025-03', TABLES, ''))).toEqual(['2025-03', 20_000, 2_000, 0, 32_000, -14_000]);
    expect(figures(propertyStatement(AMANI, '2024-12', TABLES, ''))).toEqual(['2024-12', 0, 0, 0, 0, 0]);
  });

  it("each statement carries its payout, or null", () => {
    expect(propertyStatement(AMANI, '2025-01', TABLES, '').payout).toEqual({ ...PAID, id: 'py-pr-amani-2025-01', propertyId: AMANI.id, propertyName: 'Amani Flats', month: '2025-01', amountKes: 18_000, paidAt: '2025-02-05T07:00:00.000Z' });
    expect(propertyStatement(AMANI, '2025-04', TABLES, '').payout).toBeNull();
  });
}); // prettier-ignore

describe('payoutsDue: months before this one, above zero, not paid; oldest first, then by property', () => {
  it('on 10 May 2025: the owner without a method has null, every negative month and this month left out', () => {
    expect(payoutsDue([BARAKA, AMANI], TABLES, METHODS, TODAY)).toEqual([
      {
        propertyId: BARAKA.id,
        propertyName: 'Baraka Court',
        town: 'Nakuru',
        ownerUserId: OTHER_OWNER,
        ownerName: '',
        month: '2025-01',
        netPayoutKes: 18_000,
        method: null,
      },
      expect.objectContaining({
        propertyId: AMANI.id,
        month: '2025-04',
        netPayoutKes: 4_000,
        method: { kind: 'bank', label: 'Equity Bank ••• 4821' },
      }),
      expect.objectContaining({ propertyId: BARAKA.id, month: '2025-04', netPayoutKes: 6_000 }),
    ]);
  });

  it('the first of each month: last month becomes due', () => {
    expect(payoutsDue([AMANI], TABLES, METHODS, '2025-06-01').map((d) => [d.month, d.netPayoutKes])).toEqual([
      ['2025-04', 4_000],
      ['2025-05', 18_000],
    ]);
  });
});

describe("the owner's home: the last payout and the next one expected", () => {
  const home = (payouts: StoredPayout[]) => {
    const view = ownerPortfolio([AMANI], tablesWith(payouts), TODAY);
    return [view.lastPayout && [view.lastPayout.month, view.lastPayout.amountKes], view.nextPayout];
  };
  it.each<[string, StoredPayout[], unknown]>([
    ['none paid yet: the oldest above zero', [], [null, { propertyId: AMANI.id, propertyName: 'Amani Flats', month: '2025-01', amountKes: 18_000 }]],
    ['January paid: April, past the months below zero', [JANUARY_PAID], [['2025-01', 18_000], { propertyId: AMANI.id, propertyName: 'Amani Flats', month: '2025-04', amountKes: 4_000 }]],
    [
      "every earlier one paid: this month's so far",
      [JANUARY_PAID, paidOut(AMANI.id, '2025-04', 4_000, '2025-05-06T08:00:00.000Z')],
      [['2025-04', 4_000], { propertyId: AMANI.id, propertyName: 'Amani Flats', month: '2025-05', amountKes: 18_000 }],
    ],
    [
      'the latest is the one paid last',
      [paidOut(AMANI.id, '2025-04', 4_000, '2025-05-06T08:00:00.000Z'), JANUARY_PAID, paidOut(AMANI.id, '2025-05', 18_000, '2025-05-09T08:00:00.000Z')],
      [['2025-05', 18_000], null],
    ],
  ])('%s', (_case, payouts, expected) => {
    expect(home(payouts)).toEqual(expected);
  });

  it("another owner's payouts are not the owner's", () => {
    const view = ownerPortfolio([AMANI], tablesWith([paidOut(BARAKA.id, '2025-01', 18_000, '2025-02-05T07:00:00.000Z')]), TODAY);
    expect(view.lastPayout).toBeNull();
  });
}); // prettier-ignore

describe('the sample data: every statement before last month is paid out', () => {
  it('on 18 March 2025: up to January, on the 5th of the next month at 10:00 EAT, each to its owner’s method', () => {
    // prettier-ignore
    expect(payoutsSeed('2025-03-18').map((p) => [p.id, p.ownerUserId, p.month, p.amountKes, p.method.label, p.reference, p.paidAt])).toEqual([
      ['py-ouru-2024-10', 'u-owner', '2024-10', 14_850, 'Equity Bank ••• 4821', 'FT24310EF9H7', '2024-11-05T07:00:00.000Z'],
      ['py-ouru-2024-11', 'u-owner', '2024-11', 14_850, 'Equity Bank ••• 4821', 'FT24340SFFL4', '2024-12-05T07:00:00.000Z'],
      ['py-kilimani-2024-12', 'u-owner', '2024-12', 76_725, 'Equity Bank ••• 4821', 'FT25005A4GI2', '2025-01-05T07:00:00.000Z'],
      ['py-milimani-2024-12', 'u-resident', '2024-12', 49_500, 'M-Pesa 0722 ••• 315', 'TA5KZDIMST', '2025-01-05T07:00:00.000Z'],
      ['py-ouru-2024-12', 'u-owner', '2024-12', 99_000, 'Equity Bank ••• 4821', 'FT250057GN7P', '2025-01-05T07:00:00.000Z'],
      ['py-parklands-2024-12', 'u-investor', '2024-12', 70_800, 'KCB Bank ••• 9034', 'FT25005OC2WL', '2025-01-05T07:00:00.000Z'],
      ['py-kilimani-2025-01', 'u-owner', '2025-01', 76_725, 'Equity Bank ••• 4821', 'FT25036O3CJQ', '2025-02-05T07:00:00.000Z'],
      ['py-milimani-2025-01', 'u-resident', '2025-01', 49_500, 'M-Pesa 0722 ••• 315', 'TB5XBKTY7B', '2025-02-05T07:00:00.000Z'],
      ['py-ouru-2025-01', 'u-owner', '2025-01', 99_000, 'Equity Bank ••• 4821', 'FT250369V3S9', '2025-02-05T07:00:00.000Z'],
      ['py-parklands-2025-01', 'u-investor', '2025-01', 96_000, 'KCB Bank ••• 9034', 'FT25036R3A8F', '2025-02-05T07:00:00.000Z'],
    ]);
  });

  it("so last month's statements are due: February's, by property name", () => {
    const seed = portalSeed('2025-03-18');
    const tables: OwnerTables = { ...seed, requests: maintenanceSeed('2025-03-18'), payouts: payoutsSeed('2025-03-18') };
    // Ouru Heights' February: 116,000 − 11,600 − 3,200 (MR-0001) − 8,700 MRI withheld.
    expect(payoutsDue(seed.properties, tables, seed.payoutMethods, '2025-03-18').map((d) => [d.propertyName, d.month, d.netPayoutKes, d.method?.label])).toEqual([
      ['Kilimani Court', '2025-02', 76_725, 'Equity Bank ••• 4821'],
      ['Milimani House', '2025-02', 49_500, 'M-Pesa 0722 ••• 315'],
      ['Ouru Heights', '2025-02', 92_500, 'Equity Bank ••• 4821'],
      ['Parklands Heights', '2025-02', 96_000, 'KCB Bank ••• 9034'],
    ]);
  }); // prettier-ignore
});

describe("'Pay out' in a request's transaction (the sample data of 18 March 2025)", () => {
  const NOW = new Date(2025, 2, 18, 10, 0, 0);
  pinClock(NOW);

  /** A provider that answers `result` and keeps what it was sent. */
  const provider = (result: TransferResult) => {
    const sent: PayoutTransfer[] = [];
    return { sent, send: (transfer: PayoutTransfer) => (sent.push(transfer), Promise.resolve(result)) };
  };
  const ouruFebruary = { propertyId: 'pr-ouru', month: '2025-02' };
  const stored = () => inDataset(() => db.payouts.list());

  it("sends the statement's net payout to the owner's method, and records it with the provider's reference", async () => {
    const bank = provider({ outcome: 'paid', reference: 'FT25077TEST1' });
    const before = (await stored()).length;
    const result = await inDataset(() =>
      payOut(ouruFebruary, { dataset: 'payouts-domain', send: bank.send, now: NOW }),
    );
    expect(bank.sent).toEqual([
      {
        key: 'pr-ouru|2025-02',
        to: expect.objectContaining(BANK),
        amountKes: 92_500,
        remarks: 'Ouru Heights, February 2025',
        at: NOW,
      },
    ]);
    expect(result).toEqual({
      outcome: 'paid',
      payout: {
        id: expect.stringMatching(/^py-/),
        propertyId: 'pr-ouru',
        propertyName: 'Ouru Heights',
        ownerName: 'Ruth Nyaboke',
        month: '2025-02',
        amountKes: 92_500,
        method: { kind: 'bank', label: 'Equity Bank ••• 4821' },
        reference: 'FT25077TEST1',
        paidAt: NOW.toISOString(),
      },
    });
    expect((await stored()).length).toBe(before + 1);
    // A second time: refused, and the provider is not asked.
    const again = await inDataset(() =>
      payOut(ouruFebruary, { dataset: 'payouts-domain', send: bank.send, now: NOW }),
    );
    expect(again).toEqual({
      outcome: 'refused',
      status: 409,
      text: 'This statement was paid out on 18 March 2025.',
    });
    expect(bank.sent).toHaveLength(1);
  });

  it("a provider's refusal records nothing, and says the provider's words", async () => {
    const refusing = provider({ outcome: 'refused', reason: 'The bank did not accept the transfer.' });
    const before = await stored();
    const result = await inDataset(() =>
      payOut(ouruFebruary, { dataset: 'payouts-domain', send: refusing.send, now: NOW }),
    );
    expect(result).toEqual({ outcome: 'provider-refused', text: 'The bank did not accept the transfer.' });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['an unknown property', { propertyId: 'pr-nowhere', month: '2025-02' }],
    ['a month with no statement', { propertyId: 'pr-ouru', month: '2023-02' }],
  ])('%s: unknown, and the provider is not asked', async (_case, request) => {
    const bank = provider({ outcome: 'paid', reference: 'X' });
    expect(await inDataset(() => payOut(request, { dataset: 'payouts-domain', send: bank.send, now: NOW }))).toEqual({ outcome: 'unknown' });
    expect(bank.sent).toEqual([]);
  }); // prettier-ignore
});
