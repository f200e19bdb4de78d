/**
 * The payments rules other features use (the portal's pay flow and statement, staff
 * Payments, the demo's phone): money facts, the M-Pesa phone and amount rules, the
 * statement's arithmetic and M-Pesa's result codes (product rules, 'Payments').
 */
export * from './payments-facts';
export * from './mpesa-phone';
export * from './amount-rules';
export * from './ledger';
export * from './mpesa-results';
export * from './owner-statement';
