/**
 * npm run contract:check -- --base URL
 *
 * Checks a running server against the contract (api/openapi.yaml): signs in with the
 * demo accounts, calls every documented operation (its success and its documented
 * errors), then every /api/admin operation again as a user and as a manager (403 where
 * the operation's `x-roles` leave the role out, its success otherwise), checks each
 * answer's status and body, and prints one line per operation and 'N passed, N failed'
 * last. Exit code 1 when anything failed. The portal is checked as the user account, which
 * must rent a lease (the demo's user@example.com does); against a real server it sends no
 * M-Pesa prompt, allocates no payment and reports no maintenance problem (only their
 * refusals are checked); on the mock a maintenance request goes through every step, the
 * demo owner (--owner-email) deciding its cost, so the owner must own the tenant's property.
 *
 * The requests are made from a page of the base URL's origin in Chromium, so the demo
 * build's mock API (MSW in a service worker) answers them exactly as it answers the
 * app; a real server answers them the same way. Items it creates it deletes again; it
 * never changes a password.
 *
 * Options: --base URL (required), --email, --password (a staff account; default the
 * demo admin), --admin-username, --admin-password (the administrator login),
 * --user-email, --user-password, --manager-email, --manager-password, --owner-email,
 * --owner-password (default the demo user, manager and owner), --chromium PATH (default:
 * scripts/chromium.mjs's).
 */
import { parseArgs } from 'node:util';
import { CHROMIUM_PATH, launchChromium } from '../chromium.mjs';
import { createContractValidator } from './contract-validator.mjs';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../../server/domain/data/demo-passwords.mjs';

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    email: { type: 'string', default: 'admin@example.com' },
    password: { type: 'string', default: DEMO_PASSWORD },
    'admin-username': { type: 'string', default: 'admin' },
    'admin-password': { type: 'string', default: ADMIN_PASSWORD },
    'user-email': { type: 'string', default: 'user@example.com' },
    'user-password': { type: 'string', default: DEMO_PASSWORD },
    'manager-email': { type: 'string', default: 'manager@example.com' },
    'manager-password': { type: 'string', default: DEMO_PASSWORD },
    'owner-email': { type: 'string', default: 'owner@example.com' },
    'owner-password': { type: 'string', default: DEMO_PASSWORD },
    chromium: { type: 'string', default: CHROMIUM_PATH },
  },
});
if (!values.base) {
  console.error('Usage: npm run contract:check -- --base http://localhost:4173');
  process.exit(2);
}
const base = values.base.replace(/\/+$/, '');
const contract = createContractValidator();

const browser = await launchChromium({ executablePath: values.chromium });
const page = await browser.newPage();
await page.goto(`${base}/login`);
// The demo build starts its mock API before the app renders: wait for the app when it is one.
if (await page.locator('#root').count()) {
  await page.waitForSelector('html[data-app="ready"]', { timeout: 30_000 }).catch(() => undefined);
}

