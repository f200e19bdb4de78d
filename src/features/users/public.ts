/**
 * What other features may use of user management: the dashboards show Manage Users (product
 * rules, 'Users and roles').
 */
export { ManageUsers } from './manage-users';
export { useEnsureUsersLoaded } from './users-api';
