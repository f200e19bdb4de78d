/**
 * npm run contract:check -- --base URL
 *
 * Checks a running API server against the contract (api/openapi.yaml): signs in with the
 * demo accounts, calls every documented operation (its success and its documented
 * errors), then every /api/admin operation again as a user and as a manager (403 where
 * the operation's `x-roles` leave the role out, its success otherwise), checks each
 * answer's status and body, and prints one line per operation and 'N passed, N failed'
 * last. Exit code 1 when anything failed.
 *
 * Beyond the operations one by one (docs/product-rules.md, 'The API contract'):
 *   - object-level access: a tenant asking for another tenant's lease, receipt, payment
 *     status and repair photos; an owner for another owner's statement, decision and photos:
 *     403 or 404, and a body that is only `{ error }`, naming nothing of the other's;
 *   - logout revokes the token (then 401);
 *   - the rate limits: 429 with Retry-After on login and the administrator login (with a
 *     made-up email and name, so no real account is locked) and on starting M-Pesa prompts;
 *   - the demo operations answer 404 when the server is not in demo mode (and work when it is);
 *   - 'Forgot password?': one answer for an address no account has, its 429, refused links; in
 *     demo mode a whole reset of the tenant's password to the one it had, through the outbox.
 *
 * It creates what it changes (emails, submissions, users, repair requests, Paybill
 * payments reported as Safaricom's C2B confirmation, KES 1 M-Pesa prompts on the second
 * tenant's lease) and never resets or deletes what it did not create; an owner's tax
 * arrangement it sets is the one the owner has, set again, so no statement changes. It pays
 * a statement out only in demo mode (its own data set); elsewhere it checks 'Pay out' with
 * a statement already paid (409), so no money moves. Against
 * a server in demo mode it works in a data set of its own (the `kpm-dataset` cookie), where the demo's
 * reset and bulk load are checked too. Without demo mode the server's simulated Daraja pays
 * each prompt after a moment (docs/api-server.md, 'What is simulated'); in demo mode the
 * demo's Phone panel operation answers them.
 *
 * The requests are made from a page of the base URL's origin in Chromium, so a demo build's
 * front (MSW in a service worker) answers them as it answers the app; the API server itself
 * (no page at all) answers them the same way.
 *
 * Options: --base URL (required), --email, --password (a staff account; default the
 * demo admin), --admin-username, --admin-password (the administrator login),
 * --user-email, --user-password (a tenant), --tenant2-email, --tenant2-password (another
 * tenant), --manager-email, --manager-password, --owner-email, --owner-password (the owner of
 * the tenant's property), --investor-email, --investor-password (another owner): default the
 * demo accounts; --mpesa-callback-secret (default MPESA_CALLBACK_SECRET or the server's
 * development default); --chromium PATH (default: scripts/chromium.mjs's).
 */
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH, launchChromium } from '../chromium.mjs';
import { createContractValidator } from './contract-validator.mjs';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../../server/domain/data/demo-passwords.mjs';
import { mpesaCallbackSecret } from '../../server/adapters/callback-secret.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    email: { type: 'string', default: 'admin@example.com' },
    password: { type: 'string', default: DEMO_PASSWORD },
    'admin-username': { type: 'string', default: 'admin' },
    'admin-password': { type: 'string', default: ADMIN_PASSWORD },
    'user-email': { type: 'string', default: 'user@example.com' },
    'user-password': { type: 'string', default: DEMO_PASSWORD },
    'tenant2-email': { type: 'string', default: 'tenant2@example.com' },
    'tenant2-password': { type: 'string', default: DEMO_PASSWORD },
    'manager-email': { type: 'string', default: 'manager@example.com' },
    'manager-password': { type: 'string', default: DEMO_PASSWORD },
    'owner-email': { type: 'string', default: 'owner@example.com' },
    'owner-password': { type: 'string', default: DEMO_PASSWORD },
    'investor-email': { type: 'string', default: 'investor@example.com' },
    'investor-password': { type: 'string', default: DEMO_PASSWORD },
    'mpesa-callback-secret': { type: 'string', default: mpesaCallbackSecret() },
    chromium: { type: 'string', default: CHROMIUM_PATH },
  },
});
if (!values.base) {
  console.error('Usage: npm run contract:check -- --base http://localhost:8080');
  process.exit(2);
}
const base = values.base.replace(/\/+$/, '');
const contract = createContractValidator();
const stamp = Date.now().toString(36);

const browser = await launchChromium({ executablePath: values.chromium });
const context = await browser.newContext();
const page = await context.newPage();
await page.goto(`${base}/login`);
// A build starts its app (and the demo build its MSW front) before it renders: wait for the app when it is one.
if (await page.locator('#root').count()) {
  await page.waitForSelector('html[data-app="ready"]', { timeout: 30_000 }).catch(() => undefined);
}

/** One request from the page; the answer as the contract validator takes it (and its Retry-After). */
async function call(method, path, { token, body, rawBody, headers: extra } = {}) {
  const answer = await page.evaluate(
    async ({ url, method, token, body, extra }) => {
      const headers = { Accept: 'application/json', ...extra };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      try {
        const response = await fetch(url, { method, headers, body, redirect: 'manual' });
        return {
          status: response.status,
          type: response.type,
          contentType: response.headers.get('content-type'),
          retryAfter: response.headers.get('retry-after'),
          body: await response.text(),
        };
      } catch (error) {
        return { status: 0, type: 'error', contentType: null, retryAfter: null, body: String(error) };
      }
    },
    {
      url: `${base}${path}`,
      method,
      token,
      extra: extra ?? {},
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    },
  );
  return { ...answer, method, pathname: path.split('?')[0] };
}

const json = (answer) => {
  try {
    return answer.body ? JSON.parse(answer.body) : null;
  } catch {
    return null;
  }
};

const results = new Map(); // operationId → { checks, problems }
function record(operation, label, problems) {
  const entry = results.get(operation) ?? { checks: [], problems: [] };
  entry.checks.push(label);
  entry.problems.push(...problems);
  results.set(operation, entry);
}

/** The answer's problems: its status against the expected one(s), and the contract's. */
function problemsOf(answer, expected, who) {
  const statuses = Array.isArray(expected) ? expected : [expected];
  const problems = [];
  if (!statuses.includes(answer.status))
    problems.push(
      `${answer.method} ${answer.pathname}${who}: expected ${statuses.join(' or ')}, got ${answer.status || answer.body}`,
    );
  if (answer.status !== 0) problems.push(...contract.check(answer).problems);
  return problems;
}

/**
 * Calls, checks the answer against the contract and the expected status; returns the
 * JSON body. `options.as` names who the token is of, for the report.
 */
async function expectAnswer(operation, status, method, path, options = {}) {
  const answer = await call(method, path, options);
  const who = options.as ? ` as ${options.as}` : '';
  record(operation, `${status}${who}`, problemsOf(answer, status, who));
  return json(answer);
}

/**
 * Object-level access: someone asks for what is another's. The answer must be 403 or 404
 * with a body that is `{ error }` and nothing else, naming none of `secrets` (the other's
 * names, numbers, receipts).
 */
async function expectRefusal(operation, method, path, { as, secrets = [], ...options }) {
  const answer = await call(method, path, options);
  const who = ` as ${as}`;
  const problems = problemsOf(answer, [403, 404], who);
  const body = json(answer);
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  if (keys.length !== 1 || keys[0] !== 'error' || typeof body.error !== 'string')
    problems.push(
      `${method} ${path}${who}: the body must be only { error }, got ${answer.body.slice(0, 200)}`,
    );
  for (const secret of secrets.filter(Boolean)) {
    if (answer.body.includes(String(secret)))
      problems.push(`${method} ${path}${who}: the body names ${secret}`);
  }
  record(operation, `${answer.status || 'refused'}${who}`, problems);
}

