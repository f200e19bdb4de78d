import { dateStamp } from '../../src/lib/date-stamp';
import { formatDate, formatMonth } from '../../src/lib/format';
import type { OwnerStatement, PayoutDue, PayoutRequest, Payout, Payouts } from '../../src/types/api.gen';
import type { PayoutTransfer, TransferResult } from '../adapters/payouts';
import { maintenanceSeed } from './data/maintenance';
import { MPESA_MAX_PAYMENT_KES } from './data/mpesa';
import { payoutReference, SAMPLE_PAYOUT_DAY, SAMPLE_PAYOUT_TIME_UTC } from './data/payouts';
import {
  monthStart,
  portalSeed,
  type StoredPayout,
  type StoredPayoutMethod,
  type StoredProperty,
} from './data/portal';
import { sampleToday } from './data/sample-dates';
import { db, uniqueSuffix } from './db';
import { type PayoutDestination, payoutMethodFor, payoutMethodOf } from './owners';
import {
  newestPayoutsFirst,
  type OwnerTables,
  ownerNameOf,
  payoutOf,
  propertyStatement,
  type PropertyStatement,
  readOwnerTables,
  statementMonths,
  unpaidStatements,
} from './portal';
import { takePayoutAttempt } from './rate-limits';

/*
 * Payouts (product rules, 'Payouts'): staff send a statement's net payout to the owner's
 * payout method, M-Pesa to a phone or a bank account by Pesalink, through the server's payout
 * providers (server/adapters/payouts.ts). A statement (a property and a month) is paid out at
 * most once (the database's unique index holds it: docs/api-server.md, 'Payouts'), only once
 * its month is over and only when its net payout is above zero; a net payout below zero is
 * brought forward to the next statement instead (server/domain/portal.ts). A refused payout
 * records nothing and can be tried again. Pure rules over the rows, and the reads and the one
 * change that join them; no HTTP.
 */

/** The texts of the 400s and the 409, as staff's Payouts screen shows them. */
export const PAYOUT_TEXTS = {
  monthNotOver: "This month's statement can be paid out once the month is over.",
  nothingToPay: 'There is nothing to pay out for this statement.',
  noMethod: 'No payout method is set for this owner.',
  overMpesaLimit: 'The payout is over the M-Pesa limit; pay it by bank.',
  /** 'This statement was paid out on 5 November 2026.': the day it was paid, in the product's date style. */
  alreadyPaid: (paidAt: string): string =>
    `This statement was paid out on ${formatDate(dateStamp(new Date(paidAt)).date)}.`,
} as const;

/** The month after `month` ('YYYY-MM'). */
const monthAfter = (month: string): string => monthStart(`${month}-01`, 1).slice(0, 7);

/**
 * Why the statement cannot be paid out on `today` ('YYYY-MM-DD'), with the status to answer;
 * null when it can. In this order: already paid (409, with the day); its month not over
 * (this month or later); a net payout of zero or less (below zero it is brought forward);
 * no payout method; over M-Pesa's limit per transaction (KES 250,000) to a phone.
 */
export function payoutRefusal(
  statement: Pick<OwnerStatement, 'month' | 'netPayoutKes' | 'payout'>,
  method: PayoutDestination | undefined,
  today: string,
): { status: 400 | 409; text: string } | null {
  if (statement.payout) return { status: 409, text: PAYOUT_TEXTS.alreadyPaid(statement.payout.paidAt) };
  if (statement.month >= today.slice(0, 7)) return { status: 400, text: PAYOUT_TEXTS.monthNotOver };
  if (statement.netPayoutKes <= 0) return { status: 400, text: PAYOUT_TEXTS.nothingToPay };
  if (!method) return { status: 400, text: PAYOUT_TEXTS.noMethod };
  if (method.kind === 'mpesa' && statement.netPayoutKes > MPESA_MAX_PAYMENT_KES)
    return { status: 400, text: PAYOUT_TEXTS.overMpesaLimit };
  return null;
}

/**
 * The statements due a payout on `today`: each property's statements of a month before this
 * one with a net payout above zero and none made, oldest first (of one month, by property
 * name), with the owner's payout method masked, or null while none is set.
 */
export function payoutsDue(
  properties: readonly StoredProperty[],
  tables: OwnerTables,
  payoutMethods: readonly StoredPayoutMethod[],
  today: string,
): PayoutDue[] {
  const byId = new Map(properties.map((p) => [p.id, p]));
  const lastMonth = monthStart(today, -1).slice(0, 7);
  return unpaidStatements(properties, tables, lastMonth).map((statement) => {
    const ownerUserId = byId.get(statement.propertyId)!.ownerUserId;
    const method = payoutMethodFor(payoutMethods, ownerUserId);
    return {
      propertyId: statement.propertyId,
      propertyName: statement.propertyName,
      town: statement.town,
      ownerUserId,
      ownerName: statement.ownerName,
      month: statement.month,
      netPayoutKes: statement.netPayoutKes,
      method: method ? payoutMethodOf(method) : null,
    };
  });
}

/** The statement's key: one per property and month (the providers' idempotency key too). */
const statementKey = (statement: Pick<OwnerStatement, 'propertyId' | 'month'>): string =>
  `${statement.propertyId}|${statement.month}`;

/** The payout of a statement as recorded. */
function payoutRecord(
  id: string,
  statement: PropertyStatement,
  ownerUserId: string,
  method: StoredPayoutMethod,
  reference: string,
  paidAt: string,
): StoredPayout {
  return {
    id,
    propertyId: statement.propertyId,
    propertyName: statement.propertyName,
    ownerName: statement.ownerName,
    ownerUserId,
    month: statement.month,
    amountKes: statement.netPayoutKes,
    method: payoutMethodOf(method),
    reference,
    paidAt,
  };
}

