import { http, HttpResponse } from 'msw';
import { CONTACT_SUBMISSION_FIXTURES } from '../data/contact-submissions';
import { EMAIL_FIXTURES } from '../data/emails';
import { MANAGED_USER_FIXTURES } from '../data/managed-users';
import { ADMIN_STATS_FIXTURE } from '../data/stats';
import { bearerToken, db } from '../db';
import { mockLatency } from '../latency';
import { UNAUTHORISED } from './auth';

/**
 * QA hook: while localStorage holds `kpm-mock-fail` (any value), every GET /api/admin/*
 * answers 500, so the console's error state with Retry can be seen and tested:
 *   localStorage.setItem('kpm-mock-fail', '1')   // then open a console screen
 *   localStorage.removeItem('kpm-mock-fail')     // then press Retry
 * The handlers run in the page (MSW browser worker), so they can read its storage.
 */
export const MOCK_FAIL_KEY = 'kpm-mock-fail';

export const SERVER_ERROR = { error: 'The server could not load the data. Please try again.' };

function failureRequested(): boolean {
  try {
    return globalThis.localStorage?.getItem(MOCK_FAIL_KEY) != null;
  } catch {
    return false;
  }
}

/** GET /api/admin/<path>: staff (admin or manager) token required; answers a fresh copy of the fixture. */
const adminGet = (path: string, fixture: () => unknown) =>
  http.get(`*/api/admin/${path}`, async ({ request }) => {
    await mockLatency();
    const account = db.accountForToken(bearerToken(request));
    if (!account || (account.user.role !== 'admin' && account.user.role !== 'manager')) {
      return HttpResponse.json(UNAUTHORISED, { status: 401 });
    }
    if (failureRequested()) return HttpResponse.json(SERVER_ERROR, { status: 500 });
    return HttpResponse.json(structuredClone(fixture()) as Record<string, unknown>);
  });

export const adminHandlers = [
  adminGet('stats', () => ADMIN_STATS_FIXTURE),
  adminGet('emails', () => EMAIL_FIXTURES),
  adminGet('contact-submissions', () => CONTACT_SUBMISSION_FIXTURES),
  adminGet('users', () => MANAGED_USER_FIXTURES),
];
