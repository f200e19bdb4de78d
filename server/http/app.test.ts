import { beforeAll, describe, expect, it } from 'vitest';
import { createContractValidator, type ContractOperation } from '../../scripts/api/contract-validator.mjs';
import type { Email, ManagedUser } from '../../src/types/console';
import type { MaintenanceRequest, Payment } from '../../src/types/api.gen';
import { TENANT_LEASE_ID } from '../domain/data/portal';
import { callApi, type CallOptions, inDataset, sessionToken } from '../testing';
import { NOT_FOUND } from './operation';

/**
 * The server as a client meets it (docs/api-server.md, 'Sessions and limits', 'Data sets',
 * 'Demo mode'): whatever it is sent, a 4xx with an `{ error }` body and never a 500 or a
 * stack trace; one transaction per request, so concurrent requests lose and mix nothing;
 * data sets that never meet; the demo's operations only in demo mode.
 */
const operations = createContractValidator().operations;

// Opening the in-memory database and seeding the sample data takes seconds on a busy machine: before the tests.
beforeAll(() => inDataset(async () => undefined), 120_000);

/** An answer to a request the contract does not describe: the client's mistake, in words, and nothing else. */
function expectClientError(answered: { status: number; body: unknown }, what: string) {
  expect(answered.status, what).toBeGreaterThanOrEqual(400);
  expect(answered.status, what).toBeLessThan(500);
  expect(answered.body, what).toEqual({ error: expect.any(String) });
  const { error } = answered.body as { error: string };
  expect(error.trim(), what).not.toBe('');
  expect(error, `${what}: a stack trace or a source path`).not.toMatch(
    /\n\s*at |node_modules|\.[cm]?[jt]s:\d|\bError:/,
  );
}

/** Not a 500, and if refused, refused in words. */
function expectNoServerError(answered: { status: number; body: unknown }, what: string) {
  expect(answered.status, `${what}: ${JSON.stringify(answered.body)}`).toBeLessThan(500);
  if (answered.status >= 400) expectClientError(answered, what);
}

const unchecked = (path: string, options: CallOptions = {}) => callApi(path, { ...options, contract: false });

describe('what the contract does not describe', () => {
  it.each([
    ['an unknown path', 'GET', '/api/nothing-here'],
    ['a path under a known one', 'GET', '/api/admin/emails/em-001/attachments'],
    ['a known path with a method it has not', 'DELETE', '/api/auth/login'],
    ['a known path with a trailing part', 'POST', '/api/demo/reset/now'],
  ])('%s: 404 Not found', async (_case, method, path) => {
    expect(await unchecked(path, { method })).toMatchObject({ status: 404, body: NOT_FOUND });
  });

  it.each([
    ['a body cut short', '{"email":"user@example.com","password":'],
    ['single quotes', "{'email':'user@example.com'}"],
    ['a trailing comma', '{"email":"user@example.com",}'],
    ['text', 'email=user@example.com&password=x'],
  ])('malformed JSON (%s): 400 with a text', async (_case, raw) => {
    const answered = await unchecked('/api/auth/login', { method: 'POST', raw });
    expectClientError(answered, raw);
    expect(answered.status).toBe(400);
  });

  it.each([
    ['a statement month not YYYY-MM', '/api/portal/properties/pr-ouru/statements/March-2025'],
    ['a statement month 13', '/api/portal/properties/pr-ouru/statements/2025-13'],
    ['an unknown sign-in provider', '/api/auth/social/myspace'],
    ['a sign-in without its state', '/api/auth/google'],
    ['a sign-in with an empty state', '/api/auth/google?state='],
  ])('a path or query of the wrong shape (%s): 400 with a text', async (_case, path) => {
    const answered = await unchecked(path, { token: await sessionToken('u-admin') });
    expectClientError(answered, path);
    expect(answered.status).toBe(400);
  });

  it('a body over the limit: 413, and nothing of it kept', async () => {
    const answered = await unchecked('/api/contact', {
      method: 'POST',
      raw: JSON.stringify({
        fullName: 'Big',
        email: 'big@example.com',
        phone: '0712345678',
        message: 'x'.repeat(31 * 1024 * 1024),
      }),
    });
    expect(answered).toMatchObject({ status: 413, body: { error: 'The request is too large.' } });
    const submissions = await callApi<{ name: string }[]>('/api/admin/contact-submissions', {
      token: await sessionToken('u-admin'),
    });
    expect(submissions.body.map((s) => s.name)).not.toContain('Big');
  });
});