/**
 * The payouts the sample data has already made on `today` (product rules, 'Payouts'): every
 * statement of a month before last month with a net payout above zero, paid on the 5th of
 * the month after it at 10:00 in Nairobi to the owner's payout method, with the provider's
 * reference (data/payouts.ts). So last month's statements are due in the demo.
 */
export function settledPayouts(
  properties: readonly StoredProperty[],
  tables: OwnerTables,
  payoutMethods: readonly StoredPayoutMethod[],
  today: string,
): StoredPayout[] {
  const monthBeforeLast = monthStart(today, -2).slice(0, 7);
  const byId = new Map(properties.map((p) => [p.id, p]));
  return unpaidStatements(properties, tables, monthBeforeLast).flatMap((statement) => {
    const ownerUserId = byId.get(statement.propertyId)!.ownerUserId;
    const method = payoutMethodFor(payoutMethods, ownerUserId);
    if (!method) return [];
    const paidOn = `${monthAfter(statement.month)}-${String(SAMPLE_PAYOUT_DAY).padStart(2, '0')}`;
    const key = statementKey(statement);
    return [
      payoutRecord(
        `py-${statement.propertyId.replace(/^pr-/, '')}-${statement.month}`,
        statement,
        ownerUserId,
        method,
        payoutReference(method.kind, key, paidOn),
        `${paidOn}T${SAMPLE_PAYOUT_TIME_UTC}`,
      ),
    ];
  });
}

/** The payouts table's seed on `today`: those the sample data's statements have had (settledPayouts). */
export function payoutsSeed(today: string): StoredPayout[] {
  const seed = portalSeed(today);
  const tables: OwnerTables = {
    units: seed.units,
    leases: seed.leases,
    charges: seed.charges,
    payments: seed.payments,
    requests: maintenanceSeed(today),
    taxArrangements: seed.taxArrangements,
    payouts: [],
  };
  return settledPayouts(seed.properties, tables, seed.payoutMethods, today);
}

// ---- Reads and the one change, in the request's transaction ----

/** A data set made before payouts (server/datasets.ts): its statements before last month are paid, from its own records. */
export async function settlePayoutsOfRecords(today: string = sampleToday()): Promise<void> {
  const [properties, tables, methods] = await Promise.all([
    db.properties.list(),
    readOwnerTables(),
    db.payoutMethods.list(),
  ]);
  await db.payouts.replace(settledPayouts(properties, tables, methods, today));
}

/** Staff's Payouts screen: the statements due, and every payout made, newest first. */
export async function readPayouts(today: string = sampleToday()): Promise<Payouts> {
  const [properties, tables, methods] = await Promise.all([
    db.properties.list(),
    readOwnerTables(),
    db.payoutMethods.list(),
  ]);
  return {
    due: payoutsDue(properties, tables, methods, today),
    paid: [...tables.payouts].sort(newestPayoutsFirst).map(payoutOf),
  };
}

/** Sends a transfer through the payout providers (the HTTP layer binds the adapter and the demo's answer). */
export type SendTransfer = (transfer: PayoutTransfer) => Promise<TransferResult>;

/** What 'Pay out' came to, each with what to answer. */
export type PayOutResult =
  | { outcome: 'paid'; payout: Payout }
  | { outcome: 'unknown' }
  | { outcome: 'refused'; status: 400 | 409; text: string }
  | { outcome: 'provider-refused'; text: string }
  | { outcome: 'too-many-attempts'; seconds: number };

/**
 * 'Pay out' (product rules, 'Payouts'): the statement of the property and month, if there is
 * one (else unknown: 404), checked by `payoutRefusal` (409 or 400), within the attempts allowed
 * to one statement (rate-limits.ts, 429), then sent to the owner's payout method; the payout
 * is recorded only once the provider has paid (a refusal records nothing and can be tried
 * again). In the request's one transaction, which commits before the answer leaves: two
 * requests for one statement at once get one payout and one 409.
 */
export async function payOut(
  request: PayoutRequest,
  { dataset, send, now = new Date() }: { dataset: string; send: SendTransfer; now?: Date },
): Promise<PayOutResult> {
  const property = await db.properties.find(request.propertyId);
  if (!property) return { outcome: 'unknown' };
  const [tables, methods] = await Promise.all([readOwnerTables(), db.payoutMethods.list()]);
  if (!statementMonths(property, tables).includes(request.month)) return { outcome: 'unknown' };
  const statement = propertyStatement(property, request.month, tables, ownerNameOf(property));
  const method = payoutMethodFor(methods, property.ownerUserId);
  const refusal = payoutRefusal(statement, method, sampleToday(now));
  if (refusal) return { outcome: 'refused', ...refusal };
  // payoutRefusal has made sure of it.
  if (!method) throw new Error('A payout without a payout method.');

  const wait = takePayoutAttempt(dataset, property.id, request.month);
  if (wait > 0) return { outcome: 'too-many-attempts', seconds: wait };
  const sent = await send({
    key: statementKey(statement),
    to: method,
    amountKes: statement.netPayoutKes,
    remarks: `${property.name}, ${formatMonth(request.month)}`,
    at: now,
  });
  if (sent.outcome === 'refused') return { outcome: 'provider-refused', text: sent.reason };
  const payout = payoutRecord(
    `py-${uniqueSuffix()}`,
    statement,
    property.ownerUserId,
    method,
    sent.reference,
    now.toISOString(),
  );
  await db.payouts.add(payout);
  return { outcome: 'paid', payout: payoutOf(payout) };
}
