import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContractValidator } from '../../scripts/api/contract-validator.mjs';
import type {
  C2bConfirmation,
  LeaseAccount,
  MpesaPaymentAcknowledgement,
  MpesaPaymentStatus,
  Payment,
} from '../../src/types/api.gen';
import { demoToken } from '../../tests/fixtures';
import { DEV_MPESA_CALLBACK_SECRET, mpesaCallbackSecret } from '../adapters/callback-secret.mjs';
import { isCallbackSecret, simulatedC2bConfirmation, simulatedDaraja } from '../adapters/daraja';
import { openDatabase, type Database } from '../db/database';
import { DEMO_PASSWORD } from '../domain/data/accounts';
import { TENANT_LEASE_ID } from '../domain/data/portal';
import { DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS } from '../domain/mpesa';
import { serverFetch } from '../testing';
import { buildServer } from './app';

/*
 * Money in without the demo (docs/api-server.md, 'What is simulated'): Safaricom's C2B
 * confirmation of a Paybill payment (the contract's confirmPaybillPayment, behind the
 * callback secret, one payment per receipt number), and the simulated Daraja that pays a
 * prompt when no demo is there to answer it. Every answer is checked against the contract.
 */

const contract = createContractValidator();
const STAFF = demoToken('u-admin', 'c2b');
const TENANT = demoToken('u-user', 'c2b');

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

/** One call to a server (the unit tests' own in demo mode, unless `fetcher` says otherwise), checked against the contract. */
async function call<T>(
  path: string,
  {
    method = 'GET',
    token,
    body,
    headers = {},
  }: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
  fetcher: (request: Request) => Promise<Response> = serverFetch,
): Promise<Answer<T>> {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: {
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const response = await fetcher(request);
  const text = await response.text();
  const { problems } = contract.check({
    method,
    pathname: path.split('?')[0]!,
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: text,
  });
  expect(problems, `${method} ${path} keeps the contract`).toEqual([]);
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

const confirm = (body: unknown, secret = DEV_MPESA_CALLBACK_SECRET) =>
  call<{ ResultCode?: number; ResultDesc?: string; error?: string }>(
    `/api/mpesa/c2b/confirmations/${encodeURIComponent(secret)}`,
    { method: 'POST', body },
  );
const paymentsWithReceipt = async (receipt: string) =>
  (await call<Payment[]>('/api/admin/payments', { token: STAFF })).body.filter((p) => p.receipt === receipt);

/** A confirmation as Safaricom sends it, for the demo tenant's account number unless changed. */
const confirmation = (changes: Partial<C2bConfirmation> = {}): C2bConfirmation => ({
  ...simulatedC2bConfirmation({
    accountNumber: 'KSI-A4',
    amountKes: 5_000,
    phone: '254712345678',
    firstName: 'Brian',
    receipt: 'TCQ4K2M9QZ',
    at: new Date(2025, 2, 17, 19, 42, 5),
  }),
  LastName: 'Nyakundi',
  ...changes,
});

describe("Safaricom's C2B confirmation of a Paybill payment", () => {
  it('records a payment matched to the lease whose pay reference the account number is, as Daraja reported it', async () => {
    const answer = await confirm(confirmation({ BillRefNumber: ' ksi-a4 ' }));

    expect(answer).toMatchObject({ status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } });
    expect(await paymentsWithReceipt('TCQ4K2M9QZ')).toEqual([
      expect.objectContaining({
        date: '2025-03-17',
        time: '19:42',
        amountKes: 5_000,
        channel: 'paybill',
        accountNumber: 'ksi-a4',
        phone: '254712345678',
        payerName: 'Brian Nyakundi',
        status: 'matched',
        leaseId: TENANT_LEASE_ID,
      }),
    ]);
    const account = await call<LeaseAccount>(`/api/portal/leases/${TENANT_LEASE_ID}/account`, {
      token: TENANT,
    });
    expect(account.body.entries).toContainEqual(
      expect.objectContaining({ kind: 'payment', receipt: 'TCQ4K2M9QZ', amountKes: 5_000 }),
    );
  });

  it('records one payment however often the same receipt number (TransID) is reported, and acknowledges every report', async () => {
    const first = await confirm(confirmation());
    const again = await confirm(confirmation());
    const changed = await confirm(confirmation({ TransAmount: '9000.00', BillRefNumber: 'B9' }));

    expect([first.status, again.status, changed.status]).toEqual([200, 200, 200]);
    expect(await paymentsWithReceipt('TCQ4K2M9QZ')).toEqual([
      expect.objectContaining({ amountKes: 5_000, status: 'matched' }),
    ]);
  });

  it('leaves a payment whose account number is no lease Unmatched, for staff to allocate once', async () => {
    await confirm(confirmation({ BillRefNumber: 'KSIA4', FirstName: '', LastName: '' }));
    const [unmatched] = await paymentsWithReceipt('TCQ4K2M9QZ');
    expect(unmatched).toMatchObject({ status: 'unmatched', leaseId: null, payerName: 'M-Pesa customer' });

    const allocation = `/api/admin/payments/${unmatched!.id}/allocation`;
    const allocated = await call<Payment>(allocation, {
      method: 'POST',
      token: STAFF,
      body: { leaseId: TENANT_LEASE_ID },
    });
    const twice = await call<{ error: string }>(allocation, {
      method: 'POST',
      token: STAFF,
      body: { leaseId: TENANT_LEASE_ID },
    });

    expect(allocated.body).toMatchObject({
      status: 'matched',
      leaseId: TENANT_LEASE_ID,
      receipt: 'TCQ4K2M9QZ',
    });
    expect(twice.status).toBe(409);
  });

  it('refuses a confirmation whose path does not carry the callback secret, and records nothing', async () => {
    const answer = await confirm(confirmation(), 'not-the-secret');

    expect(answer).toMatchObject({ status: 403, body: { error: 'Not a known callback.' } });
    expect(await paymentsWithReceipt('TCQ4K2M9QZ')).toEqual([]);
  });

  it.each([
    ['an amount with cents', { TransAmount: '12.50' }],
    ['no amount', { TransAmount: '0' }],
    ['an amount over the per-payment limit', { TransAmount: '250001' }],
    ['a time that is no date', { TransTime: '20251332000000' }],
    ['a receipt number that is not ten capitals and digits', { TransID: 'tcq4k2m9qz' }],
    ['a phone that is not a Kenyan mobile number', { MSISDN: '0712345678' }],
  ])('answers 400 to %s and records nothing', async (_case, changes) => {
    const payments = async () => (await call<Payment[]>('/api/admin/payments', { token: STAFF })).body;
    const before = await payments();

    const answer = await confirm(confirmation(changes as Partial<C2bConfirmation>));

    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual(expect.any(String));
    expect(await payments()).toEqual(before);
  });

  it('records the Demo controls’ Paybill payment the same way, with a receipt number of its own', async () => {
    const sent = await call<Payment>('/api/demo/paybill-payments', {
      method: 'POST',
      body: { accountNumber: 'KSI-A4', amountKes: 700 },
    });

    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      status: 'matched',
      leaseId: TENANT_LEASE_ID,
      amountKes: 700,
      channel: 'paybill',
    });
    expect(await paymentsWithReceipt(sent.body.receipt)).toHaveLength(1);
  });
});

