/**
 * What other features may use of staff payments (eslint.config.js enforces it): the
 * dashboard's Payments panel (product rules, 'Staff payments').
 */
export { PaymentsPanel } from './payments-panel';
