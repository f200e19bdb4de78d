import type {
  EntryCategory,
  MpesaResultCode,
  OwnerResidency,
  PaymentChannel,
  Payout,
  StaffAllocation,
  TaxArrangement,
  UndoneAllocation,
} from '../../../src/types/api.gen';
import { formatMonth } from '../../../src/lib/format';
import { mpesaReceiptNumber } from './mpesa';
import { addDays } from './sample-dates';

/*
 * The customer portal's sample data (product rules, 'Payments'): the
 * properties the demo owners own, their units and leases, the charges of each lease and the
 * payments received, all dated relative to the day the data set is seeded (product rules,
 * 'Dates'), so the statement of account always ends this month. Fictional people, phone
 * numbers and receipts. Money in whole shillings.
 */

/** A property the firm manages, and whose it is. */
export interface StoredProperty {
  id: string;
  name: string;
  town: string;
  ownerUserId: string;
  ownerResidency: OwnerResidency;
  /** The firm's fee, a percentage of the rent collected. */
  managementFeePercent: number;
  /**
   * What the property is let for; absent: residential (every sample property). MRI is a tax
   * on residential rent only (product rules, 'Owners').
   */
  use?: PropertyUse;
}

export type PropertyUse = 'residential' | 'commercial';

/**
 * One tax arrangement of an owner, as staff set it, from its start month on (product rules,
 * 'Owners'): the owner's statements from that month follow it; earlier ones keep the one
 * before. Its name is the domain's (server/domain/owner-statement.ts).
 */
export type StoredTaxArrangement = Omit<TaxArrangement, 'name' | 'fromMonth'> & {
  id: string;
  ownerUserId: string;
  /** The first month it applies to ('YYYY-MM'). */
  fromMonth: string;
};

/**
 * Where an owner's payouts go (product rules, 'Owners'): M-Pesa to a phone (Daraja's form,
 * 2547XXXXXXXX), or a bank account by Pesalink. Staff see it only masked
 * (server/domain/owners.ts, `payoutMethodLabel`).
 */
export type StoredPayoutMethod =
  | { id: string; ownerUserId: string; kind: 'mpesa'; phone: string }
  | { id: string; ownerUserId: string; kind: 'bank'; bank: string; accountNumber: string };

/**
 * A statement's payout (product rules, 'Payouts'): as the contract shapes it (the method
 * masked as it was when paid), and whose it was. At most one per property and month
 * (server/db/migrations/0004_payouts.sql).
 */
export interface StoredPayout extends Payout {
  ownerUserId: string;
}

export interface StoredUnit {
  id: string;
  propertyId: string;
  /** 'A4'. */
  unit: string;
  bedrooms: number;
  /** The asking rent, for a vacant unit. */
  rentKes: number;
}

export interface StoredLease {
  id: string;
  propertyId: string;
  unitId: string;
  unit: string;
  /** The demo account that rents it, or null for a tenant without a portal account. */
  tenantUserId: string | null;
  tenantName: string;
  /** The tenant's M-Pesa number, 2547XXXXXXXX (staff only; owners never see it). */
  tenantPhone: string;
  startDate: string;
  endDate: string;
  monthlyRentKes: number;
  serviceChargeKes: number;
  /** The Paybill account number and the STK push's AccountReference: at most 12 characters. */
  payReference: string;
  /** The day the tenant gave notice (they leave on endDate), or null. */
  noticeGivenOn: string | null;
}

export interface StoredCharge {
  id: string;
  leaseId: string;
  /** The day it was charged (the 1st of a month). */
  date: string;
  dueDate: string;
  category: Exclude<EntryCategory, 'payment'>;
  description: string;
  amountKes: number;
}

export interface StoredPayment {
  id: string;
  /** The lease it is allocated to; null while Unmatched. */
  leaseId: string | null;
  date: string;
  time: string;
  amountKes: number;
  channel: PaymentChannel;
  receipt: string;
  /** What the payer entered as the account number (Paybill), or the prompt's AccountReference. */
  accountNumber: string;
  phone: string;
  payerName: string;
  /** Who allocated it and when (an ISO timestamp), when staff did; absent otherwise. */
  allocatedBy?: StaffAllocation;
  /** The allocations staff undid, oldest first (server/domain/allocations.ts). */
  undoneAllocations?: StoredUndoneAllocation[];
}

