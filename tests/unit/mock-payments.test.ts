import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TENANT_LEASE_ID } from '../../server/domain/data/portal';
import type {
  DataVersions,
  LeaseAccount,
  LeaseSummary,
  LoginResponse,
  Payment,
} from '../../src/types/api.gen';
import { ADMIN_SESSION, demoToken, MANAGER_SESSION } from '../fixtures';
import { callMockApi } from './mock-api-call';

/*
 * Staff's payments and the demo's Paybill (product rules, 'Payments'):
 * every payment, Matched or Unmatched; a Paybill payment is Matched when its account number
 * is a lease's pay reference; staff allocate an Unmatched one to a lease, once, and it shows
 * on that tenant's statement. (Who may call each: tests/unit/mock-roles.test.ts.)
 */

const STAFF = ADMIN_SESSION.token;
const TENANT = demoToken('u-user', 'payments');

const call = callMockApi;

const payments = async () => (await call<Payment[]>('/api/admin/payments', { token: STAFF })).body;
const balance = async (leaseId = TENANT_LEASE_ID) =>
  (await call<LeaseAccount>(`/api/portal/leases/${leaseId}/account`, { token: STAFF })).body.balanceKes;
const paybill = (body: unknown) =>
  call<Payment & { error?: string }>('/api/demo/paybill-payments', { method: 'POST', body });
const allocate = (paymentId: string, leaseId: string, token = STAFF) =>
  call<Payment & { error?: string }>(`/api/admin/payments/${paymentId}/allocation`, {
    token,
    method: 'POST',
    body: { leaseId },
  });
const versions = async () => (await call<DataVersions>('/api/admin/versions', { token: STAFF })).body;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2025, 2, 18, 10, 0));
});
afterEach(() => vi.useRealTimers());

describe('the staff Payments list', () => {
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
    const { body } = await call<LeaseSummary[]>('/api/admin/leases', { token: MANAGER_SESSION.token });
    expect(body.map((l) => `${l.propertyName} ${l.unit}`)).toEqual([
      'Kilimani Court 1A',
      'Kilimani Court 2B',
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
});

describe("the demo's Paybill payment", () => {
  it("is Matched when its account number is a lease's pay reference (any case, spaces around), and on that statement at once", async () => {
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
      date: '2025-03-18',
      time: '10:00',
    });
    expect(body.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(await balance()).toBe(before - 2_000);
    expect((await payments())[0]!.id).toBe(body.id);
  });

  it('is Unmatched otherwise: on no statement until staff allocate it, once', async () => {
    const before = await balance();
    const { body: unmatched } = await paybill({
      accountNumber: 'KSI A4',
      amountKes: 3_000,
      phone: '254700111222',
    });
    expect(unmatched).toMatchObject({ status: 'unmatched', leaseId: null, payerName: 'M-Pesa customer' });
    expect(await balance()).toBe(before);

    const allocated = await allocate(unmatched.id, TENANT_LEASE_ID, MANAGER_SESSION.token);
    expect(allocated.status).toBe(200);
    expect(allocated.body).toMatchObject({
      id: unmatched.id,
      status: 'matched',
      unit: 'A4',
      leaseId: TENANT_LEASE_ID,
    });
    expect(await balance()).toBe(before - 3_000);
    const statement = (
      await call<LeaseAccount>(`/api/portal/leases/${TENANT_LEASE_ID}/account`, { token: TENANT })
    ).body;
    expect(statement.entries.find((e) => e.paymentId === unmatched.id)).toMatchObject({
      kind: 'payment',
      receipt: unmatched.receipt,
      channel: 'paybill',
    });

    const otherBefore = await balance('ls-ouru-b3');
    const twice = await allocate(unmatched.id, 'ls-ouru-b3');
    expect(twice).toEqual({ status: 409, body: { error: 'This payment is already allocated to a lease.' } });
    expect(await balance()).toBe(before - 3_000);
    expect(await balance('ls-ouru-b3')).toBe(otherBefore);
  });

  it.each<[string, string, string, number]>([
    ['an unknown payment', 'pm-nowhere', TENANT_LEASE_ID, 404],
    ['an unknown lease', 'pm-unmatched-ksia5', 'ls-nowhere', 404],
    ['a Matched payment', 'pm-ouru-a4-2025-03-03-0803', 'ls-ouru-b3', 409],
  ])('allocating %s: %s', async (_case, paymentId, leaseId, status) => {
    expect((await allocate(paymentId, leaseId)).status).toBe(status);
  });

  it('allocation needs a lease id (400), and a user may not allocate (403)', async () => {
    const empty = await call<{ error: string }>('/api/admin/payments/pm-unmatched-b9/allocation', {
      token: STAFF,
      method: 'POST',
      body: {},
    });
    expect(empty.status).toBe(400);
    expect((await allocate('pm-unmatched-b9', TENANT_LEASE_ID, TENANT)).status).toBe(403);
  });

  it.each([
    ['an empty account number', { accountNumber: ' ', amountKes: 100 }],
    ['a 21-character account number', { accountNumber: 'A'.repeat(21), amountKes: 100 }],
    ['an amount of 0', { accountNumber: 'KSI-A4', amountKes: 0 }],
    ['a phone not Kenyan', { accountNumber: 'KSI-A4', amountKes: 10, phone: '447700900123' }],
  ])('refuses %s (400)', async (_case, body) => {
    expect((await paybill(body)).status).toBe(400);
  });

  it('an open Payments screen notices: the payments version moves with a payment and an allocation', async () => {
    const first = (await versions()).payments;
    const { body } = await paybill({ accountNumber: 'WRONG', amountKes: 100 });
    const second = (await versions()).payments;
    expect(second).toBeGreaterThan(first);
    await allocate(body.id, TENANT_LEASE_ID);
    expect((await versions()).payments).toBeGreaterThan(second);
  });
});

describe('the Demo controls sign in as a persona', () => {
  it.each([
    ['tenant', 'user@example.com'],
    ['owner', 'owner@example.com'],
    ['owner-abroad', 'investor@example.com'],
    ['manager', 'manager@example.com'],
  ])('%s: %s', async (persona, email) => {
    const { status, body } = await call<LoginResponse>('/api/demo/sign-in', {
      method: 'POST',
      body: { persona },
    });
    expect(status).toBe(200);
    expect(body.user.email).toBe(email);
  });

  it('by role as before (user: the tenant), and nothing else', async () => {
    const byRole = await call<LoginResponse>('/api/demo/sign-in', { method: 'POST', body: { role: 'user' } });
    expect(byRole.body.user.email).toBe('user@example.com');
    expect((await call('/api/demo/sign-in', { method: 'POST', body: { persona: 'landlord' } })).status).toBe(
      400,
    );
    expect(
      (await call('/api/demo/sign-in', { method: 'POST', body: { role: 'user', persona: 'owner' } })).status,
    ).toBe(400);
  });
});
