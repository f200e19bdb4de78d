import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
import type { OwnerSummary } from './owners-api.gen';
import { OWNERS_DATA } from './owner-shape';

/**
 * The owners whose properties the firm manages (product rules, 'Owners'), held by this slice,
 * the one owner of the console's `owners` collection. A tax arrangement is the server's to
 * judge and name: 'Save' is a change in flight on the owner (the 'Leave site?' guard counts
 * it) that changes no field until the server answers with the owner as now set.
 */

export type OwnersState = Collection<OwnerSummary>;

export const initialOwnersState: OwnersState = emptyCollection<OwnerSummary>();

export const ownersSlice = createSlice({
  name: OWNERS_DATA.key,
  initialState: initialOwnersState,
  reducers: {
    ...collectionReducers<OwnerSummary>(),
    /** 'Save' in the tax arrangement dialog: sent, nothing shown as set until the server says so. */
    taxArrangementSent: {
      reducer(state, action: PayloadAction<string, string, ChangeMeta>) {
        collectionOps.send<OwnerSummary>(state, action.meta.change, action.payload);
      },
      prepare: withChangeId<string>,
    },
    /** The server set it: the owner as it now stands (this month's arrangement, or the next one). */
    taxArrangementSet(state, action: PayloadAction<OwnerSummary>) {
      const index = state.items.findIndex((owner) => owner.id === action.payload.id);
      if (index >= 0) state.items[index] = action.payload;
    },
  },
  extraReducers: (builder) => addCollectionCases(builder, OWNERS_DATA.live, initialOwnersState),
  selectors: {
    selectOwnerCollection: (state) => state,
    selectOwners: (state) => state.items,
  },
});

// The store takes the slice's reducer in when this code loads (with the console's screens).
consoleSliceLoaded(ownersSlice);

export const {
  loadStarted,
  loaded,
  loadFailed,
  changeConfirmed,
  changeRolledBack,
  taxArrangementSent,
  taxArrangementSet,
} = ownersSlice.actions;
export const { selectOwnerCollection, selectOwners } = ownersSlice.selectors;
