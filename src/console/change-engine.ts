import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppThunk, RootState } from '../store/hooks';
import { apiErrorText } from '../store/api-error';
import { loadedConsoleSliceKeys } from '../store/slice-registry';
import {
  changesInFlight,
  isChangeInFlight,
  type ChangeFailureMeta,
  type ChangeMeta,
  type Collection,
  type ItemChange,
} from './collection';

/**
 * The one way the console changes data (product rules, 'Change engine'): one
 * event action (the slice changes at once and records what it touched), then one
 * request; the answer settles it with the slice's `changeConfirmed`, or `changeRolledBack`
 * carrying the toast's text, which puts back only what that change touched
 * (collection.ts). Nothing is retried or queued: offline changes are refused. Once the
 * session that made a change has ended, its collection no longer knows the change, and
 * its answer writes nothing: no data, no toast.
 */

export const FORBIDDEN_TEXT = 'You do not have access to this.';
export const OFFLINE_REASON = 'The server could not be reached, so the change was undone.';
export const SERVER_FAILED_REASON = 'The server did not save it, so the change was undone.';

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/** Whether a failed request never reached the server (a dropped network or a time-out). */
export const isOffline = (error: unknown): boolean =>
  statusOf(error) === 'FETCH_ERROR' || statusOf(error) === 'TIMEOUT_ERROR';

/**
 * What a failed change left, in words: a change shown at once was undone. A change shown only
 * once the server answers (a payout) says its own (`undone`, `offline`).
 */
export interface FailureWords {
  /** After the server's own text: 'The change was undone.' */
  undone: string;
  /** When the server was not reached, or its answer was lost. */
  offline: string;
  /** When the server failed without a text. */
  failed: string;
}

const CHANGE_UNDONE: FailureWords = {
  undone: 'The change was undone.',
  offline: OFFLINE_REASON,
  failed: SERVER_FAILED_REASON,
};

/** 'Could not star the email.' plus why: no access, the server's own text, or what happened. */
export function failureText(what: string, error: unknown, words: FailureWords = CHANGE_UNDONE): string {
  if (statusOf(error) === 403) return `${what} ${apiErrorText(error) ?? FORBIDDEN_TEXT}`;
  const serverText = apiErrorText(error);
  const reason = serverText
    ? `${serverText} ${words.undone}`
    : isOffline(error)
      ? words.offline
      : words.failed;
  return `${what} ${reason}`;
}

/** Matches every rollback action (any slice): the console shows its `meta.failure` as a toast. */
export const isChangeFailure = (action: unknown): action is UnknownAction & { meta: ChangeFailureMeta } =>
  typeof action === 'object' &&
  action !== null &&
  typeof (action as { meta?: { failure?: unknown } }).meta?.failure === 'string';

/** How many console changes are still in flight, in every collection (each loaded slice's). */
export const selectChangesInFlight = (state: RootState): number =>
  loadedConsoleSliceKeys().reduce((sum, key) => sum + changesInFlight(state[key]), 0);

/** A collection slice as the engine sees it: where its data is, and how a change settles. */
export interface ChangeDomain {
  select: (state: RootState) => Collection<{ id: string }>;
  changeConfirmed: (changeId: string) => UnknownAction;
  changeRolledBack: (changeId: string, failure: string) => UnknownAction;
}

/**
 * An RTK Query mutation started by `initiate(arg, { track: false })`, given the change as
 * the slice recorded it (a patch sends the fields it touched, with their new values).
 */
type Request = (
  dispatch: Parameters<AppThunk>[0],
  change: ItemChange<Record<string, unknown> & { id: string }>,
) => { unwrap(): Promise<unknown> };

/**
 * Applies a change and sends it: `event` (made with `withChangeId`) first, then
 * `request`. Resolves true when the server kept it; false when it failed, changed
 * nothing (the item is gone), or its session ended meanwhile.
 */
export const sendChange =
  (
    domain: ChangeDomain,
    {
      event,
      request,
      what,
      words,
    }: { event: UnknownAction & { meta: ChangeMeta }; request: Request; what: string; words?: FailureWords },
  ): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const changeId = event.meta.change;
    const inFlight = () => isChangeInFlight(domain.select(getState()), changeId);
    dispatch(event);
    const change = domain.select(getState()).changes[changeId];
    if (!change) return false;
    try {
      await request(dispatch, change as ItemChange<Record<string, unknown> & { id: string }>).unwrap();
      if (!inFlight()) return false;
      dispatch(domain.changeConfirmed(changeId));
      return true;
    } catch (error) {
      if (inFlight()) dispatch(domain.changeRolledBack(changeId, failureText(what, error, words)));
      return false;
    }
  };
