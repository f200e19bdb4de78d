/*
 * 'Forgot password?' (docs/product-rules.md, 'Forgot password'): the texts and facts the
 * pages and the server share (server/domain/password-resets.ts), so both say the same.
 */

/** The answer to every request, whether or not an account has the address. */
export const RESET_REQUESTED_TEXT = 'If an account exists for that email, a reset link is on its way.';

/** A token that is unknown, used, ended by a newer request or too old. */
export const RESET_LINK_INVALID_TEXT = 'This reset link has expired or has already been used.';

/** How long a reset link works (the contract's requestPasswordReset says so too). */
export const RESET_LINK_MINUTES = 30;

/** The query parameter of the reset page's address that carries the token. */
export const RESET_TOKEN_PARAM = 'token';
