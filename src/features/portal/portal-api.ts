import { generatedPortalApi, type MpesaPaymentStatus, type PortalVersions } from './portal-api.gen';

/**
 * The customer portal's endpoints, generated from the contract (portal-api.gen.ts): the
 * portal's home (GET /api/portal/me), a lease's statement of account, 'Pay with M-Pesa' (an
 * STK push, then its status polled), a payment's receipt (product rules, 'Payments'), and
 * the versions an open screen polls (portal-live.tsx).
 *
 * Tags: the home provides 'PortalProfile', a statement 'LeaseAccount' by lease id, the owner
 * view, its monthly statements and their documents 'OwnerFigures', the repairs 'MyMaintenance'
 * (maintenance-api.ts). Nothing invalidates them but a data set's version moving
 * (PORTAL_TAGS): polled, or named by one of this tab's changes (portal-live.tsx).
 */
export type PortalDataSet = keyof PortalVersions;

/** The cache tags of each data set the portal shows: what a move of its version reads again. */
export const PORTAL_TAGS = {
  // A payment, an allocation, a lease: the home, the statements and the owner's figures.
  payments: ['PortalProfile', 'LeaseAccount', 'OwnerFigures'],
  // A step on a repair: the lists, and the owner's figures (an approved cost is an expense).
  maintenance: ['MyMaintenance', 'OwnerFigures'],
} as const satisfies Record<PortalDataSet, readonly string[]>;

/** The tags to read again when the versions go from `seen` to `now`. */
export function tagsOfMoved(seen: PortalVersions, now: PortalVersions) {
  const moved = (Object.keys(PORTAL_TAGS) as PortalDataSet[]).filter((set) => now[set] !== seen[set]);
  return [...new Set(moved.flatMap((set) => PORTAL_TAGS[set]))];
}

export const portalApi = generatedPortalApi.enhanceEndpoints({
  addTagTypes: ['PortalProfile', 'LeaseAccount', 'OwnerFigures', 'MyMaintenance'],
  endpoints: {
    // The versions last read are the ones the screens stand at: an answer whose number moved
    // reads that data set again. The first answer comes before any data (portal-live.tsx).
    getPortalVersions: {
      providesTags: ['DataVersions'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled, getCacheEntry }) {
        const seen = getCacheEntry().data;
        try {
          const { data: now } = await queryFulfilled;
          if (seen) dispatch(portalApi.util.invalidateTags(tagsOfMoved(seen, now)));
        } catch {
          // Not read: the next poll asks again.
        }
      },
    },
    getPortalProfile: { providesTags: ['PortalProfile'] },
    // The owner view and its statements change with every payment on the owner's properties.
    getOwnerPortfolio: { providesTags: ['OwnerFigures'] },
    getOwnerStatement: { providesTags: ['OwnerFigures'] },
    // A finished month's documents carry its statement's figures.
    getWithholdingCertificate: { providesTags: ['OwnerFigures'] },
    getFeeInvoice: { providesTags: ['OwnerFigures'] },
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
        // The payment is in: the dialog shows the balance after it, read from now on; the
        // versions say what else it moved, and that is read again.
        if (paymentJustSucceeded(before, status)) {
          dispatch(portalApi.util.invalidateTags([{ type: 'LeaseAccount', id: status.leaseId }]));
          void dispatch(
            portalApi.endpoints.getPortalVersions.initiate(undefined, {
              subscribe: false,
              forceRefetch: true,
            }),
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
 * How often an open portal screen asks for the versions while visible, so a change made
 * elsewhere (another tab, staff's allocation) shows within 5 s (product rules, 'Live reload').
 */
export const PORTAL_LIVE_POLL_MS = 3_000;

export const {
  useGetPortalProfileQuery,
  useGetPortalVersionsQuery,
  useGetLeaseAccountQuery,
  useGetOwnerPortfolioQuery,
  useGetOwnerStatementQuery,
  useGetWithholdingCertificateQuery,
  useGetFeeInvoiceQuery,
  useStartMpesaPaymentMutation,
  useGetMpesaPaymentStatusQuery,
  useLazyGetMpesaPaymentStatusQuery,
  useGetPaymentReceiptQuery,
} = portalApi;

export type {
  AccountEntry,
  FeeInvoice,
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
  PortalVersions,
  WithholdingCertificate,
} from './portal-api.gen';