/** A 429 of a rate limit: its Retry-After (whole seconds, at least 1) and the app's text. */
function limitProblems(answer, what) {
  const problems = problemsOf(answer, 429, ` (${what})`);
  if (answer.status !== 429) return problems;
  const seconds = Number(answer.retryAfter);
  if (!Number.isInteger(seconds) || seconds < 1)
    problems.push(`${what}: Retry-After is ${answer.retryAfter}`);
  const text = json(answer)?.error;
  if (text !== `Too many attempts. Try again in ${seconds} seconds.`)
    problems.push(
      `${what}: the text is '${text}', not 'Too many attempts. Try again in ${seconds} seconds.'`,
    );
  return problems;
}

const skipped = [];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- Demo mode or not ----
// A demo operation that only reads: 200 in demo mode, 404 without it.
const probe = await call('GET', '/api/demo/mpesa-prompts');
const demo = probe.status === 200;
if (demo) {
  // A data set of its own: the demo's shared data (and every other data set) stays untouched.
  const dataset = `contract-check-${stamp}`;
  await context.addCookies([{ name: 'kpm-dataset', value: dataset, url: base }]);
  console.log(`Demo mode: checking in the data set ${dataset}.`);
} else {
  console.log('Not in demo mode: the demo operations must answer 404.');
  // Those that only read first; those that change data only once the others proved the door shut.
  const DEMO_OPERATIONS = [
    ['listDemoMpesaPrompts', 'GET', '/api/demo/mpesa-prompts'],
    ['getDemoLastEmail', 'GET', '/api/demo/outbox/latest'],
    ['getSocialConsentInfo', 'GET', '/api/auth/social/google'],
    [
      'answerDemoMpesaPrompt',
      'POST',
      '/api/demo/mpesa-prompts/contract-check-none/answer',
      { answer: 'cancel' },
    ],
    ['signInAsPersona', 'POST', '/api/demo/sign-in', { role: 'manager' }],
    ['giveSocialConsent', 'POST', '/api/auth/social/google/consent'],
    [
      'sendDemoPaybillPayment',
      'POST',
      '/api/demo/paybill-payments',
      { accountNumber: `CHECK-${stamp}`, amountKes: 1 },
    ],
    ['loadBulkDemoData', 'POST', '/api/demo/bulk'],
    ['resetDemoData', 'POST', '/api/demo/reset'],
  ];
  for (const [index, [operation, method, path, body]] of DEMO_OPERATIONS.entries()) {
    const answer = await call(method, path, { body });
    const problems = problemsOf(answer, 404, ' (not in demo mode)');
    record(operation, '404 without demo mode', problems);
    if (problems.length > 0) {
      const rest = DEMO_OPERATIONS.slice(index + 1).map(([id]) => id);
      if (rest.length > 0)
        skipped.push(`${rest.join(', ')} (a demo operation answered: the rest would change data)`);
      break;
    }
  }
}

// ---- Sign-in, logout, the sign-in limits ----
const login = await expectAnswer('login', 200, 'POST', '/api/auth/login', {
  body: { email: values.email, password: values.password },
});
await expectAnswer('login', 401, 'POST', '/api/auth/login', {
  body: { email: values.email, password: `${values.password}-wrong` },
});
await expectAnswer('login', 400, 'POST', '/api/auth/login', { body: { email: '', password: '' } });
const token = login?.token;
await expectAnswer('adminLogin', 200, 'POST', '/api/auth/admin-login', {
  body: { username: values['admin-username'], password: values['admin-password'] },
});
await expectAnswer('adminLogin', 401, 'POST', '/api/auth/admin-login', {
  body: { username: 'nobody', password: 'wrong' },
});
await expectAnswer('getMe', 200, 'GET', '/api/auth/me', { token });
await expectAnswer('getMe', 401, 'GET', '/api/auth/me', { token: 'not-a-token' });

// Logout revokes: a session of its own, signed out, then refused.
const leaving = await expectAnswer('login', 200, 'POST', '/api/auth/login', {
  body: { email: values['user-email'], password: values['user-password'] },
  as: 'a session to sign out',
});
await expectAnswer('getMe', 200, 'GET', '/api/auth/me', { token: leaving?.token, as: 'before logout' });
await expectAnswer('logout', 204, 'POST', '/api/auth/logout', { token: leaving?.token });
await expectAnswer('getMe', 401, 'GET', '/api/auth/me', { token: leaving?.token, as: 'after logout' });
await expectAnswer('logout', 401, 'POST', '/api/auth/logout', {
  token: leaving?.token,
  as: 'a revoked token',
});
await expectAnswer('logout', 401, 'POST', '/api/auth/logout');

/** Five failed sign-ins (401), then the sixth is refused with 429. */
async function checkSignInLimit(operation, path, body) {
  const problems = [];
  for (let i = 0; i < 5; i++)
    problems.push(...problemsOf(await call('POST', path, { body }), 401, ` (failure ${i + 1})`));
  problems.push(...limitProblems(await call('POST', path, { body }), 'the sixth failure'));
  record(operation, '5 × 401, then 429 with Retry-After', problems);
}
await checkSignInLimit('login', '/api/auth/login', {
  email: `contract-check-${stamp}@example.com`,
  password: 'not-the-password',
});
await checkSignInLimit('adminLogin', '/api/auth/admin-login', {
  username: `contract-check-${stamp}`,
  password: 'not-the-password',
});

// Only the error path: the check never changes a real account's password.
await expectAnswer('changePassword', 400, 'PUT', '/api/auth/password', {
  token,
  body: { currentPassword: `${values.password}-wrong`, newPassword: 'Another#2025' },
});
await expectAnswer('changePassword', 401, 'PUT', '/api/auth/password', {
  body: { currentPassword: 'a', newPassword: 'bbbbbb' },
});

// 'Forgot password?': an address no account has (so nobody is emailed), the same answer as any;
// the limit (3 an address in 15 minutes); refused links and passwords. The whole reset, with a
// link from the demo's outbox, runs last in demo mode (below).
const RESET_REQUESTED = 'If an account exists for that email, a reset link is on its way.';
const resetAddress = `contract-check-${stamp}@example.com`;
const resetAsked = [];
for (let i = 0; i < 3; i++)
  resetAsked.push(await call('POST', '/api/auth/password-reset', { body: { email: resetAddress } }));
if (resetAsked.some((answer) => answer.status === 429)) {
  skipped.push(
    'requestPasswordReset (202 and its limit: this client asked 10 times in the last 15 minutes, earlier runs against this server)',
  );
} else {
  const problems = resetAsked.flatMap((answer, i) => problemsOf(answer, 202, ` (request ${i + 1})`));
  for (const answer of resetAsked)
    if (json(answer)?.message !== RESET_REQUESTED) problems.push(`the text is not '${RESET_REQUESTED}'`);
  record('requestPasswordReset', '202 × 3 for an address no account has', problems);
  const fourth = await call('POST', '/api/auth/password-reset', {
    body: { email: resetAddress.toUpperCase() },
  });
  record('requestPasswordReset', '429 the fourth time', limitProblems(fourth, 'the fourth request'));
}
await expectAnswer('requestPasswordReset', 400, 'POST', '/api/auth/password-reset', {
  body: { email: 'not-an-address' },
  as: 'not an address',
});
await expectAnswer('resetPassword', 400, 'POST', '/api/auth/password-reset/confirm', {
  body: { token: `contract-check-${stamp}`, newPassword: 'Another#2025' },
  as: 'a token never given',
});
await expectAnswer('resetPassword', 400, 'POST', '/api/auth/password-reset/confirm', {
  body: { token: `contract-check-${stamp}`, newPassword: '12345' },
  as: 'a short password',
});
if (demo)
  await expectAnswer('getDemoLastEmail', 204, 'GET', '/api/demo/outbox/latest', { as: 'nothing sent yet' });

