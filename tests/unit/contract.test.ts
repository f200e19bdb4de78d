import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import contractText from '../../api/openapi.yaml?raw';
import { createContractValidator, parseContract } from '../../scripts/api/contract-validator.mjs';
import { handlers } from '../../mocks/handlers';
import { db } from '../../mocks/db';
import { server } from '../../mocks/node';
import { takeContractViolations } from '../contract-guard';
import { ADMIN_SESSION } from '../fixtures';

const doc = parseContract(contractText) as { paths: Record<string, Record<string, { operationId: string }>> };
const contract = createContractValidator(doc);
const staff = { Authorization: `Bearer ${ADMIN_SESSION.token}`, 'Content-Type': 'application/json' };
const api = (path: string, init: RequestInit = {}) => fetch(`http://localhost:5000${path}`, init);

describe('the contract at run time', () => {
  it.each([
    [
      'an undocumented path',
      { method: 'GET', pathname: '/api/admin/secrets', status: 200 },
      'not in the contract',
    ],
    [
      'an undocumented status',
      { method: 'DELETE', pathname: '/api/admin/emails/x', status: 418 },
      'does not document',
    ],
    [
      'a body outside the schema',
      {
        method: 'GET',
        pathname: '/api/admin/users',
        status: 200,
        body: '[{"id":"u","name":"A","role":"owner","email":"a"}]',
      },
      'must be equal to one of the allowed values',
    ],
    [
      'a body where none is documented',
      { method: 'DELETE', pathname: '/api/admin/users/u', status: 204, body: '{}' },
      'has none',
    ],
  ])('the validator names %s', (_case, answer, problem) => {
    const { problems } = contract.check({ contentType: 'application/json', body: '', ...answer });
    expect(problems.join('\n')).toContain(problem);
  });

  it('the unit tests catch a mock answer that breaks the contract', async () => {
    server.use(mswHttp.get('*/api/admin/stats', () => HttpResponse.json({ stats: {} })));
    await api('/api/admin/stats', { headers: staff });
    const violations = await takeContractViolations();
    expect(violations.join('\n')).toMatch(/getStats .* 200: .*must have required property/);
  });

  it('the mock API answers every operation of the contract (the social start is a browser navigation)', () => {
    const mocked = new Set(
      handlers.map(
        (h) =>
          `${String(h.info.method)} ${String(h.info.path)
            .replace('*', '')
            .replace(/:(\w+)/g, '{$1}')}`,
      ),
    );
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((op) => !mocked.has(op))).toEqual(['GET /api/auth/{provider}']);
  });
});

describe('the mock API checks every request body against the contract', () => {
  it.each([
    [
      'an email without its fields',
      '/api/admin/emails',
      'POST',
      { id: 'x' },
      "must have required property 'to'",
    ],
    [
      'an email in the wrong folder',
      '/api/admin/emails',
      'POST',
      { id: 'x', to: '', subject: '', body: '', folder: 'inbox' },
      'folder must be equal to one of the allowed values',
    ],
    ['an empty change', '/api/admin/emails/em-001', 'PATCH', {}, 'must NOT have fewer than 1 properties'],
    [
      'un-viewing a submission',
      '/api/admin/contact-submissions/cs-001',
      'PATCH',
      { viewed: false },
      'viewed must be equal to constant',
    ],
    [
      'a blank user name',
      '/api/admin/users',
      'POST',
      { id: 'n1', name: '   ', email: 'a@b.c' },
      'name must match pattern',
    ],
    [
      'an enquiry of spaces',
      '/api/contact',
      'POST',
      { fullName: ' ', email: 'a', phone: '1', message: 'm' },
      'fullName must match pattern',
    ],
    ['text that is not JSON', '/api/contact', 'POST', 'not json', 'The request body must be object'],
  ])('%s: 400 with a text', async (_case, path, method, body, text) => {
    const response = await api(path, {
      method,
      headers: staff,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain(text);
  });

  it('HTML and script in an enquiry are kept as text', async () => {
    const message = '<script>alert(1)</script>'.repeat(200);
    const response = await api('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        fullName: '<b>Jo</b>',
        email: 'jo@example.com',
        phone: '+254 700 000 000',
        message,
      }),
    });
    expect(response.status).toBe(201);
    expect((await db.submissions.list())[0]).toMatchObject({
      name: '<b>Jo</b>',
      message,
      viewed: false,
      service: 'General Enquiry',
    });
  });
});

describe("the mock API's store (the demo's system of record)", () => {
  it('keeps a change; reset puts the sample data back', async () => {
    expect((await api('/api/admin/emails/em-001', { method: 'DELETE', headers: staff })).status).toBe(204);
    expect(await db.emails.find('em-001')).toBeUndefined();
    expect((await api('/api/demo/reset', { method: 'POST' })).status).toBe(204);
    expect(await db.emails.find('em-001')).toBeDefined();
  });

  it('loads 10,000 emails and 10,000 submissions at once, and a change after the load is kept', async () => {
    const started = performance.now();
    expect((await api('/api/demo/bulk', { method: 'POST' })).status).toBe(204);
    const emails = (await (await api('/api/admin/emails', { headers: staff })).json()) as unknown[];
    expect(emails).toHaveLength(10_000);
    expect(await db.submissions.list()).toHaveLength(10_000);
    expect(performance.now() - started).toBeLessThan(5_000);
    await api('/api/admin/contact-submissions/bk-s0', {
      method: 'PATCH',
      headers: staff,
      body: JSON.stringify({ viewed: true }),
    });
    expect(await db.submissions.find('bk-s0')).toMatchObject({ viewed: true });
  });
});
