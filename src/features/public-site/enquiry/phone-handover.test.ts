import { describe, expect, it } from 'vitest';
import { caretAfterDigits, digitsBefore } from './phone-handover';

describe('the caret counted in digits, from one phone input to the next', () => {
  it.each<[string, number, number]>([
    ['+254', 0, 0],
    ['+254', 4, 3],
    ['+254 712', 8, 6],
    ['+254 712', 5, 3],
    ['+254 712', 7, 5],
    ['+2540712', 8, 7],
    ['', 0, 0],
  ])('digitsBefore(%j, %i) = %i', (text, caret, digits) => {
    expect(digitsBefore(text, caret)).toBe(digits);
  });

  it.each<[string, number, number]>([
    ['+254 712 345', 0, 0],
    ['+254 712 345', 3, 4], // just after '254'
    ['+254 712 345', 5, 7], // '+254 71|2 345'
    ['+254 712 345', 6, 8], // '+254 712| 345': before the group's space
    ['+254 712', 6, 8], // after the last digit: the end
    ['+254 712', 9, 8], // more digits than the text has: the end
    ['+254 712 ', 6, 9], // a trailing space: still the end
  ])('caretAfterDigits(%j, %i) = %i', (text, digits, caret) => {
    expect(caretAfterDigits(text, digits)).toBe(caret);
  });

  it('puts the caret back after the same digits however the next input groups them', () => {
    const plain = '+2547123';
    const picker = '+254 712 3';
    for (let caret = 1; caret <= plain.length; caret += 1) {
      const digits = digitsBefore(plain, caret);
      expect(digitsBefore(picker, caretAfterDigits(picker, digits))).toBe(digits);
    }
  });
});
