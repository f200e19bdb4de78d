// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION } from '../../tests/fixtures';
import { actionSanitizer, DEVTOOLS_DENYLIST, REDACTED, stateSanitizer } from './devtools';
import { DEMO_SCENARIO_KEY } from '../config/demo';

const { token } = ADMIN_SESSION;

describe('Redux DevTools display (devtools.ts)', () => {
  it.each([
    [
      'api/executeMutation/pending',
      { arg: { endpointName: 'login' }, requestStatus: 'pending' },
      'api/login/pending',
    ],
    [
      'api/executeQuery/fulfilled',
      { arg: { endpointName: 'listEmails' }, requestStatus: 'fulfilled' },
      'api/listEmails/fulfilled',
    ],
    ['emailCentre/emailStarToggled', undefined, 'emailCentre/emailStarToggled'],
  ])('%s reads %s', (type, meta, shown) => {
    expect(actionSanitizer({ type, meta } as { type: string }).type).toBe(shown);
  });

  it('redacts the token in the state, the api cache and actions', () => {
    const state = stateSanitizer({
      session: { token, user: ADMIN_SESSION.user },
      api: { mutations: { a: { data: { token, user: {} }, originalArgs: token } } },
      emailCentre: { emails: [] },
    });
    expect(JSON.stringify(state)).not.toContain(token);
    expect(state.session.token).toBe(REDACTED);
    const action = actionSanitizer({ type: 'session/signedIn', payload: { token, user: {} } } as never);
    expect(JSON.stringify(action)).not.toContain(token);
  });

  it.each([
    ['api/internalSubscriptions/subscriptionsUpdated', true],
    ['api/config/middlewareRegistered', true],
    ['persist/REHYDRATE', true],
    ['api/login/pending', false],
    ['demo/scenarioChanged', false],
  ])('%s hidden: %s', (type, hidden) => {
    expect(DEVTOOLS_DENYLIST.some((source) => new RegExp(source).test(type))).toBe(hidden);
  });
});

describe('the network scenarios of the mock API', () => {
  const me = () =>
    fetch('http://localhost:5000/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  it.each([
    ['server-errors', 500],
    ['expired-session', 401],
    ['normal', 200], // the handler's own answer
  ])('%s: a call with a token answers %i', async (scenario, status) => {
    localStorage.setItem(DEMO_SCENARIO_KEY, scenario);
    expect((await me()).status).toBe(status);
  });

  it('offline: every call fails as a dropped network; the demo calls still answer', async () => {
    localStorage.setItem(DEMO_SCENARIO_KEY, 'offline');
    await expect(me()).rejects.toThrow();
    expect((await fetch('http://localhost:5000/api/demo/reset', { method: 'POST' })).status).toBe(204);
  });

  it('expired-session: a call without a token is not touched', async () => {
    localStorage.setItem(DEMO_SCENARIO_KEY, 'expired-session');
    const answer = await fetch('http://localhost:5000/api/contact', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
  });
});
