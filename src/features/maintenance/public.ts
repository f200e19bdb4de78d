/**
 * Maintenance requests for the features that show them (the portal's tenant and owner
 * screens, staff's Maintenance queue, the dashboard): the rules and the endpoints (product
 * rules, 'Maintenance').
 */
export * from './maintenance-rules';
export * from './maintenance-api';
export * from './maintenance-timeline';
export * from './maintenance-status-tag';
