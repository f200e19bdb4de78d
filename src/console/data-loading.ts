import type { PayloadActionCreator, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PersistState } from 'redux-persist';
import { useAppSelector } from '../store/hooks';

/**
 * How a console screen gets its data (DECISIONS, Staff console data): a data set is
 * loaded once, when its slice has not been loaded yet (and redux-persist has put back
 * what it had); the first answer is handed to the slice, which owns it from then on.
 * Each feature injects its own endpoint and builds its `useEnsure...Loaded` from these.
 */
export interface LoadState {
  loading: boolean;
  error: boolean;
  retry: () => void;
}

type RootLike = { _persist?: PersistState };
type IdleSelector = (state: never) => boolean;

/** Whether redux-persist has put the stored console data back (always true without persistence). */
export const selectRehydrated = (state: object): boolean => (state as RootLike)._persist?.rehydrated ?? true;

/** An endpoint's onQueryStarted: the first answer goes to its slice, if the slice is still empty. */
export const handToSlice =
  <T>(isIdle: (state: never) => boolean, loaded: PayloadActionCreator<T>) =>
  async (
    _arg: void,
    api: {
      dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
      getState: () => unknown;
      queryFulfilled: Promise<{ data: T }>;
    },
  ) => {
    try {
      const { data } = await api.queryFulfilled;
      if (isIdle(api.getState() as never)) api.dispatch(loaded(data));
    } catch {
      // The screen shows the error with Retry.
    }
  };

type QueryHook = (
  arg: undefined,
  options: { skip: boolean; refetchOnMountOrArgChange: boolean },
) => { isError: boolean; isFetching: boolean; refetch: () => unknown };

/** Loads one data set when its slice is still empty. */
export function useEnsureLoaded(isIdle: IdleSelector, useQuery: QueryHook): LoadState {
  const idle = useAppSelector(isIdle as (state: unknown) => boolean);
  const rehydrated = useAppSelector(selectRehydrated);
  const needed = idle && rehydrated;
  const query = useQuery(undefined, { skip: !needed, refetchOnMountOrArgChange: true });
  return {
    loading: needed && !query.isError,
    error: needed && query.isError && !query.isFetching,
    retry: () => {
      if (needed) void query.refetch();
    },
  };
}

/** Several data sets at once: loading while any loads, error while any failed; Retry retries those. */
export function combineLoads(...loads: LoadState[]): LoadState {
  return {
    loading: loads.some((l) => l.loading && !l.error),
    error: loads.some((l) => l.error),
    retry: () => loads.filter((l) => l.error).forEach((l) => l.retry()),
  };
}