// Social sign-in: in demo mode the simulated provider (a redirect to the app's consent page);
// without it no provider is configured (404).
if (demo) {
  const start = await call('GET', '/api/auth/google?state=contract-check');
  record(
    'startSocialSignIn',
    '302',
    start.type === 'opaqueredirect' || start.status === 302
      ? []
      : [`expected a redirect, got ${start.status}`],
  );
  await expectAnswer('getSocialConsentInfo', 200, 'GET', '/api/auth/social/google');
  await expectAnswer('getSocialConsentInfo', 400, 'GET', '/api/auth/social/myspace', {
    as: 'not a provider of the contract',
  });
  await expectAnswer('giveSocialConsent', 200, 'POST', '/api/auth/social/google/consent');
  await expectAnswer('signInAsPersona', 200, 'POST', '/api/demo/sign-in', { body: { role: 'manager' } });
  await expectAnswer('signInAsPersona', 400, 'POST', '/api/demo/sign-in', { body: { role: 'owner' } });
  await expectAnswer('signInAsPersona', 200, 'POST', '/api/demo/sign-in', {
    body: { persona: 'owner-abroad' },
  });
} else {
  await expectAnswer('startSocialSignIn', 404, 'GET', '/api/auth/google?state=contract-check', {
    as: 'no provider configured',
  });
}

// ---- The staff console ----
await expectAnswer('getStats', 200, 'GET', '/api/admin/stats', { token });
await expectAnswer('getStats', 401, 'GET', '/api/admin/stats');
await expectAnswer('getDataVersions', 200, 'GET', '/api/admin/versions', { token });
await expectAnswer('getDataVersions', 401, 'GET', '/api/admin/versions');

// The email centre.
await expectAnswer('listEmails', 200, 'GET', '/api/admin/emails', { token });
await expectAnswer('listEmails', 401, 'GET', '/api/admin/emails');
const emailId = `check-${stamp}`;
const newEmail = {
  id: emailId,
  to: 'contract@example.com',
  subject: 'Contract check',
  body: 'Hello',
  folder: 'drafts',
};
await expectAnswer('createEmail', 201, 'POST', '/api/admin/emails', { token, body: newEmail });
await expectAnswer('createEmail', 409, 'POST', '/api/admin/emails', { token, body: newEmail });
await expectAnswer('createEmail', 400, 'POST', '/api/admin/emails', { token, body: { id: `${emailId}-2` } });
await expectAnswer('updateEmail', 200, 'PATCH', `/api/admin/emails/${emailId}`, {
  token,
  body: { starred: true },
});
await expectAnswer('updateEmail', 400, 'PATCH', `/api/admin/emails/${emailId}`, { token, body: {} });
await expectAnswer('deleteEmail', 204, 'DELETE', `/api/admin/emails/${emailId}`, { token });
await expectAnswer('deleteEmail', 404, 'DELETE', `/api/admin/emails/${emailId}`, { token });
await expectAnswer('updateEmail', 404, 'PATCH', `/api/admin/emails/${emailId}`, {
  token,
  body: { read: true },
});

// A visitor's enquiry, then the submissions.
const enquiry = await expectAnswer('createEnquiry', 201, 'POST', '/api/contact', {
  body: {
    fullName: 'Contract Check',
    email: 'contract@example.com',
    phone: '+254 700 000 000',
    message: 'Check',
    service: 'General Enquiry',
  },
});
await expectAnswer('createEnquiry', 400, 'POST', '/api/contact', {
  body: { fullName: ' ', email: '', phone: '', message: '' },
});
const submissionPath = `/api/admin/contact-submissions/${enquiry?.id ?? 'missing'}`;
await expectAnswer('listContactSubmissions', 200, 'GET', '/api/admin/contact-submissions', { token });
await expectAnswer('updateContactSubmission', 200, 'PATCH', submissionPath, {
  token,
  body: { viewed: true },
});
await expectAnswer('updateContactSubmission', 400, 'PATCH', submissionPath, {
  token,
  body: { viewed: false },
});
await expectAnswer('replyToContactSubmission', 201, 'POST', `${submissionPath}/replies`, {
  token,
  body: { to: 'contract@example.com', subject: 'Re: Check', body: 'Thanks' },
});
await expectAnswer('replyToContactSubmission', 400, 'POST', `${submissionPath}/replies`, { token, body: {} });
await expectAnswer('deleteContactSubmission', 204, 'DELETE', submissionPath, { token });
await expectAnswer('deleteContactSubmission', 404, 'DELETE', submissionPath, { token });

// Managed users.
await expectAnswer('listManagedUsers', 200, 'GET', '/api/admin/users', { token });
const userId = `check-${stamp}`;
await expectAnswer('createManagedUser', 201, 'POST', '/api/admin/users', {
  token,
  body: { id: userId, name: 'Contract Check', email: 'contract@example.com' },
});
await expectAnswer('createManagedUser', 400, 'POST', '/api/admin/users', {
  token,
  body: { id: `${userId}-2`, name: ' ', email: '' },
});
await expectAnswer('upgradeManagedUser', 200, 'POST', `/api/admin/users/${userId}/upgrade`, { token });
await expectAnswer('upgradeManagedUser', 409, 'POST', `/api/admin/users/${userId}/upgrade`, { token });
await expectAnswer('deleteManagedUser', 204, 'DELETE', `/api/admin/users/${userId}`, { token });
await expectAnswer('deleteManagedUser', 404, 'DELETE', `/api/admin/users/${userId}`, { token });

// ---- The customer portal: two tenants and two owners ----
async function signIn(who) {
  const answer = await expectAnswer('login', 200, 'POST', '/api/auth/login', {
    body: { email: values[`${who}-email`], password: values[`${who}-password`] },
    as: who,
  });
  return answer?.token;
}
const tenantToken = await signIn('user');
const tenant2Token = await signIn('tenant2');
const ownerToken = await signIn('owner');
const investorToken = await signIn('investor');

const profile = await expectAnswer('getPortalProfile', 200, 'GET', '/api/portal/me', { token: tenantToken });
const profile2 = await expectAnswer('getPortalProfile', 200, 'GET', '/api/portal/me', {
  token: tenant2Token,
  as: 'the second tenant',
});
await expectAnswer('getPortalProfile', 200, 'GET', '/api/portal/me', { token, as: 'staff' });
await expectAnswer('getPortalProfile', 401, 'GET', '/api/portal/me');
await expectAnswer('getPortalVersions', 200, 'GET', '/api/portal/versions', { token: tenantToken });
await expectAnswer('getPortalVersions', 200, 'GET', '/api/portal/versions', { token, as: 'staff' });
await expectAnswer('getPortalVersions', 401, 'GET', '/api/portal/versions');
const lease = profile?.leases?.[0];
const lease2 = profile2?.leases?.[0];
const leaseId = lease?.id ?? 'missing';
const lease2Id = lease2?.id ?? 'missing';
if (!lease)
  record('getPortalProfile', 'tenant', ['the user account rents no lease: give --user-email a tenant']);
if (!lease2 || lease2Id === leaseId)
  record('getPortalProfile', 'second tenant', ['give --tenant2-email a tenant of another lease']);
await expectAnswer('listLeases', 200, 'GET', '/api/admin/leases', { token });
await expectAnswer('listLeases', 401, 'GET', '/api/admin/leases');

// Statements of account: each tenant their own.
const account = await expectAnswer('getLeaseAccount', 200, 'GET', `/api/portal/leases/${leaseId}/account`, {
  token: tenantToken,
});
const account2 = await expectAnswer('getLeaseAccount', 200, 'GET', `/api/portal/leases/${lease2Id}/account`, {
  token: tenant2Token,
  as: 'the second tenant',
});
// The second tenant's phone, as staff see it on their payments (their prompts go to it).
const staffPayments = json(await call('GET', '/api/admin/payments', { token }));
const tenant2Phone =
  (Array.isArray(staffPayments) ? staffPayments : []).find((p) => p.leaseId === lease2Id)?.phone ??
  '254711204518';
/** What a refusal must never show of the second tenant. */
const tenant2Secrets = [lease2?.tenantName, lease2?.payReference, tenant2Phone];
await expectRefusal('getLeaseAccount', 'GET', `/api/portal/leases/${lease2Id}/account`, {
  token: tenantToken,
  as: "a tenant, another tenant's lease",
  secrets: tenant2Secrets,
});
await expectAnswer('getLeaseAccount', 200, 'GET', `/api/portal/leases/${lease2Id}/account`, {
  token,
  as: 'staff',
});
await expectAnswer('getLeaseAccount', 404, 'GET', '/api/portal/leases/contract-check-none/account', {
  token,
});
await expectAnswer('getLeaseAccount', 401, 'GET', `/api/portal/leases/${leaseId}/account`);
const paymentOf = (statement) => statement?.entries?.find((entry) => entry.kind === 'payment');
const paid = paymentOf(account);
if (paid)
  await expectAnswer('getPaymentReceipt', 200, 'GET', `/api/portal/receipts/${paid.paymentId}`, {
    token: tenantToken,
  });
