import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { MONEY_CHANGE_TIMEOUT_MS } from '../../store/api';
import { resetDemoData } from '../../console/reset-demo-data';
import { PAY_UNCONFIRMED_TEXT, startFailureText } from './pay-flow';
import { DEMO_MPESA_PIN } from '../../../server/domain/data/mpesa';
import { TENANT_LEASE_ID, TENANT_PAY_REFERENCE } from '../../../server/domain/data/portal';
import { ADMIN_SESSION, CUSTOMER_SESSION } from '../../../tests/fixtures';
import { makeStore } from '../../app/store';
import { phoneApi } from '../demo/phone-api';
import { paymentsApi } from '../staff-payments/payments-api';
import { maintenanceApi } from '../maintenance/maintenance-api';
import { paymentJustSucceeded, portalApi } from './portal-api';
import { startPortalLive } from './portal-live';

/*
 * The portal's endpoints against the mock API, as a screen uses them (product rules,
 * 'Payments' and 'Live reload'): a statement on screen reloads once M-Pesa confirms a
 * payment, after one's own change, and when the versions say another tab changed it; a
 * failed payment reloads nothing.
 */
const NOW = new Date(2025, 2, 18, 10, 0);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

type Store = ReturnType<typeof makeStore>;
/** The store's state once the api has joined it (it joins when its module loads: store/api.ts). */
const apiState = (store: Store) =>
  store.getState() as Parameters<ReturnType<typeof portalApi.endpoints.getLeaseAccount.select>>[0];
const balanceOf = (store: Store) =>
  portalApi.endpoints.getLeaseAccount.select(TENANT_LEASE_ID)(apiState(store)).data?.balanceKes;
/** The last request of the statement (each read has its own id; the clock is frozen). */
const statementRequested = (store: Store) =>
  apiState(store).api.queries[`getLeaseAccount("${TENANT_LEASE_ID}")`]?.requestId;

/** A store with the tenant's statement on screen (subscribed, as a mounted screen holds it). */
async function tenantStore() {
  const store = makeStore({ session: CUSTOMER_SESSION });
  const screen = store.dispatch(portalApi.endpoints.getLeaseAccount.initiate(TENANT_LEASE_ID));
  await screen;
  const balance = () =>
    portalApi.endpoints.getLeaseAccount.select(TENANT_LEASE_ID)(apiState(store)).data?.balanceKes;
  return { store, screen, balance };
}

async function payAndAnswer(store: Store, reply: { answer: 'pin'; pin: string } | { answer: 'cancel' }) {
  const ack = await store
    .dispatch(
      portalApi.endpoints.startMpesaPayment.initiate({
        leaseId: TENANT_LEASE_ID,
        mpesaPaymentRequest: { phone: '254712345678', amountKes: 350 },
      }),
    )
    .unwrap();
  await store.dispatch(
    phoneApi.endpoints.answerDemoMpesaPrompt.initiate({
      checkoutRequestId: ack.checkoutRequestId,
      demoMpesaPromptAnswer: reply,
    }),
  );
  return ack.checkoutRequestId;
}

