/**
 * What other features may use of the settings: the main dashboard shows the Admin Settings
 * panel (product rules, 'Staff console').
 */
export { AdminSettings } from './admin-settings';
