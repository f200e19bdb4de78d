import {
  MRI_TAX_FACTS,
  mriDueDate,
  mriRatePercentFor,
  NON_RESIDENT_RENT_TAX_FACTS,
} from '../../src/config/tax-facts';
import type {
  EntryCategory,
  OwnerResidency,
  StatementExpense,
  StatementPayment,
  StatementTax,
  StatementUnitLine,
  TaxArrangement,
} from '../../src/types/api.gen';
import { TAX_ARRANGEMENT_NAMES } from '../../src/features/owners/tax-arrangement-rules';
import { sortOldestFirst, type LedgerEntry } from './ledger';

/**
 * An owner's monthly statement of a property, as arithmetic (product rules, 'Owners'): rent
 * collected by unit, the management fee at the property's rate, expenses (approved
 * maintenance), the tax by the owner's arrangement, what the month before brought forward, the
 * net payout and the arrears carried. One pure function,
 * `ownerStatement`, from each unit's ledger (the tenants' own statements of account) and the
 * month's expenses; every line in whole shillings.
 *
 * How rent is counted (cash basis, as an owner verifies collections): a payment pays the
 * tenant's oldest charges first, as on the tenant's statement; what it pays of rent charges,
 * late rent included, is rent collected in the month it was received; what it pays of water
 * and service charges is not rent (those pay the water bill and the building's services);
 * what is left over once every charge is paid is a credit, counted as rent collected when
 * received and carried to the next month. Each unit's rent collected is the sum of what each
 * payment received in the month counts as rent: the statement lists those payments (the money
 * trail), each with its share.
 */

/** What the money trail shows of a payment besides its date and amount: never the whole phone. */
export type PaymentTrail = Pick<StatementPayment, 'receipt' | 'phone' | 'allocation'>;

/** A ledger entry of a tenant's account, with what it is for. */
export interface CategorisedEntry extends LedgerEntry {
  category: EntryCategory;
  /**
   * A payment's receipt, the payer's phone masked and how it was allocated: a statement lists
   * the payments that make up its rent collected, so each one received in the month needs it.
   */
  trail?: PaymentTrail;
}

/** One unit of the property for the month: its tenant's ledger, or none while vacant. */
export interface StatementUnitInput {
  unitId: string;
  unit: string;
  /** 'Brian N.' (first name and initial), or null while vacant. */
  tenant: string | null;
  /** Every charge and payment of the unit's lease, each payment with its trail; later entries are ignored. */
  entries: readonly CategorisedEntry[];
}

/**
 * One tax arrangement of an owner as staff set it (product rules, 'Owners'), from its start
 * month on. The name is the domain's (TAX_ARRANGEMENT_NAMES), never stored.
 */
export type TaxArrangementSetting = Omit<TaxArrangement, 'name' | 'fromMonth'> & {
  /** The first month it applies to ('YYYY-MM'). */
  fromMonth: string;
};

export interface OwnerStatementInput {
  /** 'YYYY-MM'. */
  month: string;
  /** The default arrangement when none has started by `month`: a resident owner files MRI. */
  residency: OwnerResidency;
  /** The owner's arrangements, any order: the month's is the latest that started by then. */
  arrangements: readonly TaxArrangementSetting[];
  /** The firm's fee, a percentage of the rent collected (10 by default). */
  managementFeePercent: number;
  units: readonly StatementUnitInput[];
  /** Approved maintenance costs of requests resolved in the month. */
  expenses: readonly StatementExpense[];
  /**
   * 'Brought forward' (product rules, 'Payouts'): the month before's net payout below zero, as
   * whole shillings (0 when it was not below zero), recovered from this month's.
   */
  broughtForwardKes: number;
}

export interface OwnerStatementFigures {
  units: StatementUnitLine[];
  rentCollectedKes: number;
  managementFeeKes: number;
  expenses: StatementExpense[];
  expensesKes: number;
  tax: StatementTax;
  /** The owner's tax arrangement in force for the month. */
  taxArrangement: TaxArrangement;
  /** What the month before brought forward (the input's). */
  broughtForwardKes: number;
  /**
   * Rent collected less the fee, expenses, tax withheld and what was brought forward; below
   * zero when those were more (then brought forward to the next month).
   */
  netPayoutKes: number;
  arrearsCarriedKes: number;
  creditCarriedKes: number;
}

export const DEFAULT_MANAGEMENT_FEE_PERCENT = 10;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * `percent`% of `amountKes`, rounded to the nearest whole shilling (halves up). Percentages
 * go through basis points so 7.5% of 18,100 is exactly 1,357.5 before rounding, never
 * 1,357.4999….
 */