const paid2 = paymentOf(account2);
if (paid2) {
  await expectRefusal('getPaymentReceipt', 'GET', `/api/portal/receipts/${paid2.paymentId}`, {
    token: tenantToken,
    as: "a tenant, another tenant's receipt",
    secrets: [...tenant2Secrets, paid2.receipt],
  });
} else record('getPaymentReceipt', 'refusal', ["the second tenant's statement has no payment to ask for"]);
await expectAnswer('getPaymentReceipt', 404, 'GET', '/api/portal/receipts/contract-check-none', {
  token: tenantToken,
});

// The owner view and monthly statements: each owner their own.
const portfolio = await expectAnswer('getOwnerPortfolio', 200, 'GET', '/api/portal/owner', {
  token: ownerToken,
});
const portfolio2 = await expectAnswer('getOwnerPortfolio', 200, 'GET', '/api/portal/owner', {
  token: investorToken,
  as: 'the second owner',
});
await expectAnswer('getOwnerPortfolio', 200, 'GET', '/api/portal/owner', {
  token: tenantToken,
  as: 'a tenant',
});
await expectAnswer('getOwnerPortfolio', 401, 'GET', '/api/portal/owner');
const owned = portfolio?.properties?.find((p) => p.id === lease?.propertyId) ?? portfolio?.properties?.[0];
const owned2 = portfolio2?.properties?.[0];
if (!owned)
  record('getOwnerPortfolio', 'owner', ['the owner account owns no property: give --owner-email an owner']);
if (!owned2 || portfolio?.properties?.some((p) => p.id === owned2.id))
  record('getOwnerPortfolio', 'second owner', ['give --investor-email an owner of other properties']);
const statementPath = (property) =>
  `/api/portal/properties/${property?.id ?? 'missing'}/statements/${property?.statementMonths?.[0] ?? '2025-01'}`;
await expectAnswer('getOwnerStatement', 200, 'GET', statementPath(owned), { token: ownerToken });
await expectAnswer('getOwnerStatement', 200, 'GET', statementPath(owned2), {
  token: investorToken,
  as: 'the second owner',
});
await expectRefusal('getOwnerStatement', 'GET', statementPath(owned), {
  token: investorToken,
  as: "an owner, another owner's statement",
  secrets: [owned?.name],
});
await expectRefusal('getOwnerStatement', 'GET', statementPath(owned2), {
  token: ownerToken,
  as: "an owner, another owner's statement",
  secrets: [owned2?.name],
});
await expectAnswer('getOwnerStatement', 403, 'GET', statementPath(owned), {
  token: tenantToken,
  as: 'a tenant',
});
await expectAnswer('getOwnerStatement', 200, 'GET', statementPath(owned), { token, as: 'staff' });
await expectAnswer(
  'getOwnerStatement',
  404,
  'GET',
  '/api/portal/properties/contract-check-none/statements/2025-01',
  {
    token,
  },
);
await expectAnswer('getOwnerStatement', 401, 'GET', statementPath(owned));

// A finished month's documents (the statement's last ended month): the fee invoice, and the
// withholding certificate where the firm withheld tax (the owner's is MRI as her appointed
// agent, in the sample data). Each owner their own, as the statement.
const endedMonth = (property) =>
  property?.statementMonths?.find((month) => month < (portfolio?.month ?? '')) ?? '2025-01';
for (const [operation, document] of [
  ['getWithholdingCertificate', 'certificate'],
  ['getFeeInvoice', 'invoice'],
]) {
  const path = `/api/portal/properties/${owned?.id ?? 'missing'}/statements/${endedMonth(owned)}/${document}`;
  await expectAnswer(operation, 200, 'GET', path, { token: ownerToken });
  await expectAnswer(operation, 200, 'GET', path, { token, as: 'staff' });
  await expectAnswer(operation, 403, 'GET', path, { token: investorToken, as: 'another owner' });
  await expectAnswer(operation, 401, 'GET', path);
  await expectAnswer(
    operation,
    404,
    'GET',
    `/api/portal/properties/contract-check-none/statements/2025-01/${document}`,
    { token },
  );
}

// ---- Staff's Owners screen: every owner, and an owner's tax arrangement ----
const ownerList = await expectAnswer('listOwners', 200, 'GET', '/api/admin/owners', { token });
await expectAnswer('listOwners', 401, 'GET', '/api/admin/owners');
const listedOwners = Array.isArray(ownerList) ? ownerList : [];
const checkedOwner = listedOwners.find((o) => o.email === values['owner-email']) ?? listedOwners[0];
if (!checkedOwner) record('listOwners', 'owner', ['no owner listed: give --owner-email an owner']);
const arrangementPath = (id) => `/api/admin/owners/${encodeURIComponent(id)}/tax-arrangement`;
/** 'YYYY-MM' of the month after this one by the check's clock: this month or later by the server's. */
const nextMonthOfCheck = (() => {
  const now = new Date();
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
})();
/**
 * The arrangement the owner has, set again: the one set to start later, as it is; else the
 * one in force, from next month. Every statement keeps its tax, so the check changes no
 * owner's arrangement in effect, on a real server too.
 */
const sameArrangement = (() => {
  const arrangement = checkedOwner?.nextTaxArrangement ?? checkedOwner?.taxArrangement;
  if (!arrangement) return { kind: 'owner-files', fromMonth: nextMonthOfCheck };
  const { kind, appointmentReference, appointedOn, notApplicableReason } = arrangement;
  const fromMonth = checkedOwner.nextTaxArrangement ? arrangement.fromMonth : nextMonthOfCheck;
  return { kind, fromMonth, appointmentReference, appointedOn, notApplicableReason };
})();
const ownerPath = arrangementPath(checkedOwner?.id ?? 'missing');
await expectAnswer('setOwnerTaxArrangement', 400, 'PUT', ownerPath, {
  token,
  body: { ...sameArrangement, fromMonth: '2000-01' },
  as: 'a start month in the past',
});
await expectAnswer('setOwnerTaxArrangement', 400, 'PUT', ownerPath, {
  token,
  body: { fromMonth: nextMonthOfCheck },
  as: 'no kind',
});
await expectAnswer('setOwnerTaxArrangement', 404, 'PUT', arrangementPath('contract-check-none'), {
  token,
  body: sameArrangement,
});
await expectAnswer('setOwnerTaxArrangement', 401, 'PUT', ownerPath, { body: sameArrangement });
const setAgain = await expectAnswer('setOwnerTaxArrangement', 200, 'PUT', ownerPath, {
  token,
  body: sameArrangement,
  as: 'the arrangement the owner has',
});
const inForce = (owner) => {
  const { kind, appointmentReference, appointedOn, notApplicableReason } = owner?.taxArrangement ?? {};
  return JSON.stringify({ kind, appointmentReference, appointedOn, notApplicableReason });
};
record(
  'setOwnerTaxArrangement',
  'the arrangement in force unchanged',
  inForce(setAgain) === inForce(checkedOwner)
    ? []
    : [`expected ${inForce(checkedOwner)} in force, got ${inForce(setAgain)}`],
);

// ---- Staff's Payouts screen: the statements due, and 'Pay out' once per statement ----
const payoutsPath = '/api/admin/payouts';
const payoutList = await expectAnswer('listPayouts', 200, 'GET', payoutsPath, { token });
await expectAnswer('listPayouts', 401, 'GET', payoutsPath);
await expectAnswer('listPayouts', 403, 'GET', payoutsPath, { token: tenantToken, as: 'a user' });
const anyStatement = { propertyId: owned?.id ?? 'missing', month: '2000-01' };
await expectAnswer('payOutStatement', 401, 'POST', payoutsPath, { body: anyStatement });
await expectAnswer('payOutStatement', 403, 'POST', payoutsPath, {
  token: tenantToken,
  body: anyStatement,
  as: 'a user',
});
await expectAnswer('payOutStatement', 404, 'POST', payoutsPath, {
  token,
  body: { propertyId: 'contract-check-none', month: '2000-01' },
  as: 'an unknown property',
});
await expectAnswer('payOutStatement', 400, 'POST', payoutsPath, {
  token,
  body: { propertyId: anyStatement.propertyId },
  as: 'no month',
});
/**
 * A statement already paid out: a second payout of it answers 409. A payout moves money, so
 * the check pays one out (then tries again) only in demo mode, in its own data set; on any
 * other server it takes one the server has paid.
 */
