import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactSubmission, Email } from '../../../src/types/console';
import { callApi, sessionToken } from '../../testing';
import { seedOf } from '../tables';
import { bulkEmails, bulkSubmissions } from './bulk';
import { CONTACT_SUBMISSION_FIXTURES } from './contact-submissions';
import { EMAIL_FIXTURES } from './emails';
import { addDays, daysBetween, datedFor, SAMPLE_ANCHOR, sampleDate, sampleToday } from './sample-dates';

// The sample data is dated relative to the day it is seeded (product rules, 'Dates').

describe('calendar days', () => {
  it.each([
    ['2025-03-18', 1, '2025-03-19'],
    ['2025-03-18', -1, '2025-03-17'],
    ['2025-03-31', 1, '2025-04-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -365, '2025-01-01'],
    ['2025-03-30', 0, '2025-03-30'],
  ])('%s %+d days is %s, and back', (from, days, to) => {
    expect(addDays(from, days)).toBe(to);
    expect(daysBetween(from, to)).toBe(days);
  });

  it('today is the local date of the clock, as the app stamps a new item', () => {
    expect(sampleToday(new Date(2026, 10, 24, 0, 5))).toBe('2026-11-24');
    expect(sampleToday(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
  });
});

// Days of the week, month and year ends, a leap day: the dating holds on any of them.
const TODAYS = ['2026-11-24', '2025-03-18', '2025-03-01', '2028-03-01', '2027-01-01', '2025-03-19'];

type Dated = Email | ContactSubmission;
const FIXTURE_SETS: [string, readonly Dated[]][] = [
  ['the emails', EMAIL_FIXTURES],
  ['the contact submissions', CONTACT_SUBMISSION_FIXTURES],
];
const cases = TODAYS.flatMap((today) =>
  FIXTURE_SETS.map(([name, fixtures]) => [name, today, fixtures] as const),
);
/** The ids newest first by date and time (as the mock lists them). */
const newestFirst = (items: readonly Dated[]) =>
  [...items].sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`)).map((i) => i.id);

describe('datedFor: the fixtures as seeded on a given today', () => {
  it.each(cases)(
    '%s on %s: the newest is yesterday, and the rest within four weeks before',
    (_n, today, fixtures) => {
      const dated = datedFor(fixtures, today);
      const dates = dated.map((item) => item.date).sort();
      expect(dates.at(-1)).toBe(addDays(today, -1));
      // None today or later, so none in the future whatever the hour: every time stays as written.
      for (const date of dates) expect(date < today).toBe(true);
      expect(dates[0]! >= addDays(today, -28)).toBe(true);
    },
  );

  it.each(cases)('%s on %s: order, spacing in days, times and the rest kept', (_n, today, fixtures) => {
    const dated = datedFor(fixtures, today);
    expect(newestFirst(dated)).toEqual(newestFirst(fixtures));
    dated.forEach((item, i) => {
      const fixture = fixtures[i]!;
      expect(daysBetween(fixture.date, item.date)).toBe(daysBetween(SAMPLE_ANCHOR, addDays(today, -1)));
      expect({ ...item, date: fixture.date }).toEqual(fixture);
    });
  });

  it('is deterministic for a given today and leaves the fixtures as written', () => {
    expect(datedFor(EMAIL_FIXTURES, '2026-11-24')).toEqual(datedFor(EMAIL_FIXTURES, '2026-11-24'));
    expect(EMAIL_FIXTURES[0]!.date).toBe(SAMPLE_ANCHOR);
    expect(sampleDate(SAMPLE_ANCHOR, '2026-11-24')).toBe('2026-11-23');
    expect(sampleDate('2025-02-20', '2026-11-24')).toBe('2026-10-28'); // 26 days before, as written
  });
});

describe('the seed and the bulk load take today from the clock', () => {
  afterEach(() => void vi.useRealTimers());
  const pinClock = (today: string, time = '08:00') => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T${time}:00`));
  };

  it.each(['emails', 'contact-submissions'] as const)(
    'seedOf(%s) is dated as of the pinned today',
    (table) => {
      pinClock('2026-11-24');
      expect(seedOf(table)).toEqual(seedOf(table, '2026-11-24'));
    },
  );

  it("the server's lists start yesterday, and 'Reset demo data' dates the sample afresh", async () => {
    const newest = async <T>(path: string) =>
      (await callApi<T[]>(path, { token: await sessionToken('u-admin') })).body[0];
    pinClock('2026-11-24', '00:01');
    await callApi('/api/demo/reset', { method: 'POST' });
    expect(await newest<Email>('/api/admin/emails')).toMatchObject({
      id: 'em-007',
      date: '2026-11-23',
      time: '11:00',
    });
    expect(await newest<ContactSubmission>('/api/admin/contact-submissions')).toMatchObject({
      id: 'cs-001',
      date: '2026-11-23',
      time: '10:20',
    });

    // Seeded once, the data keeps its dates the next day; a reset seeds it as of that day.
    pinClock('2026-11-25');
    expect((await newest<Email>('/api/admin/emails'))!.date).toBe('2026-11-23');
    await callApi('/api/demo/reset', { method: 'POST' });
    expect((await newest<Email>('/api/admin/emails'))!.date).toBe('2026-11-24');
    expect((await newest<ContactSubmission>('/api/admin/contact-submissions'))!.date).toBe('2026-11-24');
  });

  it.each([
    ['emails', bulkEmails],
    ['submissions', bulkSubmissions],
  ] as const)('bulk %s: over the eight weeks up to yesterday, deterministic', (_name, bulk) => {
    pinClock('2026-11-24');
    const items = bulk(500);
    const dates = new Set(items.map((item) => item.date));
    expect(Math.max(...[...dates].map((d) => daysBetween(d, '2026-11-24')))).toBe(56);
    expect(Math.min(...[...dates].map((d) => daysBetween(d, '2026-11-24')))).toBe(1);
    expect(dates.size).toBe(56);
    expect(bulk(500, '2026-11-24')).toEqual(items);
  });
});
