import { delay, http, HttpResponse } from 'msw';
import {
  ADMIN_CREDENTIALS,
  QA_FAILURES,
  QA_SESSION_TOKENS,
  SOCIAL_DEMO_USER_ID,
  SOCIAL_PROVIDER_NAMES,
} from '../data/accounts';
import { bearerToken, db } from '../db';
import { mockLatency } from '../latency';

const json = (body: unknown, status = 200) => HttpResponse.json(body as Record<string, unknown>, { status });

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

export const UNAUTHORISED = { error: 'Your session has expired. Please sign in again.' };

/** A QA failure hook's answer for this identity (see QA_FAILURES), or null. */
function qaFailure(identity: unknown): Response | null {
  const value = typeof identity === 'string' ? identity.trim().toLowerCase() : '';
  const { serverError, networkDown } = QA_FAILURES;
  if (value === serverError.email || value === serverError.username) {
    return json({ error: 'The database is unavailable.' }, 500);
  }
  if (value === networkDown.email || value === networkDown.username) return HttpResponse.error();
  return null;
}

export const authHandlers = [
  http.post('*/api/auth/login', async ({ request }) => {
    await mockLatency();
    const body = await readBody(request);
    if (!body || !nonEmptyString(body.email) || !nonEmptyString(body.password)) {
      return json({ error: 'Email and password are required.' }, 400);
    }
    const failure = qaFailure(body.email);
    if (failure) return failure;
    const account = db.findByEmail(body.email);
    if (!account || account.password !== body.password) return json({ error: 'Invalid credentials' }, 401);
    return json({ token: db.issueToken(account.user.id), user: account.user });
  }),

  http.post('*/api/auth/admin-login', async ({ request }) => {
    await mockLatency();
    const body = await readBody(request);
    const failure = qaFailure(body?.username);
    if (failure) return failure;
    const admin = db.findById('u-admin');
    if (
      !body ||
      body.username !== ADMIN_CREDENTIALS.username ||
      body.password !== ADMIN_CREDENTIALS.password ||
      !admin
    ) {
      return json({ error: 'Invalid administrator credentials.' }, 401);
    }
    return json({ token: db.issueToken(admin.user.id), user: admin.user });
  }),

  http.get('*/api/auth/me', async ({ request }) => {
    await mockLatency();
    const token = bearerToken(request);
    if (token === QA_SESSION_TOKENS.hung) await delay('infinite');
    if (token === QA_SESSION_TOKENS.offline) return HttpResponse.error();
    const account = db.accountForToken(token);
    return account ? json({ user: account.user }) : json(UNAUTHORISED, 401);
  }),

  http.put('*/api/auth/password', async ({ request }) => {
    await mockLatency();
    const account = db.accountForToken(bearerToken(request));
    if (!account) return json(UNAUTHORISED, 401);
    const body = await readBody(request);
    if (!body || typeof body.currentPassword !== 'string' || typeof body.newPassword !== 'string') {
      return json({ error: 'All fields are required' }, 400);
    }
    if (body.currentPassword !== account.password)
      return json({ error: 'Current password is incorrect' }, 400);
    if (body.newPassword.length < 6) return json({ error: 'Password must be at least 6 characters' }, 400);
    db.setPassword(account.user.id, body.newPassword);
    return json({ ok: true });
  }),

  // Mock mode's social provider (DECISIONS, Offline first): the consent page asks who
  // signs in, and 'Continue as Demo User' gets a token the callback then checks.
  http.get('*/api/auth/social/:provider', async ({ params }) => {
    await mockLatency();
    const provider = SOCIAL_PROVIDER_NAMES[String(params.provider).toLowerCase()];
    const account = db.findById(SOCIAL_DEMO_USER_ID);
    if (!provider || !account) return json({ error: 'Unknown sign-in provider.' }, 404);
    const { firstName, lastName, email } = account.user;
    return json({ provider, user: { firstName, lastName, email } });
  }),

  http.post('*/api/auth/social/:provider/consent', async ({ params }) => {
    await mockLatency();
    const provider = SOCIAL_PROVIDER_NAMES[String(params.provider).toLowerCase()];
    const account = db.findById(SOCIAL_DEMO_USER_ID);
    if (!provider || !account) return json({ error: 'Unknown sign-in provider.' }, 404);
    return json({ token: db.issueToken(account.user.id) });
  }),
];
