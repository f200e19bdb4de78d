import { describe, expect, it, vi } from 'vitest';
import { MPESA_AUTO_ANSWER_HEADER, type MpesaAutoAnswer } from '../../src/config/demo';
import type {
  DataVersions,
  PortalVersions,
  DemoMpesaPrompt,
  LeaseAccount,
  LeaseSummary,
  LoginResponse,
  MpesaPaymentAcknowledgement,
  MpesaPaymentStatus,
  OwnerPortfolio,
  OwnerStatement,
  Payment,
  PaymentReceipt,
  PortalProfile,
} from '../../src/types/api.gen';
import {
  DEMO_MPESA_PIN,
  MPESA_AMOUNT_TEXT,
  MPESA_PENDING_TEXT,
  MPESA_PHONE_TEXT,
} from '../domain/data/mpesa';
import { dayOf, monthStart, TENANT_LEASE_ID, TENANT_PAY_REFERENCE } from '../domain/data/portal';
import { db } from '../domain/db';
import { outstandingCharges } from '../domain/ledger';
import { DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS, setMpesaAutoAnswerDelay } from '../domain/mpesa';
import { pinClock, signedInCalls } from '../test-clock';
import { callApi, inDataset } from '../testing';
import { FORBIDDEN, NOT_FOUND } from './operation';

/*
 * The customer portal and staff's payments over HTTP (docs/product-rules.md, 'Payments',
 * 'Owners'): each account gets its own; a tenant reads and pays only their lease; 'Pay with
 * M-Pesa' behaves as Daraja's STK push (acknowledged at once, then paid, cancelled, refused
 * or timed out; only a paid prompt changes the balance); staff see every payment and
 * allocate an Unmatched one once. The clock is pinned (Date only; the embedded database
 * reads the same clock), so the sample data's 'today' and the 60 s time-out are known.
 */

const TENANT = 'u-user';
const OWNER = 'u-owner';
const INVESTOR = 'u-investor';
const RESIDENT = 'u-resident';
const ADMIN = 'u-admin';
const MANAGER = 'u-manager';
const OTHER_LEASE = 'ls-ouru-b3';
const NOW = new Date(2025, 2, 18, 10, 0, 0); // 18 March 2025, 10:00 local: A4 paid this month on the 3rd
const TODAY = '2025-03-18';

/** A call as `userId` (null: no token), each account signed in under the pinned clock of the test. */
const sessions = signedInCalls();
const { call } = sessions;

const account = async (userId = TENANT, leaseId = TENANT_LEASE_ID) =>
  (await call<LeaseAccount>(`/api/portal/leases/${leaseId}/account`, userId)).body;
const pay = (
  body: unknown,
  { userId = TENANT, leaseId = TENANT_LEASE_ID, auto = null as MpesaAutoAnswer | null } = {},
) =>
  call<MpesaPaymentAcknowledgement & { error?: string }>(
    `/api/portal/leases/${leaseId}/mpesa-payments`,
    userId,
    {
      method: 'POST',
      body,
      ...(auto ? { headers: { [MPESA_AUTO_ANSWER_HEADER]: auto } } : {}),
    },
  );
const statusOf = async (checkoutRequestId: string, userId = TENANT) =>
  (await call<MpesaPaymentStatus>(`/api/portal/mpesa-payments/${checkoutRequestId}`, userId)).body;
const answer = (checkoutRequestId: string, reply: unknown) =>
  callApi<MpesaPaymentStatus & { error?: string }>(`/api/demo/mpesa-prompts/${checkoutRequestId}/answer`, {
    method: 'POST',
    body: reply,
  });
const phonePrompts = async () => (await callApi<DemoMpesaPrompt[]>('/api/demo/mpesa-prompts')).body;
const storedPrompts = () => inDataset(() => db.mpesaPrompts.list());
/** Moves the pinned clock on. */
const later = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms));

pinClock(NOW, {
  before: () => sessions.clear(),
  after: () => setMpesaAutoAnswerDelay(DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS),
});

