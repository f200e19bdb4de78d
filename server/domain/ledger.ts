/**
 * A tenant's statement of account, as arithmetic (product rules, 'Payments'): charges (rent on
 * the 1st, due on the 5th; water; service charge) and payments, the running balance, what is
 * due and by when. Generic over the entry type, so the screens pass the API's rows through
 * and get them back with a balance.
 *
 * Money is whole Kenya shillings, never floating-point cents: an entry whose amount is not a
 * positive whole number of shillings (or whose date is no real ISO date) makes these functions
 * throw a RangeError naming the entry, rather than show a statement whose balance is wrong.
 */

export type LedgerKind = 'charge' | 'payment';

export interface LedgerEntry {
  id: string;
  /** ISO date, 'YYYY-MM-DD'. */
  date: string;
  /** 24-hour local time, 'HH:MM', where it is known. */
  time?: string;
  kind: LedgerKind;
  /** Positive whole shillings; the kind says which way it moves the balance. */
  amountKes: number;
  /** A charge's due date (ISO), where it is not the rule's (`chargeDueDate`). */
  dueDate?: string;
}

/** An entry with the balance after it: positive is owed, negative is a credit. */
export type WithBalance<E> = E & { balanceKes: number };

/** Rent is charged on the 1st of the month and due on the 5th. */
export const RENT_CHARGE_DAY = 1;
export const RENT_DUE_DAY = 5;

const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const pad = (n: number): string => String(n).padStart(2, '0');

function checkDate(date: unknown, what: string): asserts date is string {
  const match = typeof date === 'string' ? ISO_DATE.exec(date) : null;
  const real =
    match !== null &&
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDate() ===
      Number(match[3]);
  if (!real) throw new RangeError(`${what}: ${JSON.stringify(date)} is not an ISO date (YYYY-MM-DD).`);
}

/** Throws a RangeError unless the entry is one the statement can count. */
function checkEntry(entry: LedgerEntry): void {
  const what = `Ledger entry ${JSON.stringify(entry.id)}`;
  if (entry.kind !== 'charge' && entry.kind !== 'payment')
    throw new RangeError(`${what}: kind ${JSON.stringify(entry.kind)} is neither 'charge' nor 'payment'.`);
  if (!Number.isSafeInteger(entry.amountKes) || entry.amountKes <= 0)
    throw new RangeError(`${what}: ${entry.amountKes} is not a positive whole number of shillings.`);
  checkDate(entry.date, what);
  if (entry.time !== undefined && !TIME.test(entry.time))
    throw new RangeError(`${what}: time ${JSON.stringify(entry.time)} is not HH:MM.`);
  if (entry.dueDate !== undefined) checkDate(entry.dueDate, `${what}, due date`);
}

const KIND_ORDER: Record<LedgerKind, number> = { charge: 0, payment: 1 };
/** Code-unit order, which is time order for ISO dates and 'HH:MM' (no locale's collation). */
const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The entries oldest first: by date; on one day, charges before payments (a payment made on
 * the day of a charge is applied after it, so the day never shows a credit the charge then
 * takes away); then by time, an entry without a time first; ties keep the order given.
 */
export function sortOldestFirst<E extends LedgerEntry>(entries: readonly E[]): E[] {
  entries.forEach(checkEntry);
  // Array.prototype.sort is stable: equal entries keep the order given.
  return [...entries].sort(
    (a, b) =>
      compare(a.date, b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      compare(a.time ?? '', b.time ?? ''),
  );
}

const signed = (entry: LedgerEntry): number => (entry.kind === 'charge' ? entry.amountKes : -entry.amountKes);

/**
 * The statement's rows: each entry with the balance after it (charges add, payments subtract,
 * in the order of `sortOldestFirst`), NEWEST FIRST, so the top row's balance is the balance now.
 */
export function withRunningBalance<E extends LedgerEntry>(entries: readonly E[]): WithBalance<E>[] {
  let balanceKes = 0;
  return sortOldestFirst(entries)
    .map((entry) => {
      balanceKes += signed(entry);
      return { ...entry, balanceKes };
    })
    .reverse();
}

/** Charges minus payments: positive is owed, negative is a credit. */
export function balanceOf(entries: readonly LedgerEntry[]): number {
  entries.forEach(checkEntry);
  return entries.reduce((sum, entry) => sum + signed(entry), 0);
}

/** 'Amount due': what is owed now, 0 when the account is settled or in credit. */
export const amountDue = (entries: readonly LedgerEntry[]): number => Math.max(balanceOf(entries), 0);

/**
 * When a charge dated `date` is due: the first 5th of a month on or after it. Rent, charged on
 * the 1st, is due on the 5th of its month; a charge raised after the 5th (a water bill on the
 * 20th) is due with the next month's rent, on the 5th of the next month.
 */
export function chargeDueDate(date: string): string {
  checkDate(date, 'Charge date');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (day <= RENT_DUE_DAY) return `${year}-${pad(month)}-${pad(RENT_DUE_DAY)}`;
  return month === 12
    ? `${year + 1}-01-${pad(RENT_DUE_DAY)}`
    : `${year}-${pad(month + 1)}-${pad(RENT_DUE_DAY)}`;
}

/** A charge not yet paid in full, with what is left of it and its due date. */
export interface OutstandingCharge<E> {
  entry: E;
  outstandingKes: number;
  dueDate: string;
}

/**
 * The charges not yet paid in full, oldest first. Payments pay the oldest charge first (as
 * Kenyan landlords and the big portals allocate them), whenever they were made: a payment in
 * advance covers the next charge.
 */
export function outstandingCharges<E extends LedgerEntry>(entries: readonly E[]): OutstandingCharge<E>[] {
  const sorted = sortOldestFirst(entries);
  let paidKes = sorted.reduce((sum, entry) => sum + (entry.kind === 'payment' ? entry.amountKes : 0), 0);
  const outstanding: OutstandingCharge<E>[] = [];
  for (const entry of sorted) {
    if (entry.kind !== 'charge') continue;
    const covered = Math.min(paidKes, entry.amountKes);
    paidKes -= covered;
    if (covered < entry.amountKes)
      outstanding.push({
        entry,
        outstandingKes: entry.amountKes - covered,
        dueDate: entry.dueDate ?? chargeDueDate(entry.date),
      });
  }
  return outstanding;
}

/**
 * 'Due by': the due date of the oldest charge not yet paid in full (payments pay the oldest
 * first), and whether it has passed (`today`, ISO, is after it: on the due date itself a
 * payment is on time). Null when nothing is owed. So on 3 March with March's rent unpaid it
 * is 5 March, not overdue; on 10 March still unpaid it is 5 March, overdue; with February's
 * rent also unpaid it is 5 February, overdue: the tenant sees the arrears, not only the month.
 */
export function dueByOf(
  entries: readonly LedgerEntry[],
  today: string,
): { date: string; overdue: boolean } | null {
  checkDate(today, 'Today');
  const [oldest] = outstandingCharges(entries);
  return oldest ? { date: oldest.dueDate, overdue: today > oldest.dueDate } : null;
}