describe('every operation, sent garbage, answers a 4xx in words: never a 500, never a stack trace', () => {
  /** Bodies no client should send: not JSON at all, JSON of the wrong kind, fields of the wrong types. */
  const NOT_JSON = '{"oops": [1, 2';
  const WRONG_JSON = [
    'null',
    '"a string"',
    '[1, 2, 3]',
    '-1e309',
    '{}',
    // A NUL, which no text column can hold.
    '{"id": "nul\\u0000", "to": "a@example.com", "subject": "\\u0000", "body": "b", "folder": "drafts", "name": "\\u0000", "email": "n@example.com", "\\u0000": 1}',
    '{"id": {"$gt": ""}, "leaseId": ["ls-ouru-a4"], "amountKes": "1e9", "phone": null, "email": 7, "password": true, "action": {}, "photos": "many", "__proto__": {"role": "admin"}}',
  ];
  /** Path ids no record has: quotes and SQL, a NUL, a very long one, a path's dots, an emoji. */
  const ODD_IDS = [
    "x'; DROP TABLE emails; --",
    '%00',
    'x'.repeat(4000),
    '..%2F..%2Fetc%2Fpasswd',
    '%F0%9F%8F%A0',
    '%E0%A4%A',
  ];
  const VALID: Record<string, string> = { month: '2025-03', provider: 'google' };

  /** The path with `id` for every parameter (a valid month and provider, so the id is what is odd). */
  const pathOf = (op: ContractOperation, id: string) =>
    op.path.replace(/\{(\w+)\}/g, (_, name: string) => VALID[name] ?? id) +
    (op.path === '/api/auth/{provider}' ? '?state=s' : '');
  /** An admin for what admins may call, else the tenant: so most calls get past the role check. */
  const callerOf = (op: ContractOperation) =>
    sessionToken(op.roles === null || op.roles.includes('admin') ? 'u-admin' : 'u-user');

  it.each(operations.map((op) => [op.id, op] as const))('%s', async (_id, op) => {
    const token = await callerOf(op);
    const method = op.method;
    const sendsBody = method !== 'GET';
    // Garbage bodies: not JSON to every operation; JSON of the wrong shape to those that take one.
    if (sendsBody) {
      const path = pathOf(op, 'x');
      const notJson = await unchecked(path, { method, token, raw: NOT_JSON });
      expectClientError(notJson, `${op.id} sent ${NOT_JSON}`);
      expect(notJson.status).toBe(400);
      if (op.requestSchema) {
        for (const raw of WRONG_JSON)
          expectNoServerError(await unchecked(path, { method, token, raw }), `${op.id} sent ${raw}`);
      }
    }
    // Odd ids in the path, and a query nobody asked for.
    if (op.path.includes('{')) {
      for (const id of ODD_IDS) {
        expectNoServerError(
          await unchecked(pathOf(op, id), { method, token, ...(sendsBody ? { body: {} } : {}) }),
          `${op.id} at ${pathOf(op, id).slice(0, 80)}`,
        );
      }
    }
    const strayQuery = `${pathOf(op, 'x')}${op.path === '/api/auth/{provider}' ? '&' : '?'}x[]=1&%E0%A4%A=2&__proto__[a]=1`;
    if (method === 'GET')
      expectNoServerError(await unchecked(strayQuery, { method, token }), `${op.id} at ${strayQuery}`);
  });
});

