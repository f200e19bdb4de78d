import { apiErrorText, httpStatus, tooManyAttemptsText } from '../../store/api-error';

/** The error texts of the two login forms (docs/qa.md, 'What happens when...'). */
export const SERVER_ERROR_TEXT = 'Server error. Please try again later.';
export const SIGN_UP_HINT = "Please sign up if you don't have an account.";
export const ADMIN_LOGIN_FAILED_TEXT = 'Invalid administrator credentials.';

export type LoginMode = 'user' | 'admin';

/** What the login form shows for a failed request. */
export interface LoginErrorView {
  /** The main text: the server's error field, or one of the fixed texts. */
  text: string;
  /** The sign-up sentence, on its own line (normal login with a server error field only). */
  hint: string | null;
  /** Text containing 'invalid credentials' (any case) glows. */
  glow: boolean;
}

const view = (text: string, hint: string | null = null): LoginErrorView => ({
  text,
  hint,
  glow: /invalid credentials/i.test(text),
});

/**
 * Maps a failed login to its error text (docs/qa.md, 'What happens when...'). Too many
 * attempts (429) says when to try again, in the server's words, alone. A 5xx, a dropped
 * network (no status) or a failure without an error field is 'Server error. Please try again
 * later.'; otherwise the server's error field is shown as is, followed for the normal login
 * by the sign-up sentence. The administrator login falls back to 'Invalid administrator
 * credentials.' for a refusal without an error field.
 */
export function loginErrorView(error: unknown, mode: LoginMode): LoginErrorView {
  const fixed = fixedErrorText(error);
  if (fixed) return view(fixed);
  const status = httpStatus(error)!;
  const field = apiErrorText(error);
  if (mode === 'admin') return view(field ?? (status >= 400 ? ADMIN_LOGIN_FAILED_TEXT : SERVER_ERROR_TEXT));
  return field ? view(field, SIGN_UP_HINT) : view(SERVER_ERROR_TEXT);
}

/**
 * The sign-in pages' fixed texts for a failed request: a 429's, in the server's words; the
 * server error text for a 5xx or a dropped network (no status). Null for any other answer.
 */
function fixedErrorText(error: unknown): string | null {
  const tooMany = tooManyAttemptsText(error);
  if (tooMany) return tooMany;
  const status = httpStatus(error);
  return status === null || status >= 500 ? SERVER_ERROR_TEXT : null;
}

/**
 * A failed request's text on the password reset pages, as the login says it: a 429's, the
 * server error text for a 5xx or a dropped network, else the server's error field (the
 * server error text when there is none).
 */
export const requestErrorText = (error: unknown): string =>
  fixedErrorText(error) ?? apiErrorText(error) ?? SERVER_ERROR_TEXT;
