import { describe, expect, it } from 'vitest';
import { demoToken, userWithRole } from '../../../tests/fixtures';
import type { Role } from '../../types/user';
import { adminLoginDestination, loginDestination, type Destination } from './login-destination';
import { decodeHandOff } from './session-handoff';

/** The login answer for the demo account of `role`. */
const session = (role: Role) => {
  const user = userWithRole(role);
  return { token: demoToken(user.id), user };
};
const ADMIN_URL = 'http://admin.localhost:4173';

describe('loginDestination', () => {
  it.each<[Role, 'public' | 'admin', Destination['kind'], string]>([
    ['manager', 'public', 'route', '/manager'],
    ['user', 'public', 'route', '/user'],
    ['admin', 'admin', 'route', '/'],
    ['manager', 'admin', 'route', '/manager'],
  ])('%s on the %s host', (role, host, kind, to) => {
    const destination = loginDestination(session(role), host, ADMIN_URL);
    expect(destination.kind).toBe(kind);
    expect(destination.kind === 'route' ? destination.to : destination.url).toBe(to);
  });

  it('sends an admin to the configured admin host with the session in the fragment', () => {
    const destination = loginDestination(session('admin'), 'public', `${ADMIN_URL}/`);
    expect(destination.kind).toBe('external');
    if (destination.kind !== 'external') return;
    const url = new URL(destination.url);
    expect(url.origin).toBe(ADMIN_URL);
    expect(url.pathname).toBe('/');
    expect(url.search).toBe('');
    expect(url.hash.startsWith('#session=')).toBe(true);
    expect(decodeHandOff(url.hash.slice('#session='.length))).toEqual(session('admin'));
  });

  it('sends the administrator login to /dashboard or /', () => {
    expect(adminLoginDestination('public')).toBe('/dashboard');
    expect(adminLoginDestination('admin')).toBe('/');
  });
});
