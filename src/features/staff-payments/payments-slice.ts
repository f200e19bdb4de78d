import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { matchesQuery, newestFirst, searchIndex, searchQuery } from '../../lib/search';
import { consoleSliceLoaded } from '../../store/slice-registry';
import {
  collectionOps,
  addCollectionCases,
  collectionReducers,
  emptyCollection,
  withChangeId,
  type ChangeMeta,
  type Collection,
} from '../../console/collection';
import type { LeaseSummary, Payment } from './payments-api.gen';
import { PAYMENTS_DATA } from './payment-shape';
import { statementOfPayment } from '../payments/public';

/**
 * Staff's payments (product rules, 'Staff payments'): every payment received, Matched or
 * Unmatched, held by this slice, the one owner of the console's `payments` collection
 * (product rules, 'Collections'). 'Allocate' is a change through the change engine
 * (payment-changes.ts): the payment is Matched with the lease's tenant and unit at once,
 * and put back if the server refuses.
 */

export type PaymentsState = Collection<Payment>;

export const initialPaymentsState: PaymentsState = emptyCollection<Payment>();

export type PaymentStatus = Payment['status'];

/** The status tag's words. */
export const PAYMENT_STATUS_TEXT: Record<PaymentStatus, string> = {
  matched: 'Matched',
  unmatched: 'Unmatched',
};

/** The channel column's words. */
export const PAYMENT_CHANNEL_TEXT: Record<Payment['channel'], string> = {
  'mpesa-prompt': 'M-Pesa prompt',
  paybill: 'Paybill',
};

/** Who paid: the lease's tenant, or for an Unmatched payment the name M-Pesa gave the payer. */
export const payerOf = (p: Payment): string => p.tenantName ?? p.payerName;

/** The status filter's choices, as in the address (`?status=unmatched`); '' is All. */
export const PAYMENT_STATUS_FILTERS = ['matched', 'unmatched'] as const;

/** 'Allocate' in the 'Allocate payment' dialog: the payment and the lease it goes to. */
export interface PaymentAllocatedPayload {
  paymentId: string;
  lease: Pick<LeaseSummary, 'id' | 'propertyId' | 'tenantName' | 'propertyName' | 'unit'>;
}

export const paymentsSlice = createSlice({
  name: PAYMENTS_DATA.key,
  initialState: initialPaymentsState,
  reducers: {
    ...collectionReducers<Payment>(),
    /** 'Allocate' in the 'Allocate payment' dialog: Matched with the lease's tenant, unit and statement at once. */
    paymentAllocated: {
      reducer(state, action: PayloadAction<PaymentAllocatedPayload, string, ChangeMeta>) {
        const { paymentId, lease } = action.payload;
        collectionOps.patch<Payment>(state, action.meta.change, paymentId, (payment) => {
          if (payment.status !== 'unmatched') return;
          payment.status = 'matched';
          payment.leaseId = lease.id;
          payment.tenantName = lease.tenantName;
          payment.propertyName = lease.propertyName;
          payment.unit = lease.unit;
          payment.statement = statementOfPayment(lease.propertyId, payment.date);
        });
      },
      prepare: withChangeId<PaymentAllocatedPayload>,
    },
    /**
     * The server answered an allocation or its undo with the payment as it now holds it (who
     * allocated it, whether it can be undone, the undone allocations): the row takes it.
     */
    paymentAnswered(state, action: PayloadAction<Payment>) {
      collectionOps.answered<Payment>(state, action.payload);
    },
  },
  extraReducers: (builder) => addCollectionCases(builder, PAYMENTS_DATA.live, initialPaymentsState),
  selectors: {
    selectPaymentCollection: (state) => state,
    selectAllPayments: (state) => state.items,
  },
});

// The store takes the slice's reducer in when this code loads (with the console's screens).
consoleSliceLoaded(paymentsSlice);

export const {
  loadStarted,
  loaded,
  loadFailed,
  changeConfirmed,
  changeRolledBack,
  paymentAllocated,
  paymentAnswered,
} = paymentsSlice.actions;
export const { selectPaymentCollection, selectAllPayments } = paymentsSlice.selectors;

interface StateWithPayments {
  payments: PaymentsState;
}

export interface PaymentFilter {
  /** Search text: tenant, payer, unit, property, account number or receipt, any case. */
  query: string;
  /** null: every status. */
  status: PaymentStatus | null;
}

export const NO_PAYMENT_FILTER: PaymentFilter = { query: '', status: null };

/** Every payment, newest first (sorted once per change of the list). */
export const selectPaymentsNewestFirst = createSelector([selectAllPayments], newestFirst);

const selectSearchIndex = createSelector([selectPaymentsNewestFirst], (payments) =>
  searchIndex(payments, (p) => [
    p.tenantName ?? '',
    p.payerName,
    p.unit ?? '',
    p.propertyName ?? '',
    p.accountNumber,
    p.receipt,
  ]),
);

/** The payments the status filter and the search keep, newest first. */
export const selectFilteredPayments = createSelector(
  [
    selectPaymentsNewestFirst,
    selectSearchIndex,
    (_state: StateWithPayments, filter: PaymentFilter) => filter,
  ],
  (payments, index, filter) => {
    const query = searchQuery(filter.query);
    return payments.filter(
      (p, i) => matchesQuery(index[i]!, query) && (filter.status === null || p.status === filter.status),
    );
  },
);

/** The dashboard's Payments panel: how many payments wait to be allocated. */
export const selectUnmatchedPaymentCount = createSelector(
  [selectAllPayments],
  (payments) => payments.filter((p) => p.status === 'unmatched').length,
);
