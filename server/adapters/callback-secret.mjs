/**
 * The secret in the path of the M-Pesa callbacks (docs/api-server.md, 'What is simulated'):
 * Safaricom posts each C2B confirmation to the ConfirmationURL the firm registered with
 * Daraja, which carries no credentials of its own, so the URL holds one:
 * /api/mpesa/c2b/confirmations/<secret>. The server takes it from MPESA_CALLBACK_SECRET;
 * without it, this development default, which a real deployment must replace. A plain
 * JavaScript module (typed by callback-secret.d.mts) so that scripts (contract:check) read
 * the same default.
 */
export const DEV_MPESA_CALLBACK_SECRET = 'dev-mpesa-callback-secret';

/** The callback secret this process uses. */
export const mpesaCallbackSecret = (env = process.env) =>
  env.MPESA_CALLBACK_SECRET || DEV_MPESA_CALLBACK_SECRET;
