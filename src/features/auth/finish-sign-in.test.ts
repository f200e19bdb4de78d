import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostKind } from '../../config/host';
import type { Role } from '../../types/user';
import { finishSignIn } from './finish-sign-in';

const sessionOf = (role: Role) => ({
  token: `demo.u-${role}.1`,
  user: { id: `u-${role}`, email: `${role}@example.com`, firstName: 'Test', lastName: 'User', role },
});

afterEach(() => vi.unstubAllGlobals());

describe('finishSignIn: which sign-in action, and where the browser goes', () => {
  it.each<[HostKind, Role, string, string]>([
    ['public', 'user', 'session/signedIn', '/user'],
    ['public', 'manager', 'session/signedIn', '/manager'],
    // The Demo controls' Admin on the admin host: with the admin flag, as a hand-off is.
    ['admin', 'admin', 'session/adminSignedIn', '/'],
    ['admin', 'manager', 'session/signedIn', '/manager'],
    ['admin', 'user', 'session/signedIn', '/user'],
  ])('on the %s host a %s: %s, then %s', (host, role, action, to) => {
    const dispatch = vi.fn();
    const navigate = vi.fn();
    expect(finishSignIn(sessionOf(role), { host, dispatch, navigate })).toBe('route');
    expect(dispatch.mock.calls.map(([a]) => (a as { type: string }).type)).toEqual([action]);
    expect(navigate).toHaveBeenCalledWith(to, { replace: true });
  });

  it('an admin on the public host leaves for the admin host with the session, keeping none here', () => {
    const assign = vi.fn();
    vi.stubGlobal('window', { location: { assign } });
    const dispatch = vi.fn();
    const navigate = vi.fn();
    expect(finishSignIn(sessionOf('admin'), { host: 'public', dispatch, navigate })).toBe('external');
    expect(dispatch.mock.calls.map(([a]) => (a as { type: string }).type)).toEqual(['session/signedOut']);
    expect(assign).toHaveBeenCalledWith(expect.stringContaining('#session='));
    expect(navigate).not.toHaveBeenCalled();
  });
});
