import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEMO_MPESA_PIN,
  MPESA_AMOUNT_TEXT,
  MPESA_PENDING_TEXT,
  MPESA_PHONE_TEXT,
} from '../../server/domain/data/mpesa';
import { dayOf, monthStart, TENANT_LEASE_ID } from '../../server/domain/data/portal';
import { outstandingCharges } from '../../src/features/payments/ledger';
import { db } from '../../server/domain/db';
import { FORBIDDEN, NOT_FOUND } from '../../mocks/http';
import { DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS, setMpesaAutoAnswerDelay } from '../../server/domain/mpesa';
import { DEMO_SCENARIO_KEY, MPESA_ANSWER_KEY, type MpesaAutoAnswer } from '../../src/config/demo';
import type {
  DemoMpesaPrompt,
  LeaseAccount,
  MpesaPaymentAcknowledgement,
  MpesaPaymentStatus,
  OwnerPortfolio,
  OwnerStatement,
  Payment,
  PaymentReceipt,
  PortalProfile,
} from '../../src/types/api.gen';
import { ADMIN_SESSION, demoToken, MANAGER_SESSION } from '../fixtures';
import { callMockApi } from './mock-api-call';

/*
 * The customer portal's mock operations (product rules, 'Payments'):
 * each account gets its own, a tenant reads and pays only their lease, and 'Pay with M-Pesa'
 * behaves as Daraja's STK push: acknowledged at once, then paid, cancelled, refused or timed
 * out; only a paid prompt changes the balance. The clock is pinned (Date only), so the
 * sample data's 'today' and the 60 s time-out are known.
 */

const TENANT = demoToken('u-user', 'portal');
const OWNER = demoToken('u-owner', 'portal');
const INVESTOR = demoToken('u-investor', 'portal');
const OTHER_LEASE = 'ls-ouru-b3';
const NOW = new Date(2025, 2, 18, 10, 0, 0); // 18 March 2025, 10:00 local: A4 paid this month on the 3rd
const TODAY = '2025-03-18';

const call = callMockApi;

const account = async (token = TENANT, leaseId = TENANT_LEASE_ID) =>
  (await call<LeaseAccount>(`/api/portal/leases/${leaseId}/account`, { token })).body;
const pay = (body: unknown, { token = TENANT, leaseId = TENANT_LEASE_ID } = {}) =>
  call<MpesaPaymentAcknowledgement & { error?: string }>(`/api/portal/leases/${leaseId}/mpesa-payments`, {
    token,
    method: 'POST',
    body,
  });
const statusOf = async (checkoutRequestId: string, token = TENANT) =>
  (await call<MpesaPaymentStatus>(`/api/portal/mpesa-payments/${checkoutRequestId}`, { token })).body;
const answer = (checkoutRequestId: string, reply: unknown) =>
  call<MpesaPaymentStatus & { error?: string }>(`/api/demo/mpesa-prompts/${checkoutRequestId}/answer`, {
    method: 'POST',
    body: reply,
  });
const phonePrompts = async () => (await call<DemoMpesaPrompt[]>('/api/demo/mpesa-prompts')).body;
/** Moves the pinned clock on. */
const later = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

const storage = new Map<string, string>();
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  // The demo's switches live in the page's localStorage, which Node has not.
  storage.clear();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setMpesaAutoAnswerDelay(DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS);
  await db.reset(); // the sample data is seeded afresh as of the next test's clock
});

describe("the portal's home: each account gets its own", () => {
  it('the tenant rents unit A4 (pay reference KSI-A4) and owns nothing', async () => {
    const { status, body } = await call<PortalProfile>('/api/portal/me', { token: TENANT });
    expect(status).toBe(200);
    expect(body.properties).toEqual([]);
    expect(body.leases).toEqual([
      expect.objectContaining({
        id: TENANT_LEASE_ID,
        unit: 'A4',
        town: 'Kisii',
        payReference: 'KSI-A4',
        status: 'active',
      }),
    ]);
  });

  it.each([
    [
      'the resident owner',
      OWNER,
      [
        ['Ouru Heights', 'Kisii', 'resident'],
        ['Kilimani Court', 'Nairobi', 'resident'],
      ],
    ],
    ['the owner abroad', INVESTOR, [['Parklands Heights', 'Nairobi', 'non-resident']]],
    ['an admin', ADMIN_SESSION.token, []],
    ['a manager', MANAGER_SESSION.token, []],
  ])('%s gets their properties and no lease', async (_who, token, properties) => {
    const { status, body } = await call<PortalProfile>('/api/portal/me', { token });
    expect(status).toBe(200);
    expect(body.leases).toEqual([]);
    expect(body.properties.map((p) => [p.name, p.town, p.ownerResidency])).toEqual(properties);
  });

  it('without a token: 401', async () => {
    expect((await call('/api/portal/me')).status).toBe(401);
  });
});