describe('a statement on screen follows the payments', () => {
  it('M-Pesa confirms a payment: the status poll that says so reloads the statement, once', async () => {
    const { store, screen, balance } = await tenantStore();
    const before = balance()!;
    // The Phone panel lives in another store (another tab): this one learns only by polling.
    const checkout = await payAndAnswer(makeStore({ session: CUSTOMER_SESSION }), {
      answer: 'pin',
      pin: DEMO_MPESA_PIN,
    });
    const status = await store.dispatch(
      portalApi.endpoints.getMpesaPaymentStatus.initiate(checkout, { subscribe: false }),
    );
    expect(status.data?.status).toBe('succeeded');
    await vi.waitFor(() => expect(balance()).toBe(before - 350));
    screen.unsubscribe();
  });

  it('a cancelled payment reloads nothing', async () => {
    const { store, screen, balance } = await tenantStore();
    const before = balance();
    const checkout = await payAndAnswer(makeStore({ session: CUSTOMER_SESSION }), { answer: 'cancel' });
    const started = statementRequested(store);
    const status = await store.dispatch(
      portalApi.endpoints.getMpesaPaymentStatus.initiate(checkout, { subscribe: false }),
    );
    expect(status.data).toMatchObject({ status: 'failed', resultCode: 1032 });
    expect(statementRequested(store)).toBe(started);
    expect(balance()).toBe(before);
    screen.unsubscribe();
  });

  it("one's own change (staff's allocation) reads the statement again at once, and the next poll of the versions reads nothing more", async () => {
    const store = makeStore({ session: ADMIN_SESSION });
    startPortalLive(store.dispatch); // as an open portal screen does (portal-live.tsx)
    const versions = store.dispatch(portalApi.endpoints.getPortalVersions.initiate());
    await versions;
    const statement = store.dispatch(portalApi.endpoints.getLeaseAccount.initiate(TENANT_LEASE_ID));
    const before = (await statement).data!.balanceKes;
    const balance = () =>
      portalApi.endpoints.getLeaseAccount.select(TENANT_LEASE_ID)(apiState(store)).data?.balanceKes;
    await store.dispatch(
      paymentsApi.endpoints.allocatePayment.initiate({
        id: 'pm-unmatched-b9',
        paymentAllocation: { leaseId: TENANT_LEASE_ID },
      }),
    );
    await vi.waitFor(() => expect(balance()).toBe(before - 12_000));
    const read = statementRequested(store);
    await store.dispatch(portalApi.endpoints.getPortalVersions.initiate(undefined, { forceRefetch: true }));
    expect(statementRequested(store)).toBe(read);
    statement.unsubscribe();
    versions.unsubscribe();
  });

  it('a change made elsewhere is read at the next poll of the versions, and only the data set it moved', async () => {
    const { store, screen, balance } = await tenantStore();
    const versions = store.dispatch(portalApi.endpoints.getPortalVersions.initiate());
    await versions;
    const repairs = store.dispatch(maintenanceApi.endpoints.listMyMaintenanceRequests.initiate());
    await repairs;
    const repairsRead = () => apiState(store).api.queries['listMyMaintenanceRequests(undefined)']?.requestId;
    const [statementBefore, repairsBefore] = [statementRequested(store), repairsRead()];
    // A Paybill payment from another tab: this store hears nothing of it but the versions.
    const before = balance()!;
    await makeStore({ session: CUSTOMER_SESSION }).dispatch(
      phoneApi.endpoints.sendDemoPaybillPayment.initiate({
        accountNumber: TENANT_PAY_REFERENCE,
        amountKes: 500,
        phone: '254712345678',
      }),
    );
    expect(balance()).toBe(before);
    await store.dispatch(portalApi.endpoints.getPortalVersions.initiate(undefined, { forceRefetch: true }));
    await vi.waitFor(() => expect(balance()).toBe(before - 500));
    expect(statementRequested(store)).not.toBe(statementBefore);
    expect(repairsRead()).toBe(repairsBefore);
    screen.unsubscribe();
    repairs.unsubscribe();
    versions.unsubscribe();
  });
});

describe("'Reset demo data' reaches an open portal screen", () => {
  it('the tab that reset reads the statement again at once: the reset moved every version', async () => {
    const store = makeStore({ session: ADMIN_SESSION });
    const versions = store.dispatch(portalApi.endpoints.getPortalVersions.initiate());
    await versions;
    const statement = store.dispatch(portalApi.endpoints.getLeaseAccount.initiate(TENANT_LEASE_ID));
    const before = (await statement).data!.balanceKes;
    // A Paybill payment first, so the reset has something to undo.
    await store.dispatch(
      phoneApi.endpoints.sendDemoPaybillPayment.initiate({
        accountNumber: TENANT_PAY_REFERENCE,
        amountKes: 700,
      }),
    );
    await store.dispatch(portalApi.endpoints.getPortalVersions.initiate(undefined, { forceRefetch: true }));
    await vi.waitFor(() => expect(balanceOf(store)).toBe(before - 700));
    expect(await store.dispatch(resetDemoData())).toBeNull();
    await vi.waitFor(() => expect(balanceOf(store)).toBe(before));
    statement.unsubscribe();
    versions.unsubscribe();
  });
});

describe('paymentJustSucceeded', () => {
  const status = (s: 'pending' | 'succeeded' | 'failed') => ({
    checkoutRequestId: 'c',
    leaseId: 'l',
    phone: '254712345678',
    amountKes: 1,
    status: s,
    requestedAt: '',
    expiresAt: '',
  });
  it.each([
    [undefined, 'succeeded', true],
    ['pending', 'succeeded', true],
    ['succeeded', 'succeeded', false],
    ['pending', 'pending', false],
    ['pending', 'failed', false],
  ] as const)('from %s to %s: %s', (before, now, expected) => {
    expect(paymentJustSucceeded(before, status(now))).toBe(expected);
  });
});

describe('starting a payment never hangs (product rules, Payments)', () => {
  it('no answer: it gives up after 30 s with a time-out, which the dialog words as unconfirmed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.post('*/api/portal/leases/:leaseId/mpesa-payments', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const store = makeStore({ session: CUSTOMER_SESSION });
    const started = store.dispatch(
      portalApi.endpoints.startMpesaPayment.initiate({
        leaseId: TENANT_LEASE_ID,
        mpesaPaymentRequest: { phone: '254712345678', amountKes: 100 },
        'Idempotency-Key': '00000000-0000-4000-8000-000000000000',
      }),
    );
    await vi.advanceTimersByTimeAsync(MONEY_CHANGE_TIMEOUT_MS.startMpesaPayment! - 100);
    let settled = false;
    void started.finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    const result = await started;
    expect('error' in result && result.error).toMatchObject({ status: 'TIMEOUT_ERROR' });
    expect(startFailureText('error' in result ? result.error : null)).toBe(PAY_UNCONFIRMED_TEXT);
  });
});
