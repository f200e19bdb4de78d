import { afterEach, describe, expect, it, vi } from 'vitest';
import { consumeAuthFragment, takeAuthFragment } from './auth-fragment';
import type { HostKind } from '../../config/host';
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
    ['a token with a character headers refuse', encodeHandOff({ ...handOff, token: 'tok€n' })],
    ['a token with a control character', encodeHandOff({ ...handOff, token: 'to\u0001ken' })],
    ['a token over 4,096 characters', encodeHandOff({ ...handOff, token: 'x'.repeat(4097) })],
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
  const fragment = `#session=${encodeHandOff(handOff)}`;

  it('on the admin host: stores the session with the admin flag', () => {
    const session = consumeSessionHandOff('admin', fragment);
    expect(session).toEqual({ ...handOff, isAdminAuthenticated: true, check: 'done' });
    expect(localStorage.getItem('token')).toBe(handOff.token);
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
    expect(localStorage.getItem('isAdminAuthenticated')).toBe('true');
  });

  it.each<[string, HostKind, string | null]>([
    ['on the public host', 'public', fragment],
    [
      'a forged shape',
      'admin',
      `#session=${b64url(JSON.stringify({ ...handOff, user: { ...admin, role: 'user' } }))}`,
    ],
    ['a token an HTTP header refuses', 'admin', `#session=${encodeHandOff({ ...handOff, token: 'tok€n' })}`],
    ['another key first', 'admin', `#foo=1&session=${encodeHandOff(handOff)}`],
    ['a key after it', 'admin', `${fragment}&admin=1`],
    ['no fragment', 'admin', null],
  ])('ignores %s and stores nothing', (_name, host, hash) => {
    expect(consumeSessionHandOff(host, hash)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('takeAuthFragment (before any route loads)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  const arrive = (url: string) => window.history.replaceState({ idx: 0 }, '', url);

  it.each([
    [`/?x=1#session=${encodeHandOff(handOff)}`, '/?x=1'],
    ['/auth/callback#token=abc&state=s1', '/auth/callback'],
    ['/auth/callback#error=access_denied&state=s1', '/auth/callback'],
  ])('takes %s off the URL, keeping %s', (url, kept) => {
    arrive(url);
    const replace = vi.spyOn(window.history, 'replaceState');
    const hash = takeAuthFragment();
    expect(hash).toBe(url.slice(url.indexOf('#')));
    expect(replace).toHaveBeenCalledTimes(1);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(kept);
    expect(consumeAuthFragment()).toBe(hash);
    expect(consumeAuthFragment()).toBeNull();
  });

  it('leaves other fragments alone', () => {
    arrive('/faq#section-2');
    const replace = vi.spyOn(window.history, 'replaceState');
    expect(takeAuthFragment()).toBeNull();
    expect(replace).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('#section-2');
  });
});