describe('who may read a statement of account, a payment and a receipt', () => {
  it.each([
    ['the tenant, their own lease', TENANT, TENANT_LEASE_ID, 200],
    ["the tenant, another tenant's lease", TENANT, OTHER_LEASE, 403],
    ['an owner, a lease on their property (owners see units, not accounts)', OWNER, TENANT_LEASE_ID, 403],
    ['an admin, any lease', ADMIN_SESSION.token, OTHER_LEASE, 200],
    ['a manager, any lease', MANAGER_SESSION.token, TENANT_LEASE_ID, 200],
    ['the tenant, an unknown lease', TENANT, 'ls-nowhere', 404],
    ['no token', undefined, TENANT_LEASE_ID, 401],
  ])('%s: %s', async (_who, token, leaseId, status) => {
    const answered = await call(`/api/portal/leases/${leaseId}/account`, { token });
    expect(answered.status).toBe(status);
    if (status === 403) expect(answered.body).toEqual(FORBIDDEN);
    if (status === 404) expect(answered.body).toEqual(NOT_FOUND);
  });

  it("a tenant may not pay another tenant's lease, nor read its prompts and receipts", async () => {
    expect((await pay({ phone: '254712345678', amountKes: 100 }, { leaseId: OTHER_LEASE })).status).toBe(403);
    const { body: staffPrompt } = await pay(
      { phone: '254768420915', amountKes: 100 },
      { token: ADMIN_SESSION.token, leaseId: OTHER_LEASE },
    );
    expect(
      (await call(`/api/portal/mpesa-payments/${staffPrompt.checkoutRequestId}`, { token: TENANT })).status,
    ).toBe(403);
    const otherPayment = (await account(ADMIN_SESSION.token, OTHER_LEASE)).entries.find(
      (e) => e.kind === 'payment',
    )!;
    expect((await call(`/api/portal/receipts/${otherPayment.paymentId}`, { token: TENANT })).status).toBe(
      403,
    );
    expect((await call('/api/portal/mpesa-payments/ws_CO_unknown', { token: TENANT })).status).toBe(404);
  });

  it('a receipt: the firm, tenant, property, unit, amount, M-Pesa receipt number, date and time; none for an Unmatched payment', async () => {
    const payment = (await account()).entries.find((e) => e.kind === 'payment')!;
    const { status, body } = await call<PaymentReceipt>(`/api/portal/receipts/${payment.paymentId}`, {
      token: TENANT,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      paymentId: payment.paymentId,
      receipt: payment.receipt,
      firmName: 'Kisii Property Management',
      tenantName: 'Brian Nyakundi',
      propertyName: 'Ouru Heights',
      town: 'Kisii',
      unit: 'A4',
      payReference: 'KSI-A4',
      amountKes: payment.amountKes,
      date: payment.date,
      time: payment.time,
      channel: payment.channel,
    });
    expect((await call('/api/portal/receipts/pm-unmatched-b9', { token: ADMIN_SESSION.token })).status).toBe(
      404,
    );
  });
});

