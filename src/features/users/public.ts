/** What other features may use of user management: the dashboards show Manage Users (spec 2.12, 2.13). */
export { ManageUsers } from './manage-users';
export { useEnsureUsersLoaded } from './users-api';
