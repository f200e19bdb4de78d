/** Roles seen in the product (spec 6). Anything else counts as signed out. */
export const ROLES = ['admin', 'manager', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The logged-in user, stored locally and returned by login (spec 3). */
export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
}

export interface LoginResponse {
  token: string;
  user: User;
}