describe("the statement of account as of today (product rules, 'Dates')", () => {
  it("ends this month, newest first, with a real 'Amount due' and its due date", async () => {
    const statement = await account();
    expect(statement.entries[0]!.date >= monthStart(TODAY, 0)).toBe(true);
    expect(statement.entries.filter((e) => e.kind === 'charge')[0]!.date).toBe('2025-03-01');
    expect(statement.amountDueKes).toBeGreaterThan(0);
    expect(statement.balanceKes).toBe(statement.amountDueKes);
    expect(statement.dueDate).toBe('2025-03-05');
    expect(statement.overdue).toBe(true);
    const charges = statement.entries.filter((e) => e.kind === 'charge').reduce((s, e) => s + e.amountKes, 0);
    const paid = statement.entries.filter((e) => e.kind === 'payment').reduce((s, e) => s + e.amountKes, 0);
    expect(statement.balanceKes).toBe(charges - paid);
    for (const entry of statement.entries.filter((e) => e.kind === 'payment')) {
      expect(entry.receipt).toMatch(/^[A-Z0-9]{10}$/);
      expect(entry.paymentId).toBeTruthy();
    }
  });

  it('on the 2nd of a month the month is not paid yet: its charges are due too', async () => {
    vi.setSystemTime(new Date(2025, 3, 2, 9, 0)); // 2 April 2025
    const statement = await account();
    expect(statement.entries[0]).toMatchObject({ date: '2025-04-01', kind: 'charge' });
    expect(statement.amountDueKes).toBeGreaterThan(19_000);
    expect(statement.dueDate).toBe(dayOf(monthStart('2025-04-02', -1), 5));
    expect(statement.overdue).toBe(true);
  });
});

