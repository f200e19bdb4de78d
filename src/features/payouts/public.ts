/**
 * What other features may use of payouts (eslint.config.js enforces it): how a payout reads
 * on the owner's statement and home (product rules, 'Payouts'). Text only, so the portal's
 * code carries none of the console's; the dashboard's panel is public-panel.ts.
 */
export { paidOutText, payoutAmountText, statementName } from './payout-text';
