import type {
  AccountEntry,
  LeaseAccount,
  LeaseStatus,
  LeaseSummary,
  OwnedProperty,
  OwnerPortfolio,
  OwnerPropertySummary,
  OwnerStatement,
  OwnerUnit,
  Payment,
  PaymentReceipt,
  Payout,
  StatementPayment,
  StatementRef,
} from '../../src/types/api.gen';
import type { Role } from '../../src/types/user';
import { DEMO_ACCOUNTS } from './data/accounts';
import type { Account } from './sessions';
import { MPESA_BUSINESS_NAME } from './data/mpesa';
import {
  amountDue,
  balanceOf,
  dueByOf,
  outstandingCharges,
  sortOldestFirst,
  withRunningBalance,
} from './ledger';
import { type CategorisedEntry, ownerStatement, type PaymentTrail, tenantShortName } from './owner-statement';
import { arrangementsOf, maskedPhone } from './owners';
import {
  monthStart,
  type StoredCharge,
  type StoredLease,
  type StoredPayment,
  type StoredPayout,
  type StoredProperty,
  type StoredTaxArrangement,
  type StoredUnit,
} from './data/portal';
import { sampleToday } from './data/sample-dates';
import { statementOfPayment } from '../../src/features/payments/statement-of-payment';
import { undoRefusal } from './allocations';
import { db } from './db';
import { expenseMonths, expensesOf } from './maintenance';
import type { StoredMaintenanceRequest } from './tables';

/*
 * The customer portal's rules over the server's tables (product rules, 'Payments'): who may see a lease, a lease's summary and statement of account, an owner's
 * properties, a payment as staff list it, and a receipt. Pure functions over the rows, and
 * a few reads that join them. 'Today' is the clock's local date (sampleToday).
 */

const STAFF_ROLES: readonly Role[] = ['admin', 'manager'];

/** Staff may see every property; a user only a property they own. */
export const maySeeProperty = (account: Account, property: StoredProperty): boolean =>
  STAFF_ROLES.includes(account.user.role) || property.ownerUserId === account.user.id;

/** Staff may see every lease; a user only a lease they rent. */
export const maySeeLease = (account: Account, lease: StoredLease): boolean =>
  STAFF_ROLES.includes(account.user.role) || lease.tenantUserId === account.user.id;

/** Under notice while the tenant has given notice and not yet left; ended after the end date. */
export function leaseStatus(lease: StoredLease, today: string = sampleToday()): LeaseStatus {
  if (lease.endDate < today) return 'ended';
  return lease.noticeGivenOn !== null && lease.noticeGivenOn <= today ? 'under-notice' : 'active';
}

export function leaseSummary(
  lease: StoredLease,
  property: StoredProperty | undefined,
  today: string = sampleToday(),
): LeaseSummary {
  return {
    id: lease.id,
    propertyId: lease.propertyId,
    propertyName: property?.name ?? '',
    town: property?.town ?? '',
    unit: lease.unit,
    tenantName: lease.tenantName,
    startDate: lease.startDate,
    endDate: lease.endDate,
    monthlyRentKes: lease.monthlyRentKes,
    serviceChargeKes: lease.serviceChargeKes,
    payReference: lease.payReference,
    status: leaseStatus(lease, today),
  };
}

export function ownedProperty(
  property: StoredProperty,
  units: readonly StoredUnit[],
  leases: readonly StoredLease[],
  today: string = sampleToday(),
): OwnedProperty {
  const own = units.filter((u) => u.propertyId === property.id);
  const let_ = new Set(
    leases
      .filter(
        (l) => l.propertyId === property.id && l.startDate <= today && leaseStatus(l, today) !== 'ended',
      )
      .map((l) => l.unitId),
  );
  return {
    id: property.id,
    name: property.name,
    town: property.town,
    unitCount: own.length,
    letUnitCount: own.filter((u) => let_.has(u.id)).length,
    ownerResidency: property.ownerResidency,
    managementFeePercent: property.managementFeePercent,
  };
}

// ---- The statement of account ----

