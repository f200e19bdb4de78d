import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { consoleSliceLoaded } from '../../store/slice-registry';
import {
  addCollectionCases,
  collectionOps,
  collectionReducers,
  emptyCollection,
  withChangeId,
  type ChangeMeta,
  type Collection,
} from '../../console/collection';
import type { Payout } from './payouts-api.gen';
import { PAYOUTS_DATA, payoutStatementId, type PayoutStatement } from './payout-shape';

/**
 * The owners' statements due a payout and those paid out (product rules, 'Payouts'), held by
 * this slice, the one owner of the console's `payouts` collection. Money moves only when the
 * server says so: 'Pay out' is a change in flight on the statement (the 'Leave site?' guard
 * counts it) that shows nothing as paid until the server answers with the payout.
 */

export type PayoutsState = Collection<PayoutStatement>;

export const initialPayoutsState: PayoutsState = emptyCollection<PayoutStatement>();

export const payoutsSlice = createSlice({
  name: PAYOUTS_DATA.key,
  initialState: initialPayoutsState,
  reducers: {
    ...collectionReducers<PayoutStatement>(),
    /** 'Pay out' confirmed: sent, nothing shown as paid until the server says so. */
    payoutSent: {
      reducer(state, action: PayloadAction<string, string, ChangeMeta>) {
        collectionOps.send<PayoutStatement>(state, action.meta.change, action.payload);
      },
      prepare: withChangeId<string>,
    },
    /** The server paid it out: the statement now carries its payout. */
    statementPaidOut(state, action: PayloadAction<Payout>) {
      const statement = state.items.find((s) => s.id === payoutStatementId(action.payload));
      if (!statement) return;
      statement.payout = action.payload;
      statement.amountKes = action.payload.amountKes;
      statement.method = action.payload.method;
    },
  },
  extraReducers: (builder) => addCollectionCases(builder, PAYOUTS_DATA.live, initialPayoutsState),
  selectors: {
    selectPayoutCollection: (state) => state,
    selectPayoutStatements: (state) => state.items,
  },
});

// The store takes the slice's reducer in when this code loads (with the console's screens).
consoleSliceLoaded(payoutsSlice);

export const {
  loadStarted,
  loaded,
  loadFailed,
  changeConfirmed,
  changeRolledBack,
  payoutSent,
  statementPaidOut,
} = payoutsSlice.actions;
export const { selectPayoutCollection, selectPayoutStatements } = payoutsSlice.selectors;

/** The statements due a payout, oldest month first (then by property). */
export const selectPayoutsDue = createSelector([selectPayoutStatements], (statements) =>
  statements
    .filter((s) => s.payout === null)
    .sort((a, b) => a.month.localeCompare(b.month) || a.propertyName.localeCompare(b.propertyName)),
);

/** The payouts made, newest first. */
export const selectPayoutsMade = createSelector([selectPayoutStatements], (statements) =>
  statements.flatMap((s) => (s.payout ? [s.payout] : [])).sort((a, b) => b.paidAt.localeCompare(a.paidAt)),
);
