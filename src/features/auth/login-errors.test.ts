import { describe, expect, it } from 'vitest';
import {
  ADMIN_LOGIN_FAILED_TEXT,
  loginErrorView,
  SERVER_ERROR_TEXT,
  SIGN_UP_HINT,
  type LoginErrorView,
  type LoginMode,
} from './login-errors';
import { TOO_MANY_ATTEMPTS_TEXT } from '../../store/api-error';

const http = (status: number, data?: unknown) => ({ status, data });
const fetchError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const server = (glow = false): LoginErrorView => ({ text: SERVER_ERROR_TEXT, hint: null, glow });
const TOO_MANY = 'Too many attempts. Try again in 540 seconds.';
const tooMany = (text = TOO_MANY): LoginErrorView => ({ text, hint: null, glow: false });

describe('loginErrorView', () => {
  it.each<[string, unknown, LoginMode, LoginErrorView]>([
    [
      '401 with the error field',
      http(401, { error: 'Invalid credentials' }),
      'user',
      { text: 'Invalid credentials', hint: SIGN_UP_HINT, glow: true },
    ],
    [
      'field shown as is',
      http(400, { error: 'Email and password are required.' }),
      'user',
      { text: 'Email and password are required.', hint: SIGN_UP_HINT, glow: false },
    ],
    [
      'glow in any case',
      http(401, { error: 'INVALID CREDENTIALS supplied' }),
      'user',
      { text: 'INVALID CREDENTIALS supplied', hint: SIGN_UP_HINT, glow: true },
    ],
    [
      'glow inside a sentence',
      http(403, { error: 'Login failed: invalid Credentials.' }),
      'user',
      { text: 'Login failed: invalid Credentials.', hint: SIGN_UP_HINT, glow: true },
    ],
    [
      'no glow for other text',
      http(423, { error: 'Account locked' }),
      'user',
      { text: 'Account locked', hint: SIGN_UP_HINT, glow: false },
    ],
    ['4xx without a body', http(401), 'user', server()],
    ['4xx with an empty error field', http(401, { error: '  ' }), 'user', server()],
    ['4xx with a non-string error field', http(401, { error: { code: 1 } }), 'user', server()],
    ['4xx with a body without error', http(404, { message: 'nope' }), 'user', server()],
    ['500 with an error field', http(500, { error: 'Database down' }), 'user', server()],
    ['503 without a body', http(503), 'user', server()],
    ['network down', fetchError, 'user', server()],
    ['timeout', { status: 'TIMEOUT_ERROR', error: 'timeout' }, 'user', server()],
    [
      'unparsable 502 body',
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'x' },
      'user',
      server(),
    ],
    [
      'unparsable 401 body',
      { status: 'PARSING_ERROR', originalStatus: 401, data: 'nope', error: 'x' },
      'user',
      server(),
    ],
    ['a thrown error (serialized)', { name: 'Error', message: 'boom' }, 'user', server()],
    ['undefined', undefined, 'user', server()],
    [
      'admin: the server text',
      http(401, { error: ADMIN_LOGIN_FAILED_TEXT }),
      'admin',
      { text: ADMIN_LOGIN_FAILED_TEXT, hint: null, glow: false },
    ],
    [
      'admin: 401 without a body',
      http(401),
      'admin',
      { text: ADMIN_LOGIN_FAILED_TEXT, hint: null, glow: false },
    ],
    [
      'admin: no sign-up sentence',
      http(401, { error: 'Invalid credentials' }),
      'admin',
      { text: 'Invalid credentials', hint: null, glow: true },
    ],
    [
      '429: when to try again, in the server’s words, without the sign-up sentence',
      http(429, { error: TOO_MANY }),
      'user',
      tooMany(),
    ],
    ['429 without a text', http(429), 'user', tooMany(TOO_MANY_ATTEMPTS_TEXT)],
    [
      '429 with a body it cannot read (a proxy’s page)',
      { status: 'PARSING_ERROR', originalStatus: 429, data: '<html>', error: 'x' },
      'user',
      tooMany(TOO_MANY_ATTEMPTS_TEXT),
    ],
    ['admin: 429 in the server’s words', http(429, { error: TOO_MANY }), 'admin', tooMany()],
    ['admin: 429 without a text', http(429), 'admin', tooMany(TOO_MANY_ATTEMPTS_TEXT)],
    ['admin: 500', http(500, { error: ADMIN_LOGIN_FAILED_TEXT }), 'admin', server()],
    ['admin: network down', fetchError, 'admin', server()],
  ])('%s', (_name, error, mode, expected) => {
    expect(loginErrorView(error, mode)).toEqual(expected);
  });

  it('uses the exact texts of the catalogue', () => {
    expect(SERVER_ERROR_TEXT).toBe('Server error. Please try again later.');
    expect(SIGN_UP_HINT).toBe("Please sign up if you don't have an account.");
    expect(ADMIN_LOGIN_FAILED_TEXT).toBe('Invalid administrator credentials.');
    expect(TOO_MANY_ATTEMPTS_TEXT).toBe('Too many attempts. Try again later.');
  });
});