describe("the portal's home: each account gets its own", () => {
  it('the tenant rents unit A4 (pay reference KSI-A4) and owns nothing', async () => {
    const { status, body } = await call<PortalProfile>('/api/portal/me', TENANT);
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
    ['an admin', ADMIN, []],
    ['a manager', MANAGER, []],
  ])('%s gets their properties and no lease', async (_who, userId, properties) => {
    const { status, body } = await call<PortalProfile>('/api/portal/me', userId);
    expect(status).toBe(200);
    expect(body.leases).toEqual([]);
    expect(body.properties.map((p) => [p.name, p.town, p.ownerResidency])).toEqual(properties);
  });
});

describe('who may read a statement of account, a payment and a receipt', () => {
  it.each([
    ['the tenant, their own lease', TENANT, TENANT_LEASE_ID, 200],
    ["the tenant, another tenant's lease", TENANT, OTHER_LEASE, 403],
    ['an owner, a lease on their property (owners see units, not accounts)', OWNER, TENANT_LEASE_ID, 403],
    ['an admin, any lease', ADMIN, OTHER_LEASE, 200],
    ['a manager, any lease', MANAGER, TENANT_LEASE_ID, 200],
    ['the tenant, an unknown lease', TENANT, 'ls-nowhere', 404],
    ['no token', null, TENANT_LEASE_ID, 401],
  ])('%s: %s', async (_who, userId, leaseId, status) => {
    const answered = await call(`/api/portal/leases/${leaseId}/account`, userId);
    expect(answered.status).toBe(status);
    if (status === 403) expect(answered.body).toEqual(FORBIDDEN);
    if (status === 404) expect(answered.body).toEqual(NOT_FOUND);
  });

  it("a tenant may not pay another tenant's lease, nor read its prompts and receipts: nothing in the answer", async () => {
    const refusedPay = await pay({ phone: '254712345678', amountKes: 100 }, { leaseId: OTHER_LEASE });
    expect(refusedPay).toMatchObject({ status: 403, body: FORBIDDEN });
    const { body: staffPrompt } = await pay(
      { phone: '254768420915', amountKes: 100 },
      { userId: ADMIN, leaseId: OTHER_LEASE },
    );
    expect(await call(`/api/portal/mpesa-payments/${staffPrompt.checkoutRequestId}`, TENANT)).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    const otherPayment = (await account(ADMIN, OTHER_LEASE)).entries.find((e) => e.kind === 'payment')!;
    expect(await call(`/api/portal/receipts/${otherPayment.paymentId}`, TENANT)).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect((await call('/api/portal/mpesa-payments/ws_CO_unknown', TENANT)).status).toBe(404);
    expect(await storedPrompts()).toHaveLength(1); // the refused payment sent no prompt
  });

  it('a receipt: the firm, tenant, property, unit, amount, M-Pesa receipt number, date and time; none for an Unmatched payment', async () => {
    const payment = (await account()).entries.find((e) => e.kind === 'payment')!;
    const { status, body } = await call<PaymentReceipt>(`/api/portal/receipts/${payment.paymentId}`, TENANT);
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
    expect((await call('/api/portal/receipts/pm-unmatched-b9', ADMIN)).status).toBe(404);
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

  it('each entry carries the running balance after it; the newest carries the balance', async () => {
    const { entries, balanceKes } = await account();
    expect(entries[0]!.balanceKes).toBe(balanceKes);
    entries.forEach((entry, i) => {
      const before = entries[i + 1]?.balanceKes ?? 0;
      expect(entry.balanceKes, entry.description).toBe(
        before + (entry.kind === 'charge' ? entry.amountKes : -entry.amountKes),
      );
    });
  });

  it('on the 2nd of a month the month is not paid yet: its charges are due too', async () => {
    vi.setSystemTime(new Date(2025, 3, 2, 9, 0)); // 2 April 2025
    await callApi('/api/demo/reset', { method: 'POST' }); // the sample data as of that day
    sessions.clear();
    const statement = await account();
    expect(statement.entries[0]).toMatchObject({ date: '2025-04-01', kind: 'charge' });
    expect(statement.amountDueKes).toBeGreaterThan(19_000);
    expect(statement.dueDate).toBe(dayOf(monthStart('2025-04-02', -1), 5));
    expect(statement.overdue).toBe(true);
  });
});

describe("'Pay with M-Pesa' (an STK push answered as Daraja does)", () => {
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
    const receipt = await call<PaymentReceipt>(`/api/portal/receipts/${paid.body.paymentId}`, TENANT);
    expect(receipt.body).toMatchObject({ receipt: paid.body.receipt, amountKes: 350, unit: 'A4' });
    const staffList = await call<Payment[]>('/api/admin/payments', ADMIN);
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
  ])('answered automatically (%s): result %s after 2 s, never on the Phone panel', async (auto, code) => {
    const before = await account();
    const { body: ack } = await pay({ phone: '254712345678', amountKes: 1_000 }, { auto });
    expect(await phonePrompts()).toEqual([]);
    later(DEFAULT_MPESA_AUTO_ANSWER_DELAY_MS - 1);
    expect((await statusOf(ack.checkoutRequestId)).status).toBe('pending');
    later(1);
    const settled = await statusOf(ack.checkoutRequestId);
    expect(settled).toMatchObject({ status: code === 0 ? 'succeeded' : 'failed', resultCode: code });
    expect((await account()).balanceKes).toBe(before.balanceKes - (code === 0 ? 1_000 : 0));
  });

  it('an automatic answer settles even if nobody polls the prompt: the statement shows the payment', async () => {
    setMpesaAutoAnswerDelay(0);
    const before = await account();
    await pay({ phone: '254712345678', amountKes: 500 }, { auto: 'success' });
    expect((await account()).balanceKes).toBe(before.balanceKes - 500);
  });

  it('one prompt at a time for a lease and for a phone (409); after its answer, the next one goes', async () => {
    const { body: ack } = await pay({ phone: '254712345678', amountKes: 100 });
    expect(await pay({ phone: '254711111111', amountKes: 100 })).toMatchObject({
      status: 409,
      body: { error: MPESA_PENDING_TEXT },
    });
    expect(
      (await pay({ phone: '254712345678', amountKes: 100 }, { userId: ADMIN, leaseId: OTHER_LEASE })).status,
    ).toBe(409);
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
    expect(await pay(body)).toMatchObject({ status: 400, body: { error } });
    expect(await storedPrompts()).toEqual([]);
  });

  it('takes the limits themselves: KES 1 and KES 250,000, from a 2541 number too', async () => {
    expect((await pay({ phone: '254112345678', amountKes: 250_000 })).status).toBe(202);
    expect(
      (await pay({ phone: '254712345678', amountKes: 1 }, { userId: ADMIN, leaseId: OTHER_LEASE })).status,
    ).toBe(202);
  });
});

