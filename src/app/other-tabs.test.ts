import { addListener } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { User } from '../types/user';
import { followOtherTabs } from './other-tabs';
import { makeStore } from './store';

const admin: User = {
  id: 'u-admin',
  email: 'admin@example.com',
  firstName: 'A',
  lastName: 'O',
  role: 'admin',
};
const signedIn = { token: 'demo.u-admin.1', user: admin, isAdminAuthenticated: true, check: 'done' as const };

function setup() {
  const target = new EventTarget();
  const store = makeStore({ session: signedIn });
  followOtherTabs(store, target as unknown as Window);
  const storageEvent = (key: string | null, newValue: string | null) =>
    target.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
  return { store, storageEvent };
}

describe('sign-out in another tab (DECISIONS, Sessions)', () => {
  it.each<[string, string | null, string | null, boolean]>([
    ['the token key removed', 'token', null, false],
    ['storage cleared', null, null, false],
    ['another key removed', 'adminTheme', null, true],
    ['a new token written (a sign-in there)', 'token', 'demo.u-user.2', true],
  ])('%s: signed in afterwards = %s', (_name, key, newValue, staysSignedIn) => {
    const { store, storageEvent } = setup();
    storageEvent(key, newValue);
    expect(store.getState().session.token !== null).toBe(staysSignedIn);
  });

  it('ends the session once, as session/signedOutInAnotherTab, and clears the console cache', () => {
    const { store, storageEvent } = setup();
    const types: string[] = [];
    store.dispatch(addListener({ predicate: () => true, effect: (action) => void types.push(action.type) }));
    storageEvent('token', null);
    storageEvent('token', null);
    expect(store.getState().session).toMatchObject({ token: null, user: null, isAdminAuthenticated: false });
    expect(types.sort()).toEqual(['console/cachedDataCleared', 'session/signedOutInAnotherTab']);
  });
});