/** An allocation staff undid, recorded on the payment as it was: where it went, who, when and why. */
export type StoredUndoneAllocation = UndoneAllocation;

/** What the phone answered, and when (an ISO timestamp). */
export interface StoredPromptResult {
  code: MpesaResultCode;
  desc: string;
  answeredAt: string;
}

/** An STK push ('Pay with M-Pesa'), keyed by its CheckoutRequestID. */
export interface StoredMpesaPrompt {
  id: string;
  merchantRequestId: string;
  leaseId: string;
  /** The account that asked for it. */
  requestedBy: string;
  phone: string;
  amountKes: number;
  accountReference: string;
  /** ISO timestamps. */
  requestedAt: string;
  expiresAt: string;
  /** Set when the demo answers it automatically (server/domain/mpesa.ts): how, and when. */
  autoAnswer: { answer: string; at: string } | null;
  result: StoredPromptResult | null;
  /** The payment a paid prompt made, and its M-Pesa receipt number. */
  paymentId: string | null;
  receipt: string | null;
}

export interface PortalSeed {
  properties: StoredProperty[];
  units: StoredUnit[];
  leases: StoredLease[];
  charges: StoredCharge[];
  payments: StoredPayment[];
  taxArrangements: StoredTaxArrangement[];
  payoutMethods: StoredPayoutMethod[];
}

/** The demo accounts that own property (server/domain/data/accounts.ts). */
export const OWNER_USER_ID = 'u-owner';
export const INVESTOR_USER_ID = 'u-investor';
/** The resident owner who files MRI herself (resident@example.com): a house in Kisumu. */
export const RESIDENT_OWNER_USER_ID = 'u-resident';
/** The demo tenant (user@example.com), and the lease and pay reference of unit A4. */
export const TENANT_USER_ID = 'u-user';
export const TENANT_LEASE_ID = 'ls-ouru-a4';
export const TENANT_PAY_REFERENCE = 'KSI-A4';
/** The second demo tenant (tenant2@example.com), of unit A1 at the same property. */
export const SECOND_TENANT_USER_ID = 'u-tenant2';

/** Rent is charged on the 1st and due on the 5th (product rules, 'Payments'). */
export const RENT_DUE_DAY = 5;

const pad = (n: number): string => String(n).padStart(2, '0');

