import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppThunk } from '../store/hooks';
import { apiErrorText } from '../store/api-error';

/**
 * How the console changes data (DECISIONS, 'The API contract'): the slice changes first,
 * with its one event action; the request follows; when it fails, the slice's rollback
 * action puts the item back as it was and carries the text of the toast that says so.
 * Offline changes are refused the same way (README, 'Wiring a real API'): nothing waits.
 */

/** What a rollback needs: the item before the change (null: it was added) and its place. */
export interface Rollback<T> {
  id: string;
  before: T | null;
  index: number;
}

/** The item with this id and its place, before a change (see `Rollback`). */
export function snapshot<T extends { id: string }>(items: readonly T[], id: string): Rollback<T> {
  const index = items.findIndex((item) => item.id === id);
  return { id, before: index >= 0 ? items[index]! : null, index };
}

/** Puts an item back as it was: restores it, re-inserts it if deleted, removes it if it was added. */
export function restoreItem<T extends { id: string }>(items: T[], { id, before, index }: Rollback<T>): void {
  const at = items.findIndex((item) => item.id === id);
  if (before === null) {
    if (at >= 0) items.splice(at, 1);
  } else if (at >= 0) {
    items[at] = before;
  } else {
    items.splice(Math.min(Math.max(index, 0), items.length), 0, before);
  }
}

/** The toast's text travels in the rollback action's meta. */
export interface ChangeFailureMeta {
  failure: string;
}

/** `prepare` of a rollback action: `rolledBack(payload, 'Could not star the email. ...')`. */
export const withFailure = <P>(payload: P, failure: string) => ({ payload, meta: { failure } });

/** Matches every rollback action (any slice): the console shows its `meta.failure` as a toast. */
export const isChangeFailure = (action: unknown): action is UnknownAction & { meta: ChangeFailureMeta } =>
  typeof action === 'object' &&
  action !== null &&
  typeof (action as { meta?: { failure?: unknown } }).meta?.failure === 'string';

export const OFFLINE_REASON = 'The server could not be reached, so the change was undone.';
export const SERVER_FAILED_REASON = 'The server did not save it, so the change was undone.';

/** 'Could not star the email.' plus why: the server's own text, or what happened. */
export function failureText(what: string, error: unknown): string {
  const serverText = apiErrorText(error);
  const status = (error as { status?: unknown } | null)?.status;
  const reason = serverText
    ? `${serverText} The change was undone.`
    : status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR'
      ? OFFLINE_REASON
      : SERVER_FAILED_REASON;
  return `${what} ${reason}`;
}

let changesInFlight = 0;
let lastChangeSettledAt = -1;

/**
 * Whether a list answer asked at `since` may predate a change (one is still in flight,
 * or one settled after it was asked): then it must not replace what the slice shows
 * (data-loading.ts); the next visit's answer will hold the change.
 */
export const changedSince = (since: number): boolean => changesInFlight > 0 || lastChangeSettledAt >= since;

/** An RTK Query mutation started by `initiate(arg, { track: false })`. */
type Request = (dispatch: Parameters<AppThunk>[0]) => { unwrap(): Promise<unknown> };

/**
 * Applies a change and sends it: `event` first, then `request`; on failure `rolledBack`
 * (built with `withFailure`) with the toast's text. Resolves true when the server kept it.
 */
export const sendChange =
  ({
    event,
    request,
    rolledBack,
    what,
  }: {
    event: UnknownAction;
    request: Request;
    rolledBack: (failure: string) => UnknownAction;
    what: string;
  }): AppThunk<Promise<boolean>> =>
  async (dispatch) => {
    changesInFlight += 1;
    dispatch(event);
    try {
      await request(dispatch).unwrap();
      return true;
    } catch (error) {
      dispatch(rolledBack(failureText(what, error)));
      return false;
    } finally {
      changesInFlight -= 1;
      lastChangeSettledAt = performance.now();
    }
  };
