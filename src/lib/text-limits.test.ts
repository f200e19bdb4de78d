import { describe, expect, it } from 'vitest';
import { lengthProblem, tooLongText } from './text-limits';

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
});
