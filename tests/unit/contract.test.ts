import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import contractText from '../../api/openapi.yaml?raw';
import { createContractValidator, parseContract } from '../../scripts/api/contract-validator.mjs';
import { OPERATIONS } from '../../server/http/operations';
import { server } from '../../mocks/node';
import { takeContractViolations } from '../contract-guard';
import { ADMIN_SESSION } from '../fixtures';
import { TEXT_LIMITS } from '../../src/config/constants';
import { MAINTENANCE_TEXT_LIMITS } from '../../src/features/maintenance/maintenance-rules';

const doc = parseContract(contractText) as {
  paths: Record<string, Record<string, { operationId: string }>>;
  components: {
    schemas: Record<string, { maxLength?: number; properties?: Record<string, { maxLength?: number }> }>;
  };
};
const contract = createContractValidator(doc);
const staff = { Authorization: `Bearer ${ADMIN_SESSION.token}`, 'Content-Type': 'application/json' };
const api = (path: string, init: RequestInit = {}) => fetch(`http://localhost:5000${path}`, init);
/** What staff's lists read from the server, newest first. */
const list = async <T>(path: string): Promise<T[]> =>
  (await (await api(path, { headers: staff })).json()) as T[];
const emails = () => list<{ id: string }>('/api/admin/emails');
const submissions = () => list<{ id: string; viewed: boolean }>('/api/admin/contact-submissions');

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

  it('the server implements every operation of the contract, and nothing beside it', () => {
    const documented = Object.values(doc.paths).flatMap((item) =>
      Object.entries(item)
        .filter(([key]) => ['get', 'post', 'put', 'patch', 'delete'].includes(key))
        .map(([, operation]) => operation.operationId),
    );
    expect(Object.keys(OPERATIONS).sort()).toEqual([...documented].sort());
  });
});

describe('the server checks every request body against the contract', () => {
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
    ['text that is not JSON', '/api/contact', 'POST', 'not json', 'The request body is not valid JSON.'],
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
    expect((await submissions())[0]).toMatchObject({
      name: '<b>Jo</b>',
      message,
      viewed: false,
      service: 'General Enquiry',
    });
  });
});

