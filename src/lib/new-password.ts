import { MIN_PASSWORD_LENGTH } from '../config/constants';

/*
 * A new password's rules, one for every place that sets one (docs/product-rules.md,
 * 'Forgot password'): Change Password (src/features/settings/password-rules.ts), the reset
 * page (src/features/auth/reset-password-page.tsx) and the server, which checks them again
 * (server/http/operations/auth.ts), in the same words.
 */

export const PASSWORD_TOO_SHORT_TEXT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORDS_DIFFER_TEXT = 'New passwords do not match';

export const passwordTooShort = (password: string): boolean => password.length < MIN_PASSWORD_LENGTH;
