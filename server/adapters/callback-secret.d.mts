/** The development default of the M-Pesa callbacks' secret (server/adapters/callback-secret.mjs). */
export const DEV_MPESA_CALLBACK_SECRET: string;
/** MPESA_CALLBACK_SECRET, or the development default. */
export function mpesaCallbackSecret(env?: Record<string, string | undefined>): string;