let paidStatement = Array.isArray(payoutList?.paid) ? payoutList.paid[0] : undefined;
if (demo) {
  const due = (Array.isArray(payoutList?.due) ? payoutList.due : []).find((d) => d.method !== null);
  if (due) {
    const payoutKey = `contract-check-payout-${stamp}`;
    const request = { propertyId: due.propertyId, month: due.month };
    const options = { token, body: request, headers: { 'Idempotency-Key': payoutKey } };
    const payout = await expectAnswer('payOutStatement', 201, 'POST', payoutsPath, {
      ...options,
      as: 'a statement due',
    });
    const retried = await expectAnswer('payOutStatement', 201, 'POST', payoutsPath, {
      ...options,
      as: 'the same key again',
    });
    record(
      'payOutStatement',
      'a retry with the same key pays once',
      payout && retried?.id === payout.id
        ? []
        : [`the retry answered ${JSON.stringify(retried)}, not the first payout`],
    );
    if (payout) paidStatement = payout;
  } else record('payOutStatement', '201', ['no statement due with a payout method in the demo data set']);
} else skipped.push("payOutStatement's 201 (not in demo mode: a payout would move money)");
if (paidStatement) {
  await expectAnswer('payOutStatement', 409, 'POST', payoutsPath, {
    token,
    body: { propertyId: paidStatement.propertyId, month: paidStatement.month },
    as: 'a statement paid out',
  });
} else skipped.push("payOutStatement's 409 (no payout made yet on this server)");

// ---- Pay with M-Pesa: prompts on the second tenant's lease, to their phone, KES 1 each ----
const payPath = `/api/portal/leases/${leaseId}/mpesa-payments`;
const pay2Path = `/api/portal/leases/${lease2Id}/mpesa-payments`;
await expectAnswer('startMpesaPayment', 400, 'POST', payPath, {
  token: tenantToken,
  body: { phone: '0712345678', amountKes: 100 },
});
await expectAnswer('startMpesaPayment', 400, 'POST', payPath, {
  token: tenantToken,
  body: { phone: '254712345678', amountKes: 0 },
});
await expectRefusal('startMpesaPayment', 'POST', pay2Path, {
  token: tenantToken,
  body: { phone: '254712345678', amountKes: 1 },
  as: "a tenant, another tenant's lease",
  secrets: tenant2Secrets,
});
await expectAnswer('startMpesaPayment', 401, 'POST', pay2Path, {
  body: { phone: '254712345678', amountKes: 1 },
});
await expectAnswer('getMpesaPaymentStatus', 404, 'GET', '/api/portal/mpesa-payments/contract-check-none', {
  token: tenantToken,
});
const prompt2 = { phone: tenant2Phone, amountKes: 1 };
const statusPath = (checkout) => `/api/portal/mpesa-payments/${checkout ?? 'missing'}`;

/**
 * The prompt's answer: in demo mode the Phone panel's Cancel (nothing paid); without demo mode
 * the server's simulated Daraja, which pays after a moment (polled as the app polls).
 * Resolves to the prompt's last status.
 */
async function answered(checkout, label) {
  if (demo) {
    return expectAnswer('answerDemoMpesaPrompt', 200, 'POST', `/api/demo/mpesa-prompts/${checkout}/answer`, {
      body: { answer: 'cancel' },
    });
  }
  const until = Date.now() + 20_000;
  for (;;) {
    const answer = await call('GET', statusPath(checkout), { token: tenant2Token });
    const status = json(answer);
    if (answer.status !== 200 || status?.status !== 'pending' || Date.now() > until) {
      const problems = problemsOf(answer, 200, '');
      if (status?.status !== 'succeeded' || !status?.receipt || !status?.paymentId)
        problems.push(`${label}: the simulated Daraja did not pay it (status ${answer.body.slice(0, 200)})`);
      record('getMpesaPaymentStatus', `${label}: succeeded, answered by the simulated Daraja`, problems);
      return status;
    }
    await sleep(250);
  }
}