/** The order of one day's charges as a bill lists them (the ledger keeps equal dates in the order given). */
const CHARGE_ORDER: Record<StoredCharge['category'], number> = { rent: 0, 'service-charge': 1, water: 2 };

/** Charges in the order a bill lists them (the ledger keeps equal dates in the order given). */
const billOrder = (charges: readonly StoredCharge[]): StoredCharge[] =>
  [...charges].sort((a, b) => CHARGE_ORDER[a.category] - CHARGE_ORDER[b.category]);

/** A line before its running balance is counted (leaseAccount). */
type Line = Omit<AccountEntry, 'balanceKes'>;

const chargeEntry = (charge: StoredCharge): Line => ({
  id: charge.id,
  date: charge.date,
  kind: 'charge',
  category: charge.category,
  description: charge.description,
  amountKes: charge.amountKes,
  dueDate: charge.dueDate,
});

const paymentEntry = (payment: StoredPayment): Line => ({
  id: payment.id,
  date: payment.date,
  time: payment.time,
  kind: 'payment',
  category: 'payment',
  description: payment.channel === 'paybill' ? 'Payment, M-Pesa Paybill' : 'Payment, M-Pesa',
  amountKes: payment.amountKes,
  receipt: payment.receipt,
  paymentId: payment.id,
  channel: payment.channel,
});

/**
 * A lease's statement (product rules, 'Payments'), by the payments feature's ledger, the
 * app's own arithmetic: the entries newest first, the balance (charges less payments), the
 * amount due, and 'Due by' (the oldest charge not paid in full; null when nothing is owed).
 */
export function leaseAccount(
  summary: LeaseSummary,
  charges: readonly StoredCharge[],
  payments: readonly StoredPayment[],
  today: string = sampleToday(),
): LeaseAccount {
  const entries = sortOldestFirst([...billOrder(charges).map(chargeEntry), ...payments.map(paymentEntry)]);
  const dueBy = dueByOf(entries, today);
  return {
    lease: summary,
    entries: withRunningBalance(entries),
    balanceKes: balanceOf(entries),
    amountDueKes: amountDue(entries),
    dueDate: dueBy?.date ?? null,
    overdue: dueBy?.overdue ?? false,
  };
}

// ---- Payments ----

/** Whether a statement (a property and a month) is paid out, from the payouts made. */
export const paidOutStatements =
  (payouts: readonly Pick<StoredPayout, 'propertyId' | 'month'>[]) =>
  (ref: StatementRef): boolean =>
    payouts.some((p) => p.propertyId === ref.propertyId && p.month === ref.month);

/**
 * A payment as staff list it: its lease's tenant, property, unit and statement, or nulls while
 * Unmatched; who allocated it, whether that can be undone on `today`, and the undone ones.
 */
export function paymentRow(
  payment: StoredPayment,
  lease: StoredLease | undefined,
  property: StoredProperty | undefined,
  { paidOut, today }: { paidOut: (ref: StatementRef) => boolean; today: string },
): Payment {
  const statement = lease ? statementOfPayment(lease.propertyId, payment.date) : null;
  return {
    id: payment.id,
    date: payment.date,
    time: payment.time,
    amountKes: payment.amountKes,
    channel: payment.channel,
    receipt: payment.receipt,
    accountNumber: payment.accountNumber,
    phone: payment.phone,
    payerName: payment.payerName,
    status: lease ? 'matched' : 'unmatched',
    leaseId: lease?.id ?? null,
    tenantName: lease?.tenantName ?? null,
    propertyName: lease ? (property?.name ?? null) : null,
    unit: lease?.unit ?? null,
    statement,
    allocatedBy: lease && payment.allocatedBy ? payment.allocatedBy : null,
    undoable: undoRefusal(payment, statement !== null && paidOut(statement), today) === null,
    undoneAllocations: payment.undoneAllocations ?? [],
  };
}

