import { describe, expect, it } from 'vitest';
import { authMessageFrom, returnToFrom } from './login-route-state';

describe('what a screen passes to a sign-in page', () => {
  it.each<[unknown, string | null]>([
    [{ authMessage: 'Sign-in was cancelled.' }, 'Sign-in was cancelled.'],
    [null, null],
    [undefined, null],
    [{ authMessage: 42 }, null],
    [{ authMessage: ' ' }, null],
    ['text', null],
  ])('authMessageFrom %#', (state, expected) => {
    expect(authMessageFrom(state)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    [{ returnTo: '/manager' }, '/manager'],
    [{ returnTo: '/admin-emails?folder=sent&q=rent' }, '/admin-emails?folder=sent&q=rent'],
    [{ returnTo: '//evil.example/x' }, null],
    [{ returnTo: '/\\evil.example' }, null],
    [{ returnTo: 'https://evil.example/' }, null],
    [{ returnTo: '/login' }, null],
    [{ returnTo: '/Admin-Login/' }, null],
    [{ returnTo: '/auth/callback#token=x' }, null],
    [{ returnTo: `/${'a'.repeat(3000)}` }, null],
    [{ returnTo: 7 }, null],
    [null, null],
  ])('returnToFrom %#', (state, expected) => {
    expect(returnToFrom(state)).toBe(expected);
  });
});