describe("the length limits (product rules, 'Long input')", () => {
  const schemas = doc.components.schemas;
  const property = (schema: string, name: string) => schemas[schema]?.properties?.[name]?.maxLength;

  it.each([
    ['a person name (enquiry, new user)', schemas.PersonName?.maxLength, TEXT_LIMITS.name],
    ['an email address (enquiry, new user)', schemas.EmailAddress?.maxLength, TEXT_LIMITS.email],
    ['an enquiry message', schemas.MessageText?.maxLength, TEXT_LIMITS.message],
    ["a new email's To", property('NewEmail', 'to'), TEXT_LIMITS.email],
    ["a new email's subject", property('NewEmail', 'subject'), TEXT_LIMITS.subject],
    ["a new email's message", property('NewEmail', 'body'), TEXT_LIMITS.message],
    ["a reply's To", property('Reply', 'to'), TEXT_LIMITS.email],
    ["a reply's subject", property('Reply', 'subject'), TEXT_LIMITS.subject],
    ["a reply's message", property('Reply', 'body'), TEXT_LIMITS.message],
    ["a repair's title", property('NewMaintenanceRequest', 'title'), MAINTENANCE_TEXT_LIMITS.title],
    ["a repair's description", property('NewMaintenanceRequest', 'description'), MAINTENANCE_TEXT_LIMITS.description],
    ["a repair's preferred times", property('NewMaintenanceRequest', 'preferredTimes'), MAINTENANCE_TEXT_LIMITS.preferredTimes],
    ["an owner's note on a cost", property('MaintenanceDecision', 'note'), MAINTENANCE_TEXT_LIMITS.note],
    ["a staff step's note", property('MaintenanceStep', 'note'), MAINTENANCE_TEXT_LIMITS.note],
    ["a contractor's name", property('Contractor', 'name'), MAINTENANCE_TEXT_LIMITS.contractorName],
    ["a contractor's phone", property('Contractor', 'phone'), MAINTENANCE_TEXT_LIMITS.contractorPhone],
  ])('the contract limits %s as the app does (TEXT_LIMITS, MAINTENANCE_TEXT_LIMITS)', (_what, contract, limit) => {
    expect(contract).toBe(limit);
  });

  it('every request field named like a name, email, subject or message carries a limit', () => {
    const kinds: Record<string, keyof typeof TEXT_LIMITS> = {
      fullName: 'name',
      name: 'name',
      email: 'email',
      to: 'email',
      subject: 'subject',
      body: 'message',
      message: 'message',
    };
    const requests = ['Enquiry', 'NewEmail', 'Reply', 'NewManagedUser'];
    const unlimited = requests.flatMap((schema) =>
      Object.entries(schemas[schema]?.properties ?? {})
        .filter(([name]) => name in kinds)
        .filter(([name, field]) => {
          const ref = (field as { $ref?: string }).$ref?.split('/').pop();
          const max = ref ? schemas[ref]?.maxLength : field.maxLength;
          return max !== TEXT_LIMITS[kinds[name] as keyof typeof TEXT_LIMITS];
        })
        .map(([name]) => `${schema}.${name}`),
    );
    expect(unlimited).toEqual([]);
  });

  const enquiry = { fullName: 'Jo', email: 'jo@example.com', phone: '+254 712 345 678', message: 'Hello' };
  const email = { id: 'long-1', to: 'a@example.com', subject: 'Hi', body: 'Hello', folder: 'sent' };
  const reply = { to: 'a@example.com', subject: 'Re: hi', body: 'Hello' };
  const user = { id: 'long-u', name: 'Jo', email: 'jo@example.com' };
  const over = (kind: keyof typeof TEXT_LIMITS) => 'A'.repeat(TEXT_LIMITS[kind] + 1);

  it.each([
    [
      'a 201-character enquiry name',
      '/api/contact',
      { ...enquiry, fullName: over('name') },
      'Name must be at most 200 characters.',
    ],
    [
      'a 255-character enquiry email',
      '/api/contact',
      { ...enquiry, email: over('email') },
      'Email must be at most 254 characters.',
    ],
    [
      'a 5,001-character enquiry message',
      '/api/contact',
      { ...enquiry, message: over('message') },
      'Message must be at most 5,000 characters.',
    ],
    [
      'a 255-character To',
      '/api/admin/emails',
      { ...email, to: over('email') },
      'To must be at most 254 characters.',
    ],
    [
      'a 201-character subject',
      '/api/admin/emails',
      { ...email, subject: over('subject') },
      'Subject must be at most 200 characters.',
    ],
    [
      'a 5,001-character draft',
      '/api/admin/emails',
      { ...email, folder: 'drafts', body: over('message') },
      'Message must be at most 5,000 characters.',
    ],
    [
      'a 201-character reply subject',
      '/api/admin/contact-submissions/cs-001/replies',
      { ...reply, subject: over('subject') },
      'Subject must be at most 200 characters.',
    ],
    [
      'a 5,001-character reply',
      '/api/admin/contact-submissions/cs-001/replies',
      { ...reply, body: over('message') },
      'Message must be at most 5,000 characters.',
    ],
    [
      'a 201-character user name',
      '/api/admin/users',
      { ...user, name: over('name') },
      'Name must be at most 200 characters.',
    ],
    [
      'a 255-character user email',
      '/api/admin/users',
      { ...user, email: over('email') },
      'Email must be at most 254 characters.',
    ],
  ])('the server refuses %s: 400, naming the field and the limit', async (_case, path, body, text) => {
    const response = await api(path, { method: 'POST', headers: staff, body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: text });
  });

  it('the server keeps texts of exactly the limits', async () => {
    const at = (kind: keyof typeof TEXT_LIMITS) => 'A'.repeat(TEXT_LIMITS[kind]);
    const answers = await Promise.all(
      [
        ['/api/contact', { ...enquiry, fullName: at('name'), email: at('email'), message: at('message') }],
        ['/api/admin/emails', { ...email, to: at('email'), subject: at('subject'), body: at('message') }],
        [
          '/api/admin/contact-submissions/cs-001/replies',
          { to: at('email'), subject: at('subject'), body: at('message') },
        ],
        ['/api/admin/users', { ...user, name: at('name'), email: at('email') }],
      ].map(([path, body]) =>
        api(path as string, { method: 'POST', headers: staff, body: JSON.stringify(body) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
  });
});

describe("the server's database (the demo's system of record)", () => {
  it('keeps a change; reset puts the sample data back', async () => {
    expect((await api('/api/admin/emails/em-001', { method: 'DELETE', headers: staff })).status).toBe(204);
    expect((await emails()).map((e) => e.id)).not.toContain('em-001');
    expect((await api('/api/demo/reset', { method: 'POST' })).status).toBe(204);
    expect((await emails()).map((e) => e.id)).toContain('em-001');
  });

  it('loads 10,000 emails and 10,000 submissions at once, and a change after the load is kept', async () => {
    expect((await api('/api/demo/bulk', { method: 'POST' })).status).toBe(204);
    expect(await emails()).toHaveLength(10_000);
    expect(await submissions()).toHaveLength(10_000);
    await api('/api/admin/contact-submissions/bk-s0', {
      method: 'PATCH',
      headers: staff,
      body: JSON.stringify({ viewed: true }),
    });
    expect((await submissions()).find((s) => s.id === 'bk-s0')).toMatchObject({ viewed: true });
  });
});
