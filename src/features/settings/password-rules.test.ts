import { describe, expect, it } from 'vitest';
import { passwordChangeError, PASSWORD_TEXTS } from './password-rules';

describe('passwordChangeError: the checks in their order', () => {
  it.each([
    ['all empty', '', '', '', PASSWORD_TEXTS.required],
    ['current missing (even when new ones mismatch and are short)', '', 'a', 'b', PASSWORD_TEXTS.required],
    ['confirm missing', 'current-pass', 'abcdef', '', PASSWORD_TEXTS.required],
    ['mismatch is reported before length', 'current-pass', 'abc', 'abd', PASSWORD_TEXTS.mismatch],
    ['mismatch of long passwords', 'current-pass', 'abcdefgh', 'abcdefgi', PASSWORD_TEXTS.mismatch],
    ['too short', 'current-pass', 'abcde', 'abcde', PASSWORD_TEXTS.tooShort],
    ['exactly 6 passes', 'current-pass', 'abcdef', 'abcdef', null],
    ['longer passes', 'current-pass', 'NewPass#2026', 'NewPass#2026', null],
  ])('%s', (_name, currentPassword, newPassword, confirmPassword, expected) => {
    expect(passwordChangeError({ currentPassword, newPassword, confirmPassword })).toBe(expected);
  });

  it("uses the dialog's texts", () => {
    expect(PASSWORD_TEXTS).toMatchObject({
      required: 'All fields are required',
      mismatch: 'New passwords do not match',
      tooShort: 'Password must be at least 6 characters',
    });
  });
});