describe('the callback secret', () => {
  it('is MPESA_CALLBACK_SECRET when set, else the documented development default', () => {
    expect(mpesaCallbackSecret({ MPESA_CALLBACK_SECRET: 'from-the-environment' })).toBe(
      'from-the-environment',
    );
    expect(mpesaCallbackSecret({})).toBe(DEV_MPESA_CALLBACK_SECRET);
    expect(isCallbackSecret('from-the-environment', 'from-the-environment')).toBe(true);
    expect(isCallbackSecret('from-the-environment-', 'from-the-environment')).toBe(false);
  });
});

describe('the simulated Daraja', () => {
  it.each([
    [true, null, null],
    [true, 'cancelled', 'cancelled'],
    [false, null, 'success'],
    [false, 'cancelled', 'success'],
  ] as const)(
    'in demo mode %s with the Demo controls asking %s, answers a prompt with %s',
    (demo, requested, answer) => {
      expect(simulatedDaraja.stkPushAnswer({ demo, requested })).toBe(answer);
    },
  );
});

describe('without demo mode (the production build)', () => {
  let database: Database;
  let app: FastifyInstance;
  const production = async (request: Request): Promise<Response> => {
    const { pathname, search } = new URL(request.url);
    const payload = request.method === 'GET' ? undefined : await request.text();
    const answer = await app.inject({
      method: request.method as 'GET',
      url: `${pathname}${search}`,
      headers: Object.fromEntries(request.headers),
      ...(payload ? { payload } : {}),
    });
    return new Response(answer.statusCode === 204 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };
  const signIn = async (email: string) =>
    (
      await call<{ token: string }>(
        '/api/auth/login',
        { method: 'POST', body: { email, password: DEMO_PASSWORD } },
        production,
      )
    ).body.token;

  beforeAll(async () => {
    database = await openDatabase({});
    app = await buildServer({ database, demo: false });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  afterEach(() => vi.useRealTimers());

  it('pays a prompt by the simulated payer a moment after it was sent, whatever a demo header asks', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date());
    const token = await signIn('user@example.com');
    const sent = await call<MpesaPaymentAcknowledgement>(
      `/api/portal/leases/${TENANT_LEASE_ID}/mpesa-payments`,
      {
        method: 'POST',
        token,
        body: { phone: '254712345678', amountKes: 1_000 },
        headers: { 'x-demo-mpesa-answer': 'cancelled' },
      },
      production,
    );
    expect(sent.status).toBe(202);
    const status = () =>
      call<MpesaPaymentStatus>(
        `/api/portal/mpesa-payments/${sent.body.checkoutRequestId}`,
        { token },
        production,
      );

    expect((await status()).body.status).toBe('pending');
    vi.setSystemTime(new Date(Date.now() + DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS));
    const paid = (await status()).body;

    expect(paid).toMatchObject({ status: 'succeeded', resultCode: 0, amountKes: 1_000 });
    const account = await call<LeaseAccount>(
      `/api/portal/leases/${TENANT_LEASE_ID}/account`,
      { token },
      production,
    );
    expect(account.body.entries).toContainEqual(
      expect.objectContaining({
        kind: 'payment',
        receipt: paid.receipt,
        paymentId: paid.paymentId,
        amountKes: 1_000,
      }),
    );
  });

  it('takes C2B confirmations, and has no demo operations', async () => {
    const secret = encodeURIComponent(mpesaCallbackSecret());
    const confirmed = await call<{ ResultCode: number }>(
      `/api/mpesa/c2b/confirmations/${secret}`,
      { method: 'POST', body: confirmation({ TransID: 'TCQ5B7Z0AA', BillRefNumber: 'NO-SUCH-LEASE' }) },
      production,
    );
    const demoPaybill = await call<{ error: string }>(
      '/api/demo/paybill-payments',
      { method: 'POST', body: { accountNumber: 'KSI-A4', amountKes: 1 } },
      production,
    );

    expect(confirmed).toMatchObject({ status: 200, body: { ResultCode: 0 } });
    expect(demoPaybill).toMatchObject({ status: 404, body: { error: 'Not found.' } });
  });
});
