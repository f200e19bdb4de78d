import { dateStamp } from '../../../src/lib/date-stamp';

/**
 * The sample data's dates (product rules, 'Dates'): the fixtures are written as of one day,
 * SAMPLE_ANCHOR (their newest item is dated that day), and are seeded shifted so that day
 * becomes yesterday: a demo's newest mail and enquiry are a day old, never in the future
 * whatever the hour, and every item keeps its order, its spacing in days and its time.
 */
export const SAMPLE_ANCHOR = '2025-03-18';

const DAY_MS = 24 * 60 * 60 * 1000;

const utcOf = (isoDate: string): number => {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
};

/** '2025-03-18' plus 2 days is '2025-03-20' (calendar days: no clock or summer time involved). */
export const addDays = (isoDate: string, days: number): string =>
  new Date(utcOf(isoDate) + days * DAY_MS).toISOString().slice(0, 10);

/** The days from `from` to `to`: 1 from '2025-03-17' to '2025-03-18'. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((utcOf(to) - utcOf(from)) / DAY_MS);

/**
 * Today's local date, 'YYYY-MM-DD': the one clock the sample data is seeded by. Tests pin it
 * by pinning the system time (`vi.setSystemTime`); the e2e tests call it to know the dates
 * the page shows.
 */
export const sampleToday = (now: Date = new Date()): string => dateStamp(now).date;

/** A fixture's date as seeded on `today`: SAMPLE_ANCHOR becomes the day before `today`. */
export const sampleDate = (fixtureDate: string, today: string = sampleToday()): string =>
  addDays(fixtureDate, daysBetween(SAMPLE_ANCHOR, addDays(today, -1)));

/** The items with their dates as seeded on `today` (copies: the fixtures stay as written). */
export const datedFor = <T extends { date: string }>(items: readonly T[], today: string): T[] =>
  items.map((item) => ({ ...structuredClone(item), date: sampleDate(item.date, today) }));