/** One request from the page; the answer as the contract validator takes it. */
async function call(method, path, { token, body, rawBody } = {}) {
  const answer = await page.evaluate(
    async ({ url, method, token, body }) => {
      const headers = { Accept: 'application/json' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      try {
        const response = await fetch(url, { method, headers, body, redirect: 'manual' });
        return {
          status: response.status,
          type: response.type,
          contentType: response.headers.get('content-type'),
          body: await response.text(),
        };
      } catch (error) {
        return { status: 0, type: 'error', contentType: null, body: String(error) };
      }
    },
    {
      url: `${base}${path}`,
      method,
      token,
      body: rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    },
  );
  return { ...answer, method, pathname: path.split('?')[0] };
}

const results = new Map(); // operationId → { line, problems }
function record(operation, label, problems) {
  const entry = results.get(operation) ?? { label, checks: [], problems: [] };
  entry.checks.push(label);
  entry.problems.push(...problems);
  results.set(operation, entry);
}

/**
 * Calls, checks the answer against the contract and the expected status; returns the
 * JSON body. `options.as` names the role the token is of, for the report.
 */
async function expectAnswer(operation, status, method, path, options = {}) {
  const answer = await call(method, path, options);
  const who = options.as ? ` as ${options.as}` : '';
  const problems = [];
  if (answer.status !== status)
    problems.push(`${method} ${path}${who}: expected ${status}, got ${answer.status || answer.body}`);
  if (answer.status !== 0) problems.push(...contract.check(answer).problems);
  record(operation, `${status}${who}`, problems);
  try {
    return answer.body ? JSON.parse(answer.body) : null;
  } catch {
    return null;
  }
}

const skipped = [];
const stamp = Date.now().toString(36);

// The demo's own operations: present on the mock API only.
const reset = await call('POST', '/api/demo/reset');
const mock = reset.status === 204;
if (mock) record('resetDemoData', '204', contract.check(reset).problems);
else skipped.push('resetDemoData (not a mock API)');

// Sign-in.
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
// Only the error path: the check never changes a real account's password.
await expectAnswer('changePassword', 400, 'PUT', '/api/auth/password', {
  token,
  body: { currentPassword: `${values.password}-wrong`, newPassword: 'Another#2025' },
});
await expectAnswer('changePassword', 401, 'PUT', '/api/auth/password', {
  body: { currentPassword: 'a', newPassword: 'bbbbbb' },
});
if (mock) {
  skipped.push('startSocialSignIn (the mock provider is in the app: /auth/consent/{provider})');
  await expectAnswer('getSocialConsentInfo', 200, 'GET', '/api/auth/social/google');
  await expectAnswer('getSocialConsentInfo', 404, 'GET', '/api/auth/social/myspace');
  await expectAnswer('giveSocialConsent', 200, 'POST', '/api/auth/social/google/consent');
  await expectAnswer('signInAsPersona', 200, 'POST', '/api/demo/sign-in', { body: { role: 'manager' } });
  await expectAnswer('signInAsPersona', 400, 'POST', '/api/demo/sign-in', { body: { role: 'owner' } });
  await expectAnswer('signInAsPersona', 200, 'POST', '/api/demo/sign-in', {
    body: { persona: 'owner-abroad' },
  });
} else {
  const start = await call('GET', '/api/auth/google?state=contract-check');
  record(
    'startSocialSignIn',
    '302',
    start.type === 'opaqueredirect' || start.status === 302
      ? []
      : [`expected a redirect, got ${start.status}`],
  );
  skipped.push(
    'getSocialConsentInfo, giveSocialConsent, signInAsPersona, loadBulkDemoData, sendDemoPaybillPayment, listDemoMpesaPrompts, answerDemoMpesaPrompt (mock API only)',
  );
}

// The dashboards.
await expectAnswer('getStats', 200, 'GET', '/api/admin/stats', { token });
await expectAnswer('getStats', 401, 'GET', '/api/admin/stats');

// Live screens: the data sets' versions.
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
const submissionId = enquiry?.id ?? 'missing';
await expectAnswer('listContactSubmissions', 200, 'GET', '/api/admin/contact-submissions', { token });
await expectAnswer(
  'updateContactSubmission',
  200,
  'PATCH',
  `/api/admin/contact-submissions/${submissionId}`,
  { token, body: { viewed: true } },
);
await expectAnswer(
  'updateContactSubmission',
  400,
  'PATCH',
  `/api/admin/contact-submissions/${submissionId}`,
  { token, body: { viewed: false } },
);
await expectAnswer(
  'replyToContactSubmission',
  201,
  'POST',
  `/api/admin/contact-submissions/${submissionId}/replies`,
  {
    token,
    body: { to: 'contract@example.com', subject: 'Re: Check', body: 'Thanks' },
  },
);
await expectAnswer(
  'replyToContactSubmission',
  400,
  'POST',
  `/api/admin/contact-submissions/${submissionId}/replies`,
  { token, body: {} },
);
await expectAnswer(
  'deleteContactSubmission',
  204,
  'DELETE',
  `/api/admin/contact-submissions/${submissionId}`,
  { token },
);
await expectAnswer(
  'deleteContactSubmission',
  404,
  'DELETE',
  `/api/admin/contact-submissions/${submissionId}`,
  { token },
);

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

// The customer portal, as the demo tenant (--user-email), and staff's payments.
const tenant = await expectAnswer('login', 200, 'POST', '/api/auth/login', {
  body: { email: values['user-email'], password: values['user-password'] },
});
const tenantToken = tenant?.token;
const profile = await expectAnswer('getPortalProfile', 200, 'GET', '/api/portal/me', { token: tenantToken });
await expectAnswer('getPortalProfile', 200, 'GET', '/api/portal/me', { token, as: 'staff' });
await expectAnswer('getPortalProfile', 401, 'GET', '/api/portal/me');
const leaseId = profile?.leases?.[0]?.id ?? 'missing';
if (leaseId === 'missing')
  record('getPortalProfile', 'tenant', ['the user account rents no lease: give --user-email a tenant']);
const leases = await expectAnswer('listLeases', 200, 'GET', '/api/admin/leases', { token });
await expectAnswer('listLeases', 401, 'GET', '/api/admin/leases');
const otherLease = (Array.isArray(leases) ? leases : []).find((l) => l.id !== leaseId)?.id ?? 'missing';
const statement = await expectAnswer('getLeaseAccount', 200, 'GET', `/api/portal/leases/${leaseId}/account`, {
  token: tenantToken,
});
await expectAnswer('getLeaseAccount', 403, 'GET', `/api/portal/leases/${otherLease}/account`, {
  token: tenantToken,
  as: "the tenant, another's lease",
});
await expectAnswer('getLeaseAccount', 200, 'GET', `/api/portal/leases/${otherLease}/account`, {
  token,
  as: 'staff',
});
await expectAnswer('getLeaseAccount', 404, 'GET', '/api/portal/leases/contract-check-none/account', {
  token,
});
await expectAnswer('getLeaseAccount', 401, 'GET', `/api/portal/leases/${leaseId}/account`);
const paid = statement?.entries?.find((entry) => entry.kind === 'payment')?.paymentId;
if (paid)
  await expectAnswer('getPaymentReceipt', 200, 'GET', `/api/portal/receipts/${paid}`, { token: tenantToken });
await expectAnswer('getPaymentReceipt', 404, 'GET', '/api/portal/receipts/contract-check-none', {
  token: tenantToken,
});
// The owner view and a monthly statement, as the demo owner (--owner-email): their own only.
const owner = await expectAnswer('login', 200, 'POST', '/api/auth/login', {
  body: { email: values['owner-email'], password: values['owner-password'] },
});
const portfolio = await expectAnswer('getOwnerPortfolio', 200, 'GET', '/api/portal/owner', {
  token: owner?.token,
});
await expectAnswer('getOwnerPortfolio', 200, 'GET', '/api/portal/owner', {
  token: tenantToken,
  as: 'a tenant',
});
await expectAnswer('getOwnerPortfolio', 401, 'GET', '/api/portal/owner');
const owned = portfolio?.properties?.[0];
if (!owned)
  record('getOwnerPortfolio', 'owner', ['the owner account owns no property: give --owner-email an owner']);
const statementPath = `/api/portal/properties/${owned?.id ?? 'missing'}/statements/${owned?.statementMonths?.[0] ?? '2025-01'}`;
await expectAnswer('getOwnerStatement', 200, 'GET', statementPath, { token: owner?.token });
await expectAnswer('getOwnerStatement', 403, 'GET', statementPath, { token: tenantToken, as: 'a tenant' });
await expectAnswer('getOwnerStatement', 200, 'GET', statementPath, { token, as: 'staff' });
await expectAnswer(
  'getOwnerStatement',
  404,
  'GET',
  '/api/portal/properties/contract-check-none/statements/2025-01',
  {
    token,
  },
);
await expectAnswer('getOwnerStatement', 401, 'GET', statementPath);
// Pay with M-Pesa: the refusals on any server; a prompt only on the mock (a real server would ring a real phone).
const payPath = `/api/portal/leases/${leaseId}/mpesa-payments`;
await expectAnswer('startMpesaPayment', 400, 'POST', payPath, {
  token: tenantToken,
  body: { phone: '0712345678', amountKes: 100 },
});
await expectAnswer('startMpesaPayment', 400, 'POST', payPath, {
  token: tenantToken,
  body: { phone: '254712345678', amountKes: 0 },
});
await expectAnswer('startMpesaPayment', 403, 'POST', `/api/portal/leases/${otherLease}/mpesa-payments`, {
  token: tenantToken,
  body: { phone: '254712345678', amountKes: 1 },
  as: "the tenant, another's lease",
});
await expectAnswer('getMpesaPaymentStatus', 404, 'GET', '/api/portal/mpesa-payments/contract-check-none', {
  token: tenantToken,
});
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
if (mock) {
  const prompt = { token: tenantToken, body: { phone: '254712345678', amountKes: 1 } };
  const ack = await expectAnswer('startMpesaPayment', 202, 'POST', payPath, prompt);
  await expectAnswer('startMpesaPayment', 409, 'POST', payPath, prompt);
  const checkout = ack?.checkoutRequestId ?? 'missing';
  await expectAnswer('getMpesaPaymentStatus', 200, 'GET', `/api/portal/mpesa-payments/${checkout}`, {
    token: tenantToken,
  });
  await expectAnswer('listDemoMpesaPrompts', 200, 'GET', '/api/demo/mpesa-prompts');
  const answerPath = `/api/demo/mpesa-prompts/${checkout}/answer`;
  await expectAnswer('answerDemoMpesaPrompt', 400, 'POST', answerPath, { body: { answer: 'maybe' } });
  // Cancel: nothing is paid, the tenant's balance stays.
  await expectAnswer('answerDemoMpesaPrompt', 200, 'POST', answerPath, { body: { answer: 'cancel' } });
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
  await expectAnswer('getMpesaPaymentStatus', 200, 'GET', `/api/portal/mpesa-payments/${checkout}`, {
    token: tenantToken,
  });
  const unmatched = await expectAnswer('sendDemoPaybillPayment', 201, 'POST', '/api/demo/paybill-payments', {
    body: { accountNumber: 'CONTRACT-CHECK', amountKes: 1 },
  });
  await expectAnswer('sendDemoPaybillPayment', 400, 'POST', '/api/demo/paybill-payments', {
    body: { accountNumber: '', amountKes: 1 },
  });
  const allocation = `/api/admin/payments/${unmatched?.id ?? 'missing'}/allocation`;
  await expectAnswer('allocatePayment', 200, 'POST', allocation, { token, body: { leaseId } });
  await expectAnswer('allocatePayment', 409, 'POST', allocation, { token, body: { leaseId } });
} else {
  skipped.push(
    'the 202 of startMpesaPayment and the 200 of allocatePayment (on a real server they would prompt a real phone and move a real payment)',
  );
}

// Maintenance requests: the tenant's, the owner's (--owner-email) and staff's. The refusals on
// any server; a request is reported and moved through every step on the mock only (on a real
// server it would land in a real queue).
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
  token: owner?.token,
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
await expectAnswer('reportMaintenanceProblem', 403, 'POST', '/api/portal/maintenance', {
  token: tenantToken,
  body: maintenanceReport({ leaseId: otherLease }),
  as: "the tenant, another's lease",
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
await expectAnswer(
  'cancelMaintenanceRequest',
  404,
  'POST',
  '/api/portal/maintenance/contract-check-none/cancellation',
  {
    token: tenantToken,
  },
);
await expectAnswer(
  'cancelMaintenanceRequest',
  401,
  'POST',
  '/api/portal/maintenance/contract-check-none/cancellation',
);
await expectAnswer(
  'decideMaintenanceCost',
  404,
  'POST',
  '/api/portal/maintenance/contract-check-none/decision',
  {
    token: owner?.token,
    body: { decision: 'approve', note: '' },
  },
);
await expectAnswer(
  'decideMaintenanceCost',
  401,
  'POST',
  '/api/portal/maintenance/contract-check-none/decision',
  {
    body: { decision: 'approve', note: '' },
  },
);
const maintenanceQueue = await expectAnswer('listMaintenanceRequests', 200, 'GET', '/api/admin/maintenance', {
  token,
});
await expectAnswer('listMaintenanceRequests', 401, 'GET', '/api/admin/maintenance');
const queued = Array.isArray(maintenanceQueue) ? maintenanceQueue : [];
const othersRequest = queued.find((r) => r.leaseId !== leaseId)?.id;
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
if (othersRequest)
  await expectAnswer('getMaintenancePhotos', 403, 'GET', `/api/maintenance/${othersRequest}/photos`, {
    token: tenantToken,
    as: "the tenant, another's request",
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
if (mock) {
  // The tenant reports and cancels one while it is Submitted.
  const toCancel = await expectAnswer('reportMaintenanceProblem', 201, 'POST', '/api/portal/maintenance', {
    token: tenantToken,
    body: maintenanceReport(),
  });
  const cancelPath = `/api/portal/maintenance/${toCancel?.id ?? 'missing'}/cancellation`;
  await expectAnswer('cancelMaintenanceRequest', 200, 'POST', cancelPath, { token: tenantToken });
  await expectAnswer('cancelMaintenanceRequest', 409, 'POST', cancelPath, { token: tenantToken });
  await expectAnswer('cancelMaintenanceRequest', 403, 'POST', cancelPath, {
    token: owner?.token,
    as: 'the owner',
  });

  // The story: reported with a photo, acknowledged, assigned, estimated above KES 5,000,
  // approved by the owner, resolved, closed.
  const story = await expectAnswer('reportMaintenanceProblem', 201, 'POST', '/api/portal/maintenance', {
    token: tenantToken,
    body: maintenanceReport({ photos: [checkPhoto] }),
  });
  const storyId = story?.id ?? 'missing';
  const stepPath = `/api/admin/maintenance/${storyId}/steps`;
  const decisionPath = `/api/portal/maintenance/${storyId}/decision`;
  await expectAnswer('getMaintenancePhotos', 200, 'GET', `/api/maintenance/${storyId}/photos`, {
    token: tenantToken,
  });
  await expectAnswer('getMaintenancePhotos', 200, 'GET', `/api/maintenance/${storyId}/photos`, {
    token: owner?.token,
    as: 'the owner',
  });
  await expectAnswer('takeMaintenanceStep', 200, 'POST', stepPath, {
    token,
    body: { action: 'acknowledge' },
  });
  await expectAnswer('takeMaintenanceStep', 409, 'POST', stepPath, {
    token,
    body: { action: 'acknowledge' },
  });
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
    token: owner?.token,
    body: { decision: 'approve', note: '' },
  });
  await expectAnswer('takeMaintenanceStep', 200, 'POST', stepPath, {
    token,
    body: { action: 'estimate', costEstimateKes: 8_000 },
  });
  await expectAnswer('decideMaintenanceCost', 400, 'POST', decisionPath, {
    token: owner?.token,
    body: { decision: 'decline', note: '' },
  });
  await expectAnswer('decideMaintenanceCost', 403, 'POST', decisionPath, {
    token: tenantToken,
    body: { decision: 'approve', note: '' },
    as: 'the tenant',
  });
  await expectAnswer('decideMaintenanceCost', 200, 'POST', decisionPath, {
    token: owner?.token,
    body: { decision: 'approve', note: 'Contract check' },
  });
  await expectAnswer('takeMaintenanceStep', 200, 'POST', stepPath, { token, body: { action: 'resolve' } });
  await expectAnswer('takeMaintenanceStep', 200, 'POST', stepPath, { token, body: { action: 'close' } });
  await expectAnswer('listMyMaintenanceRequests', 200, 'GET', '/api/portal/maintenance', {
    token: owner?.token,
    as: 'the owner, after the story',
  });
} else {
  skipped.push(
    'the 201 of reportMaintenanceProblem and the 200s of cancelMaintenanceRequest, decideMaintenanceCost and takeMaintenanceStep (on a real server they would put a request in a real queue)',
  );
}

// Who may call what: every /api/admin operation again as a user and as a manager.
const staffOperations = contract.operations.filter((op) => op.path.startsWith('/api/admin/'));

/**
 * The request each staff operation is checked with, on items made for the role's round
 * (`items`), in an order where an item exists before it is changed and removed.
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
  // An Unmatched payment made for the round (mock API only); else an unknown one, which the allowed roles find missing.
  allocatePayment: (items) =>
    items.unmatchedPayment
      ? { id: items.unmatchedPayment, body: { leaseId } }
      : { id: 'contract-check-none', body: { leaseId }, allowedStatus: 404 },
  listMaintenanceRequests: () => ({}),
  // A note on a request the tenant reported for the round (mock API only); else an unknown one.
  takeMaintenanceStep: (items) =>
    items.maintenanceRequest
      ? { id: items.maintenanceRequest, body: { action: 'note', note: 'Contract check' } }
      : { id: 'contract-check-none', body: { action: 'note', note: 'Contract check' }, allowedStatus: 404 },
};
for (const op of staffOperations) {
  if (!ROLE_REQUESTS[op.id])
    record(op.id, 'roles', [
      'no request for the role checks: add it to ROLE_REQUESTS in scripts/api/contract-check.mjs',
    ]);
  if (!op.roles) record(op.id, 'roles', ['the contract names no roles for it (x-roles)']);
}

/** The items a role's round works on, made with the staff token; the round's creations get ids of their own. */
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
  items.submission = enquiry.status === 201 ? JSON.parse(enquiry.body).id : 'missing';
  if (mock) {
    const payment = await call('POST', '/api/demo/paybill-payments', {
      body: { accountNumber: `CHECK-${role}`, amountKes: 1 },
    });
    items.unmatchedPayment = payment.status === 201 ? JSON.parse(payment.body).id : null;
    const request = await call('POST', '/api/portal/maintenance', {
      token: tenantToken,
      body: maintenanceReport({ title: `Contract check (${role})` }),
    });
    items.maintenanceRequest = request.status === 201 ? JSON.parse(request.body).id : null;
  }
  return items;
}

/** Removes with the staff token whatever the round left (already gone is fine). */
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
}

for (const role of ['user', 'manager']) {
  const signedIn = await expectAnswer('login', 200, 'POST', '/api/auth/login', {
    body: { email: values[`${role}-email`], password: values[`${role}-password`] },
  });
  const items = await itemsFor(role);
  for (const [id, request] of Object.entries(ROLE_REQUESTS)) {
    const op = staffOperations.find((o) => o.id === id);
    if (!op) continue;
    const { id: itemId, body, allowedStatus } = request(items);
    const path = op.path.replace('{id}', itemId ?? '');
    const allowed = op.roles?.includes(role);
    const success = Number(Object.keys(op.responses).find((s) => s.startsWith('2')));
    const status = allowed ? (allowedStatus ?? success) : 403;
    await expectAnswer(op.id, status, op.method, path, { token: signedIn?.token, body, as: role });
  }
  await removeItems(items);
}

if (mock) {
  // Last, as it replaces the emails and submissions (the reset below puts the sample data back).
  await expectAnswer('loadBulkDemoData', 204, 'POST', '/api/demo/bulk');
  await call('POST', '/api/demo/reset');
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
