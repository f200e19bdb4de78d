import { nanoid, type UnknownAction } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import type { PersistState } from 'redux-persist';
import { useAppDispatch, useAppSelector, type AppThunk, type RootState } from '../store/hooks';
import { isOffline } from './change-engine';
import type { Collection, LoadedPayload, LoadFailedPayload, LoadFailure } from './collection';
import { liveApi, LIVE_POLL_MS } from './live-api';
import type { DataVersions } from './live-api.gen';
import { useDocumentVisible } from '../lib/use-document-visible';

/**
 * How a console screen gets its data (product rules, 'Staff console' and
 * 'Collections'): the server keeps the data; each visit asks for it once (after
 * redux-persist has put back the browser's cached copy, which shows meanwhile) and the
 * answer goes to the slice that owns it. RTK Query carries the request and keeps no copy
 * (`subscribe: false`, and the list endpoints keep nothing once answered). The load's
 * state lives in the slice (collection.ts): a screen ends in the data, an error with
 * Retry, or the offline notice, never 'Loading...' for ever (requests time out: store/api.ts).
 */

export interface LoadState {
  /** Nothing to show yet and no failure: 'Loading...'. */
  loading: boolean;
  /** Nothing to show and the last load failed: why. */
  failure: LoadFailure | null;
  retry: () => void;
}

type RootLike = { _persist?: PersistState };

/** Whether redux-persist has put the stored console data back (always true without persistence). */
export const selectRehydrated = (state: object): boolean => (state as RootLike)._persist?.rehydrated ?? true;

/** An RTK Query list request: `endpoint.initiate(undefined, { subscribe: false, forceRefetch: true })`. */
type ListRequest<T> = (
  dispatch: Parameters<AppThunk>[0],
) => PromiseLike<{ data?: T[] | undefined; error?: unknown }>;

/** A collection slice as its loader sees it. */
export interface LoadDomain<T extends { id: string }> {
  select: (state: RootState) => Collection<T>;
  /** Its data set in GET /api/admin/versions. */
  live: LiveDataSet;
  loadStarted: (requestId: string) => UnknownAction;
  loaded: (payload: LoadedPayload<T>) => UnknownAction;
  loadFailed: (payload: LoadFailedPayload) => UnknownAction;
  request: ListRequest<T>;
}

/** Why a load failed, as the screen says it. */
export function loadFailureOf(error: unknown): LoadFailure {
  if (isOffline(error)) return 'offline';
  return (error as { status?: unknown } | null)?.status === 403 ? 'forbidden' : 'error';
}

/** Asks for a collection once; the slice takes the answer if it still counts (collection.ts). */
export const loadCollection =
  <T extends { id: string }>(domain: LoadDomain<T>): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    if (!getState().session.token) return;
    const requestId = nanoid();
    dispatch(domain.loadStarted(requestId));
    // The version first: the items asked after it hold at least its changes, so a later
    // poll that reads a newer version knows they changed since (useCollectionLoad).
    const versions = await dispatch(
      liveApi.endpoints.getDataVersions.initiate(undefined, { subscribe: false, forceRefetch: true }),
    );
    const serverVersion = versions.data?.[domain.live] ?? null;
    const result = await domain.request(dispatch);
    if (result.data) dispatch(domain.loaded({ requestId, items: result.data, serverVersion }));
    else dispatch(domain.loadFailed({ requestId, failure: loadFailureOf(result.error) }));
  };

/** The data sets whose versions GET /api/admin/versions tells (live-api.ts). */
export type LiveDataSet = keyof DataVersions;

/**
 * A screen's data: loaded once per visit (mount), once the cached copy is back, again
 * when the data is dropped under it ('Reset demo data'), and again when it changed
 * elsewhere (product rules, 'Live reload'): while the page is visible, the data
 * sets' versions are polled (one request however many screens share it: RTK Query shares
 * the subscription) and a version that moved reloads its data set. The slice drops an
 * answer that may predate a change still in flight, so a poll never undoes one.
 * While the slice has nothing yet the screen waits, or says why it failed with Retry;
 * after that it shows what the slice has, and the answer refreshes it.
 */
export function useCollectionLoad<T extends { id: string }>(
  select: (state: RootState) => Collection<T>,
  load: () => AppThunk<Promise<void>>,
  live: LiveDataSet,
): LoadState {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const status = useAppSelector((state) => select(state).status);
  const failure = useAppSelector((state) => select(state).load.failure);
  const dropped = useAppSelector((state) => {
    const c = select(state);
    return c.status === 'idle' && c.load.requestId === null && c.load.failure === null;
  });
  const visited = useRef(false);
  useEffect(() => {
    if (!rehydrated || (visited.current && !dropped)) return;
    visited.current = true;
    void dispatch(load());
  }, [rehydrated, dropped, dispatch, load]);

  // Changed elsewhere: a polled version past the one the items on screen stand at (read with
  // them, and moved by this tab's own changes as the server answered them: collection.ts).
  // Versions only grow, so a poll behind it predates one of those changes and says nothing
  // new. With no version at all, no answer has counted since the cached copy came back (each
  // was superseded, or arrived after a change of this page's): what shows may be old, so ask again.
  const visible = useDocumentVisible();
  const { data: versions } = liveApi.useGetDataVersionsQuery(undefined, {
    skip: !rehydrated,
    pollingInterval: visible ? LIVE_POLL_MS : 0,
  });
  const polled = versions?.[live];
  const stale = useAppSelector((state) => {
    const c = select(state);
    return (
      polled !== undefined &&
      c.status === 'loaded' &&
      c.load.requestId === null &&
      (c.serverVersion === null ? c.load.failure === null : polled > c.serverVersion)
    );
  });
  useEffect(() => {
    if (stale) void dispatch(load());
  }, [stale, dispatch, load]);

  const waiting = status === 'idle';
  return {
    loading: waiting && failure === null,
    failure: waiting ? failure : null,
    retry: () => void dispatch(load()),
  };
}

/** Several data sets at once: loading while any loads, failed while any failed; Retry retries those. */
export function combineLoads(...loads: LoadState[]): LoadState {
  const failed = loads.filter((l) => l.failure !== null);
  return {
    loading: failed.length === 0 && loads.some((l) => l.loading),
    failure: failed[0]?.failure ?? null,
    retry: () => failed.forEach((l) => l.retry()),
  };
}
