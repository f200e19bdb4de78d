import { MRI_TAX_FACTS } from '../../src/config/tax-facts';
import { storedChange, taxArrangementProblem } from '../../src/features/owners/tax-arrangement-rules';
import { KENYA_DIAL_CODE } from '../../src/lib/kenyan-phone';
import type {
  OwnerResidency,
  OwnerSummary,
  PayoutMethod,
  TaxArrangementChange,
} from '../../src/types/api.gen';
import type { User } from '../../src/types/user';
import type { StoredPayoutMethod, StoredProperty, StoredTaxArrangement, StoredUnit } from './data/portal';
import { sampleToday } from './data/sample-dates';
import { db, uniqueSuffix } from './db';
import { arrangementFor, type TaxArrangementSetting } from './owner-statement';
import { findAccountById } from './sessions';

/*
 * The owners whose properties the firm manages, as staff see them on the console's Owners
 * screen (product rules, 'Owners'): residency, properties, yearly residential rent and
 * whether MRI applies to it, the tax arrangement in force and the next one set, and where the
 * payouts go (masked). Pure functions over the rows, and the reads and the one change that
 * join them; no HTTP. Which arrangement fits an owner is the Owners screen's own rule
 * (src/features/owners/tax-arrangement-rules.ts): the dialog says it before anything is
 * sent, the server refuses the same in the same words.
 */

export { taxArrangementProblem };

/** Where payouts go, without whose they are: what `payoutMethodLabel` masks. */
export type PayoutDestination =
  | Pick<Extract<StoredPayoutMethod, { kind: 'mpesa' }>, 'kind' | 'phone'>
  | Pick<Extract<StoredPayoutMethod, { kind: 'bank' }>, 'kind' | 'bank' | 'accountNumber'>;

/** Between the shown start and end of a masked number. */
const MASK = '•••';

/**
 * A phone never whole: as Kenyans write it, its first four digits and last three,
 * '254712345678' -> '0712 ••• 678'. A payout method's phone and a payer's on the owner's
 * statement (the money trail) alike.
 */
export function maskedPhone(phone: string): string {
  const local = phone.startsWith(KENYA_DIAL_CODE) ? `0${phone.slice(KENYA_DIAL_CODE.length)}` : phone;
  return `${local.slice(0, 4)} ${MASK} ${local.slice(-3)}`;
}

/**
 * A payout method as staff (and later the payouts) show it, never whole: 'M-Pesa 0722 ••• 315'
 * (the phone masked, maskedPhone), 'Equity Bank ••• 4821' (the account's last four digits).
 */
export function payoutMethodLabel(method: PayoutDestination): string {
  if (method.kind === 'mpesa') return `M-Pesa ${maskedPhone(method.phone)}`;
  return `${method.bank} ${MASK} ${method.accountNumber.slice(-4)}`;
}

export const payoutMethodOf = (method: PayoutDestination): PayoutMethod => ({
  kind: method.kind,
  label: payoutMethodLabel(method),
});

/**
 * The owner's payout method: the latest written, should an owner ever have more than one;
 * undefined while none is set.
 */
export const payoutMethodFor = (
  methods: readonly StoredPayoutMethod[],
  ownerUserId: string,
): StoredPayoutMethod | undefined => methods.filter((m) => m.ownerUserId === ownerUserId).at(-1);

/** A property without a use is residential (every sample property). */
export const isResidential = (property: Pick<StoredProperty, 'use'>): boolean =>
  (property.use ?? 'residential') === 'residential';

/**
 * Why MRI does not apply to an owner's rent, or null when it does (product rules, 'Owners'):
 * every property commercial (MRI is a tax on residential rent), or yearly residential rent
 * outside the MRI band (KES 288,000 to KES 15,000,000, both included: src/config/tax-facts.ts).
 */
export function mriNotApplicableReason(
  properties: readonly Pick<StoredProperty, 'use'>[],
  yearlyResidentialRentKes: number,
): OwnerSummary['mriNotApplicableReason'] {
  if (properties.length > 0 && !properties.some(isResidential)) return 'commercial-property';
  const { lowerThresholdKes, upperThresholdKes } = MRI_TAX_FACTS;
  return yearlyResidentialRentKes < lowerThresholdKes || yearlyResidentialRentKes > upperThresholdKes
    ? 'rent-outside-band'
    : null;
}

/** The tables an owner's summary is made from. */
export interface OwnersTables {
  /** The accounts of the properties' owners (an owner without an account is left out). */
  accounts: readonly User[];
  properties: readonly StoredProperty[];
  units: readonly StoredUnit[];
  taxArrangements: readonly StoredTaxArrangement[];
  payoutMethods: readonly StoredPayoutMethod[];
}

/** The owner's arrangements as the statement's rule takes them. */
export const arrangementsOf = (
  arrangements: readonly StoredTaxArrangement[],
  ownerUserId: string,
): TaxArrangementSetting[] =>
  arrangements
    .filter((a) => a.ownerUserId === ownerUserId)
    .map(({ kind, fromMonth, appointmentReference, appointedOn, notApplicableReason }) => ({
      kind,
      fromMonth,
      appointmentReference,
      appointedOn,
      notApplicableReason,
    }));

