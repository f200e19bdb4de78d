import type { Role } from './api.gen';

export type { LoginResponse, Role, User } from './api.gen';

/** Roles seen in the product (spec 6). Anything else counts as signed out. */
export const ROLES = ['admin', 'manager', 'user'] as const satisfies readonly Role[];