// The first prompt carries an Idempotency-Key: its retry gets the same answer and prompts once.
const idempotencyKey = `contract-check-${stamp}`;
const first = await call('POST', pay2Path, {
  token: tenant2Token,
  body: prompt2,
  headers: { 'Idempotency-Key': idempotencyKey },
});
let limited = first.status === 429 ? first : null;
if (limited) {
  skipped.push(
    "the 202 of startMpesaPayment (the second tenant's lease had its 5 prompts in the last 10 minutes: an earlier run against this server)",
  );
} else {
  record('startMpesaPayment', '202 as the second tenant', problemsOf(first, 202, ' as the second tenant'));
  const ack = json(first);
  const checkout = ack?.checkoutRequestId;
  const retried = await call('POST', pay2Path, {
    token: tenant2Token,
    body: prompt2,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const retryProblems = problemsOf(retried, 202, ' (a retry with the same Idempotency-Key)');
  if (json(retried)?.checkoutRequestId !== checkout)
    retryProblems.push('a retry with the same Idempotency-Key started another prompt');
  record('startMpesaPayment', '202 again for a retry with the same Idempotency-Key', retryProblems);
  await expectAnswer('startMpesaPayment', 409, 'POST', pay2Path, {
    token: tenant2Token,
    body: prompt2,
    as: 'a second prompt while one waits',
  });
  await expectAnswer('getMpesaPaymentStatus', 200, 'GET', statusPath(checkout), { token: tenant2Token });
  await expectRefusal('getMpesaPaymentStatus', 'GET', statusPath(checkout), {
    token: tenantToken,
    as: "a tenant, another tenant's payment",
    secrets: [prompt2.phone, lease2?.tenantName],
  });
  if (demo) {
    await expectAnswer('listDemoMpesaPrompts', 200, 'GET', '/api/demo/mpesa-prompts');
    const answerPath = `/api/demo/mpesa-prompts/${checkout}/answer`;
    await expectAnswer('answerDemoMpesaPrompt', 400, 'POST', answerPath, { body: { answer: 'maybe' } });
    await answered(checkout, 'the first prompt');
    await expectAnswer('answerDemoMpesaPrompt', 409, 'POST', answerPath, { body: { answer: 'cancel' } });
    await expectAnswer(
      'answerDemoMpesaPrompt',
      404,
      'POST',
      '/api/demo/mpesa-prompts/contract-check-none/answer',
      {
        body: { answer: 'cancel' },
      },
    );
    await expectAnswer('getMpesaPaymentStatus', 200, 'GET', statusPath(checkout), {
      token: tenant2Token,
      as: 'cancelled on the phone',
    });
  } else {
    const status = await answered(checkout, 'the first prompt');
    if (status?.paymentId) {
      await expectAnswer('getPaymentReceipt', 200, 'GET', `/api/portal/receipts/${status.paymentId}`, {
        token: tenant2Token,
        as: 'the second tenant, a prompt paid',
      });
      await expectRefusal('getPaymentReceipt', 'GET', `/api/portal/receipts/${status.paymentId}`, {
        token: tenantToken,
        as: "a tenant, another tenant's M-Pesa receipt",
        secrets: [status.receipt, prompt2.phone, lease2?.tenantName],
      });
    }
  }
  // More prompts, each answered before the next, until the limit: 5 a lease in 10 minutes.
  for (let sent = 1; sent <= 5 && !limited; sent++) {
    const next = await call('POST', pay2Path, { token: tenant2Token, body: prompt2 });
    if (next.status === 429) limited = next;
    else {
      const problems = problemsOf(next, 202, ` (prompt ${sent + 1})`);
      if (problems.length > 0) {
        record('startMpesaPayment', `prompt ${sent + 1}`, problems);
        break;
      }
      await answered(json(next)?.checkoutRequestId, `prompt ${sent + 1}`);
    }
  }
}
record(
  'startMpesaPayment',
  '429 with Retry-After after 5 prompts',
  limited ? limitProblems(limited, 'a sixth prompt in 10 minutes') : ['no 429 after 6 prompts to one lease'],
);

// ---- Paybill payments: Safaricom's C2B confirmation, then staff's allocation ----
const c2bPath = (secret) => `/api/mpesa/c2b/confirmations/${encodeURIComponent(secret)}`;
const c2bSecret = values['mpesa-callback-secret'];
const RECEIPT_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A receipt number of this run's own: ten capital letters and digits. */
const newReceipt = () =>
  Array.from({ length: 10 }, () => RECEIPT_CHARACTERS[Math.floor(Math.random() * 36)]).join('');
const pad = (n) => String(n).padStart(2, '0');
const now = new Date();
const transTime = `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`;
/** Daraja's C2B confirmation of a KES 1 payment with a made-up account number (Unmatched). */
const confirmation = (changes = {}) => ({
  TransactionType: 'Pay Bill',
  TransID: newReceipt(),
  TransTime: transTime,
  TransAmount: '1.00',
  BusinessShortCode: '600000',
  BillRefNumber: `CHECK-${stamp}`.slice(0, 20),
  InvoiceNumber: '',
  OrgAccountBalance: '',
  ThirdPartyTransID: '',
  MSISDN: '254700000000',
  FirstName: 'Contract',
  MiddleName: '',
  LastName: 'Check',
  ...changes,
});
const paybill = confirmation();
const paymentsWith = async (receipt) => {
  const list = json(await call('GET', '/api/admin/payments', { token }));
  return (Array.isArray(list) ? list : []).filter((p) => p.receipt === receipt);
};
await expectAnswer('confirmPaybillPayment', 403, 'POST', c2bPath(`${c2bSecret}-wrong`), {
  body: confirmation(),
  as: 'a wrong secret',
});
await expectAnswer('confirmPaybillPayment', 400, 'POST', c2bPath(c2bSecret), {
  body: confirmation({ TransAmount: 'a lot' }),
});
await expectAnswer('confirmPaybillPayment', 200, 'POST', c2bPath(c2bSecret), { body: paybill });
await expectAnswer('confirmPaybillPayment', 200, 'POST', c2bPath(c2bSecret), {
  body: paybill,
  as: 'the same TransID again',
});
const reported = await paymentsWith(paybill.TransID);
record(
  'confirmPaybillPayment',
  'one Unmatched payment per TransID',
  reported.length === 1 && reported[0].status === 'unmatched' && reported[0].amountKes === 1
    ? []
    : [
        `expected one Unmatched KES 1 payment with receipt ${paybill.TransID}, found ${JSON.stringify(reported)}`,
      ],
);
const payments = await expectAnswer('listPayments', 200, 'GET', '/api/admin/payments', { token });
await expectAnswer('listPayments', 401, 'GET', '/api/admin/payments');
const anyPayment = (Array.isArray(payments) ? payments : [])[0]?.id ?? 'missing';
await expectAnswer('allocatePayment', 400, 'POST', `/api/admin/payments/${anyPayment}/allocation`, {
  token,
  body: {},
});
await expectAnswer('allocatePayment', 404, 'POST', '/api/admin/payments/contract-check-none/allocation', {
  token,
  body: { leaseId },
});
const allocation = `/api/admin/payments/${reported[0]?.id ?? 'missing'}/allocation`;
await expectAnswer('allocatePayment', 200, 'POST', allocation, { token, body: { leaseId: lease2Id } });
await expectAnswer('allocatePayment', 409, 'POST', allocation, { token, body: { leaseId: lease2Id } });
const allocated = (await paymentsWith(paybill.TransID))[0];
if (allocated) {
  await expectAnswer('getPaymentReceipt', 200, 'GET', `/api/portal/receipts/${allocated.id}`, {
    token: tenant2Token,
    as: 'the second tenant, a Paybill payment allocated to them',
  });
  await expectRefusal('getPaymentReceipt', 'GET', `/api/portal/receipts/${allocated.id}`, {
    token: tenantToken,
    as: "a tenant, another tenant's Paybill receipt",
    secrets: [paybill.TransID, lease2?.tenantName],
  });
}
// Staff undo their own allocation the same day, with a reason; a second undo is refused.
const undo = `${allocation}/undo`;
await expectAnswer('undoPaymentAllocation', 400, 'POST', undo, { token, body: { reason: ' ' } });
await expectAnswer(
  'undoPaymentAllocation',
  404,
  'POST',
  '/api/admin/payments/contract-check-none/allocation/undo',
  {
    token,
    body: { reason: 'Contract check' },
  },
);
await expectAnswer('undoPaymentAllocation', 200, 'POST', undo, { token, body: { reason: 'Contract check' } });
await expectAnswer('undoPaymentAllocation', 409, 'POST', undo, { token, body: { reason: 'Contract check' } });
await expectAnswer('undoPaymentAllocation', 401, 'POST', undo, { body: { reason: 'Contract check' } });
if (demo) {
  await expectAnswer('sendDemoPaybillPayment', 201, 'POST', '/api/demo/paybill-payments', {
    body: { accountNumber: 'CONTRACT-CHECK', amountKes: 1 },
  });
  await expectAnswer('sendDemoPaybillPayment', 400, 'POST', '/api/demo/paybill-payments', {
    body: { accountNumber: '', amountKes: 1 },
  });
}

// ---- Maintenance requests: the tenant's, the owners' and staff's ----
const maintenanceReport = (changes = {}) => ({
  leaseId,
  category: 'plumbing',
  priority: 'normal',
  title: 'Contract check',
  description: 'Checking the maintenance operations.',
  photos: [],
  permissionToEnter: false,
  preferredTimes: '',
  ...changes,
});
/** A 1 × 1 PNG, as the app sends a scaled photo. */
const checkPhoto = {
  name: 'contract-check.png',
  dataUrl:
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  width: 1,
  height: 1,
};
await expectAnswer('listMyMaintenanceRequests', 200, 'GET', '/api/portal/maintenance', {
  token: tenantToken,
});
await expectAnswer('listMyMaintenanceRequests', 200, 'GET', '/api/portal/maintenance', {
  token: ownerToken,
  as: 'the owner',
});
await expectAnswer('listMyMaintenanceRequests', 200, 'GET', '/api/portal/maintenance', {
  token,
  as: 'staff',
});
await expectAnswer('listMyMaintenanceRequests', 401, 'GET', '/api/portal/maintenance');
await expectAnswer('reportMaintenanceProblem', 400, 'POST', '/api/portal/maintenance', {
  token: tenantToken,
  body: maintenanceReport({ title: '   ' }),
});
await expectAnswer('reportMaintenanceProblem', 400, 'POST', '/api/portal/maintenance', {
  token: tenantToken,
  body: maintenanceReport({
    photos: [{ ...checkPhoto, dataUrl: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' }],
  }),
});
await expectRefusal('reportMaintenanceProblem', 'POST', '/api/portal/maintenance', {
  token: tenantToken,
  body: maintenanceReport({ leaseId: lease2Id }),
  as: "a tenant, another tenant's lease",
  secrets: tenant2Secrets,
});
await expectAnswer('reportMaintenanceProblem', 403, 'POST', '/api/portal/maintenance', {
  token,
  body: maintenanceReport(),
  as: 'staff',
});
await expectAnswer('reportMaintenanceProblem', 404, 'POST', '/api/portal/maintenance', {
  token: tenantToken,
  body: maintenanceReport({ leaseId: 'contract-check-none' }),
});
await expectAnswer('reportMaintenanceProblem', 401, 'POST', '/api/portal/maintenance', {
  body: maintenanceReport(),
});
const none = '/api/portal/maintenance/contract-check-none';
await expectAnswer('cancelMaintenanceRequest', 404, 'POST', `${none}/cancellation`, { token: tenantToken });
await expectAnswer('cancelMaintenanceRequest', 401, 'POST', `${none}/cancellation`);
await expectAnswer('decideMaintenanceCost', 404, 'POST', `${none}/decision`, {
  token: ownerToken,
  body: { decision: 'approve', note: '' },
});
await expectAnswer('decideMaintenanceCost', 401, 'POST', `${none}/decision`, {
  body: { decision: 'approve', note: '' },
});
const maintenanceQueue = await expectAnswer('listMaintenanceRequests', 200, 'GET', '/api/admin/maintenance', {
  token,
});
await expectAnswer('listMaintenanceRequests', 401, 'GET', '/api/admin/maintenance');
const queued = Array.isArray(maintenanceQueue) ? maintenanceQueue : [];
if (queued[0]) {
  await expectAnswer('getMaintenancePhotos', 200, 'GET', `/api/maintenance/${queued[0].id}/photos`, {
    token,
    as: 'staff',
  });
  await expectAnswer('takeMaintenanceStep', 400, 'POST', `/api/admin/maintenance/${queued[0].id}/steps`, {
    token,
    body: { action: 'note', note: '  ' },
  });
}
// Requests already there: another tenant's, and one on the second owner's property (reads only).
const othersRequest = queued.find((r) => r.leaseId !== leaseId);
if (othersRequest)
  await expectRefusal('getMaintenancePhotos', 'GET', `/api/maintenance/${othersRequest.id}/photos`, {
    token: tenantToken,
    as: "a tenant, another tenant's request",
  });
const secondOwnersRequest = queued.find((r) => r.propertyId === owned2?.id);
if (secondOwnersRequest)
  await expectRefusal('getMaintenancePhotos', 'GET', `/api/maintenance/${secondOwnersRequest.id}/photos`, {
    token: ownerToken,
    as: "an owner, a request on another owner's property",
  });
await expectAnswer('getMaintenancePhotos', 404, 'GET', '/api/maintenance/contract-check-none/photos', {
  token,
});
await expectAnswer('getMaintenancePhotos', 401, 'GET', '/api/maintenance/contract-check-none/photos');
await expectAnswer('takeMaintenanceStep', 404, 'POST', '/api/admin/maintenance/contract-check-none/steps', {
  token,
  body: { action: 'acknowledge' },
});
await expectAnswer('takeMaintenanceStep', 401, 'POST', '/api/admin/maintenance/contract-check-none/steps', {
  body: { action: 'acknowledge' },
});

// The tenant reports one and cancels it while it is Submitted.
const toCancel = await expectAnswer('reportMaintenanceProblem', 201, 'POST', '/api/portal/maintenance', {
  token: tenantToken,
  body: maintenanceReport(),
});
const cancelPath = `/api/portal/maintenance/${toCancel?.id ?? 'missing'}/cancellation`;
await expectRefusal('cancelMaintenanceRequest', 'POST', cancelPath, {
  token: tenant2Token,
  as: "a tenant, another tenant's request",
});
await expectAnswer('cancelMaintenanceRequest', 200, 'POST', cancelPath, { token: tenantToken });
await expectAnswer('cancelMaintenanceRequest', 409, 'POST', cancelPath, { token: tenantToken });
await expectAnswer('cancelMaintenanceRequest', 403, 'POST', cancelPath, {
  token: ownerToken,
  as: 'the owner',
});

// The story: reported with a photo, acknowledged, assigned, estimated above KES 5,000, the
// owner's decision (the second owner refused), done and closed. In demo mode the owner approves
// (an expense on the statement of the check's own data set); without it the owner declines,
// so no real statement gains the check's expense.
const story = await expectAnswer('reportMaintenanceProblem', 201, 'POST', '/api/portal/maintenance', {
  token: tenantToken,
  body: maintenanceReport({ photos: [checkPhoto] }),
});
const storyId = story?.id ?? 'missing';
const stepPath = `/api/admin/maintenance/${storyId}/steps`;
const decisionPath = `/api/portal/maintenance/${storyId}/decision`;
const photosPath = `/api/maintenance/${storyId}/photos`;
await expectAnswer('getMaintenancePhotos', 200, 'GET', photosPath, { token: tenantToken });
await expectAnswer('getMaintenancePhotos', 200, 'GET', photosPath, { token: ownerToken, as: 'the owner' });
await expectRefusal('getMaintenancePhotos', 'GET', photosPath, {
  token: tenant2Token,
  as: "a tenant, another tenant's photos",
  secrets: [checkPhoto.dataUrl.slice(22, 60), checkPhoto.name],
});
await expectRefusal('getMaintenancePhotos', 'GET', photosPath, {
  token: investorToken,
  as: "an owner, photos of another owner's property",
  secrets: [checkPhoto.dataUrl.slice(22, 60), checkPhoto.name],
});
await expectAnswer('takeMaintenanceStep', 200, 'POST', stepPath, { token, body: { action: 'acknowledge' } });
await expectAnswer('takeMaintenanceStep', 409, 'POST', stepPath, { token, body: { action: 'acknowledge' } });
await expectAnswer(
  'cancelMaintenanceRequest',
  409,
  'POST',
  `/api/portal/maintenance/${storyId}/cancellation`,
  {
    token: tenantToken,
  },
);
await expectAnswer('takeMaintenanceStep', 400, 'POST', stepPath, { token, body: { action: 'assign' } });
await expectAnswer('takeMaintenanceStep', 200, 'POST', stepPath, {
  token,
  body: { action: 'assign', contractor: { name: 'Contract Check', phone: '0700 000 000' } },
});
await expectAnswer('decideMaintenanceCost', 409, 'POST', decisionPath, {
  token: ownerToken,
  body: { decision: 'approve', note: '' },
});
await expectAnswer('takeMaintenanceStep', 200, 'POST', stepPath, {
  token,
  body: { action: 'estimate', costEstimateKes: 8_000 },
});
await expectAnswer('decideMaintenanceCost', 400, 'POST', decisionPath, {
  token: ownerToken,
  body: { decision: 'decline', note: '' },
});
await expectAnswer('decideMaintenanceCost', 403, 'POST', decisionPath, {
  token: tenantToken,
  body: { decision: 'approve', note: '' },
  as: 'the tenant',
});
await expectRefusal('decideMaintenanceCost', 'POST', decisionPath, {
  token: investorToken,
  body: { decision: 'approve', note: 'Contract check' },
  as: "an owner, a request on another owner's property",
  secrets: [owned?.name],
});
if (demo) {
  await expectAnswer('decideMaintenanceCost', 200, 'POST', decisionPath, {
    token: ownerToken,
    body: { decision: 'approve', note: 'Contract check' },
  });
} else {
  await expectAnswer('decideMaintenanceCost', 200, 'POST', decisionPath, {
    token: ownerToken,
    body: { decision: 'decline', note: 'Contract check: no work wanted.' },
    as: 'the owner, declining',
  });
  await expectAnswer('takeMaintenanceStep', 200, 'POST', stepPath, { token, body: { action: 'start' } });
}
await expectAnswer('takeMaintenanceStep', 200, 'POST', stepPath, { token, body: { action: 'resolve' } });
await expectAnswer('takeMaintenanceStep', 200, 'POST', stepPath, { token, body: { action: 'close' } });
await expectAnswer('listMyMaintenanceRequests', 200, 'GET', '/api/portal/maintenance', {
  token: ownerToken,
  as: 'the owner, after the story',
});

// ---- Who may call what: every /api/admin operation again as a user and as a manager ----
const staffOperations = contract.operations.filter((op) => op.path.startsWith('/api/admin/'));

/**
 * The request each staff operation is checked with, on items made for the role's round
 * (`items`), in an order where an item exists before it is changed and removed; `status`,
 * when given, is what a role that may call it gets instead of the operation's success.
 */
const ROLE_REQUESTS = {
  getStats: () => ({}),
  getDataVersions: () => ({}),
  listEmails: () => ({}),
  createEmail: (items) => ({
    body: {
      id: items.newEmail,
      to: 'contract@example.com',
      subject: 'Contract check',
      body: 'Hello',
      folder: 'drafts',
    },
  }),
  updateEmail: (items) => ({ id: items.email, body: { starred: true } }),
  deleteEmail: (items) => ({ id: items.email }),
  listContactSubmissions: () => ({}),
  updateContactSubmission: (items) => ({ id: items.submission, body: { viewed: true } }),
  replyToContactSubmission: (items) => ({
    id: items.submission,
    body: { to: 'contract@example.com', subject: 'Re: Check', body: 'Thanks' },
  }),
  deleteContactSubmission: (items) => ({ id: items.submission }),
  listManagedUsers: () => ({}),
  createManagedUser: (items) => ({
    body: { id: items.newUser, name: 'Contract Check', email: 'contract@example.com' },
  }),
  upgradeManagedUser: (items) => ({ id: items.user }),
  deleteManagedUser: (items) => ({ id: items.user }),
  listPayments: () => ({}),
  listLeases: () => ({}),
  // An Unmatched payment reported for the round, allocated to the second tenant's lease.
  allocatePayment: (items) => ({ id: items.unmatchedPayment ?? 'missing', body: { leaseId: lease2Id } }),
  // That allocation, undone by the role that made it, the same day.
  undoPaymentAllocation: (items) => ({
    id: items.unmatchedPayment ?? 'missing',
    body: { reason: 'Contract check' },
  }),
  listOwners: () => ({}),
  listPayouts: () => ({}),
  // A statement already paid out: a role that may call it gets the 409, so no round moves money.
  payOutStatement: () => ({
    body: { propertyId: paidStatement?.propertyId ?? 'missing', month: paidStatement?.month ?? '2000-01' },
    status: 409,
  }),
  // The owner's own arrangement set again (sameArrangement): nothing changes in effect.
  setOwnerTaxArrangement: () => ({ id: checkedOwner?.id ?? 'missing', body: sameArrangement }),
  listMaintenanceRequests: () => ({}),
  // A note on a request the tenant reported for the round.
  takeMaintenanceStep: (items) => ({
    id: items.maintenanceRequest ?? 'missing',
    body: { action: 'note', note: 'Contract check' },
  }),
};
for (const op of staffOperations) {
  if (!ROLE_REQUESTS[op.id])
    record(op.id, 'roles', [
      'no request for the role checks: add it to ROLE_REQUESTS in scripts/api/contract-check.mjs',
    ]);
  if (!op.roles) record(op.id, 'roles', ['the contract names no roles for it (x-roles)']);
}

/** The items a role's round works on, made with the staff and tenant tokens; the round's creations get ids of their own. */
async function itemsFor(role) {
  const items = {
    email: `check-${stamp}-${role}-e`,
    newEmail: `check-${stamp}-${role}-ne`,
    user: `check-${stamp}-${role}-u`,
    newUser: `check-${stamp}-${role}-nu`,
  };
  await call('POST', '/api/admin/emails', { token, body: { ...newEmail, id: items.email } });
  await call('POST', '/api/admin/users', {
    token,
    body: { id: items.user, name: 'Contract Check', email: 'contract@example.com' },
  });
  const enquiry = await call('POST', '/api/contact', {
    body: {
      fullName: 'Contract Check',
      email: 'contract@example.com',
      phone: '+254 700 000 000',
      message: 'Check',
    },
  });
  items.submission = enquiry.status === 201 ? json(enquiry).id : 'missing';
  const payment = confirmation({ BillRefNumber: `CHECK-${role}`.slice(0, 20) });
  await call('POST', c2bPath(c2bSecret), { body: payment });
  items.unmatchedPayment = (await paymentsWith(payment.TransID))[0]?.id ?? null;
  const request = await call('POST', '/api/portal/maintenance', {
    token: tenantToken,
    body: maintenanceReport({ title: `Contract check (${role})` }),
  });
  items.maintenanceRequest = request.status === 201 ? json(request).id : null;
  return items;
}

/** Removes with the staff token whatever the round left (already gone is fine); the tenant cancels the round's request. */
async function removeItems(items) {
  const leftovers = [
    ['deleteEmail', `/api/admin/emails/${items.email}`],
    ['deleteEmail', `/api/admin/emails/${items.newEmail}`],
    ['deleteContactSubmission', `/api/admin/contact-submissions/${items.submission}`],
    ['deleteManagedUser', `/api/admin/users/${items.user}`],
    ['deleteManagedUser', `/api/admin/users/${items.newUser}`],
  ];
  for (const [operation, path] of leftovers) {
    const { status } = await call('DELETE', path, { token });
    if (status !== 204 && status !== 404)
      record(operation, 'clean-up', [
        `DELETE ${path} with the staff token: expected 204 or 404, got ${status}`,
      ]);
  }
  if (items.maintenanceRequest) {
    const path = `/api/portal/maintenance/${items.maintenanceRequest}/cancellation`;
    const { status } = await call('POST', path, { token: tenantToken });
    if (status !== 200)
      record('cancelMaintenanceRequest', 'clean-up', [`POST ${path}: expected 200, got ${status}`]);
  }
}

for (const role of ['user', 'manager']) {
  const signedIn = await expectAnswer('login', 200, 'POST', '/api/auth/login', {
    body: { email: values[`${role}-email`], password: values[`${role}-password`] },
    as: role,
  });
  const items = await itemsFor(role);
  for (const [id, request] of Object.entries(ROLE_REQUESTS)) {
    const op = staffOperations.find((o) => o.id === id);
    if (!op) continue;
    const { id: itemId, body, status } = request(items);
    const path = op.path.replace('{id}', itemId ?? '');
    const allowed = op.roles?.includes(role);
    const success = Number(Object.keys(op.responses).find((s) => s.startsWith('2')));
    await expectAnswer(op.id, allowed ? (status ?? success) : 403, op.method, path, {
      token: signedIn?.token,
      body,
      as: role,
    });
  }
  await removeItems(items);
}

if (demo) {
  // A whole reset in the check's own data set: the tenant's link from the demo's outbox sets the
  // password it had (so the later sign-ins keep working), and signs the tenant's sessions out.
  await expectAnswer('requestPasswordReset', 202, 'POST', '/api/auth/password-reset', {
    body: { email: values['user-email'] },
    as: 'the tenant',
  });
  const sent = await expectAnswer('getDemoLastEmail', 200, 'GET', '/api/demo/outbox/latest', {
    as: "the tenant's reset link",
  });
  const resetToken = sent?.link ? new URL(sent.link, base).searchParams.get('token') : null;
  await expectAnswer('resetPassword', 204, 'POST', '/api/auth/password-reset/confirm', {
    body: { token: resetToken ?? '', newPassword: values['user-password'] },
    as: "the tenant's link",
  });
  await expectAnswer('resetPassword', 400, 'POST', '/api/auth/password-reset/confirm', {
    body: { token: resetToken ?? '', newPassword: values['user-password'] },
    as: 'the same link again',
  });
  await expectAnswer('login', 200, 'POST', '/api/auth/login', {
    body: { email: values['user-email'], password: values['user-password'] },
    as: 'the tenant after the reset',
  });
  // Last, as they replace the check's own data set's data.
  await expectAnswer('loadBulkDemoData', 204, 'POST', '/api/demo/bulk');
  await expectAnswer('resetDemoData', 204, 'POST', '/api/demo/reset');
}
await browser.close();

// Every documented operation must have been checked (or skipped, said why).
const checkedOrSkipped = new Set([
  ...results.keys(),
  ...skipped.flatMap((s) => s.split(' (')[0].split(', ')),
]);
for (const op of contract.operations) {
  if (!checkedOrSkipped.has(op.id))
    record(op.id, '-', ['not checked by contract:check: add it to scripts/api/contract-check.mjs']);
}

let passed = 0;
let failed = 0;
for (const [operation, { checks, problems }] of results) {
  if (problems.length === 0) {
    passed += 1;
    console.log(`✓ ${operation} (${checks.join(', ')})`);
  } else {
    failed += 1;
    console.log(`✗ ${operation} (${checks.join(', ')})\n    ${problems.join('\n    ')}`);
  }
}
for (const line of skipped) console.log(`- skipped: ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
