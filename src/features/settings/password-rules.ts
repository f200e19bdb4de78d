import { PASSWORD_TOO_SHORT_TEXT, PASSWORDS_DIFFER_TEXT, passwordTooShort } from '../../lib/new-password';

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const PASSWORD_TEXTS = {
  required: 'All fields are required',
  mismatch: PASSWORDS_DIFFER_TEXT,
  tooShort: PASSWORD_TOO_SHORT_TEXT,
  updated: 'Password updated successfully',
  serverError: 'Server error. Please try again later.',
} as const;

/**
 * The Change Password dialog's checks, in this order: all three fields
 * required, then new and confirm equal, then the minimum length. Null when all pass.
 */
export function passwordChangeError(input: PasswordChangeInput): string | null {
  if (input.currentPassword === '' || input.newPassword === '' || input.confirmPassword === '') {
    return PASSWORD_TEXTS.required;
  }
  if (input.newPassword !== input.confirmPassword) return PASSWORD_TEXTS.mismatch;
  if (passwordTooShort(input.newPassword)) return PASSWORD_TEXTS.tooShort;
  return null;
}
