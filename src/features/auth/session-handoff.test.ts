// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_SESSION, ADMIN_USER } from '../../../tests/fixtures';
import { consumeAuthFragment, takeAuthFragment } from './auth-fragment';
import type { HostKind } from '../../config/host';
import { consumeSessionHandOff, decodeHandOff, encodeHandOff, handOffUrl } from './session-handoff';

const handOff = { token: ADMIN_SESSION.token, user: ADMIN_USER };
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('encodeHandOff / decodeHandOff', () => {
  it('round-trips, also with non-ASCII names', () => {
    expect(decodeHandOff(encodeHandOff(handOff))).toEqual(handOff);
    const named = { ...handOff, user: { ...ADMIN_USER, firstName: 'Wanjirũ Ōtieno' } };
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
    [
      'a user that is not an admin',
      b64url(JSON.stringify({ ...handOff, user: { ...ADMIN_USER, role: 'user' } })),
    ],
    ['a manager', b64url(JSON.stringify({ ...handOff, user: { ...ADMIN_USER, role: 'manager' } }))],
    ['a user as a JSON string', b64url(JSON.stringify({ ...handOff, user: JSON.stringify(ADMIN_USER) }))],
    ['no token', b64url(JSON.stringify({ user: ADMIN_USER }))],
    // Which tokens and users are well-formed: isValidToken's and parseStoredUser's tables
    // (token.test.ts, session-storage.test.ts); one of each shows the hand-off uses them.
    ['a token with spaces', b64url(JSON.stringify({ ...handOff, token: 'a b' }))],
    ['an extra key (flag smuggled in)', b64url(JSON.stringify({ ...handOff, isAdminAuthenticated: 'true' }))],
    ['URLSearchParams shape', b64url(`token=${handOff.token}&user=${JSON.stringify(ADMIN_USER)}`)],
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
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ADMIN_USER);
    expect(localStorage.getItem('isAdminAuthenticated')).toBe('true');
  });

  it.each<[string, HostKind, string | null]>([
    ['on the public host', 'public', fragment],
    [
      'a forged shape',
      'admin',
      `#session=${b64url(JSON.stringify({ ...handOff, user: { ...ADMIN_USER, role: 'user' } }))}`,
    ],
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