/**
 * One owner's summary on `today` ('YYYY-MM-DD'); undefined for an account that owns no
 * property (not an owner) or an owner without an account. Residency: non-resident if any of
 * the owner's properties says so (withholding tax then applies), else resident. Throws when
 * the owner has no payout method: every owner has one (the contract requires it).
 */
export function ownerSummary(ownerId: string, tables: OwnersTables, today: string): OwnerSummary | undefined {
  const account = tables.accounts.find((a) => a.id === ownerId);
  const properties = tables.properties.filter((p) => p.ownerUserId === ownerId);
  if (!account || properties.length === 0) return undefined;
  const month = today.slice(0, 7);
  const residency: OwnerResidency = properties.some((p) => p.ownerResidency === 'non-resident')
    ? 'non-resident'
    : 'resident';
  const residential = new Set(properties.filter(isResidential).map((p) => p.id));
  const monthlyRentKes = tables.units
    .filter((u) => residential.has(u.propertyId))
    .reduce((sum, u) => sum + u.rentKes, 0);
  const yearlyResidentialRentKes = 12 * monthlyRentKes;
  const arrangements = arrangementsOf(tables.taxArrangements, ownerId);
  const next = arrangements
    .filter((a) => a.fromMonth > month)
    .reduce<TaxArrangementSetting | undefined>(
      (first, a) => (!first || a.fromMonth < first.fromMonth ? a : first),
      undefined,
    );
  const payout = payoutMethodFor(tables.payoutMethods, ownerId);
  if (!payout) throw new Error(`The owner ${ownerId} has no payout method.`);
  return {
    id: account.id,
    name: `${account.firstName} ${account.lastName}`,
    email: account.email,
    residency,
    properties: properties.map(({ id, name, town }) => ({ id, name, town })),
    yearlyResidentialRentKes,
    mriNotApplicableReason: mriNotApplicableReason(properties, yearlyResidentialRentKes),
    taxArrangement: arrangementFor(month, residency, arrangements),
    // Named by the same rule: the arrangement in force in its own start month is itself.
    nextTaxArrangement: next ? arrangementFor(next.fromMonth, residency, arrangements) : null,
    payoutMethod: payoutMethodOf(payout),
  };
}

/** Every owner's summary on `today`, by name: each account that owns at least one property. */
export function ownerSummaries(tables: OwnersTables, today: string): OwnerSummary[] {
  const ownerIds = [...new Set(tables.properties.map((p) => p.ownerUserId))];
  return ownerIds
    .map((id) => ownerSummary(id, tables, today))
    .filter((owner): owner is OwnerSummary => owner !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

// ---- Reads and the one change, in the request's transaction ----

/** The owner tables, read afresh: the accounts of the properties' owners among them. */
export async function readOwnersTables(): Promise<OwnersTables> {
  const [properties, units, taxArrangements, payoutMethods] = await Promise.all([
    db.properties.list(),
    db.units.list(),
    db.taxArrangements.list(),
    db.payoutMethods.list(),
  ]);
  const accounts: User[] = [];
  for (const id of new Set(properties.map((p) => p.ownerUserId))) {
    const account = await findAccountById(id);
    if (account) accounts.push(account.user);
  }
  return { accounts, properties, units, taxArrangements, payoutMethods };
}

export async function readOwnerSummaries(today: string = sampleToday()): Promise<OwnerSummary[]> {
  return ownerSummaries(await readOwnersTables(), today);
}

/** What setting an arrangement came to: set (the owner as now), an unknown owner, or refused with the text to show. */
export type TaxArrangementResult =
  | { outcome: 'set'; owner: OwnerSummary }
  | { outcome: 'unknown-owner' }
  | { outcome: 'refused'; problem: string };

/**
 * Sets the owner's tax arrangement from `change.fromMonth` on (product rules, 'Owners'): the
 * owner's arrangements from that month or later are removed and the new one added, so that
 * month's statements and later ones follow it and earlier ones keep theirs. In the request's
 * one transaction: two changes at once leave one arrangement from that month. An account
 * that owns no property is an unknown owner; a change that does not fit the owner is refused
 * with the Owners screen's words; fields of another kind are kept as null.
 */
export async function setTaxArrangement(
  ownerId: string,
  change: TaxArrangementChange,
  today: string = sampleToday(),
): Promise<TaxArrangementResult> {
  const tables = await readOwnersTables();
  const owner = ownerSummary(ownerId, tables, today);
  if (!owner) return { outcome: 'unknown-owner' };
  const problem = taxArrangementProblem(owner, change, today);
  if (problem !== null) return { outcome: 'refused', problem };

  const kept = storedChange(change);
  const replaced = tables.taxArrangements.filter(
    (a) => a.ownerUserId === ownerId && a.fromMonth >= kept.fromMonth,
  );
  for (const a of replaced) await db.taxArrangements.remove(a.id);
  const added: StoredTaxArrangement = {
    id: `ta-${uniqueSuffix()}`,
    ownerUserId: ownerId,
    kind: kept.kind,
    fromMonth: kept.fromMonth,
    appointmentReference: kept.appointmentReference,
    appointedOn: kept.appointedOn,
    notApplicableReason: kept.notApplicableReason,
  };
  await db.taxArrangements.add(added);
  const taxArrangements = [...tables.taxArrangements.filter((a) => !replaced.includes(a)), added];
  return { outcome: 'set', owner: ownerSummary(ownerId, { ...tables, taxArrangements }, today)! };
}
