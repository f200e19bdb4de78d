import { describe, expect, it } from 'vitest';
import { checkFailureOf, checkFailureText, checkFailureTitle, type CheckFailure } from './check-failure';

describe('checkFailureOf: the reason an error of GET /api/auth/me stands for', () => {
  it.each<[string, unknown, CheckFailure]>([
    [
      'a dropped network',
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { kind: 'unreachable' },
    ],
    ['no answer within 10 s', { status: 'TIMEOUT_ERROR', error: 'AbortError' }, { kind: 'unreachable' }],
    ['a 403', { status: 403, data: { error: 'Forbidden' } }, { kind: 'server-error', status: 403 }],
    ['a 404', { status: 404, data: null }, { kind: 'server-error', status: 404 }],
    ['a 500', { status: 500, data: { error: 'down' } }, { kind: 'server-error', status: 500 }],
    ['a 503', { status: 503, data: {} }, { kind: 'server-error', status: 503 }],
    [
      "a proxy's HTML page (502)",
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<h1>Bad Gateway</h1>', error: 'SyntaxError' },
      { kind: 'server-error', status: 502 },
    ],
    [
      'an HTML page with 200',
      { status: 'PARSING_ERROR', originalStatus: 200, data: '<p>Hi</p>', error: 'SyntaxError' },
      { kind: 'unreadable' },
    ],
    ['a custom error', { status: 'CUSTOM_ERROR', error: 'bad' }, { kind: 'unreadable' }],
    ['something else', undefined, { kind: 'unreadable' }],
  ])('%s', (_name, error, failure) => {
    expect(checkFailureOf(error)).toEqual(failure);
  });
});

describe('checkFailureText and checkFailureTitle: what the start-up error screen says', () => {
  it.each<[CheckFailure, string, string]>([
    [{ kind: 'unreachable' }, 'Could not reach the server.', 'Offline'],
    [{ kind: 'server-error', status: 500 }, 'The server answered with an error (500).', 'Server error'],
    [{ kind: 'server-error', status: 403 }, 'The server answered with an error (403).', 'Server error'],
    [{ kind: 'unreadable' }, 'The server answered, but its answer could not be read.', 'Server error'],
  ])('%j', (failure, text, title) => {
    expect(checkFailureText(failure)).toBe(text);
    expect(checkFailureTitle(failure)).toBe(title);
  });
});
