import { generatedPortalApi, type MpesaPaymentStatus } from './portal-api.gen';

/**
 * The customer portal's endpoints, generated from the contract (portal-api.gen.ts): the
 * portal's home (GET /api/portal/me), a lease's statement of account, 'Pay with M-Pesa' (an
 * STK push, then its status polled), and a payment's receipt (product rules, 'Payments').
 *
 * Tags: the home provides 'PortalProfile', a statement 'LeaseAccount' by lease id, the owner
 * view and its monthly statements 'OwnerFigures'. A payment
 * changes a statement only once M-Pesa confirms it, so starting one invalidates nothing; the
 * status poll that first reads 'succeeded' invalidates that lease's statement and staff's
 * 'Payments' (a failed payment changes no balance, so it invalidates nothing).
 */
export const portalApi = generatedPortalApi.enhanceEndpoints({
  addTagTypes: ['PortalProfile', 'LeaseAccount', 'Payments', 'OwnerFigures'],
  endpoints: {
    getPortalProfile: { providesTags: ['PortalProfile'] },
    // The owner view and its statements change with every payment on the owner's properties.
    getOwnerPortfolio: { providesTags: ['OwnerFigures'] },
    getOwnerStatement: { providesTags: ['OwnerFigures'] },
    getLeaseAccount: { providesTags: (_result, _error, leaseId) => [{ type: 'LeaseAccount', id: leaseId }] },
    getMpesaPaymentStatus: {
      // Each poll asks the server: nothing of an earlier answer is kept once the screen moves on.
      keepUnusedDataFor: 0,
      async onQueryStarted(_checkoutRequestId, { dispatch, queryFulfilled, getCacheEntry }) {
        const before = getCacheEntry().data?.status;
        let status: MpesaPaymentStatus;
        try {
          status = (await queryFulfilled).data;
        } catch {
          return; // the screen shows the failure; nothing changed
        }
        if (paymentJustSucceeded(before, status)) {
          dispatch(
            portalApi.util.invalidateTags([
              { type: 'LeaseAccount', id: status.leaseId },
              'Payments',
              'PortalProfile',
              'OwnerFigures',
            ]),
          );
        }
      },
    },
  },
});

/** Whether this answer is the first to say the payment went through (so the statement reloads once). */
export const paymentJustSucceeded = (
  before: MpesaPaymentStatus['status'] | undefined,
  now: MpesaPaymentStatus,
): boolean => now.status === 'succeeded' && before !== 'succeeded';

/** How often a screen waiting for the payer's answer asks for the payment's status. */
export const MPESA_STATUS_POLL_MS = 2_000;

/**
 * How often an open portal screen reloads its statement while visible, so a change made
 * elsewhere (another tab, staff's allocation) shows within 5 s (product rules, 'Live reload').
 */
export const PORTAL_LIVE_POLL_MS = 3_000;

export const {
  useGetPortalProfileQuery,
  useGetLeaseAccountQuery,
  useGetOwnerPortfolioQuery,
  useGetOwnerStatementQuery,
  useStartMpesaPaymentMutation,
  useGetMpesaPaymentStatusQuery,
  useGetPaymentReceiptQuery,
} = portalApi;

export type {
  AccountEntry,
  LeaseAccount,
  LeaseSummary,
  MpesaPaymentAcknowledgement,
  MpesaPaymentRequest,
  MpesaPaymentStatus,
  MpesaResultCode,
  OwnedProperty,
  OwnerPortfolio,
  OwnerPropertySummary,
  OwnerStatement,
  OwnerUnit,
  PaymentReceipt,
  StatementUnitLine,
  PortalProfile,
} from './portal-api.gen';
