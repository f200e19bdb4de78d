import { describe, expect, it } from 'vitest';
import { parseMovedVersions } from './data-versions';

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
