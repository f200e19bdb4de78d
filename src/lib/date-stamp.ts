/**
 * Dates as stored: ISO dates and 24-hour local times ('2025-03-18', '09:45'); format.ts shows
 * them. Its own module, so the store's slices that stamp a date (the email centre's) carry no
 * display code into the first load.
 */

const pad = (n: number): string => String(n).padStart(2, '0');

/** The local date and time of `now` as stored: `{ date: '2025-03-18', time: '09:45' }`. */
export const dateStamp = (now: Date): { date: string; time: string } => ({
  date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
  time: `${pad(now.getHours())}:${pad(now.getMinutes())}`,
});