describe("'Pay with M-Pesa' (an STK push the mock answers as Daraja does)", () => {
  it('is acknowledged at once and waits: pending, on the Phone panel, timing out 60 s later', async () => {
    const { status, body } = await pay({ phone: '254712345678', amountKes: 350 });
    expect(status).toBe(202);
    expect(body).toMatchObject({
      responseCode: '0',
      customerMessage: 'Success. Request accepted for processing',
    });
    expect(body.checkoutRequestId).toMatch(/^ws_CO_\d+$/);
    expect(body.merchantRequestId).toMatch(/^\d{5}-\d{8}-1$/);
    const waiting = await statusOf(body.checkoutRequestId);
    expect(waiting).toMatchObject({
      status: 'pending',
      leaseId: TENANT_LEASE_ID,
      amountKes: 350,
      phone: '254712345678',
    });
    expect(Date.parse(waiting.expiresAt) - Date.parse(waiting.requestedAt)).toBe(60_000);
    expect(await phonePrompts()).toEqual([
      expect.objectContaining({
        checkoutRequestId: body.checkoutRequestId,
        amountKes: 350,
        accountReference: 'KSI-A4',
        businessName: 'Kisii Property Management',
      }),
    ]);
  });

  it('paid with the demo PIN: a payment with a receipt number, on the statement at once, the balance down', async () => {
    const before = await account();
    const { body: ack } = await pay({ phone: '254712345678', amountKes: 350 });
    later(8_000);
    const paid = await answer(ack.checkoutRequestId, { answer: 'pin', pin: DEMO_MPESA_PIN });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ status: 'succeeded', resultCode: 0 });
    expect(paid.body.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(await statusOf(ack.checkoutRequestId)).toEqual(paid.body);

    const after = await account();
    expect(after.balanceKes).toBe(before.balanceKes - 350);
    expect(after.entries[0]).toMatchObject({
      kind: 'payment',
      amountKes: 350,
      date: TODAY,
      time: '10:00',
      receipt: paid.body.receipt,
      paymentId: paid.body.paymentId,
      channel: 'mpesa-prompt',
    });
    const receipt = await call<PaymentReceipt>(`/api/portal/receipts/${paid.body.paymentId}`, {
      token: TENANT,
    });
    expect(receipt.body).toMatchObject({ receipt: paid.body.receipt, amountKes: 350, unit: 'A4' });
    const staffList = await call<Payment[]>('/api/admin/payments', { token: ADMIN_SESSION.token });
    expect(staffList.body[0]).toMatchObject({
      id: paid.body.paymentId,
      status: 'matched',
      unit: 'A4',
      channel: 'mpesa-prompt',
    });
    // The prompt has ended: off the Phone panel, and it cannot be answered twice.
    expect(await phonePrompts()).toEqual([]);
    expect((await answer(ack.checkoutRequestId, { answer: 'cancel' })).status).toBe(409);
    expect((await account()).balanceKes).toBe(after.balanceKes);
  });

  it.each<[string, unknown, number]>([
    ['cancelled on the phone', { answer: 'cancel' }, 1032],
    ['a wrong PIN', { answer: 'pin', pin: '9999' }, 2001],
  ])('%s: failed with %s, no payment, no change to the balance', async (_case, reply, code) => {
    const before = await account();
    const { body: ack } = await pay({ phone: '254712345678', amountKes: 350 });
    const failed = await answer(ack.checkoutRequestId, reply);
    expect(failed.body).toMatchObject({ status: 'failed', resultCode: code });
    expect(failed.body.receipt).toBeUndefined();
    expect(failed.body.paymentId).toBeUndefined();
    expect(await account()).toEqual(before);
  });

  it('unanswered for 60 s: failed with 1037, off the Phone panel, nothing paid', async () => {
    const before = await account();
    const { body: ack } = await pay({ phone: '254712345678', amountKes: 350 });
    later(59_999);
    expect((await statusOf(ack.checkoutRequestId)).status).toBe('pending');
    later(1);
    expect(await statusOf(ack.checkoutRequestId)).toMatchObject({ status: 'failed', resultCode: 1037 });
    expect(await phonePrompts()).toEqual([]);
    expect((await answer(ack.checkoutRequestId, { answer: 'pin', pin: DEMO_MPESA_PIN })).status).toBe(409);
    expect(await account()).toEqual(before);
  });

  it.each<[MpesaAutoAnswer, number]>([
    ['success', 0],
    ['cancelled', 1032],
    ['unreachable', 1037],
    ['insufficient-funds', 1],
    ['wrong-pin', 2001],
  ])(
    'answered automatically (?mpesa=%s): result %s after 2 s, never on the Phone panel',
    async (mode, code) => {
      storage.set(MPESA_ANSWER_KEY, mode);
      const before = await account();
      const { body: ack } = await pay({ phone: '254712345678', amountKes: 1_000 });
      expect(await phonePrompts()).toEqual([]);
      later(DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS - 1);
      expect((await statusOf(ack.checkoutRequestId)).status).toBe('pending');
      later(1);
      const settled = await statusOf(ack.checkoutRequestId);
      expect(settled).toMatchObject({ status: code === 0 ? 'succeeded' : 'failed', resultCode: code });
      expect((await account()).balanceKes).toBe(before.balanceKes - (code === 0 ? 1_000 : 0));
    },
  );

  it('an automatic answer settles even if nobody polls the prompt: the statement shows the payment', async () => {
    storage.set(MPESA_ANSWER_KEY, 'success');
    setMpesaAutoAnswerDelay(0);
    const before = await account();
    await pay({ phone: '254712345678', amountKes: 500 });
    expect((await account()).balanceKes).toBe(before.balanceKes - 500);
  });

  it('one prompt at a time for a lease and for a phone (409); after its answer, the next one goes', async () => {
    const { body: ack } = await pay({ phone: '254712345678', amountKes: 100 });
    const again = await pay({ phone: '254711111111', amountKes: 100 });
    expect(again).toEqual({ status: 409, body: { error: MPESA_PENDING_TEXT } });
    const samePhone = await pay(
      { phone: '254712345678', amountKes: 100 },
      { token: ADMIN_SESSION.token, leaseId: OTHER_LEASE },
    );
    expect(samePhone.status).toBe(409);
    await answer(ack.checkoutRequestId, { answer: 'cancel' });
    expect((await pay({ phone: '254712345678', amountKes: 100 })).status).toBe(202);
  });

  it("paying more than is due leaves a credit: nothing due, no 'Due by'", async () => {
    const before = await account();
    const { body: ack } = await pay({ phone: '254712345678', amountKes: before.amountDueKes + 5_000 });
    await answer(ack.checkoutRequestId, { answer: 'pin', pin: DEMO_MPESA_PIN });
    const after = await account();
    expect(after.balanceKes).toBe(-5_000);
    expect(after.amountDueKes).toBe(0);
    expect(after.dueDate).toBeNull();
    expect(after.overdue).toBe(false);
  });

  it.each<[string, unknown, string]>([
    ['a number typed as written locally', { phone: '0712345678', amountKes: 100 }, MPESA_PHONE_TEXT],
    ['a number that is not mobile', { phone: '254812345678', amountKes: 100 }, MPESA_PHONE_TEXT],
    ['a number a digit short', { phone: '25471234567', amountKes: 100 }, MPESA_PHONE_TEXT],
    ['no phone', { amountKes: 100 }, MPESA_PHONE_TEXT],
    ['an amount of 0', { phone: '254712345678', amountKes: 0 }, MPESA_AMOUNT_TEXT],
    ['an amount of 250,001', { phone: '254712345678', amountKes: 250_001 }, MPESA_AMOUNT_TEXT],
    ['an amount of 12.5', { phone: '254712345678', amountKes: 12.5 }, MPESA_AMOUNT_TEXT],
    ['an amount as text', { phone: '254712345678', amountKes: '100' }, MPESA_AMOUNT_TEXT],
    [
      'another field',
      { phone: '254712345678', amountKes: 100, note: 'x' },
      'The request body must NOT have additional properties.',
    ],
  ])('refuses %s: 400 with the form’s words, and no prompt', async (_case, body, error) => {
    expect(await pay(body)).toEqual({ status: 400, body: { error } });
    expect(await db.mpesaPrompts.list()).toEqual([]);
  });

  it('takes the limits themselves: KES 1 and KES 250,000, from a 2541 number too', async () => {
    expect((await pay({ phone: '254112345678', amountKes: 250_000 })).status).toBe(202);
    expect(
      (
        await pay(
          { phone: '254712345678', amountKes: 1 },
          { token: ADMIN_SESSION.token, leaseId: OTHER_LEASE },
        )
      ).status,
    ).toBe(202);
  });

  it('the network scenarios apply as to any call: Server errors send no prompt', async () => {
    storage.set(DEMO_SCENARIO_KEY, 'server-errors');
    expect((await pay({ phone: '254712345678', amountKes: 100 })).status).toBe(500);
    storage.set(DEMO_SCENARIO_KEY, 'expired-session');
    expect((await call('/api/portal/me', { token: TENANT })).status).toBe(401);
    storage.delete(DEMO_SCENARIO_KEY);
    expect(await db.mpesaPrompts.list()).toEqual([]);
  });
});

