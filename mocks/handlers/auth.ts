import { delay, HttpResponse } from 'msw';
import {
  ADMIN_CREDENTIALS,
  QA_FAILURES,
  QA_SESSION_TOKENS,
  SOCIAL_DEMO_USER_ID,
  SOCIAL_PROVIDER_NAMES,
} from '../data/accounts';
import { bearerToken, db } from '../db';
import { http, readJson, UNAUTHORISED, validBody } from '../http';
import { serve } from '../serve';
import type { AdminLoginRequest, ChangePasswordRequest, LoginRequest } from '../../src/types/api.gen';

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/** A QA failure hook's answer for this identity (see QA_FAILURES), or null. */
function qaFailure(identity: unknown): Response | null {
  const value = typeof identity === 'string' ? identity.trim().toLowerCase() : '';
  const { serverError, networkDown } = QA_FAILURES;
  if (value === serverError.email || value === serverError.username) {
    return HttpResponse.json({ error: 'The database is unavailable.' }, { status: 500 });
  }
  if (value === networkDown.email || value === networkDown.username) return HttpResponse.error();
  return null;
}

const UNKNOWN_PROVIDER = { error: 'Unknown sign-in provider.' };

export const authHandlers = [
  http.post('/api/auth/login', ({ request, response }) =>
    serve(request, async () => {
      const raw = await readJson(request);
      if (!nonEmptyString(field(raw, 'email')) || !nonEmptyString(field(raw, 'password'))) {
        return response(400).json({ error: 'Email and password are required.' });
      }
      const failure = qaFailure(field(raw, 'email'));
      if (failure) return failure;
      const { body, problem } = await validBody<LoginRequest>('login', request);
      if (problem !== null) return response(400).json({ error: problem });
      const account = await db.findByEmail(body.email);
      if (!account || account.password !== body.password)
        return response(401).json({ error: 'Invalid credentials' });
      return response(200).json({ token: db.issueToken(account.user.id), user: account.user });
    }),
  ),

  http.post('/api/auth/admin-login', ({ request, response }) =>
    serve(request, async () => {
      const failure = qaFailure(field(await readJson(request), 'username'));
      if (failure) return failure;
      const { body } = await validBody<AdminLoginRequest>('adminLogin', request);
      const admin = await db.findById('u-admin');
      if (
        !body ||
        body.username !== ADMIN_CREDENTIALS.username ||
        body.password !== ADMIN_CREDENTIALS.password ||
        !admin
      ) {
        return response(401).json({ error: 'Invalid administrator credentials.' });
      }
      return response(200).json({ token: db.issueToken(admin.user.id), user: admin.user });
    }),
  ),

  http.get('/api/auth/me', ({ request, response }) =>
    serve(request, async () => {
      const token = bearerToken(request);
      if (token === QA_SESSION_TOKENS.hung) await delay('infinite');
      if (token === QA_SESSION_TOKENS.offline) return HttpResponse.error();
      const account = await db.accountForToken(token);
      return account ? response(200).json({ user: account.user }) : response(401).json(UNAUTHORISED);
    }),
  ),

  http.put('/api/auth/password', ({ request, response }) =>
    serve(request, async () => {
      const account = await db.accountForToken(bearerToken(request));
      if (!account) return response(401).json(UNAUTHORISED);
      const raw = await readJson(request);
      const current = field(raw, 'currentPassword');
      const next = field(raw, 'newPassword');
      if (!nonEmptyString(current) || !nonEmptyString(next))
        return response(400).json({ error: 'All fields are required' });
      if (current !== account.password) return response(400).json({ error: 'Current password is incorrect' });
      if (next.length < 6) return response(400).json({ error: 'Password must be at least 6 characters' });
      const { body, problem } = await validBody<ChangePasswordRequest>('changePassword', request);
      if (problem !== null) return response(400).json({ error: problem });
      await db.setPassword(account.user.id, body.newPassword);
      return response(200).json({ ok: true });
    }),
  ),

  // Mock mode's social provider (product rules, 'Offline first'): the consent page asks who
  // signs in, and 'Continue as Demo User' gets a token the callback then checks.
  http.get('/api/auth/social/{provider}', ({ request, params, response }) =>
    serve(request, async () => {
      const provider = SOCIAL_PROVIDER_NAMES[String(params.provider).toLowerCase()];
      const account = await db.findById(SOCIAL_DEMO_USER_ID);
      if (!provider || !account) return response(404).json(UNKNOWN_PROVIDER);
      const { firstName, lastName, email } = account.user;
      return response(200).json({ provider, user: { firstName, lastName, email } });
    }),
  ),

  http.post('/api/auth/social/{provider}/consent', ({ request, params, response }) =>
    serve(request, async () => {
      const provider = SOCIAL_PROVIDER_NAMES[String(params.provider).toLowerCase()];
      const account = await db.findById(SOCIAL_DEMO_USER_ID);
      if (!provider || !account) return response(404).json(UNKNOWN_PROVIDER);
      return response(200).json({ token: db.issueToken(account.user.id) });
    }),
  ),
];
