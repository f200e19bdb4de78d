import { randomBytes } from 'node:crypto';
import { PATHS } from '../../src/config/paths';
import { RESET_LINK_MINUTES, RESET_TOKEN_PARAM } from '../../src/features/auth/password-reset-rules';
import { scope } from './context';
import { MPESA_BUSINESS_NAME } from './data/mpesa';
import { endAllSessions, findAccountByEmail, setPassword, tokenHash, type Account } from './sessions';

/*
 * Password resets (docs/product-rules.md, 'Forgot password'; docs/api-server.md, 'Password
 * resets'): a request for an address gets a random token, kept only as its hash (migration
 * 0006), that works once within RESET_LINK_MINUTES; a newer request for the account ends the
 * older ones. Using one sets the password and signs the account out everywhere.
 */

const MINUTE_MS = 60_000;

/** A reset link's address: the reset page with the token, on the public site when its origin is known, else a path there. */
export const resetLink = (token: string, publicUrl: string | null): string =>
  `${publicUrl ?? ''}${PATHS.resetPassword}?${new URLSearchParams({ [RESET_TOKEN_PARAM]: token })}`;

/** The reset email: subject and text, the link in it. */
export function resetEmail(link: string): { subject: string; text: string } {
  return {
    subject: `Reset your ${MPESA_BUSINESS_NAME} password`,
    text: [
      `Someone asked to reset the password of your ${MPESA_BUSINESS_NAME} account.`,
      `To choose a new one, open this link within ${RESET_LINK_MINUTES} minutes:`,
      link,
      'The link works once. If you did not ask, ignore this email: your password stays as it is.',
    ].join('\n\n'),
  };
}

export interface ResetStarted {
  account: Account;
  token: string;
}

/**
 * A reset for the account that has `email` (as sign-in compares it): its token, or null when
 * no account has it. The same work either way (a token is made and hashed for an unknown
 * address too), so the time taken tells as little as the answer. Older unused links of the
 * account stop working.
 */
export async function startPasswordReset(email: string, now = new Date()): Promise<ResetStarted | null> {
  const token = randomBytes(32).toString('base64url');
  const hash = tokenHash(token);
  const account = await findAccountByEmail(email);
  if (!account) return null;
  const expires = new Date(now.getTime() + RESET_LINK_MINUTES * MINUTE_MS);
  await endResetLinks(account.user.id, now);
  await scope().sql.query(
    'INSERT INTO password_resets (token_hash, account_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
    [hash, account.user.id, now.toISOString(), expires.toISOString()],
  );
  return { account, token };
}

/**
 * Sets the password with a reset token: true when the token was unused, not ended and not
 * expired, and is now used; false (nothing changed) otherwise. The token is taken by one
 * UPDATE that only a usable row matches, so of two requests with one token only one gets it.
 * Then every session of the account ends, and its other links with them.
 */
export async function resetPasswordWithToken(
  token: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const { sql } = scope();
  const taken = await sql.query<{ account_id: string }>(
    `UPDATE password_resets SET used_at = $2
     WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > $2
     RETURNING account_id`,
    [tokenHash(token), now.toISOString()],
  );
  const accountId = taken[0]?.account_id;
  if (!accountId) return false;
  await setPassword(accountId, password);
  await endAllSessions(accountId);
  await endResetLinks(accountId, now);
  return true;
}

/** The account's unused links stop working. */
async function endResetLinks(accountId: string, now: Date): Promise<void> {
  await scope().sql.query(
    'UPDATE password_resets SET revoked_at = $2 WHERE account_id = $1 AND used_at IS NULL AND revoked_at IS NULL',
    [accountId, now.toISOString()],
  );
}

/** Forgets every reset link of the data set (the tests' fresh start). */
export async function forgetPasswordResets(): Promise<void> {
  await scope().sql.query('DELETE FROM password_resets');
}