describe('the demo operations exist only in demo mode', () => {
  const demoOps = operations.filter((op) => op.tags.includes('demo'));

  it('the contract tags them: reset, sign-in, bulk, the Paybill payment, the Phone panel, the social consent page', () => {
    expect(
      demoOps.map((op) => op.path).filter((path) => path.startsWith('/api/demo/')).length,
    ).toBeGreaterThanOrEqual(6);
  });

  it.each(demoOps.map((op) => [op.id, op] as const))('%s: 404 without demo mode', async (_id, op) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'provider' ? 'google' : 'x'));
    const body = op.requestSchema
      ? { role: 'admin', persona: 'owner', accountNumber: 'KSI-A4', amountKes: 1, answer: 'cancel' }
      : undefined;
    const answered = await callApi(path, { method: op.method, body, demo: false, contract: false });
    expect(answered).toMatchObject({ status: 404, body: { error: expect.any(String) } });
  });

  it('without demo mode the data-set cookie means nothing: one data set', async () => {
    const token = await sessionToken('u-admin', 'main');
    const created = await callApi('/api/admin/users', {
      method: 'POST',
      token,
      dataset: 'elsewhere',
      demo: false,
      body: { id: 'prod-u1', name: 'In Main', email: 'main@example.com' },
    });
    expect(created.status).toBe(201);
    const listed = await callApi<ManagedUser[]>('/api/admin/users', { token, demo: false });
    expect(listed.body.map((u) => u.id)).toContain('prod-u1');
  });
});