describe("the owner view and statements (product rules, 'Owners')", () => {
  const portfolio = async (userId: string) => (await call<OwnerPortfolio>('/api/portal/owner', userId)).body;
  const statement = (userId: string | null, propertyId: string, month: string) =>
    call<OwnerStatement>(`/api/portal/properties/${propertyId}/statements/${month}`, userId);

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
    const resident = await portfolio(RESIDENT);
    expect(
      resident.properties.map((p) => [p.name, p.town, p.ownerResidency, p.unitCount, p.letUnitCount]),
    ).toEqual([['Milimani House', 'Kisumu', 'resident', 1, 1]]);
    for (const userId of [TENANT, ADMIN]) expect((await portfolio(userId)).properties).toEqual([]);
  });

  it("no owner answer carries a tenant's or a payer's phone number, email or full name", async () => {
    const leases = await inDataset(() => db.leases.list());
    const payers = await inDataset(() => db.payments.list());
    const answers = [
      JSON.stringify(await portfolio(OWNER)),
      JSON.stringify(await portfolio(INVESTOR)),
      JSON.stringify((await statement(OWNER, 'pr-ouru', '2025-03')).body),
      JSON.stringify((await statement(OWNER, 'pr-kilimani', '2025-02')).body),
      JSON.stringify((await statement(INVESTOR, 'pr-parklands', '2025-03')).body),
      JSON.stringify((await statement(RESIDENT, 'pr-milimani', '2025-03')).body),
    ].join('\n');
    expect(answers).not.toContain('@');
    for (const lease of leases) {
      expect(answers).not.toContain(lease.tenantPhone);
      expect(answers).not.toContain(lease.tenantPhone.slice(3)); // 712345678, as typed locally
      expect(answers).not.toContain(lease.tenantName);
    }
    // The money trail shows a payer's phone masked ('0712 ••• 678'), never whole.
    expect(answers).toContain(' ••• ');
    for (const payment of payers) {
      expect(answers).not.toContain(payment.phone);
      expect(answers).not.toContain(payment.phone.slice(3));
      expect(answers).not.toContain(payment.payerName);
    }
  });

  it.each([
    ['the owner, their property', OWNER, 'pr-ouru', '2025-03', 200],
    ['the owner, their other property, an earlier month', OWNER, 'pr-kilimani', '2025-01', 200],
    ["the owner, someone else's property", OWNER, 'pr-parklands', '2025-03', 403],
    ["the owner abroad, the resident owner's property", INVESTOR, 'pr-ouru', '2025-03', 403],
    ['the owner who files MRI, her house', RESIDENT, 'pr-milimani', '2025-03', 200],
    ["the owner who files MRI, another owner's property", RESIDENT, 'pr-ouru', '2025-03', 403],
    ['a tenant', TENANT, 'pr-ouru', '2025-03', 403],
    ['an admin, any property', ADMIN, 'pr-parklands', '2025-03', 200],
    ['a month with no activity', OWNER, 'pr-ouru', '2024-01', 404],
    ['an unknown property', OWNER, 'pr-nowhere', '2025-03', 404],
    ['no token', null, 'pr-ouru', '2025-03', 401],
  ])('%s: %s', async (_who, userId, propertyId, month, status) => {
    const answered = await statement(userId, propertyId, month);
    expect(answered.status).toBe(status);
    if (status === 403) expect(answered.body).toEqual(FORBIDDEN);
  });

  const figures = (s: OwnerStatement) => ({
    collected: s.rentCollectedKes,
    fee: s.managementFeeKes,
    tax: s.tax.amountKes,
    expenses: s.expensesKes,
    net: s.netPayoutKes,
  });

  it("the tax follows each owner's arrangement: MRI withheld by the firm as appointed agent, 30% withholding for the owner abroad, MRI due (not deducted) from the owner who files it", async () => {
    const resident = (await statement(OWNER, 'pr-ouru', '2025-03')).body;
    const abroad = (await statement(INVESTOR, 'pr-parklands', '2025-03')).body;
    const files = (await statement(RESIDENT, 'pr-milimani', '2025-03')).body;
    expect(resident.tax).toMatchObject({
      kind: 'mri',
      label: 'MRI withheld (7.5%)',
      deducted: true,
      dueBy: null,
    });
    expect(resident.taxArrangement).toEqual({
      kind: 'appointed-agent',
      name: 'Firm withholds MRI (appointed agent)',
      fromMonth: '2023-03',
      appointmentReference: 'KRA/MRI/AGT/00173',
      appointedOn: '2023-02-14',
      notApplicableReason: null,
    });
    expect(abroad.tax).toMatchObject({
      kind: 'non-resident-withholding',
      label: 'Withholding tax (30%)',
      deducted: true,
    });
    expect(abroad.taxArrangement.name).toBe('Non-resident: withholding tax (30%)');
    expect(abroad.ownerName).toBe('David Omwenga');
    expect(files.tax).toMatchObject({
      kind: 'mri-due',
      label: 'MRI due from you',
      ratePercent: 7.5,
      deducted: false,
      dueBy: '2025-04-20',
    });
    expect([files.taxArrangement.name, files.ownerName, files.town]).toEqual([
      'Owner files MRI',
      'Akinyi Odera',
      'Kisumu',
    ]);
    // The sample data of 18 March 2025, worked by hand (the rules: domain/owner-statement.test.ts).
    expect(figures(resident)).toEqual({
      collected: 101_990,
      fee: 10_199,
      tax: 7_649,
      expenses: 0,
      net: 84_142,
    });
    expect(figures(abroad)).toEqual({
      collected: 160_000,
      fee: 16_000,
      tax: 48_000,
      expenses: 0,
      net: 96_000,
    });
    // MRI due of KES 4,125 (7.5% of 55,000) is shown, not deducted: 55,000 − 5,500 = 49,500.
    expect(figures(files)).toEqual({
      collected: 55_000,
      fee: 5_500,
      tax: 4_125,
      expenses: 0,
      net: 49_500,
    });
    for (const s of [resident, abroad, files]) {
      expect(s.rentCollectedKes).toBe(s.units.reduce((sum, u) => sum + u.collectedKes, 0));
      expect(s.expenses).toEqual([]);
    }
  });

  it('a statement follows the arrangement in force in its month: a new one from this month changes this month, not the last', async () => {
    await inDataset(() =>
      db.taxArrangements.add({
        id: 'ta-owner-files-from-march',
        ownerUserId: OWNER,
        kind: 'owner-files',
        fromMonth: '2025-03',
        appointmentReference: null,
        appointedOn: null,
        notApplicableReason: null,
      }),
    );
    const march = (await statement(OWNER, 'pr-ouru', '2025-03')).body;
    const february = (await statement(OWNER, 'pr-ouru', '2025-02')).body;
    expect([march.taxArrangement.kind, march.tax.kind, march.tax.deducted]).toEqual([
      'owner-files',
      'mri-due',
      false,
    ]);
    expect(march.netPayoutKes).toBe(101_990 - 10_199);
    expect([february.taxArrangement.kind, february.tax.kind, february.tax.deducted]).toEqual([
      'appointed-agent',
      'mri',
      true,
    ]);
  });

  it("each unit's rent carried agrees with its tenant's statement of account", async () => {
    const owners = (await statement(OWNER, 'pr-ouru', '2025-03')).body;
    const leases = await inDataset(() => db.leases.list());
    for (const line of owners.units) {
      const lease = leases.find((l) => l.unitId === line.unitId && l.endDate >= TODAY);
      if (!lease) {
        expect([line.tenant, line.collectedKes, line.carriedKes]).toEqual([null, 0, 0]);
        continue;
      }
      const tenantAccount = await account(ADMIN, lease.id);
      const nonRentOwed = outstandingCharges([...tenantAccount.entries].reverse())
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
    // The money trail: the payment, the phone masked, and only what it paid beyond the water as rent.
    expect(a4?.payments.at(-1)).toEqual({
      date: TODAY,
      receipt: expect.stringMatching(/^[A-Z0-9]{10}$/),
      phone: '0712 ••• 678',
      amountKes: dueBefore + 18_000,
      rentKes: 18_000,
      allocation: 'prompt',
    });
    for (const unit of (await statement(OWNER, 'pr-ouru', '2025-03')).body.units)
      expect(
        unit.payments.reduce((sum, p) => sum + p.rentKes, 0),
        unit.unit,
      ).toBe(unit.collectedKes);
  });
});