export function paymentReceipt(
  payment: StoredPayment,
  lease: StoredLease,
  property: StoredProperty | undefined,
): PaymentReceipt {
  return {
    paymentId: payment.id,
    receipt: payment.receipt,
    firmName: MPESA_BUSINESS_NAME,
    tenantName: lease.tenantName,
    propertyName: property?.name ?? '',
    town: property?.town ?? '',
    unit: lease.unit,
    payReference: lease.payReference,
    amountKes: payment.amountKes,
    date: payment.date,
    time: payment.time,
    channel: payment.channel,
  };
}

/** Newest first, by date and time; of equal times, by id (stable). */
export const newestPaymentsFirst = (a: StoredPayment, b: StoredPayment): number => {
  const [x, y] = [`${a.date} ${a.time}`, `${b.date} ${b.time}`];
  if (x !== y) return x < y ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
};

/** Whether the account number is the lease's pay reference (case and surrounding spaces aside). */
export const isPayReferenceOf = (lease: Pick<StoredLease, 'payReference'>, accountNumber: string): boolean =>
  lease.payReference.toUpperCase() === accountNumber.trim().toUpperCase();

/** The lease whose pay reference the account number is (isPayReferenceOf). */
export const leaseForAccountNumber = (
  leases: readonly StoredLease[],
  accountNumber: string,
): StoredLease | undefined => leases.find((lease) => isPayReferenceOf(lease, accountNumber));

/**
 * How a payment reached its lease (the money trail, product rules 'Owners'): 'prompt', paid
 * with 'Pay with M-Pesa'; 'paybill', to the Paybill with the lease's pay reference as the
 * account number (matched as it came in); 'staff', to the Paybill with another account number,
 * so staff allocated it.
 */
export const paymentAllocation = (
  payment: Pick<StoredPayment, 'channel' | 'accountNumber'>,
  lease: Pick<StoredLease, 'payReference'>,
): StatementPayment['allocation'] => {
  if (payment.channel === 'mpesa-prompt') return 'prompt';
  return isPayReferenceOf(lease, payment.accountNumber) ? 'paybill' : 'staff';
};

// ---- Reads that join the tables ----

export async function propertiesById(): Promise<Map<string, StoredProperty>> {
  return new Map((await db.properties.list()).map((p) => [p.id, p]));
}

/** A lease's summary, statement and all, read afresh. */
export async function readLeaseAccount(lease: StoredLease): Promise<LeaseAccount> {
  const [property, charges, payments] = await Promise.all([
    db.properties.find(lease.propertyId),
    db.charges.list(),
    db.payments.list(),
  ]);
  return leaseAccount(
    leaseSummary(lease, property),
    charges.filter((c) => c.leaseId === lease.id),
    payments.filter((p) => p.leaseId === lease.id),
  );
}

/** Every payment as staff list it, newest first. */
export async function readPaymentRows(today: string = sampleToday()): Promise<Payment[]> {
  const [payments, leases, properties, payouts] = await Promise.all([
    db.payments.list(),
    db.leases.list(),
    propertiesById(),
    db.payouts.list(),
  ]);
  const byId = new Map(leases.map((l) => [l.id, l]));
  const context = { paidOut: paidOutStatements(payouts), today };
  return payments.sort(newestPaymentsFirst).map((payment) => {
    const lease = payment.leaseId ? byId.get(payment.leaseId) : undefined;
    return paymentRow(payment, lease, lease && properties.get(lease.propertyId), context);
  });
}

/** One payment as staff list it. */
export async function readPaymentRow(
  payment: StoredPayment,
  today: string = sampleToday(),
): Promise<Payment> {
  const lease = payment.leaseId ? await db.leases.find(payment.leaseId) : undefined;
  const property = lease && (await db.properties.find(lease.propertyId));
  const paidOut = paidOutStatements(await db.payouts.list());
  return paymentRow(payment, lease, property, { paidOut, today });
}

// ---- The owner view and statements (product rules, 'Owners') ----

/** The portal's tables an owner's figures are computed from, and the maintenance requests (the expenses). */
export interface OwnerTables {
  units: readonly StoredUnit[];
  leases: readonly StoredLease[];
  charges: readonly StoredCharge[];
  payments: readonly StoredPayment[];
  requests: readonly StoredMaintenanceRequest[];
  /** Every owner's tax arrangements (a statement takes its owner's). */
  taxArrangements: readonly StoredTaxArrangement[];
  /** Every payout made (a statement shows its own; the owner's home the latest). */
  payouts: readonly StoredPayout[];
}

