import type { PayloadActionCreator, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { PersistState } from 'redux-persist';
import { useAppSelector } from '../store/hooks';
import { changedSince } from './optimistic-change';

/**
 * How a console screen gets its data (DECISIONS, Staff console data and The API
 * contract): the server keeps the data; each visit fetches it (once redux-persist has
 * put back what the browser had) and hands the answer to the slice, which the screen
 * shows and changes first (optimistic-change.ts).
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

const sessionToken = (state: unknown): string | null =>
  (state as { session?: { token?: string | null } }).session?.token ?? null;

/**
 * An endpoint's onQueryStarted: every answer goes to its slice (the server is the system
 * of record), unless the session that asked has ended meanwhile (logout, expiry: a late
 * answer must not put the console's data back in the browser's storage), or a change was
 * made after it was asked (the answer may predate it: the slice keeps what it shows).
 */
export const handToSlice =
  <T>(loaded: PayloadActionCreator<T>) =>
  async (
    _arg: void,
    api: {
      dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
      getState: () => unknown;
      queryFulfilled: Promise<{ data: T }>;
    },
  ) => {
    const askedBy = sessionToken(api.getState());
    const askedAt = performance.now();
    try {
      const { data } = await api.queryFulfilled;
      if (askedBy !== null && sessionToken(api.getState()) === askedBy && !changedSince(askedAt)) {
        api.dispatch(loaded(data));
      }
    } catch {
      // A first load shows the error with Retry; a later one keeps what is on screen.
    }
  };

type QueryHook = (
  arg: undefined,
  options: { skip: boolean; refetchOnMountOrArgChange: boolean },
) => { isError: boolean; isFetching: boolean; refetch: () => unknown };

/**
 * Fetches one data set on every visit of a screen that shows it. While the slice is
 * still empty the screen waits (or shows the error with Retry); after that it shows
 * what the slice has and the answer refreshes it.
 */
export function useEnsureLoaded(isIdle: IdleSelector, useQuery: QueryHook): LoadState {
  const idle = useAppSelector(isIdle as (state: unknown) => boolean);
  const rehydrated = useAppSelector(selectRehydrated);
  const query = useQuery(undefined, { skip: !rehydrated, refetchOnMountOrArgChange: true });
  const waiting = idle && rehydrated;
  return {
    loading: waiting && !query.isError,
    error: waiting && query.isError && !query.isFetching,
    retry: () => {
      if (waiting) void query.refetch();
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
