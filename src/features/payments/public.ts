/**
 * The payments rules other features use (the portal's pay flow and statement, staff
 * Payments, the demo's phone): money facts, the M-Pesa phone and amount form checks and
 * M-Pesa's result texts (product rules, 'Payments'). The ledger and the statements are the
 * server's (server/domain).
 */
export * from './payments-facts';
export * from './mpesa-phone';
export * from './amount-rules';
export * from './mpesa-results';
export * from './statement-of-payment';
export * from './allocation-rules';