describe('concurrent requests: one transaction each, nothing lost or mixed', () => {
  const report = (token: string, title: string) =>
    callApi<MaintenanceRequest>('/api/portal/maintenance', {
      method: 'POST',
      token,
      body: {
        leaseId: TENANT_LEASE_ID,
        category: 'plumbing',
        priority: 'normal',
        title,
        description: 'Reported at the same moment as others.',
        photos: [],
        permissionToEnter: true,
        preferredTimes: '',
      },
    });

  it('20 repair reports at once get 20 numbers, one each, all kept', async () => {
    const tenant = await sessionToken('u-user');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => report(tenant, `Report ${i + 1}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => a.body.number);
    expect(new Set(numbers).size).toBe(20);
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `MR-${String(i + 4).padStart(4, '0')}`),
    );
    const mine = await callApi<{ reported: MaintenanceRequest[] }>('/api/portal/maintenance', {
      token: tenant,
    });
    expect(mine.body.reported.map((r) => r.number).sort()).toEqual([...numbers].sort());
  });

  it("a staff note and the owner's decision at once on a request awaiting approval: both kept", async () => {
    const [staff, owner] = await Promise.all([sessionToken('u-manager'), sessionToken('u-investor')]);
    const [noted, decided] = await Promise.all([
      callApi<MaintenanceRequest>('/api/admin/maintenance/mr-0002/steps', {
        method: 'POST',
        token: staff,
        body: { action: 'note', note: 'The electrician can come on Friday.' },
      }),
      callApi<MaintenanceRequest>('/api/portal/maintenance/mr-0002/decision', {
        method: 'POST',
        token: owner,
        body: { decision: 'approve', note: 'Please go ahead.' },
      }),
    ]);
    expect([noted.status, decided.status]).toEqual([200, 200]);
    const queue = await callApi<MaintenanceRequest[]>('/api/admin/maintenance', { token: staff });
    const request = queue.body.find((r) => r.id === 'mr-0002')!;
    expect(request.status).toBe('in-progress');
    expect(request.approval).toMatchObject({ decision: 'approved', note: 'Please go ahead.' });
    expect(request.timeline.map((e) => e.note)).toEqual(
      expect.arrayContaining(['The electrician can come on Friday.', 'Please go ahead.']),
    );
  });

  it('one Unmatched payment allocated by two staff at once: one 200, one 409, and one lease gets it', async () => {
    const [admin, manager] = await Promise.all([sessionToken('u-admin'), sessionToken('u-manager')]);
    const paid = await callApi<Payment>('/api/demo/paybill-payments', {
      method: 'POST',
      body: { accountNumber: 'NO-SUCH-REF', amountKes: 4_000 },
    });
    expect(paid.body).toMatchObject({ status: 'unmatched', leaseId: null });
    const allocate = (token: string, leaseId: string) =>
      callApi<Payment & { error?: string }>(`/api/admin/payments/${paid.body.id}/allocation`, {
        method: 'POST',
        token,
        body: { leaseId },
      });
    const answers = await Promise.all([allocate(admin, TENANT_LEASE_ID), allocate(manager, 'ls-ouru-b3')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(answers.find((a) => a.status === 409)!.body).toEqual({
      error: 'This payment is already allocated to a lease.',
    });
    const list = await callApi<Payment[]>('/api/admin/payments', { token: admin });
    expect(list.body.find((p) => p.id === paid.body.id)).toMatchObject({
      status: 'matched',
      leaseId: winner.body.leaseId,
    });
  });

  it('a delete, once answered, stays deleted for every reader after it', async () => {
    const admin = await sessionToken('u-admin');
    expect((await callApi('/api/admin/emails/em-001', { method: 'DELETE', token: admin })).status).toBe(204);
    const [list, again] = await Promise.all([
      callApi<Email[]>('/api/admin/emails', { token: admin }),
      callApi('/api/admin/emails/em-001', { method: 'PATCH', token: admin, body: { read: true } }),
    ]);
    expect(list.body.map((e) => e.id)).not.toContain('em-001');
    expect(again.status).toBe(404);
  });

  it('different changes at once by two people all land', async () => {
    const [admin, manager] = await Promise.all([sessionToken('u-admin'), sessionToken('u-manager')]);
    const answers = await Promise.all([
      callApi('/api/admin/emails/em-001', {
        method: 'PATCH',
        token: admin,
        body: { starred: false, read: true },
      }),
      callApi('/api/admin/emails/em-002', { method: 'PATCH', token: manager, body: { starred: true } }),
      callApi('/api/admin/emails/em-003', { method: 'DELETE', token: manager }),
      callApi('/api/admin/users', {
        method: 'POST',
        token: admin,
        body: { id: 'from-a', name: 'From A', email: 'a@example.com' },
      }),
      callApi('/api/admin/users', {
        method: 'POST',
        token: manager,
        body: { id: 'from-b', name: 'From B', email: 'b@example.com' },
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 204, 201, 201]);
    const emails = (await callApi<Email[]>('/api/admin/emails', { token: admin })).body;
    expect(emails.find((e) => e.id === 'em-001')).toMatchObject({ starred: false, read: true });
    expect(emails.find((e) => e.id === 'em-002')).toMatchObject({ starred: true });
    expect(emails.map((e) => e.id)).not.toContain('em-003');
    const users = (await callApi<ManagedUser[]>('/api/admin/users', { token: admin })).body.map((u) => u.id);
    expect(users).toEqual(expect.arrayContaining(['from-a', 'from-b']));
  });
});

describe("a change's answer names the data versions it moved (docs/api-server.md, 'Live data')", () => {
  const star = (token: string, id: string, starred: boolean) =>
    callApi<Email>(`/api/admin/emails/${id}`, { method: 'PATCH', token, body: { starred } });

  it('five changes at once: each names the version before and after it, and together they chain without a gap', async () => {
    const admin = await sessionToken('u-admin');
    const { body: start } = await callApi<{ emails: number }>('/api/admin/versions', { token: admin });
    const answers = await Promise.all(
      ['em-001', 'em-002', 'em-003', 'em-004', 'em-005'].map((id, i) => star(admin, id, i % 2 === 0)),
    );
    const moved = answers.map((a) => /^emails=(\d+)-(\d+)$/.exec(a.headers.get('Data-Versions') ?? ''));
    expect(moved.every(Boolean)).toBe(true);
    const steps = moved.map((m) => [Number(m![1]), Number(m![2])] as const).sort((a, b) => a[0] - b[0]);
    expect(steps[0]![0]).toBe(start.emails);
    for (let i = 1; i < steps.length; i++) expect(steps[i]![0]).toBe(steps[i - 1]![1]);
    const { body: end } = await callApi<{ emails: number }>('/api/admin/versions', { token: admin });
    expect(steps.at(-1)![1]).toBe(end.emails);
    expect(answers[0]!.headers.get('Access-Control-Expose-Headers')).toBe('Data-Versions');
  });

  it('a read, and a refused change, name none', async () => {
    const admin = await sessionToken('u-admin');
    expect((await callApi('/api/admin/emails', { token: admin })).headers.get('Data-Versions')).toBeNull();
    const refused = await star(admin, 'no-such-email', true);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('Data-Versions')).toBeNull();
  });
});

describe("data sets (the kpm-dataset cookie) never see each other's changes", () => {
  let named = 0;
  /** A fresh data set's name: each is created and seeded on first use, and kept for the run. */
  const fresh = () => `t-${process.pid}-${Date.now().toString(36)}-${++named}`;
  const emailIds = async (dataset?: string) =>
    (
      await callApi<Email[]>('/api/admin/emails', { token: await sessionToken('u-admin', dataset), dataset })
    ).body.map((e) => e.id);
  const remove = async (id: string, dataset?: string) =>
    callApi(`/api/admin/emails/${id}`, {
      method: 'DELETE',
      token: await sessionToken('u-admin', dataset),
      dataset,
    });

  it('a change in one is in no other, the shared set included', async () => {
    const [a, b] = [fresh(), fresh()];
    expect((await remove('em-001', a)).status).toBe(204);
    expect((await remove('em-002', b)).status).toBe(204);
    const [inA, inB, shared] = await Promise.all([emailIds(a), emailIds(b), emailIds()]);
    expect(inA).not.toContain('em-001');
    expect(inA).toContain('em-002');
    expect(inB).toContain('em-001');
    expect(inB).not.toContain('em-002');
    expect(shared).toEqual(expect.arrayContaining(['em-001', 'em-002']));
  });

  it("a session belongs to its data set: another set's token is unknown", async () => {
    const a = fresh();
    const token = await sessionToken('u-admin', a);
    expect((await callApi('/api/auth/me', { token, dataset: a })).status).toBe(200);
    expect((await callApi('/api/auth/me', { token, dataset: fresh() })).status).toBe(401);
    expect((await callApi('/api/auth/me', { token })).status).toBe(401);
  });

  it("'Reset demo data' resets its own data set only", async () => {
    const [a, b] = [fresh(), fresh()];
    await Promise.all([remove('em-001', a), remove('em-001', b), remove('em-001')]);
    expect((await callApi('/api/demo/reset', { method: 'POST', dataset: a })).status).toBe(204);
    expect(await emailIds(a)).toContain('em-001');
    expect(await emailIds(b)).not.toContain('em-001');
    expect(await emailIds()).not.toContain('em-001');
  });

  it.each([
    ['spaces', 'two words'],
    ['a dot', 'a.b'],
    ['65 characters', 'x'.repeat(65)],
    ['empty', ''],
  ])('a cookie value with %s is the shared set', async (_case, value) => {
    await remove('em-004');
    const listed = await callApi<Email[]>('/api/admin/emails', {
      token: await sessionToken('u-admin'),
      dataset: value,
    });
    expect(listed.status).toBe(200); // a session of the shared set
    expect(listed.body.map((e) => e.id)).not.toContain('em-004');
  });
});