export function percentOf(amountKes: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.round((amountKes * basisPoints) / 10_000);
}

// The arrangements' names are the Owners screen's too: src/features/owners/tax-arrangement-rules.ts.
export { TAX_ARRANGEMENT_NAMES };

const named = (setting: Omit<TaxArrangement, 'name'>): TaxArrangement => ({
  ...setting,
  name: TAX_ARRANGEMENT_NAMES[setting.kind],
});

/**
 * The owner's arrangement for `month` (product rules, 'Owners'): the one with the latest start
 * month not after `month`, so a new arrangement changes later statements and never earlier
 * ones; before any has started, the default by residency (a resident owner files MRI; a
 * non-resident's rent bears withholding tax), with a null start month.
 */
export function arrangementFor(
  month: string,
  residency: OwnerResidency,
  arrangements: readonly TaxArrangementSetting[],
): TaxArrangement {
  let current: TaxArrangementSetting | undefined;
  for (const a of arrangements)
    if (a.fromMonth <= month && (!current || a.fromMonth >= current.fromMonth)) current = a;
  if (current) return named(current);
  return named({
    kind: residency === 'non-resident' ? 'non-resident' : 'owner-files',
    fromMonth: null,
    appointmentReference: null,
    appointedOn: null,
    notApplicableReason: null,
  });
}

/**
 * The statement's tax line for the month's rent collected, by the arrangement: MRI withheld
 * (deducted) only by the firm as appointed agent; MRI due from an owner who files it herself
 * (shown, not deducted, due by the 20th of the next month); 30% withholding for a non-resident
 * (deducted); none where MRI does not apply.
 */
export function statementTax(
  month: string,
  arrangement: Pick<TaxArrangement, 'kind'>,
  rentCollectedKes: number,
): StatementTax {
  switch (arrangement.kind) {
    case 'non-resident': {
      const rate = NON_RESIDENT_RENT_TAX_FACTS.ratePercent;
      return {
        kind: 'non-resident-withholding',
        label: `Withholding tax (${rate}%)`,
        ratePercent: rate,
        amountKes: percentOf(rentCollectedKes, rate),
        deducted: true,
        dueBy: null,
        checkedOn: NON_RESIDENT_RENT_TAX_FACTS.checkedOn,
      };
    }
    case 'not-applicable':
      return {
        kind: 'none',
        label: 'MRI does not apply',
        ratePercent: 0,
        amountKes: 0,
        deducted: false,
        dueBy: null,
        checkedOn: MRI_TAX_FACTS.checkedOn,
      };
    case 'owner-files': {
      const rate = mriRatePercentFor(month);
      return {
        kind: 'mri-due',
        label: 'MRI due from you',
        ratePercent: rate,
        amountKes: percentOf(rentCollectedKes, rate),
        deducted: false,
        dueBy: mriDueDate(month),
        checkedOn: MRI_TAX_FACTS.checkedOn,
      };
    }
    case 'appointed-agent': {
      const rate = mriRatePercentFor(month);
      return {
        kind: 'mri',
        label: `MRI withheld (${rate}%)`,
        ratePercent: rate,
        amountKes: percentOf(rentCollectedKes, rate),
        deducted: true,
        dueBy: null,
        checkedOn: MRI_TAX_FACTS.checkedOn,
      };
    }
  }
}

/** A payment received in the month, and how much of it the statement counts as rent collected. */
export interface PaymentRent {
  entry: CategorisedEntry;
  rentKes: number;
}

/**
 * A unit's month: rent charged and collected in it, the rent owed (or credit) at its end, and
 * the payments received in it that count towards the rent collected, oldest first, each with
 * its share (what it paid of rent charges, and what it left over as credit). Rent collected is
 * the sum of those shares.
 */
