/**
 * What other features may use of staff maintenance (eslint.config.js enforces it): the
 * dashboard's Maintenance panel (product rules, 'Maintenance').
 */
export { MaintenancePanel } from './maintenance-panel';
