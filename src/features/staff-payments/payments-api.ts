import { loadCollection, useCollectionLoad, type LoadState } from '../../console/data-loading';
import { generatedPaymentsApi } from './payments-api.gen';
import { loaded, loadFailed, loadStarted, selectPaymentCollection } from './payments-slice';
import { PAYMENTS_DATA } from './payment-shape';

/**
 * Staff's payments, generated from the contract (payments-api.gen.ts): every payment
 * received, Matched or Unmatched; the leases to allocate one to; the allocation (product
 * rules, 'Payments').
 *
 * The list is only carried: the answer goes to the payments slice (payments-slice.ts), and
 * RTK Query keeps no copy (product rules, 'Collections'). An allocation moves the `payments`
 * version, so an open statement of the lease it went to reads it (features/portal/portal-live.tsx). The
 * list's data set in GET /api/admin/versions is `payments` (console/live-api.ts): an open
 * Payments screen reloads when it moves.
 */
export const paymentsApi = generatedPaymentsApi.enhanceEndpoints({
  endpoints: {
    listPayments: { keepUnusedDataFor: 0 },
  },
});

export const { useListPaymentsQuery, useListLeasesQuery, useAllocatePaymentMutation } = paymentsApi;

export type { LeaseSummary, Payment, PaymentAllocation, PaymentChannel } from './payments-api.gen';

/** GET /api/admin/payments into the slice (each visit, Retry, and when the `payments` version moves). */
export const loadPayments = () =>
  loadCollection({
    select: selectPaymentCollection,
    live: PAYMENTS_DATA.live,
    loadStarted,
    loaded,
    loadFailed,
    request: (dispatch) =>
      dispatch(
        paymentsApi.endpoints.listPayments.initiate(undefined, { subscribe: false, forceRefetch: true }),
      ),
  });

export const useEnsurePaymentsLoaded = (): LoadState =>
  useCollectionLoad(selectPaymentCollection, loadPayments, PAYMENTS_DATA.live);
