import { describe, expect, it } from 'vitest';
import { insertOverflows, lengthProblem, tooLongText } from './text-limits';

describe('the length limits of typed text', () => {
  it.each([
    ['name', 'Name', 200, null],
    ['name', 'Name', 201, 'Name must be at most 200 characters.'],
    ['email', 'Email', 254, null],
    ['email', 'Email', 255, 'Email must be at most 254 characters.'],
    ['subject', 'Subject', 200, null],
    ['subject', 'Subject', 201, 'Subject must be at most 200 characters.'],
    ['message', 'Message', 5000, null],
    ['message', 'Message', 5001, 'Message must be at most 5,000 characters.'],
  ] as const)('a %s of %s characters: %s', (kind, label, length, problem) => {
    expect(lengthProblem(kind, label, 'A'.repeat(length))).toBe(problem);
  });

  it('names the label as the form shows it', () => {
    expect(tooLongText('Full Name', 200)).toBe('Full Name must be at most 200 characters.');
  });

  it.each([
    ['a paste that fits', 'abc', { start: 3, end: 3 }, 'd', 5, false],
    ['a paste that fills it exactly', 'abc', { start: 3, end: 3 }, 'de', 5, false],
    ['a paste one character too long', 'abc', { start: 3, end: 3 }, 'def', 5, true],
    ['a character typed into a full field', 'abcde', { start: 5, end: 5 }, 'f', 5, true],
    ['a character typed over a selection of a full field', 'abcde', { start: 1, end: 2 }, 'x', 5, false],
    ['a paste replacing a selection', 'abcde', { start: 0, end: 5 }, 'vwxyz', 5, false],
    ['a paste of 201 characters into an empty name', '', { start: 0, end: 0 }, 'A'.repeat(201), 200, true],
    [
      'any paste into a field without a limit',
      'abc',
      { start: 3, end: 3 },
      'x'.repeat(9000),
      undefined,
      false,
    ],
  ])('%s: overflows %s', (_case, current, selection, inserted, limit, overflows) => {
    expect(insertOverflows(current, selection, inserted, limit)).toBe(overflows);
  });
});