export function rentForMonth(
  entries: readonly CategorisedEntry[],
  month: string,
): Pick<StatementUnitLine, 'rentChargedKes' | 'collectedKes' | 'carriedKes'> & { payments: PaymentRent[] } {
  const outstanding: { category: EntryCategory; leftKes: number }[] = [];
  let creditKes = 0;
  let rentChargedKes = 0;
  const payments: PaymentRent[] = [];
  for (const entry of sortOldestFirst(entries)) {
    const entryMonth = entry.date.slice(0, 7);
    if (entryMonth > month) break;
    const inMonth = entryMonth === month;
    if (entry.kind === 'charge') {
      if (inMonth && entry.category === 'rent') rentChargedKes += entry.amountKes;
      const fromCredit = Math.min(creditKes, entry.amountKes);
      creditKes -= fromCredit;
      if (entry.amountKes > fromCredit)
        outstanding.push({ category: entry.category, leftKes: entry.amountKes - fromCredit });
      continue;
    }
    let leftKes = entry.amountKes;
    let rentKes = 0;
    while (leftKes > 0 && outstanding.length > 0) {
      const oldest = outstanding[0]!;
      const paid = Math.min(leftKes, oldest.leftKes);
      if (oldest.category === 'rent') rentKes += paid;
      oldest.leftKes -= paid;
      leftKes -= paid;
      if (oldest.leftKes === 0) outstanding.shift();
    }
    // What is left once every charge is paid is a credit, counted as rent when received.
    creditKes += leftKes;
    rentKes += leftKes;
    if (inMonth && rentKes > 0) payments.push({ entry, rentKes });
  }
  const rentOwedKes = outstanding.reduce((sum, c) => sum + (c.category === 'rent' ? c.leftKes : 0), 0);
  return {
    rentChargedKes,
    collectedKes: payments.reduce((sum, p) => sum + p.rentKes, 0),
    carriedKes: rentOwedKes - creditKes,
    payments,
  };
}

/**
 * A payment of the money trail as the statement shows it. Throws a RangeError for a payment
 * without its receipt, masked phone and allocation, rather than list it without them.
 */
function statementPayment({ entry, rentKes }: PaymentRent): StatementPayment {
  if (!entry.trail)
    throw new RangeError(`Payment ${JSON.stringify(entry.id)} has no receipt, phone and allocation to show.`);
  const { receipt, phone, allocation } = entry.trail;
  return { date: entry.date, receipt, phone, amountKes: entry.amountKes, rentKes, allocation };
}

/**
 * The statement's figures (product rules, 'Owners', 'Payouts'). Net payout = rent collected −
 * management fee − expenses − tax withheld (MRI due from the owner is shown, not withheld) −
 * brought forward; the fee and the tax each round to whole shillings. Throws a RangeError for
 * a month that is not 'YYYY-MM', a fee outside 0–100%, an expense or a brought forward that is
 * not a whole number of shillings (or is below zero), or a payment counted in the month without
 * its receipt, masked phone and allocation, rather than print a wrong statement.
 */
export function ownerStatement(input: OwnerStatementInput): OwnerStatementFigures {
  const { month, residency, arrangements, managementFeePercent } = input;
  if (!MONTH.test(month)) throw new RangeError(`Statement month ${JSON.stringify(month)} is not YYYY-MM.`);
  if (!(managementFeePercent >= 0 && managementFeePercent <= 100))
    throw new RangeError(`Management fee ${managementFeePercent}% is not between 0% and 100%.`);
  for (const a of arrangements)
    if (!MONTH.test(a.fromMonth))
      throw new RangeError(`Tax arrangement start ${JSON.stringify(a.fromMonth)} is not YYYY-MM.`);
  for (const expense of input.expenses)
    if (!Number.isSafeInteger(expense.amountKes) || expense.amountKes < 0)
      throw new RangeError(`Expense ${expense.requestNumber}: ${expense.amountKes} is not whole shillings.`);
  const { broughtForwardKes } = input;
  if (!Number.isSafeInteger(broughtForwardKes) || broughtForwardKes < 0)
    throw new RangeError(`Brought forward ${broughtForwardKes} is not whole shillings of zero or more.`);

  const units: StatementUnitLine[] = input.units.map((u) => {
    const { payments, ...rent } = rentForMonth(u.entries, month);
    return {
      unitId: u.unitId,
      unit: u.unit,
      tenant: u.tenant,
      ...rent,
      payments: payments.map(statementPayment),
    };
  });
  const rentCollectedKes = units.reduce((sum, u) => sum + u.collectedKes, 0);
  const managementFeeKes = percentOf(rentCollectedKes, managementFeePercent);
  const expensesKes = input.expenses.reduce((sum, e) => sum + e.amountKes, 0);
  const taxArrangement = arrangementFor(month, residency, arrangements);
  const tax = statementTax(month, taxArrangement, rentCollectedKes);
  return {
    units,
    rentCollectedKes,
    managementFeeKes,
    expenses: [...input.expenses],
    expensesKes,
    tax,
    taxArrangement,
    broughtForwardKes,
    netPayoutKes:
      rentCollectedKes -
      managementFeeKes -
      expensesKes -
      (tax.deducted ? tax.amountKes : 0) -
      broughtForwardKes,
    arrearsCarriedKes: units.reduce((sum, u) => sum + Math.max(u.carriedKes, 0), 0),
    creditCarriedKes: units.reduce((sum, u) => sum + Math.max(-u.carriedKes, 0), 0),
  };
}

/** 'Brian N.': how an owner sees a tenant (never a phone number or email). */
export function tenantShortName(fullName: string): string {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}