const lastDayOf = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

/** A payment's receipt, the payer's phone masked and how it was allocated: the owner's money trail. */
const trailOf = (payment: StoredPayment, lease: StoredLease): PaymentTrail => ({
  receipt: payment.receipt,
  phone: maskedPhone(payment.phone),
  allocation: paymentAllocation(payment, lease),
});

/** A lease's charges and payments, as the statement functions take them, each payment with its trail. */
function leaseEntries(lease: StoredLease, tables: OwnerTables): (Line & Pick<CategorisedEntry, 'trail'>)[] {
  return [
    ...billOrder(tables.charges.filter((c) => c.leaseId === lease.id)).map(chargeEntry),
    ...tables.payments
      .filter((p) => p.leaseId === lease.id)
      .map((p) => ({ ...paymentEntry(p), trail: trailOf(p, lease) })),
  ];
}

/** The lease of a unit on `day` (begun, not ended), if any. */
const leaseOn = (unit: StoredUnit, leases: readonly StoredLease[], day: string): StoredLease | undefined =>
  leases.find((l) => l.unitId === unit.id && l.startDate <= day && l.endDate >= day);

/** The leases of a unit that ran during `month`. */
const leasesIn = (unit: StoredUnit, leases: readonly StoredLease[], month: string): StoredLease[] =>
  leases.filter((l) => l.unitId === unit.id && l.startDate <= lastDayOf(month) && l.endDate >= `${month}-01`);

const unitsOf = (property: StoredProperty, units: readonly StoredUnit[]): StoredUnit[] =>
  units.filter((u) => u.propertyId === property.id);

/** A unit as its owner sees it: status, rent, the tenant's balance, the tenant by first name and initial. */
export function ownerUnit(unit: StoredUnit, tables: OwnerTables, today: string = sampleToday()): OwnerUnit {
  const lease = leaseOn(unit, tables.leases, today);
  if (!lease)
    return {
      id: unit.id,
      unit: unit.unit,
      status: 'vacant',
      rentKes: unit.rentKes,
      balanceKes: 0,
      tenant: null,
    };
  return {
    id: unit.id,
    unit: unit.unit,
    status: leaseStatus(lease, today) === 'under-notice' ? 'under-notice' : 'let',
    rentKes: lease.monthlyRentKes,
    balanceKes: balanceOf(leaseEntries(lease, tables)),
    tenant: tenantShortName(lease.tenantName),
  };
}

/**
 * 'Rent arrears': the rent the unit's tenant owes past its due date, today; water and service
 * charges apart, as the statement counts its arrears carried (product rules, 'What people see,
 * finished': one figure, one meaning).
 */
function unitArrears(unit: StoredUnit, tables: OwnerTables, today: string): number {
  const lease = leaseOn(unit, tables.leases, today);
  if (!lease) return 0;
  return outstandingCharges(leaseEntries(lease, tables))
    .filter((c) => c.entry.category === 'rent' && c.dueDate < today)
    .reduce((sum, c) => sum + c.outstandingKes, 0);
}

/** The months with charges or payments on the property's leases, or an expense on the property, newest first. */
export function statementMonths(property: StoredProperty, tables: OwnerTables): string[] {
  const leaseIds = new Set(tables.leases.filter((l) => l.propertyId === property.id).map((l) => l.id));
  const months = new Set<string>(expenseMonths(property.id, tables.requests));
  for (const row of [...tables.charges, ...tables.payments])
    if (row.leaseId !== null && leaseIds.has(row.leaseId)) months.add(row.date.slice(0, 7));
  return [...months].sort().reverse();
}

// ---- Payouts on statements (product rules, 'Payouts') ----

/** A payout as the contract shapes it (the stored record less whose it was). */
export function payoutOf(stored: StoredPayout): Payout {
  const { ownerUserId: _owner, ...payout } = stored;
  return payout;
}

