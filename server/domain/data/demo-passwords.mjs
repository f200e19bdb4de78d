/**
 * The demo accounts' passwords, written in this one place: server/domain/data/accounts.ts builds the
 * demo accounts with them, and scripts/check-build.mjs fails a production build that holds
 * one. A plain JavaScript module (typed by demo-passwords.d.mts) so that a Node script can
 * import it as it is.
 */
export const DEMO_PASSWORD = 'Demo#2025';
/** The administrator login's password (its username is 'admin'). */
export const ADMIN_PASSWORD = 'Admin#2025';
