/**
 * Dates and numbers as shown (as stored: date-stamp.ts). Dates are stored as ISO dates ('2025-03-18') and
 * 24-hour local times ('09:45'); they are shown in one style across the product (product rules,
 * 'Dates'): '18 March 2025', and '18 March 2025 at 09:45' where the time matters.
 */

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const ISO_DATE = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const ISO_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** '2025-03-05' -> '5 March 2025' (the text as stored if it is not a real ISO date). */
export function formatDate(isoDate: string): string {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return isoDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // 31 April and 29 February of a common year are no dates: shown as stored.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return isoDate;
  return `${day} ${MONTH_NAMES[month - 1]} ${match[1]}`;
}

/**
 * '2025-03-18', '09:45' -> '18 March 2025 at 09:45': every date shown with its time, in a list
 * row as in an open item (product rules, 'Dates').
 */
export const formatDateAtTime = (isoDate: string, time: string): string =>
  `${formatDate(isoDate)} at ${time}`;

/** '2025-03' -> 'March 2025', for a month as a whole (the text as given if it is not 'YYYY-MM'). */
export function formatMonth(isoMonth: string): string {
  const match = ISO_MONTH.exec(isoMonth);
  if (!match) return isoMonth;
  return `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}`;
}

/** 5000 -> '5,000'. */
export const formatCount = (value: number): string => COUNT_FORMAT.format(value);

const groupedNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Money, one style across the product (product rules, 'Payments'): whole Kenya shillings as
 * 'KES 288,000', whatever the locale data ('Ksh' appears only where M-Pesa's own words are quoted).
 */
export function kesText(n: number): string {
  return `KES ${groupedNumber.format(n)}`;
}

/** Plain-text amount in millions for prose, e.g. 'KES 15 million'. */
export function kesMillionsText(n: number): string {
  return `KES ${groupedNumber.format(n / 1_000_000)} million`;
}