/** Newest first by when it was paid; of equal times, by id (stable). */
export const newestPayoutsFirst = (a: StoredPayout, b: StoredPayout): number =>
  a.paidAt !== b.paidAt ? (a.paidAt < b.paidAt ? 1 : -1) : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

/** The payout of the property's statement for `month`, if it was paid out. */
const payoutFor = (propertyId: string, month: string, tables: OwnerTables): StoredPayout | undefined =>
  tables.payouts.find((p) => p.propertyId === propertyId && p.month === month);

/** The month after `month` ('YYYY-MM'). */
const monthAfter = (month: string): string => monthStart(`${month}-01`, 1).slice(0, 7);

/**
 * A property's statement of a month, its figures and payout, before its documents: the fee
 * invoice and the withholding certificate of a finished month are issued and added when it
 * is read (server/domain/tax-documents.ts).
 */
export type PropertyStatement = Omit<OwnerStatement, 'feeInvoice' | 'certificate'>;

/**
 * The property's statement for `month` by the one statement function, given what the month
 * before brought forward, with its payout if it was paid out.
 */
function statementWith(
  property: StoredProperty,
  month: string,
  tables: OwnerTables,
  ownerName: string,
  broughtForwardKes: number,
): PropertyStatement {
  const figures = ownerStatement({
    month,
    residency: property.ownerResidency,
    // The owner's tax arrangements (product rules, 'Owners'): the month's is the one in force then.
    arrangements: arrangementsOf(tables.taxArrangements, property.ownerUserId),
    managementFeePercent: property.managementFeePercent,
    units: unitsOf(property, tables.units).map((unit) => {
      const leases = leasesIn(unit, tables.leases, month);
      const last = leases.at(-1);
      return {
        unitId: unit.id,
        unit: unit.unit,
        tenant: last ? tenantShortName(last.tenantName) : null,
        entries: leases.flatMap((lease) => leaseEntries(lease, tables)),
      };
    }),
    // Approved maintenance resolved in the month (product rules, 'Owners').
    expenses: expensesOf(property.id, tables.requests, month),
    broughtForwardKes,
  });
  const payout = payoutFor(property.id, month, tables);
  return {
    propertyId: property.id,
    propertyName: property.name,
    town: property.town,
    ownerName,
    ownerResidency: property.ownerResidency,
    month,
    managementFeePercent: property.managementFeePercent,
    ...figures,
    payout: payout ? payoutOf(payout) : null,
  };
}

/**
 * The property's statement of every month from its first statement month through `through`,
 * oldest first, each with what the month before brought forward (product rules, 'Payouts'): a
 * net payout below zero is brought forward to the next month and recovered there, and on
 * again while the next one stays below zero; a month without activity between two carries it
 * on. The months before the first statement month bring nothing. Empty when `through` is before
 * the first statement month.
 */
function everyMonthThrough(
  property: StoredProperty,
  tables: OwnerTables,
  through: string,
  ownerName: string,
): PropertyStatement[] {
  const first = statementMonths(property, tables).at(-1);
  const statements: PropertyStatement[] = [];
  let broughtForwardKes = 0;
  for (let month = first; month !== undefined && month <= through; month = monthAfter(month)) {
    const statement = statementWith(property, month, tables, ownerName, broughtForwardKes);
    statements.push(statement);
    broughtForwardKes = Math.max(0, -statement.netPayoutKes);
  }
  return statements;
}

/** The property's statement for `month`, with what the months before brought forward and its payout. */
export function propertyStatement(
  property: StoredProperty,
  month: string,
  tables: OwnerTables,
  ownerName: string,
): PropertyStatement {
  const statement = everyMonthThrough(property, tables, month, ownerName).at(-1);
  return statement?.month === month ? statement : statementWith(property, month, tables, ownerName, 0);
}

/** The property's statements (its months with activity) through `through`, oldest first. */
export function propertyStatements(
  property: StoredProperty,
  tables: OwnerTables,
  through: string,
  ownerName: string,
): PropertyStatement[] {
  const months = new Set(statementMonths(property, tables));
  return everyMonthThrough(property, tables, through, ownerName).filter((s) => months.has(s.month));
}