describe("staff's Payments list and allocation (product rules, 'Staff payments')", () => {
  const payments = async () => (await call<Payment[]>('/api/admin/payments', ADMIN)).body;
  const balance = async (leaseId = TENANT_LEASE_ID) => (await account(ADMIN, leaseId)).balanceKes;
  const paybill = (body: unknown) =>
    callApi<Payment & { error?: string }>('/api/demo/paybill-payments', { method: 'POST', body });
  const allocate = (paymentId: string, leaseId: string, userId = ADMIN) =>
    call<Payment & { error?: string }>(`/api/admin/payments/${paymentId}/allocation`, userId, {
      method: 'POST',
      body: { leaseId },
    });
  const versions = async () => (await call<DataVersions>('/api/admin/versions', ADMIN)).body;

  it('every payment, newest first, M-Pesa prompts and Paybill, Matched with its tenant and unit or Unmatched', async () => {
    const list = await payments();
    expect(list.length).toBeGreaterThanOrEqual(10);
    const stamps = list.map((p) => `${p.date} ${p.time}`);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(new Set(list.map((p) => p.channel))).toEqual(new Set(['mpesa-prompt', 'paybill']));
    for (const payment of list.filter((p) => p.status === 'matched'))
      expect(payment.tenantName && payment.unit && payment.leaseId && payment.propertyName).toBeTruthy();
    expect(list.filter((p) => p.status === 'unmatched')).toEqual([
      expect.objectContaining({
        accountNumber: 'B9',
        leaseId: null,
        tenantName: null,
        unit: null,
        propertyName: null,
      }),
      expect.objectContaining({ accountNumber: 'KSIA5', payerName: 'Faith Kwamboka', amountKes: 19_950 }),
    ]);
  });

  it('the leases to allocate to: by property, then unit; the tenant under notice says so', async () => {
    const { body } = await call<LeaseSummary[]>('/api/admin/leases', MANAGER);
    expect(body.map((l) => `${l.propertyName} ${l.unit}`)).toEqual([
      'Kilimani Court 1A',
      'Kilimani Court 2B',
      'Milimani House House',
      'Ouru Heights A1',
      'Ouru Heights A2',
      'Ouru Heights A4',
      'Ouru Heights A5',
      'Ouru Heights A6',
      'Ouru Heights B1',
      'Ouru Heights B3',
      'Ouru Heights B5',
      'Parklands Heights 101',
      'Parklands Heights 201',
      'Parklands Heights 202',
      'Parklands Heights 302',
    ]);
    expect(body.find((l) => l.unit === 'A5')).toMatchObject({
      status: 'under-notice',
      payReference: 'KSI-A5',
    });
  });

  it("a Paybill payment is Matched when its account number is a lease's pay reference (any case, spaces around), and on that statement at once", async () => {
    const before = await balance();
    const { status, body } = await paybill({ accountNumber: ' ksi-a4 ', amountKes: 2_000 });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'matched',
      leaseId: TENANT_LEASE_ID,
      tenantName: 'Brian Nyakundi',
      unit: 'A4',
      channel: 'paybill',
      accountNumber: 'ksi-a4',
      phone: '254712345678',
      date: TODAY,
      time: '10:00',
    });
    expect(body.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(await balance()).toBe(before - 2_000);
    expect((await payments())[0]!.id).toBe(body.id);
  });

  it("the owner's statement traces a Paybill payment: 'paybill' when its account number matched, 'staff' when staff allocated it", async () => {
    const due = (await account(TENANT)).amountDueKes;
    const { body: matched } = await paybill({ accountNumber: 'ksi-a4', amountKes: due + 2_000, phone: '254711222333' });
    later(60_000);
    const { body: unmatched } = await paybill({ accountNumber: 'KSI A4', amountKes: 3_000, phone: '254700111222' });
    await allocate(unmatched.id, TENANT_LEASE_ID);
    const { body } = await call<OwnerStatement>('/api/portal/properties/pr-ouru/statements/2025-03', OWNER);
    const trail = body.units.find((u) => u.unit === 'A4')!.payments;
    // What was due is not rent (last month's water): the rest of the first, and all the second, is.
    expect(trail.slice(-2)).toEqual([
      { date: TODAY, receipt: matched.receipt, phone: '0711 ••• 333', amountKes: due + 2_000, rentKes: 2_000, allocation: 'paybill' },
      { date: TODAY, receipt: unmatched.receipt, phone: '0700 ••• 222', amountKes: 3_000, rentKes: 3_000, allocation: 'staff' },
    ]);
  }); // prettier-ignore

  it('a Paybill payment is Unmatched otherwise: on no statement until staff allocate it, once', async () => {
    const before = await balance();
    const { body: unmatched } = await paybill({
      accountNumber: 'KSI A4',
      amountKes: 3_000,
      phone: '254700111222',
    });
    expect(unmatched).toMatchObject({ status: 'unmatched', leaseId: null, payerName: 'M-Pesa customer' });
    expect(await balance()).toBe(before);

    const allocated = await allocate(unmatched.id, TENANT_LEASE_ID, MANAGER);
    expect(allocated.status).toBe(200);
    expect(allocated.body).toMatchObject({
      id: unmatched.id,
      status: 'matched',
      unit: 'A4',
      leaseId: TENANT_LEASE_ID,
    });
    expect(await balance()).toBe(before - 3_000);
    const statement = await account(TENANT);
    expect(statement.entries.find((e) => e.paymentId === unmatched.id)).toMatchObject({
      kind: 'payment',
      receipt: unmatched.receipt,
      channel: 'paybill',
    });

    const otherBefore = await balance(OTHER_LEASE);
    expect(await allocate(unmatched.id, OTHER_LEASE)).toMatchObject({
      status: 409,
      body: { error: 'This payment is already allocated to a lease.' },
    });
    expect(await balance()).toBe(before - 3_000);
    expect(await balance(OTHER_LEASE)).toBe(otherBefore);
  });

  it.each<[string, () => Promise<string>, string, number]>([
    ['an unknown payment', async () => 'pm-nowhere', TENANT_LEASE_ID, 404],
    ['to an unknown lease', async () => 'pm-unmatched-ksia5', 'ls-nowhere', 404],
    [
      'a Matched payment',
      async () => (await inDataset(() => db.payments.list())).find((p) => p.leaseId === TENANT_LEASE_ID)!.id,
      OTHER_LEASE,
      409,
    ],
  ])('allocating %s: %s', async (_case, paymentId, leaseId, status) => {
    expect((await allocate(await paymentId(), leaseId)).status).toBe(status);
  });

  it('allocation needs a lease id (400)', async () => {
    const empty = await call<{ error: string }>('/api/admin/payments/pm-unmatched-b9/allocation', ADMIN, {
      method: 'POST',
      body: {},
    });
    expect(empty.status).toBe(400);
    expect((await payments()).find((p) => p.id === 'pm-unmatched-b9')?.status).toBe('unmatched');
  });

  it.each([
    ['an empty account number', { accountNumber: ' ', amountKes: 100 }],
    ['a 21-character account number', { accountNumber: 'A'.repeat(21), amountKes: 100 }],
    ['an amount of 0', { accountNumber: 'KSI-A4', amountKes: 0 }],
    ['a phone not Kenyan', { accountNumber: 'KSI-A4', amountKes: 10, phone: '447700900123' }],
  ])('a demo Paybill payment with %s: 400', async (_case, body) => {
    expect((await paybill(body)).status).toBe(400);
  });

  const undo = (paymentId: string, reason: unknown, userId: string | null = ADMIN) =>
    call<Payment & { error?: string }>(`/api/admin/payments/${paymentId}/allocation/undo`, userId, {
      method: 'POST',
      body: { reason },
    });
  /** A Paybill payment with a typo, allocated by the admin to A4. */
  const allocatedByStaff = async () => {
    const { body } = await paybill({ accountNumber: 'KSI A4', amountKes: 3_000 });
    return (await allocate(body.id, TENANT_LEASE_ID)).body;
  };

  it("staff's allocation says who made it, and is undone the same day with a reason kept on the payment", async () => {
    const before = await balance();
    const allocated = await allocatedByStaff();
    expect(allocated).toMatchObject({
      allocatedBy: { by: 'Amani Otieno', at: NOW.toISOString() },
      undoable: true,
      undoneAllocations: [],
    });
    expect(await balance()).toBe(before - 3_000);

    later(30 * 60_000);
    const answered = await undo(allocated.id, '  Typed KSI A4; the payer rents B3.  ', MANAGER);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({
      status: 'unmatched',
      leaseId: null,
      statement: null,
      allocatedBy: null,
      undoable: false,
      undoneAllocations: [
        {
          tenantName: 'Brian Nyakundi',
          propertyName: 'Ouru Heights',
          unit: 'A4',
          allocatedBy: 'Amani Otieno',
          allocatedAt: NOW.toISOString(),
          undoneBy: 'Mercy Kerubo',
          undoneAt: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
          reason: 'Typed KSI A4; the payer rents B3.',
        },
      ],
    });
    // Off the tenant's statement and the owner's, and in the list as the answer says.
    expect(await balance()).toBe(before);
    expect((await account(TENANT)).entries.some((e) => e.paymentId === allocated.id)).toBe(false);
    const { body: owners } = await call<OwnerStatement>(
      '/api/portal/properties/pr-ouru/statements/2025-03',
      OWNER,
    );
    expect(owners.units.flatMap((u) => u.payments).some((p) => p.receipt === allocated.receipt)).toBe(false);
    expect((await payments()).find((p) => p.id === allocated.id)).toEqual(answered.body);

    // Allocated again to the right lease: the record stays.
    const again = await allocate(allocated.id, OTHER_LEASE);
    expect(again.body).toMatchObject({ unit: 'B3', undoable: true, undoneAllocations: [{ unit: 'A4' }] });
  });

  it('two staff undo one allocation at once: one 200, one 409, and one record', async () => {
    const allocated = await allocatedByStaff();
    const answers = await Promise.all([
      undo(allocated.id, 'Wrong unit'),
      undo(allocated.id, 'Wrong lease', MANAGER),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body).toEqual({
      error: 'This payment is not allocated to a lease.',
    });
    expect((await payments()).find((p) => p.id === allocated.id)?.undoneAllocations).toHaveLength(1);
  });

  it.each<[string, () => Promise<string>, unknown, string | null, number, string | undefined]>([
    ['a blank reason', async () => (await allocatedByStaff()).id, '   ', ADMIN, 400, 'Give a reason for undoing the allocation, up to 500 characters.'],
    ['a reason of 501 characters', async () => (await allocatedByStaff()).id, 'x'.repeat(501), ADMIN, 400, 'Give a reason for undoing the allocation, up to 500 characters.'],
    ['no reason at all', async () => (await allocatedByStaff()).id, undefined, ADMIN, 400, 'Give a reason for undoing the allocation, up to 500 characters.'],
    ['an unknown payment', async () => 'pm-nowhere', 'Wrong', ADMIN, 404, 'No such payment.'],
    ['an Unmatched payment', async () => 'pm-unmatched-b9', 'Wrong', ADMIN, 409, 'This payment is not allocated to a lease.'],
    ['a payment matched by its account number', async () => (await paybill({ accountNumber: 'KSI-A4', amountKes: 100 })).body.id, 'Wrong', ADMIN, 409, "Only staff's own allocations can be undone; this payment was matched when it was paid."],
    ['an allocation of yesterday', async () => { const { id } = await allocatedByStaff(); later(15 * 3_600_000); sessions.clear(); return id; }, 'Wrong', ADMIN, 409, 'An allocation can be undone only on the day it was made.'],
    ['a tenant', async () => (await allocatedByStaff()).id, 'Wrong', TENANT, 403, undefined],
    ['nobody signed in', async () => (await allocatedByStaff()).id, 'Wrong', null, 401, undefined],
  ])('undoing with %s: refused, nothing changes', async (_case, paymentId, reason, userId, status, text) => {
    const id = await paymentId();
    const before = await inDataset(() => db.payments.find(id));
    const answered = await undo(id, reason, userId);
    expect(answered.status).toBe(status);
    if (text) expect(answered.body).toEqual({ error: text });
    expect(await inDataset(() => db.payments.find(id))).toEqual(before);
  }); // prettier-ignore

  it('an open Payments screen notices: the payments version moves with a payment and an allocation', async () => {
    const first = (await versions()).payments;
    const { body } = await paybill({ accountNumber: 'WRONG', amountKes: 100 });
    const second = (await versions()).payments;
    expect(second).toBeGreaterThan(first);
    await allocate(body.id, TENANT_LEASE_ID);
    expect((await versions()).payments).toBeGreaterThan(second);
  });

  it("an open portal screen notices too: a tenant reads staff's payments and maintenance numbers", async () => {
    const portal = async () => (await call<PortalVersions>('/api/portal/versions', TENANT)).body;
    const { payments, maintenance } = await versions();
    expect(await portal()).toEqual({ payments, maintenance });
    await paybill({ accountNumber: TENANT_PAY_REFERENCE, amountKes: 100 });
    expect(await portal()).toEqual({ payments: payments + 1, maintenance });
    expect((await callApi('/api/portal/versions')).status).toBe(401);
  });
});

describe('the Demo controls sign in as a persona', () => {
  it.each([
    ['tenant', 'user@example.com'],
    ['owner', 'owner@example.com'],
    ['owner-abroad', 'investor@example.com'],
    ['resident-owner', 'resident@example.com'],
    ['manager', 'manager@example.com'],
  ])('%s: %s', async (persona, email) => {
    const { status, body } = await callApi<LoginResponse>('/api/demo/sign-in', {
      method: 'POST',
      body: { persona },
    });
    expect(status).toBe(200);
    expect(body.user.email).toBe(email);
    expect((await callApi('/api/auth/me', { token: body.token })).body).toEqual({ user: body.user });
  });

  it('by role as before (user: the tenant), and nothing else', async () => {
    const byRole = await callApi<LoginResponse>('/api/demo/sign-in', {
      method: 'POST',
      body: { role: 'user' },
    });
    expect(byRole.body.user.email).toBe('user@example.com');
    expect(
      (await callApi('/api/demo/sign-in', { method: 'POST', body: { persona: 'landlord' } })).status,
    ).toBe(400);
    expect(
      (await callApi('/api/demo/sign-in', { method: 'POST', body: { role: 'user', persona: 'owner' } }))
        .status,
    ).toBe(400);
  });
});
