/** Dates and numbers, as stored and as shown. Dates are stored as ISO dates and 24-hour local times. */

const pad = (n: number): string => String(n).padStart(2, '0');

/** The local date and time of `now` as stored: `{ date: '2025-03-18', time: '09:45' }`. */
export const dateStamp = (now: Date): { date: string; time: string } => ({
  date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
  time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
});

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

const USD_FORMAT = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

/** '2025-03-18' -> 'Mar 18, 2025' (the text as stored if it is not an ISO date). */
export function formatDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  return DATE_FORMAT.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** 'Mar 18, 2025 at 09:45' (spec 2.14: date 'at' time). */
export const formatDateAtTime = (isoDate: string, time: string): string =>
  `${formatDate(isoDate)} at ${time}`;

/** 86420 -> '$86,420' (US dollars, no decimals). */
export const formatUsd = (amount: number): string => USD_FORMAT.format(amount);

/** 5000 -> '5,000'. */
export const formatCount = (value: number): string => COUNT_FORMAT.format(value);

const kesFormatter = new Intl.NumberFormat('en-KE', {
  style: 'currency',
  currency: 'KES',
  maximumFractionDigits: 0,
});

/** Formats an amount in Kenyan shillings for display, e.g. prices (`Ksh 120,000,000`). */
export function formatKes(n: number): string {
  return kesFormatter.format(n);
}

const groupedNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Plain-text amount for prose, always written 'KES 288,000' regardless of locale data. */
export function kesText(n: number): string {
  return `KES ${groupedNumber.format(n)}`;
}

/** Plain-text amount in millions for prose, e.g. 'KES 15 million'. */
export function kesMillionsText(n: number): string {
  return `KES ${groupedNumber.format(n / 1_000_000)} million`;
}
