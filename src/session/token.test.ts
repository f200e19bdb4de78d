import { describe, expect, it } from 'vitest';
import { isValidToken, MAX_TOKEN_LENGTH } from './token';

describe("isValidToken (product rules, 'Sessions')", () => {
  it.each<[string, unknown, boolean]>([
    ['a demo token', 'demo.u-admin.1', true],
    ['visible ASCII punctuation', 'a!~{}[]|\\:;"<>,.?/', true],
    ['4,096 characters', 'x'.repeat(MAX_TOKEN_LENGTH), true],
    ['4,097 characters', 'x'.repeat(MAX_TOKEN_LENGTH + 1), false],
    ['empty', '', false],
    ['a space inside', 'a b', false],
    ['a trailing space', 'ab ', false],
    ['a tab', 'a\tb', false],
    ['a new line', 'a\nb', false],
    ['a control character', 'a\u0007b', false],
    ['DEL', 'a\u007fb', false],
    ['the euro sign', 'tok€n', false],
    ['an emoji', 'tok😀', false],
    ['null', null, false],
    ['a number', 42, false],
  ])('%s: %s', (_name, value, valid) => {
    expect(isValidToken(value)).toBe(valid);
  });
});
