/** The password of every demo account (server/domain/data/demo-passwords.mjs). */
export const DEMO_PASSWORD: string;
/** The administrator login's password. */
export const ADMIN_PASSWORD: string;
