import { generatedPaymentsApi } from './payments-api.gen';

/**
 * Staff's payments, generated from the contract (payments-api.gen.ts): every payment
 * received, Matched or Unmatched; the leases to allocate one to; the allocation (product
 * rules, 'Payments').
 *
 * Tags: the list provides 'Payments'; an allocation invalidates it and the statement of the
 * lease it went to ('LeaseAccount' by id), which now shows the payment. The list's data set
 * in GET /api/admin/versions is `payments` (console/live-api.ts), for a screen that polls.
 */
export const paymentsApi = generatedPaymentsApi.enhanceEndpoints({
  addTagTypes: ['Payments', 'LeaseAccount'],
  endpoints: {
    listPayments: { providesTags: ['Payments'] },
    allocatePayment: {
      invalidatesTags: (_result, error, { paymentAllocation }) =>
        error ? [] : ['Payments', { type: 'LeaseAccount', id: paymentAllocation.leaseId }],
    },
  },
});

export const { useListPaymentsQuery, useListLeasesQuery, useAllocatePaymentMutation } = paymentsApi;

export type { LeaseSummary, Payment, PaymentAllocation, PaymentChannel } from './payments-api.gen';
