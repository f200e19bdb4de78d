import { createAction } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from './hooks';

/** The api's code has loaded: this first action after its injection gives it its state. */
export const apiLoaded = createAction('app/apiLoaded');

/** Loads the RTK Query api into the store (once; later calls resolve at once). */
export const loadApi = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  await import('./api');
  if (!('api' in getState())) dispatch(apiLoaded());
};

/** Whether the api is in the store (see `loadApi`). */
export const selectApiLoaded = (state: RootState): boolean => 'api' in state;