/** The first day of the month `offset` months from `today`'s: ('2025-03-18', -1) is '2025-02-01'. */
export function monthStart(today: string, offset: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** Day `day` of the month that starts on `start` (kept within the month). */
export function dayOf(start: string, day: number): string {
  const [year, month] = start.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${start.slice(0, 8)}${pad(Math.min(day, last))}`;
}

/** 'March 2025' for any date of March 2025 (the product's one month style). */
const monthName = (date: string): string => formatMonth(date.slice(0, 7));

const dayOfMonth = (date: string): number => Number(date.slice(8, 10));

// ---- Properties and units ----

const PROPERTIES: readonly StoredProperty[] = [
  {
    id: 'pr-ouru',
    name: 'Ouru Heights',
    town: 'Kisii',
    ownerUserId: OWNER_USER_ID,
    ownerResidency: 'resident',
    managementFeePercent: 10,
  },
  {
    id: 'pr-kilimani',
    name: 'Kilimani Court',
    town: 'Nairobi',
    ownerUserId: OWNER_USER_ID,
    ownerResidency: 'resident',
    managementFeePercent: 10,
  },
  {
    id: 'pr-parklands',
    name: 'Parklands Heights',
    town: 'Nairobi',
    ownerUserId: INVESTOR_USER_ID,
    ownerResidency: 'non-resident',
    managementFeePercent: 10,
  },
  {
    id: 'pr-milimani',
    name: 'Milimani House',
    town: 'Kisumu',
    ownerUserId: RESIDENT_OWNER_USER_ID,
    ownerResidency: 'resident',
    managementFeePercent: 10,
  },
];

const unit = (propertyId: string, name: string, bedrooms: number, rentKes: number): StoredUnit => ({
  id: `un-${propertyId.slice(3)}-${name.toLowerCase()}`,
  propertyId,
  unit: name,
  bedrooms,
  rentKes,
});

const UNITS: readonly StoredUnit[] = [
  ...['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].map((name) =>
    unit('pr-ouru', name, name >= 'A4' ? 2 : 1, name >= 'A4' ? 18_000 : 15_000),
  ),
  ...['B1', 'B2', 'B3', 'B4', 'B5', 'B6'].map((name) => unit('pr-ouru', name, 1, 12_000)),
  unit('pr-kilimani', '1A', 2, 45_000),
  unit('pr-kilimani', '1B', 2, 45_000),
  unit('pr-kilimani', '2A', 3, 48_000),
  unit('pr-kilimani', '2B', 3, 48_000),
  ...['101', '102', '201', '202', '301', '302'].map((name) => unit('pr-parklands', name, 2, 40_000)),
  unit('pr-milimani', 'House', 3, 55_000),
];

// ---- Leases ----

/** A lease as written: its dates relative to the seed's month, its payments' habits. */
interface LeaseFixture {
  property: string;
  unit: string;
  tenantUserId?: string;
  tenantName: string;
  tenantPhone: string;
  payReference: string;
  rentKes: number;
  serviceChargeKes: number;
  /** The month the lease began, counted from the seed's month (-14: fourteen months ago). */
  startMonth: number;
  /** Water billed each month (Kisii): the amounts cycle. Empty: water is in the service charge. */
  water: readonly number[];
  /** The day of the month the tenant usually pays, and how. */
  payDay: number;
  channel: PaymentChannel;
  time: string;
  /** Gave notice last month: leaves at the end of next month. */
  underNotice?: boolean;
  /** Paid only this much of last month's charges (arrears an owner sees). */
  shortLastMonthKes?: number;
  /** This month's payment came by Paybill with a mistyped account number: it is Unmatched (unmatchedPayments). */
  paidThisMonthUnmatched?: boolean;
}

const KISII_WATER = [420, 380, 510, 460, 350, 440] as const;

const OTHER_LEASES: readonly LeaseFixture[] = [
  { property: 'pr-ouru', unit: 'A1', tenantUserId: SECOND_TENANT_USER_ID, tenantName: 'Grace Moraa', tenantPhone: '254711204518', payReference: 'KSI-A1', rentKes: 15_000, serviceChargeKes: 1_500, startMonth: -14, water: [310, 290, 350], payDay: 2, channel: 'paybill', time: '07:55' },
  { property: 'pr-ouru', unit: 'A2', tenantName: 'Victor Ongeri', tenantPhone: '254722318840', payReference: 'KSI-A2', rentKes: 15_000, serviceChargeKes: 1_500, startMonth: -9, water: [280, 330, 300], payDay: 4, channel: 'mpesa-prompt', time: '12:31' },
  { property: 'pr-ouru', unit: 'A5', tenantName: 'Faith Kwamboka', tenantPhone: '254733901276', payReference: 'KSI-A5', rentKes: 18_000, serviceChargeKes: 1_500, startMonth: -20, water: [470, 450, 520], payDay: 5, channel: 'paybill', time: '18:04', underNotice: true, paidThisMonthUnmatched: true },
  { property: 'pr-ouru', unit: 'A6', tenantName: 'Joseph Nyangau', tenantPhone: '254710556093', payReference: 'KSI-A6', rentKes: 18_000, serviceChargeKes: 1_500, startMonth: -3, water: [390, 410, 430], payDay: 1, channel: 'paybill', time: '09:12' },
  { property: 'pr-ouru', unit: 'B1', tenantName: 'Lilian Bosibori', tenantPhone: '254745112087', payReference: 'KSI-B1', rentKes: 12_000, serviceChargeKes: 1_000, startMonth: -11, water: [240, 260, 220], payDay: 3, channel: 'mpesa-prompt', time: '20:47' },
  { property: 'pr-ouru', unit: 'B3', tenantName: 'Samuel Onchiri', tenantPhone: '254768420915', payReference: 'KSI-B3', rentKes: 12_000, serviceChargeKes: 1_000, startMonth: -7, water: [300, 280, 310], payDay: 9, channel: 'paybill', time: '16:26', shortLastMonthKes: 8_000 },
  { property: 'pr-ouru', unit: 'B5', tenantName: 'Esther Kemunto', tenantPhone: '254113650428', payReference: 'KSI-B5', rentKes: 12_000, serviceChargeKes: 1_000, startMonth: -16, water: [250, 270, 230], payDay: 4, channel: 'paybill', time: '08:40' },
  { property: 'pr-kilimani', unit: '1A', tenantName: 'Kevin Mwangi', tenantPhone: '254722847301', payReference: 'KLM-1A', rentKes: 45_000, serviceChargeKes: 5_000, startMonth: -8, water: [], payDay: 1, channel: 'paybill', time: '10:15' },
  { property: 'pr-kilimani', unit: '2B', tenantName: 'Aisha Hassan', tenantPhone: '254712906534', payReference: 'KLM-2B', rentKes: 48_000, serviceChargeKes: 5_000, startMonth: -5, water: [], payDay: 3, channel: 'mpesa-prompt', time: '21:02' },
  { property: 'pr-parklands', unit: '101', tenantName: 'Peter Kamau', tenantPhone: '254701338275', payReference: 'PKL-101', rentKes: 38_000, serviceChargeKes: 4_000, startMonth: -13, water: [], payDay: 2, channel: 'paybill', time: '06:58' },
  { property: 'pr-parklands', unit: '201', tenantName: 'Naliaka Wekesa', tenantPhone: '254114207719', payReference: 'PKL-201', rentKes: 40_000, serviceChargeKes: 4_000, startMonth: -6, water: [], payDay: 5, channel: 'mpesa-prompt', time: '13:44' },
  { property: 'pr-parklands', unit: '202', tenantName: 'Tom Odhiambo', tenantPhone: '254729664180', payReference: 'PKL-202', rentKes: 40_000, serviceChargeKes: 4_000, startMonth: -10, water: [], payDay: 1, channel: 'paybill', time: '19:20' },
  { property: 'pr-milimani', unit: 'House', tenantName: 'Otieno Ochieng', tenantPhone: '254724615309', payReference: 'KSM-HOUSE', rentKes: 55_000, serviceChargeKes: 0, startMonth: -9, water: [], payDay: 2, channel: 'paybill', time: '09:47' },
  { property: 'pr-parklands', unit: '302', tenantName: 'Wairimu Njoroge', tenantPhone: '254790441852', payReference: 'PKL-302', rentKes: 42_000, serviceChargeKes: 4_000, startMonth: -2, water: [], payDay: 4, channel: 'paybill', time: '11:09' },
]; // prettier-ignore

/** The demo tenant's lease: unit A4, six months of history (this month the sixth). */
const TENANT_LEASE: LeaseFixture = {
  property: 'pr-ouru',
  unit: 'A4',
  tenantUserId: TENANT_USER_ID,
  tenantName: 'Brian Nyakundi',
  tenantPhone: '254712345678',
  payReference: TENANT_PAY_REFERENCE,
  rentKes: 18_000,
  serviceChargeKes: 1_500,
  startMonth: -5,
  water: KISII_WATER,
  payDay: 3,
  channel: 'mpesa-prompt',
  time: '08:14',
};

/** How many months of charges the other leases show (this month the last), so owners see several months of statements. */
const OTHER_HISTORY_MONTHS = 4;

function leaseOf(fixture: LeaseFixture, today: string): StoredLease {
  const startDate = monthStart(today, fixture.startMonth);
  // A year's lease, renewed for another year when that year has run out.
  const years = fixture.startMonth <= -12 ? 2 : 1;
  const endDate = fixture.underNotice
    ? addDays(monthStart(today, 2), -1)
    : addDays(monthStart(startDate, 12 * years), -1);
  const unitId = `un-${fixture.property.slice(3)}-${fixture.unit.toLowerCase()}`;
  return {
    id: `ls-${fixture.property.slice(3)}-${fixture.unit.toLowerCase()}`,
    propertyId: fixture.property,
    unitId,
    unit: fixture.unit,
    tenantUserId: fixture.tenantUserId ?? null,
    tenantName: fixture.tenantName,
    tenantPhone: fixture.tenantPhone,
    startDate,
    endDate,
    monthlyRentKes: fixture.rentKes,
    serviceChargeKes: fixture.serviceChargeKes,
    payReference: fixture.payReference,
    noticeGivenOn: fixture.underNotice ? dayOf(monthStart(today, -1), 20) : null,
  };
}

/** One month's charges of a lease: rent and service charge for the month, water for the month before. */
function monthCharges(lease: StoredLease, start: string, water: number | undefined): StoredCharge[] {
  const due = dayOf(start, RENT_DUE_DAY);
  const month = start.slice(0, 7);
  const charges: StoredCharge[] = [
    {
      id: `ch-${lease.id}-${month}-rent`,
      leaseId: lease.id,
      date: start,
      dueDate: due,
      category: 'rent',
      description: `Rent, ${monthName(start)}`,
      amountKes: lease.monthlyRentKes,
    },
  ];
  if (lease.serviceChargeKes > 0) {
    charges.push({
      id: `ch-${lease.id}-${month}-service`,
      leaseId: lease.id,
      date: start,
      dueDate: due,
      category: 'service-charge',
      description: `Service charge, ${monthName(start)}`,
      amountKes: lease.serviceChargeKes,
    });
  }
  if (water !== undefined) {
    charges.push({
      id: `ch-${lease.id}-${month}-water`,
      leaseId: lease.id,
      date: start,
      dueDate: due,
      category: 'water',
      description: `Water, ${monthName(addDays(start, -1))}`,
      amountKes: water,
    });
  }
  return charges;
}

const total = (charges: readonly StoredCharge[]): number => charges.reduce((sum, c) => sum + c.amountKes, 0);

function payment(
  lease: StoredLease,
  id: string,
  date: string,
  time: string,
  amountKes: number,
  channel: PaymentChannel,
): StoredPayment {
  return {
    id,
    leaseId: lease.id,
    date,
    time,
    amountKes,
    channel,
    receipt: mpesaReceiptNumber(id, date),
    accountNumber: lease.payReference,
    phone: lease.tenantPhone,
    payerName: lease.tenantName,
  };
}

/**
 * The demo tenant's six months (product rules, 'Payments'): paid on
 * time but for one month paid late in two parts, and last month's water left unpaid, so
 * 'Amount due' shows a real figure on any day. This month is paid on the 3rd once the 3rd
 * has passed; before that, this month's charges are due as well.
 */
function tenantHistory(today: string): { charges: StoredCharge[]; payments: StoredPayment[] } {
  const lease = leaseOf(TENANT_LEASE, today);
  const charges: StoredCharge[] = [];
  const payments: StoredPayment[] = [];
  const pay = (offset: number, day: number, time: string, amountKes: number, channel: PaymentChannel) => {
    const date = dayOf(monthStart(today, offset), day);
    if (date < today) {
      payments.push(
        payment(lease, `pm-ouru-a4-${date}-${time.replace(':', '')}`, date, time, amountKes, channel),
      );
    }
  };
  for (let offset = -5; offset <= 0; offset++) {
    const start = monthStart(today, offset);
    // No water in the first month: nothing had been used before the tenant moved in.
    const month = monthCharges(lease, start, offset === -5 ? undefined : KISII_WATER[offset + 5]);
    charges.push(...month);
    const due = total(month);
    const water = month.find((c) => c.category === 'water')?.amountKes ?? 0;
    switch (offset) {
      case -5:
        pay(offset, 3, '08:14', due, 'mpesa-prompt');
        break;
      case -4:
        pay(offset, 4, '18:52', due, 'paybill');
        break;
      case -3: // paid late, in two parts
        pay(offset, 12, '12:05', 10_000, 'paybill');
        pay(offset, 19, '20:31', due - 10_000, 'mpesa-prompt');
        break;
      case -2:
        pay(offset, 2, '07:48', due, 'mpesa-prompt');
        break;
      case -1: // the water left unpaid: the balance carried
        pay(offset, 5, '09:26', due - water, 'paybill');
        break;
      default: // this month, once the 3rd has passed
        pay(offset, TENANT_LEASE.payDay, '08:03', due, 'mpesa-prompt');
    }
  }
  return { charges, payments };
}

/** Another tenant's last months (OTHER_HISTORY_MONTHS): charged on the 1st, paid on their usual day once it has passed. */
function otherHistory(
  fixture: LeaseFixture,
  today: string,
): { charges: StoredCharge[]; payments: StoredPayment[] } {
  const lease = leaseOf(fixture, today);
  const charges: StoredCharge[] = [];
  const payments: StoredPayment[] = [];
  for (let i = 0; i < OTHER_HISTORY_MONTHS; i++) {
    const offset = i - (OTHER_HISTORY_MONTHS - 1);
    const start = monthStart(today, offset);
    if (start < lease.startDate) continue;
    const water = fixture.water.length > 0 ? fixture.water[i % fixture.water.length] : undefined;
    const month = monthCharges(lease, start, water);
    charges.push(...month);
    const date = dayOf(start, fixture.payDay);
    if (date >= today || (offset === 0 && fixture.paidThisMonthUnmatched)) continue;
    const amount = offset === -1 && fixture.shortLastMonthKes ? fixture.shortLastMonthKes : total(month);
    const id = `pm-${lease.id.slice(3)}-${date}`;
    payments.push(payment(lease, id, date, fixture.time, amount, fixture.channel));
  }
  return { charges, payments };
}

/**
 * Two Paybill payments whose account numbers match no lease (Unmatched), for staff to
 * allocate: the A5 tenant paid this month's charges (KES 19,950) with her reference typed
 * without its dash; someone typed a unit that does not exist.
 */
function unmatchedPayments(today: string): StoredPayment[] {
  const rows: StoredPayment[] = [
    {
      id: 'pm-unmatched-ksia5',
      leaseId: null,
      date: addDays(today, -2),
      time: '07:36',
      amountKes: 19_950,
      channel: 'paybill',
      receipt: '',
      accountNumber: 'KSIA5',
      phone: '254733901276',
      payerName: 'Faith Kwamboka',
    },
    {
      id: 'pm-unmatched-b9',
      leaseId: null,
      date: addDays(today, -1),
      time: '19:42',
      amountKes: 12_000,
      channel: 'paybill',
      receipt: '',
      accountNumber: 'B9',
      phone: '254722000417',
      payerName: 'Evans Nyakweba',
    },
  ];
  return rows.map((row) => ({ ...row, receipt: mpesaReceiptNumber(row.id, row.date) }));
}

/**
 * The owners' tax arrangements (product rules, 'Owners'), set two years before the seed's
 * month: the firm is owner@example.com's appointed MRI agent (a fictional KRA reference);
 * investor@example.com is non-resident; resident@example.com files MRI herself.
 */
export function taxArrangementsSeed(today: string): StoredTaxArrangement[] {
  const fromMonth = monthStart(today, -24).slice(0, 7);
  const none = { appointmentReference: null, appointedOn: null, notApplicableReason: null };
  return [
    {
      id: 'ta-owner-agent',
      ownerUserId: OWNER_USER_ID,
      kind: 'appointed-agent',
      fromMonth,
      appointmentReference: 'KRA/MRI/AGT/00173',
      appointedOn: dayOf(monthStart(today, -25), 14),
      notApplicableReason: null,
    },
    {
      id: 'ta-investor-non-resident',
      ownerUserId: INVESTOR_USER_ID,
      kind: 'non-resident',
      fromMonth,
      ...none,
    },
    { id: 'ta-resident-files', ownerUserId: RESIDENT_OWNER_USER_ID, kind: 'owner-files', fromMonth, ...none },
  ];
}

/**
 * The owners' payout methods (fictional accounts and number): owner@example.com is paid to
 * an Equity Bank account, investor@example.com to a KCB account, resident@example.com by
 * M-Pesa.
 */
export function payoutMethodsSeed(): StoredPayoutMethod[] {
  return [
    { id: 'po-owner', ownerUserId: OWNER_USER_ID, kind: 'bank', bank: 'Equity Bank', accountNumber: '0170299184821' },
    { id: 'po-investor', ownerUserId: INVESTOR_USER_ID, kind: 'bank', bank: 'KCB Bank', accountNumber: '1190442039034' },
    { id: 'po-resident', ownerUserId: RESIDENT_OWNER_USER_ID, kind: 'mpesa', phone: '254722481315' },
  ]; // prettier-ignore
}

/** The whole portal data set as of `today` (each table takes its part). */
export function portalSeed(today: string): PortalSeed {
  const fixtures = [TENANT_LEASE, ...OTHER_LEASES];
  const histories = [tenantHistory(today), ...OTHER_LEASES.map((f) => otherHistory(f, today))];
  return {
    properties: structuredClone([...PROPERTIES]),
    units: structuredClone([...UNITS]),
    leases: fixtures.map((f) => leaseOf(f, today)),
    charges: histories.flatMap((h) => h.charges),
    payments: [...histories.flatMap((h) => h.payments), ...unmatchedPayments(today)],
    taxArrangements: taxArrangementsSeed(today),
    payoutMethods: payoutMethodsSeed(),
  };
}

/** Used by the tests: a tenant's day of the month decides whether this month is paid yet. */
export const tenantPaidThisMonth = (today: string): boolean => dayOfMonth(today) > TENANT_LEASE.payDay;
