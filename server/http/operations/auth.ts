import {
  RESET_LINK_INVALID_TEXT,
  RESET_REQUESTED_TEXT,
} from '../../../src/features/auth/password-reset-rules';
import { PASSWORD_TOO_SHORT_TEXT, passwordTooShort } from '../../../src/lib/new-password';
import type {
  AdminLoginRequest,
  ChangePasswordRequest,
  LoginRequest,
  ResetPasswordRequest,
} from '../../../src/types/api.gen';
import { email } from '../../adapters/email';
import { bodyProblem } from '../../contract';
import { ADMIN_CREDENTIALS, SOCIAL_DEMO_USER_ID, SOCIAL_PROVIDER_NAMES } from '../../domain/data/accounts';
import {
  resetEmail,
  resetLink,
  resetPasswordWithToken,
  startPasswordReset,
} from '../../domain/password-resets';
import { loginLimit, takePasswordResetRequest } from '../../domain/rate-limits';
import {
  accountForCredentials,
  endSession,
  findAccountById,
  normalEmail,
  passwordOf,
  setPassword,
  startSession,
} from '../../domain/sessions';
import { accountOf, empty, error, json, UNAUTHORISED, type Call } from '../operation';
import { tooManyAttempts } from './limits';

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

const UNKNOWN_PROVIDER = 'Unknown sign-in provider.';
const EMAIL_REQUIRED = 'Email is required.';

/** Sign-in, the administrator login, the session's check, logout, the password, its reset and social sign-in. */
export const authOperations = {
  async login({ body: raw, dataset, ip }: Call) {
    if (!nonEmptyString(field(raw, 'email')) || !nonEmptyString(field(raw, 'password'))) {
      return error(400, 'Email and password are required.');
    }
    const problem = bodyProblem('login', raw);
    if (problem !== null) return error(400, problem);
    const body = raw as LoginRequest;
    const limit = loginLimit(dataset, ip, body.email);
    const wait = limit.wait();
    if (wait > 0) return tooManyAttempts(wait);
    const account = await accountForCredentials(body.email, body.password);
    if (!account) {
      limit.failed();
      return error(401, 'Invalid credentials');
    }
    limit.succeeded();
    return json(200, { token: await startSession(account.user.id), user: account.user });
  },

  async adminLogin({ body: raw, dataset, ip }: Call) {
    const body = (bodyProblem('adminLogin', raw) === null ? raw : undefined) as AdminLoginRequest | undefined;
    const limit = loginLimit(
      dataset,
      ip,
      `admin:${typeof field(raw, 'username') === 'string' ? field(raw, 'username') : ''}`,
    );
    const wait = limit.wait();
    if (wait > 0) return tooManyAttempts(wait);
    const admin = await findAccountById('u-admin');
    if (
      !body ||
      body.username !== ADMIN_CREDENTIALS.username ||
      body.password !== ADMIN_CREDENTIALS.password ||
      !admin
    ) {
      limit.failed();
      return error(401, 'Invalid administrator credentials.');
    }
    limit.succeeded();
    return json(200, { token: await startSession(admin.user.id), user: admin.user });
  },

  async getMe(call: Call) {
    return json(200, { user: accountOf(call).user });
  },

  async logout({ token }: Call) {
    if (token) await endSession(token);
    return empty();
  },

  async changePassword(call: Call) {
    const account = accountOf(call);
    const current = field(call.body, 'currentPassword');
    const next = field(call.body, 'newPassword');
    if (!nonEmptyString(current) || !nonEmptyString(next)) return error(400, 'All fields are required');
    if (!(await passwordOf(account.user.id, current))) return error(400, 'Current password is incorrect');
    if (passwordTooShort(next)) return error(400, PASSWORD_TOO_SHORT_TEXT);
    const problem = bodyProblem('changePassword', call.body);
    if (problem !== null) return error(400, problem);
    await setPassword(account.user.id, (call.body as ChangePasswordRequest).newPassword);
    return json(200, { ok: true });
  },

  // 'Forgot password?' (docs/product-rules.md, 'Forgot password'): one answer for every valid
  // address, counted by the limit alike; the email only when an account has it.
  async requestPasswordReset({ body: raw, dataset, ip, demo, publicUrl }: Call) {
    const asked = field(raw, 'email');
    if (!nonEmptyString(asked)) return error(400, EMAIL_REQUIRED);
    const body = { ...(raw as object), email: normalEmail(asked) };
    const problem = bodyProblem('requestPasswordReset', body);
    if (problem !== null) return error(400, problem);
    const wait = takePasswordResetRequest(dataset, ip, body.email);
    if (wait > 0) return tooManyAttempts(wait);
    const started = await startPasswordReset(body.email);
    if (started) {
      const link = resetLink(started.token, publicUrl);
      await email.send({ to: started.account.user.email, link, ...resetEmail(link) }, { demo, dataset });
    }
    return json(202, { message: RESET_REQUESTED_TEXT });
  },

  // The password's own rule first, in the app's words (the link then still works), then the
  // token: used by one request only (server/domain/password-resets.ts).
  async resetPassword({ body: raw }: Call) {
    const next = field(raw, 'newPassword');
    if (typeof next === 'string' && passwordTooShort(next)) return error(400, PASSWORD_TOO_SHORT_TEXT);
    const problem = bodyProblem('resetPassword', raw);
    if (problem !== null) return error(400, problem);
    const body = raw as ResetPasswordRequest;
    return (await resetPasswordWithToken(body.token, body.newPassword))
      ? empty()
      : error(400, RESET_LINK_INVALID_TEXT);
  },

  // The simulated social provider (docs/api-server.md, 'What is simulated'): in demo mode the
  // browser goes on to the app's consent page, which stands in for the provider's and keeps
  // the `state`; its 'Continue as Demo User' gets a token the app's callback then checks.
  // Without demo mode no provider is configured.
  async startSocialSignIn({ params, query, demo }: Call) {
    const provider = String(params.provider).toLowerCase();
    if (!demo || !SOCIAL_PROVIDER_NAMES[provider]) return error(404, UNKNOWN_PROVIDER);
    const state = new URLSearchParams({ state: String(query.state) });
    return { status: 302, headers: { Location: `/auth/consent/${encodeURIComponent(provider)}?${state}` } };
  },

  async getSocialConsentInfo({ params }: Call) {
    const provider = SOCIAL_PROVIDER_NAMES[String(params.provider).toLowerCase()];
    const account = await findAccountById(SOCIAL_DEMO_USER_ID);
    if (!provider || !account) return error(404, UNKNOWN_PROVIDER);
    const { firstName, lastName, email } = account.user;
    return json(200, { provider, user: { firstName, lastName, email } });
  },

  async giveSocialConsent({ params }: Call) {
    const provider = SOCIAL_PROVIDER_NAMES[String(params.provider).toLowerCase()];
    const account = await findAccountById(SOCIAL_DEMO_USER_ID);
    if (!provider || !account) return error(404, UNKNOWN_PROVIDER);
    return json(200, { token: await startSession(account.user.id) });
  },
};

export { UNAUTHORISED };
