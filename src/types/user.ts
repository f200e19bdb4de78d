import type { Role } from './api.gen';

export type { LoginResponse, Role, User } from './api.gen';

/** Roles seen in the product (product rules, 'Users and roles'). Anything else counts as signed out. */
export const ROLES = ['admin', 'manager', 'user'] as const satisfies readonly Role[];