/**
 * The statements with a net payout above zero and no payout yet (product rules, 'Payouts'),
 * of the properties' months through `through`: oldest first, and of one month by property
 * name. Staff's due list takes those before this month (server/domain/payouts.ts); the owner's
 * 'next payout' the first through this month.
 */
export function unpaidStatements(
  properties: readonly StoredProperty[],
  tables: OwnerTables,
  through: string,
): PropertyStatement[] {
  return properties
    .flatMap((property) => propertyStatements(property, tables, through, ownerNameOf(property)))
    .filter((s) => s.netPayoutKes > 0 && s.payout === null)
    .sort(
      (a, b) =>
        (a.month < b.month ? -1 : a.month > b.month ? 1 : 0) ||
        a.propertyName.localeCompare(b.propertyName, 'en') ||
        (a.propertyId < b.propertyId ? -1 : a.propertyId > b.propertyId ? 1 : 0),
    );
}

/** An owned property as the owner view lists it: this month's figures, the units, the statement months. */
export function ownerPropertySummary(
  property: StoredProperty,
  tables: OwnerTables,
  today: string = sampleToday(),
): OwnerPropertySummary {
  const units = unitsOf(property, tables.units);
  const ownerUnits = units.map((u) => ownerUnit(u, tables, today));
  return {
    id: property.id,
    name: property.name,
    town: property.town,
    ownerResidency: property.ownerResidency,
    managementFeePercent: property.managementFeePercent,
    unitCount: units.length,
    letUnitCount: ownerUnits.filter((u) => u.status !== 'vacant').length,
    // Rent collected does not depend on what was brought forward.
    rentCollectedKes: statementWith(property, today.slice(0, 7), tables, '', 0).rentCollectedKes,
    arrearsKes: units.reduce((sum, u) => sum + unitArrears(u, tables, today), 0),
    units: ownerUnits,
    statementMonths: statementMonths(property, tables),
  };
}

/**
 * The owner view: the totals across the properties, the last payout and the next one expected
 * (product rules, 'Payouts': the oldest statement due, this month's so far once every earlier
 * one is paid), then each property.
 */
export function ownerPortfolio(
  properties: readonly StoredProperty[],
  tables: OwnerTables,
  today: string = sampleToday(),
): OwnerPortfolio {
  const month = today.slice(0, 7);
  const summaries = properties.map((p) => ownerPropertySummary(p, tables, today));
  const sum = (key: 'rentCollectedKes' | 'arrearsKes' | 'unitCount' | 'letUnitCount') =>
    summaries.reduce((total, p) => total + p[key], 0);
  const own = new Set(properties.map((p) => p.id));
  const last = tables.payouts.filter((p) => own.has(p.propertyId)).sort(newestPayoutsFirst)[0];
  const next = unpaidStatements(properties, tables, month)[0];
  return {
    month,
    lastPayout: last ? payoutOf(last) : null,
    nextPayout: next
      ? {
          propertyId: next.propertyId,
          propertyName: next.propertyName,
          month: next.month,
          amountKes: next.netPayoutKes,
        }
      : null,
    rentCollectedKes: sum('rentCollectedKes'),
    arrearsKes: sum('arrearsKes'),
    unitCount: sum('unitCount'),
    letUnitCount: sum('letUnitCount'),
    properties: summaries,
  };
}

/** The owner's name as a statement prints it. */
export const ownerNameOf = (property: StoredProperty): string => {
  const owner = DEMO_ACCOUNTS.find((a) => a.user.id === property.ownerUserId)?.user;
  return owner ? `${owner.firstName} ${owner.lastName}` : '';
};

/** The owner tables, read afresh. */
export async function readOwnerTables(): Promise<OwnerTables> {
  const [units, leases, charges, payments, requests, taxArrangements, payouts] = await Promise.all([
    db.units.list(),
    db.leases.list(),
    db.charges.list(),
    db.payments.list(),
    db.maintenanceRequests.list(),
    db.taxArrangements.list(),
    db.payouts.list(),
  ]);
  return { units, leases, charges, payments, requests, taxArrangements, payouts };
}