describe("the owner view and statements (product rules, 'Owners')", () => {
  const portfolio = async (token: string) =>
    (await call<OwnerPortfolio>('/api/portal/owner', { token })).body;
  const statement = (token: string | undefined, propertyId: string, month: string) =>
    call<OwnerStatement>(`/api/portal/properties/${propertyId}/statements/${month}`, { token });

  it('each owner gets only their properties, with units, figures and months; others get none', async () => {
    const owner = await portfolio(OWNER);
    expect(owner.month).toBe('2025-03');
    expect(owner.properties.map((p) => [p.name, p.unitCount])).toEqual([
      ['Ouru Heights', 12],
      ['Kilimani Court', 4],
    ]);
    expect([owner.unitCount, owner.letUnitCount]).toEqual([16, 10]);
    const ouru = owner.properties[0]!;
    expect(ouru.units.find((u) => u.unit === 'A4')).toMatchObject({
      status: 'let',
      tenant: 'Brian N.',
      rentKes: 18_000,
    });
    expect(ouru.units.find((u) => u.unit === 'A5')).toMatchObject({
      status: 'under-notice',
      tenant: 'Faith K.',
    });
    expect(ouru.units.find((u) => u.unit === 'A3')).toEqual(
      expect.objectContaining({ status: 'vacant', tenant: null, balanceKes: 0 }),
    );
    expect(ouru.statementMonths[0]).toBe('2025-03');
    expect(ouru.statementMonths.length).toBeGreaterThanOrEqual(4);
    expect(owner.rentCollectedKes).toBe(owner.properties.reduce((sum, p) => sum + p.rentCollectedKes, 0));
    expect(owner.arrearsKes).toBeGreaterThan(0); // B3 paid short last month

    const investor = await portfolio(INVESTOR);
    expect(investor.properties.map((p) => [p.name, p.ownerResidency, p.unitCount, p.letUnitCount])).toEqual([
      ['Parklands Heights', 'non-resident', 6, 4],
    ]);
    for (const token of [TENANT, ADMIN_SESSION.token])
      expect((await portfolio(token)).properties).toEqual([]);
  });

  it("no owner answer carries a tenant's phone number, email or full name", async () => {
    const leases = await db.leases.list();
    const answers = [
      JSON.stringify(await portfolio(OWNER)),
      JSON.stringify(await portfolio(INVESTOR)),
      JSON.stringify((await statement(OWNER, 'pr-ouru', '2025-03')).body),
      JSON.stringify((await statement(OWNER, 'pr-kilimani', '2025-02')).body),
      JSON.stringify((await statement(INVESTOR, 'pr-parklands', '2025-03')).body),
    ].join('\n');
    expect(answers).not.toContain('@');
    for (const lease of leases) {
      expect(answers).not.toContain(lease.tenantPhone);
      expect(answers).not.toContain(lease.tenantPhone.slice(3)); // 712345678, as typed locally
      expect(answers).not.toContain(lease.tenantName);
    }
  });

  it.each([
    ['the owner, their property', OWNER, 'pr-ouru', '2025-03', 200],
    ['the owner, their other property, an earlier month', OWNER, 'pr-kilimani', '2025-01', 200],
    ["the owner, someone else's property", OWNER, 'pr-parklands', '2025-03', 403],
    ["the owner abroad, the resident owner's property", INVESTOR, 'pr-ouru', '2025-03', 403],
    ['a tenant', TENANT, 'pr-ouru', '2025-03', 403],
    ['an admin, any property', ADMIN_SESSION.token, 'pr-parklands', '2025-03', 200],
    ['a month with no activity', OWNER, 'pr-ouru', '2024-01', 404],
    ['an unknown property', OWNER, 'pr-nowhere', '2025-03', 404],
    ['no token', undefined, 'pr-ouru', '2025-03', 401],
  ])('%s: %s', async (_who, token, propertyId, month, status) => {
    expect((await statement(token, propertyId, month)).status).toBe(status);
  });

  it('the tax: MRI 7.5% for the resident owner, 30% withholding for the owner abroad; net payout adds up', async () => {
    const resident = (await statement(OWNER, 'pr-ouru', '2025-03')).body;
    const abroad = (await statement(INVESTOR, 'pr-parklands', '2025-03')).body;
    expect(resident.tax).toMatchObject({ kind: 'mri', label: 'MRI withheld (7.5%)' });
    expect(abroad.tax).toMatchObject({ kind: 'non-resident-withholding', label: 'Withholding tax (30%)' });
    expect(abroad.ownerName).toBe('David Omwenga');
    for (const s of [resident, abroad]) {
      expect(s.rentCollectedKes).toBe(s.units.reduce((sum, u) => sum + u.collectedKes, 0));
      expect(s.managementFeeKes).toBe(Math.round(s.rentCollectedKes * 0.1));
      expect(s.tax.amountKes).toBe(Math.round((s.rentCollectedKes * s.tax.ratePercent) / 100));
      expect(s.netPayoutKes).toBe(s.rentCollectedKes - s.managementFeeKes - s.expensesKes - s.tax.amountKes);
      expect(s.expenses).toEqual([]);
    }
  });

  it("each unit's rent carried agrees with its tenant's statement of account", async () => {
    const owners = (await statement(OWNER, 'pr-ouru', '2025-03')).body;
    for (const line of owners.units) {
      const lease = (await db.leases.list()).find((l) => l.unitId === line.unitId && l.endDate >= TODAY);
      if (!lease) {
        expect([line.tenant, line.collectedKes, line.carriedKes]).toEqual([null, 0, 0]);
        continue;
      }
      const tenantAccount = await account(ADMIN_SESSION.token, lease.id);
      const nonRentOwed = outstandingCharges([...tenantAccount.entries].reverse()) // oldest first, as billed
        .filter((c) => c.entry.category !== 'rent')
        .reduce((sum, c) => sum + c.outstandingKes, 0);
      expect(line.carriedKes, line.unit).toBe(tenantAccount.balanceKes - nonRentOwed);
    }
  });

  it("a tenant's payment shows in the owner's rent collected and statement at once", async () => {
    const before = await portfolio(OWNER);
    const dueBefore = (await account()).amountDueKes;
    const ack = await pay({ phone: '254712345678', amountKes: dueBefore + 18_000 });
    await answer(ack.body.checkoutRequestId, { answer: 'pin', pin: DEMO_MPESA_PIN });
    const after = await portfolio(OWNER);
    // What was due this far is last month's water; the rest is rent paid ahead (a credit).
    expect(after.rentCollectedKes - before.rentCollectedKes).toBe(18_000);
    const a4 = (await statement(OWNER, 'pr-ouru', '2025-03')).body.units.find((u) => u.unit === 'A4');
    expect(a4?.carriedKes).toBe(-18_000);
  });
});
