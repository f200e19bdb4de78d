import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_SCENARIO_KEY,
  MPESA_ANSWER_KEY,
  MPESA_AUTO_ANSWER_HEADER,
  PAYOUT_ANSWER_HEADER,
  PAYOUT_ANSWER_KEY,
  SLOW_SCENARIO_EXTRA_MS,
} from '../src/config/demo';
import { db } from '../server/domain/db';
import { TENANT_LEASE_ID } from '../server/domain/data/portal';
import { inDataset, serverFetch, sessionToken } from '../server/testing';
import type { frontHandlers as FrontHandlers } from './front';
import type { setMockLatency as SetMockLatency } from './latency';
import { server } from './node';
import { QA_FAILURES } from './qa';
import { MOCK_FAIL_KEY } from './scenario';

/**
 * The demo's front (docs/api-server.md, 'The demo in front of the server'): MSW passes each
 * call to the server, with the Demo controls' switches in front. A call a scenario refuses
 * never reaches the server; the latency is waited after the server has answered, as an
 * answer travels back. What happened, in order, is written down: the server's answers (a
 * `send` around the in-process server) and each latency waited (instead of waiting it).
 */
const happened: string[] = [];
let frontHandlers: typeof FrontHandlers;
let setMockLatency: typeof SetMockLatency;
// The test setup has loaded the front already (mocks/node.ts): load a copy of it whose latency is written down.
beforeAll(async () => {
  vi.resetModules();
  vi.doMock('./latency', async (importOriginal) => ({
    ...(await importOriginal<typeof import('./latency')>()),
    travel: async (ms: number) => void happened.push(`latency ${ms} ms`),
  }));
  ({ frontHandlers } = await import('./front'));
  ({ setMockLatency } = await import('./latency'));
});

const seen: Request[] = [];

// Opening the in-memory database and seeding the sample data takes seconds on a busy machine: before the tests.
beforeAll(() => inDataset(async () => undefined), 120_000);
async function send(request: Request): Promise<Response> {
  seen.push(request.clone());
  const answer = await serverFetch(request);
  happened.push(`server answered ${request.method} ${new URL(request.url).pathname} ${answer.status}`);
  return answer;
}

// The demo's switches live in the page's localStorage, which Node has not.
const storage = new Map<string, string>();
beforeEach(() => {
  happened.length = 0;
  seen.length = 0;
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  server.use(...frontHandlers(send));
});
afterEach(() => {
  setMockLatency(0);
  vi.unstubAllGlobals();
});

/** Un-star em-001 (a starred sample email), as the administrator, through the front. */
const unstar = async () =>
  fetch('http://localhost:5000/api/admin/emails/em-001', {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${await sessionToken('u-admin')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ starred: false }),
  });
const starred = async () => (await inDataset(() => db.emails.find('em-001')))?.starred;

describe('the front passes each call to the server, then waits the latency', () => {
  it('the server answers first (its change committed), then the answer travels back', async () => {
    setMockLatency(250);
    expect((await unstar()).status).toBe(200);
    expect(happened).toEqual(['server answered PATCH /api/admin/emails/em-001 200', 'latency 250 ms']);
    expect(await starred()).toBe(false);
  });

  it('Slow adds its 1.5 s to the way back', async () => {
    setMockLatency(250);
    storage.set(DEMO_SCENARIO_KEY, 'slow');
    expect((await unstar()).status).toBe(200);
    expect(happened).toEqual([
      'server answered PATCH /api/admin/emails/em-001 200',
      `latency ${250 + SLOW_SCENARIO_EXTRA_MS} ms`,
    ]);
  });
});

describe('a call the demo refuses never reaches the server', () => {
  it.each<[string, string, string, number]>([
    ['Server errors', DEMO_SCENARIO_KEY, 'server-errors', 500],
    ['Expired session', DEMO_SCENARIO_KEY, 'expired-session', 401],
    ['the QA key kpm-mock-fail', MOCK_FAIL_KEY, '1', 500],
  ])('%s: %s, and the email stays starred', async (_case, key, value, status) => {
    storage.set(key, value);
    expect((await unstar()).status).toBe(status);
    expect(happened).toEqual(['latency 0 ms']);
    expect(await starred()).toBe(true);
  });

  it('Offline: the call fails as a dropped network, at once, and the email stays starred', async () => {
    storage.set(DEMO_SCENARIO_KEY, 'offline');
    await expect(unstar()).rejects.toThrow();
    expect(happened).toEqual([]);
    expect(await starred()).toBe(true);
  });

  it('a QA identity fails the login as a server error would, without asking the server', async () => {
    const answered = await fetch('http://localhost:5000/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: QA_FAILURES.serverError.email, password: 'x' }),
    });
    expect(answered.status).toBe(500);
    expect(happened.filter((event) => event.startsWith('server'))).toEqual([]);
  });

  it("the Demo controls' own calls go through in every scenario", async () => {
    storage.set(DEMO_SCENARIO_KEY, 'offline');
    expect((await fetch('http://localhost:5000/api/demo/mpesa-prompts')).status).toBe(200);
    expect(happened[0]).toBe('server answered GET /api/demo/mpesa-prompts 200');
  });
});

describe("the Demo controls' M-Pesa answer", () => {
  it('travels to the server as a header on starting a payment, and on no other call', async () => {
    storage.set(MPESA_ANSWER_KEY, 'insufficient-funds');
    const token = await sessionToken('u-user');
    const started = await fetch(`http://localhost:5000/api/portal/leases/${TENANT_LEASE_ID}/mpesa-payments`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ phone: '254712345678', amountKes: 100 }),
    });
    expect(started.status).toBe(202);
    await fetch('http://localhost:5000/api/portal/me', { headers: { Authorization: `Bearer ${token}` } });
    expect(seen.map((request) => request.headers.get(MPESA_AUTO_ANSWER_HEADER))).toEqual([
      'insufficient-funds',
      null,
    ]);
    const [prompt] = await inDataset(() => db.mpesaPrompts.list());
    expect(prompt?.autoAnswer).toMatchObject({ answer: 'insufficient-funds' });
  });
});

describe("the Demo controls' payouts answer", () => {
  it('travels to the server as a header on a payout: Refuse makes the provider refuse, and nothing is paid', async () => {
    storage.set(PAYOUT_ANSWER_KEY, 'refused');
    const token = await sessionToken('u-admin');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const listed = (await (await fetch('http://localhost:5000/api/admin/payouts', { headers })).json()) as {
      due: { propertyId: string; month: string }[];
    };
    const [statement] = listed.due;
    const refused = await fetch('http://localhost:5000/api/admin/payouts', {
      method: 'POST',
      headers,
      body: JSON.stringify({ propertyId: statement!.propertyId, month: statement!.month }),
    });
    expect(refused.status).toBe(502);
    expect(seen.map((request) => request.headers.get(PAYOUT_ANSWER_HEADER))).toEqual([null, 'refused']);
    const paid = await inDataset(() => db.payouts.list());
    expect(paid.some((p) => p.propertyId === statement!.propertyId && p.month === statement!.month)).toBe(
      false,
    );
  });
});
