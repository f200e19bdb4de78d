import { describe, expect, it } from 'vitest';
import { formatMovedVersions, parseMovedVersions } from './moved-versions';

describe("a change's Data-Versions header", () => {
  it.each([
    ['one data set', 'emails=41-42', { emails: { before: 41, after: 42 } }],
    [
      'two, with spaces',
      'payments=7-9,  maintenance=3-4',
      { payments: { before: 7, after: 9 }, maintenance: { before: 3, after: 4 } },
    ],
    ['none', null, {}],
    ['garbage is left out', 'emails=x-2, users=5-6, =1-2, users', { users: { before: 5, after: 6 } }],
  ])('%s', (_case, header, moved) => {
    expect(parseMovedVersions(header)).toEqual(moved);
  });
});

describe('written and read back', () => {
  it('names only the data sets that moved, and reads back as written', () => {
    const before = {
      emails: 41,
      contactSubmissions: 3,
      users: 0,
      payments: 7,
      maintenance: 2,
      owners: 1,
      payouts: 5,
    };
    const after = { ...before, emails: 42, payments: 9 };
    const header = formatMovedVersions(before, after);
    expect(header).toBe('emails=41-42, payments=7-9');
    expect(parseMovedVersions(header)).toEqual({
      emails: { before: 41, after: 42 },
      payments: { before: 7, after: 9 },
    });
    expect(formatMovedVersions(before, before)).toBeNull();
  });
});
