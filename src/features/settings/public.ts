/** What other features may use of the settings: the main dashboard shows the Admin Settings panel (spec 2.11). */
export { AdminSettings } from './admin-settings';
