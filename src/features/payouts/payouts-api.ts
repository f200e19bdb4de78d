import { loadCollection, useCollectionLoad, type LoadState } from '../../console/data-loading';
import { generatedPayoutsApi, type Payouts } from './payouts-api.gen';
import { loaded, loadFailed, loadStarted, selectPayoutCollection } from './payouts-slice';
import { PAYOUTS_DATA, payoutStatementId, type PayoutStatement } from './payout-shape';

/**
 * The payouts' endpoints, generated from the contract (payouts-api.gen.ts). The list is only
 * carried: the answer goes to the slice, and RTK Query keeps no copy. Its data set in GET
 * /api/admin/versions is `payouts`: an open Payouts screen reloads when it moves (a payment,
 * an expense or a payout elsewhere).
 */
export const payoutsApi = generatedPayoutsApi.enhanceEndpoints({
  endpoints: { listPayouts: { keepUnusedDataFor: 0 } },
});

export type { Payout, PayoutDue, PayoutMethod } from './payouts-api.gen';

/** The answer's two lists as the slice's one: a statement per item, due or paid out. */
export const payoutStatementsOf = ({ due, paid }: Payouts): PayoutStatement[] => [
  ...due.map((d) => ({
    id: payoutStatementId(d),
    propertyId: d.propertyId,
    propertyName: d.propertyName,
    ownerName: d.ownerName,
    month: d.month,
    amountKes: d.netPayoutKes,
    method: d.method,
    payout: null,
  })),
  ...paid.map((p) => ({
    id: payoutStatementId(p),
    propertyId: p.propertyId,
    propertyName: p.propertyName,
    ownerName: p.ownerName,
    month: p.month,
    amountKes: p.amountKes,
    method: p.method,
    payout: p,
  })),
];

/** GET /api/admin/payouts into the slice (each visit, Retry, and when the `payouts` version moves). */
export const loadPayouts = () =>
  loadCollection({
    select: selectPayoutCollection,
    live: PAYOUTS_DATA.live,
    loadStarted,
    loaded,
    loadFailed,
    request: async (dispatch) => {
      const result = await dispatch(
        payoutsApi.endpoints.listPayouts.initiate(undefined, { subscribe: false, forceRefetch: true }),
      );
      return result.data ? { data: payoutStatementsOf(result.data) } : { error: result.error };
    },
  });

export const useEnsurePayoutsLoaded = (): LoadState =>
  useCollectionLoad(selectPayoutCollection, loadPayouts, PAYOUTS_DATA.live);
