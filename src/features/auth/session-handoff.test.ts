import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumeSessionHandOff, decodeHandOff, encodeHandOff, handOffUrl } from './session-handoff';

const admin = {
  id: 'u-admin',
  email: 'admin@example.com',
  firstName: 'Amani',
  lastName: 'Otieno',
  role: 'admin' as const,
};
const handOff = { token: 'demo.u-admin.abc1', user: admin };
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('encodeHandOff / decodeHandOff', () => {
  it('round-trips, also with non-ASCII names', () => {
    expect(decodeHandOff(encodeHandOff(handOff))).toEqual(handOff);
    const named = { ...handOff, user: { ...admin, firstName: 'Wanjirũ Ōtieno' } };
    expect(decodeHandOff(encodeHandOff(named))).toEqual(named);
  });

  it('writes base64url only (safe in a fragment)', () => {
    expect(encodeHandOff(handOff)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each<[string, string]>([
    ['empty', ''],
    ['not base64url', 'abc$%^'],
    ['padded base64 with +/', `${Buffer.from(JSON.stringify(handOff)).toString('base64')}+/=`],
    ['not JSON', b64url('{token')],
    ['a JSON array', b64url(JSON.stringify([handOff]))],
    ['JSON null', b64url('null')],
    ['a user that is not an admin', b64url(JSON.stringify({ ...handOff, user: { ...admin, role: 'user' } }))],
    ['a manager', b64url(JSON.stringify({ ...handOff, user: { ...admin, role: 'manager' } }))],
    ['an unknown role', b64url(JSON.stringify({ ...handOff, user: { ...admin, role: 'root' } }))],
    ['a user without role', b64url(JSON.stringify({ ...handOff, user: { ...admin, role: undefined } }))],
    ['a user as a JSON string', b64url(JSON.stringify({ ...handOff, user: JSON.stringify(admin) }))],
    ['no token', b64url(JSON.stringify({ user: admin }))],
    ['an empty token', b64url(JSON.stringify({ ...handOff, token: '' }))],
    ['a blank token', b64url(JSON.stringify({ ...handOff, token: '   ' }))],
    ['a numeric token', b64url(JSON.stringify({ ...handOff, token: 42 }))],
    ['a token with spaces', b64url(JSON.stringify({ ...handOff, token: 'a b' }))],
    ['an extra key (flag smuggled in)', b64url(JSON.stringify({ ...handOff, isAdminAuthenticated: 'true' }))],
    ['URLSearchParams shape', b64url(`token=${handOff.token}&user=${JSON.stringify(admin)}`)],
    ['too long', 'A'.repeat(9000)],
    ['invalid UTF-8', Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')],
  ])('rejects %s', (_name, encoded) => {
    expect(decodeHandOff(encoded)).toBeNull();
  });
});

describe('handOffUrl', () => {
  it('puts the session in the fragment of the configured admin URL', () => {
    expect(handOffUrl('http://admin.localhost:4173/', handOff)).toBe(
      `http://admin.localhost:4173/#session=${encodeHandOff(handOff)}`,
    );
  });
});

describe('consumeSessionHandOff', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const arrive = (url: string) => window.history.replaceState(null, '', url);

  it('on the admin host: stores the session with the admin flag and strips the fragment before render', () => {
    arrive(`/?x=1#session=${encodeHandOff(handOff)}`);
    const replace = vi.spyOn(window.history, 'replaceState');
    const session = consumeSessionHandOff('admin');
    expect(session).toEqual({ ...handOff, isAdminAuthenticated: true, check: 'done' });
    expect(replace).toHaveBeenCalledWith(null, '', '/?x=1');
    expect(window.location.hash).toBe('');
    expect(window.location.search).toBe('?x=1');
    expect(localStorage.getItem('token')).toBe(handOff.token);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
    expect(localStorage.getItem('isAdminAuthenticated')).toBe('true');
  });

  it('on the public host: strips the fragment and ignores it', () => {
    arrive(`/dashboard#session=${encodeHandOff(handOff)}`);
    expect(consumeSessionHandOff('public')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/dashboard');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('on the admin host: strips and refuses a forged shape', () => {
    arrive(`/#session=${b64url(JSON.stringify({ ...handOff, user: { ...admin, role: 'user' } }))}`);
    expect(consumeSessionHandOff('admin')).toBeNull();
    expect(window.location.hash).toBe('');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('leaves other fragments alone', () => {
    arrive('/faq#section-2');
    const replace = vi.spyOn(window.history, 'replaceState');
    expect(consumeSessionHandOff('admin')).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#section-2');
  });

  it('accepts nothing but the exact fragment key', () => {
    arrive(`/#foo=1&session=${encodeHandOff(handOff)}`);
    expect(consumeSessionHandOff('admin')).toBeNull();
    arrive(`/#session=${encodeHandOff(handOff)}&admin=1`);
    expect(consumeSessionHandOff('admin')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
