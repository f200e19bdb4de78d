import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_SESSION,
  CUSTOMER_SESSION,
  OWNER_ABROAD_SESSION,
  SAMPLE_EMAIL,
  demoToken,
  sessionOf,
} from '../../tests/fixtures';
import { makeStore } from './store';
import { portalApi } from '../features/portal/portal-api';
import { sessionExpired } from '../store/session-events';
import type { PortalProfile } from '../types/api.gen';
import {
  adminSignedIn,
  signedIn,
  signedInInAnotherTab,
  signedOut,
  signedOutInAnotherTab,
  storedSessionVerified,
  type SessionState,
} from '../session/session-slice';

/** A tenant's portal answer, as the API cache would hold it. */
const tenantProfile = { leases: [{ id: 'lease-a4' }], properties: [] } as unknown as PortalProfile;

/** A store signed in as `session`, holding a portal answer in the API cache and an email in a slice. */
function storeWithData(session: SessionState) {
  const store = makeStore({
    session,
    emailCentre: { status: 'loaded', items: [SAMPLE_EMAIL], requests: {}, changes: {} } as never,
  });
  store.dispatch(portalApi.util.upsertQueryData('getPortalProfile', undefined, tenantProfile) as never);
  return store;
}

const heldData = (store: ReturnType<typeof storeWithData>) => ({
  apiCache: Object.keys(store.getState().api?.queries ?? {}).length,
  emails: store.getState().emailCentre.items.length,
});

const anotherPerson = sessionOf(OWNER_ABROAD_SESSION.user);

describe("every end of a session clears the person's data (product rules, 'Sessions')", () => {
  it.each<[string, UnknownAction]>([
    ['logout', signedOut()],
    ['expiry (a 401)', sessionExpired()],
    ['a sign-out in another tab', signedOutInAnotherTab()],
    ['a sign-in as another person here (the login form, a Demo controls persona)', signedIn(anotherPerson)],
    ['an administrator sign-in here', adminSignedIn(ADMIN_SESSION)],
    ['a sign-in as another person in another tab', signedInInAnotherTab(anotherPerson)],
  ])('%s: the API cache and the slices are empty before the next session shows', (_name, action) => {
    const store = storeWithData(CUSTOMER_SESSION);
    expect(heldData(store)).toEqual({ apiCache: 1, emails: 1 });
    // What the screens would read at the moment the session changes.
    const seenWhenSessionChanged: ReturnType<typeof heldData>[] = [];
    let token = store.getState().session.token;
    store.subscribe(() => {
      if (store.getState().session.token !== token) {
        token = store.getState().session.token;
        seenWhenSessionChanged.push(heldData(store));
      }
    });
    store.dispatch(action);
    expect(seenWhenSessionChanged).toEqual([{ apiCache: 0, emails: 0 }]);
  });

  it.each<[string, UnknownAction]>([
    [
      'the same person signs in again (a new token)',
      signedIn(sessionOf(CUSTOMER_SESSION.user, demoToken(CUSTOMER_SESSION.user.id, '2'))),
    ],
    ['the start-up check confirms the person', storedSessionVerified(CUSTOMER_SESSION.user)],
  ])('%s: the data stays', (_name, action) => {
    const store = storeWithData(CUSTOMER_SESSION);
    store.dispatch(action);
    expect(heldData(store)).toEqual({ apiCache: 1, emails: 1 });
  });
});
