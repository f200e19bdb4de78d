/** What the dashboard may use of payouts (eslint.config.js enforces it): its Payouts panel. */
export { PayoutsPanel } from './payouts-panel';
