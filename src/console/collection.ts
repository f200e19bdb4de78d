import {
  isAnyOf,
  nanoid,
  type ActionReducerMapBuilder,
  type Draft,
  type PayloadAction,
} from '@reduxjs/toolkit';
import { ownChangeCommitted, type LiveDataSet } from '../store/data-versions';
import { cachedDataCleared, demoDataReset } from './console-actions';
import type { Collection, ItemChange, LoadFailure } from './collection-state';

/**
 * One console data set held by its slice (emails, submissions, managed users), the
 * slice being its one owner (product rules, 'Collections'): the items on
 * screen, how their load stands, and every change still in flight, per item and per
 * field. RTK Query only carries the requests (data-loading.ts, change-engine.ts); it
 * keeps no second copy.
 *
 * The rules, each a pure reducer below and table-tested in collection.test.ts:
 * - A change records the fields it touched with their values before and after. When its
 *   request fails, only those fields are put back, and only where no later change still
 *   stands on them: each field goes back to what the server holds (the value before the
 *   item's changes in flight, or the last one the server confirmed, in the order they were
 *   sent) with the changes still in flight laid over it. An item deleted meanwhile stays
 *   deleted (a deleted item's snapshot takes the put-back, in case its delete fails too).
 * - A change, confirmation or rollback this collection does not know (the session that
 *   made it has ended and the collection was cleared) changes nothing.
 * - A list answer counts only for the load that asked it (not one of an ended session);
 *   when a change was made or confirmed after it was asked it may predate that change, so
 *   the items on screen stay; changes still in flight are laid over the answer.
 */

export {
  emptyCollection,
  persistedPart,
  restoredCollection,
  type Collection,
  type ItemChange,
  type LoadFailure,
  type LoadRequest,
} from './collection-state';

/** The `meta` of every change event: the change's own id. */
export interface ChangeMeta {
  change: string;
}

/** `prepare` of a change event: `emailStarToggled('em-1')` gets a fresh change id. */
export const withChangeId = <P>(payload: P) => ({ payload, meta: { change: nanoid() } });

/** The toast's text travels in a rollback's meta (the console shows it: console-layout.tsx). */
export interface ChangeFailureMeta {
  failure: string;
}

type Coll<T extends { id: string }> = Collection<T> | Draft<Collection<T>>;
type Patch<T> = Extract<ItemChange<T>, { kind: 'patch' }>;
type NewChange<T> = ItemChange<T> extends infer C ? (C extends unknown ? Omit<C, 'seq'> : never) : never;

const indexOf = <T extends { id: string }>(c: Coll<T>, id: string) => c.items.findIndex((i) => i.id === id);
const changesOf = <T extends { id: string }>(c: Coll<T>) => c.changes as Record<string, ItemChange<T>>;

function record<T extends { id: string }>(c: Coll<T>, changeId: string, change: NewChange<T>): void {
  c.revision += 1;
  changesOf(c)[changeId] = { ...change, seq: c.revision } as ItemChange<T>;
}

/** Drops a settled change, and the item's server values once nothing of it is in flight. */
function settle<T extends { id: string }>(c: Coll<T>, changeId: string): void {
  const change = changesOf(c)[changeId];
  if (!change) return;
  delete changesOf(c)[changeId];
  if (!Object.values(changesOf(c)).some((other) => other.itemId === change.itemId)) {
    delete c.base[change.itemId];
  }
}

/**
 * A failed patch's fields on `target` (the item, or a deleted item's snapshot): each is
 * what the server holds, with the latest other change still in flight that the server
 * applies after it laid over it.
 */
function putBack<T extends { id: string }>(
  c: Coll<T>,
  changeId: string,
  change: Patch<T>,
  target: Record<string, unknown>,
) {
  const base = c.base[change.itemId] ?? {};
  const others = Object.entries(changesOf(c))
    .filter(([id]) => id !== changeId)
    .map(([, other]) => other)
    .filter((other): other is Patch<T> => other.kind === 'patch' && other.itemId === change.itemId);
  for (const field of Object.keys(change.before)) {
    const server = base[field];
    if (!server) continue;
    const standing = others
      .filter((other) => field in other.after && other.seq > server.seq)
      .sort((a, b) => b.seq - a.seq)[0];
    target[field] = standing ? (standing.after as Record<string, unknown>)[field] : server.value;
  }
}

export const collectionOps = {
  /**
   * A change of an item's fields: `change` edits the item; the fields it touched are
   * recorded with their values before and after. A missing item changes nothing.
   */
  patch<T extends { id: string }>(c: Coll<T>, changeId: string, id: string, change: (item: T) => void) {
    const at = indexOf(c, id);
    if (at < 0) return;
    const item = c.items[at] as T;
    const before = { ...item } as Record<string, unknown>;
    change(item);
    const after = item as unknown as Record<string, unknown>;
    const fields = Object.keys(after).filter((key) => after[key] !== before[key]);
    if (fields.length === 0) return;
    const pick = (from: Record<string, unknown>) =>
      Object.fromEntries(fields.map((field) => [field, from[field]])) as Partial<T>;
    const base = (c.base[id] ??= {});
    for (const field of fields) base[field] ??= { value: before[field], seq: 0 };
    record(c, changeId, { kind: 'patch', itemId: id, before: pick(before), after: pick(after) });
  },

  /** A new item, first in the list or last. */
  add<T extends { id: string }>(c: Coll<T>, changeId: string, item: T, where: 'first' | 'last' = 'first') {
    if (indexOf(c, item.id) >= 0) return;
    if (where === 'first') (c.items as T[]).unshift(item);
    else (c.items as T[]).push(item);
    record(c, changeId, { kind: 'add', itemId: item.id, item });
  },

  /** Deletes an item; its snapshot and place are kept until the delete is settled. */
  remove<T extends { id: string }>(c: Coll<T>, changeId: string, id: string) {
    const at = indexOf(c, id);
    if (at < 0) return;
    const [item] = (c.items as T[]).splice(at, 1);
    record(c, changeId, { kind: 'remove', itemId: id, item: item!, index: at });
  },

  /** A request about an item that changes none of its data (a reply): tracked while in flight. */
  send<T extends { id: string }>(c: Coll<T>, changeId: string, itemId: string) {
    changesOf(c)[changeId] = { kind: 'send', itemId, seq: c.revision };
  },

  /**
   * The server kept the change: for its fields it is now what the server holds (if sent last).
   * A list asked while it was in flight may have been read before it was committed, and the
   * change no longer lies over that answer: the confirmation counts as a change, so that answer
   * is dropped as one that may predate it.
   */
  confirm<T extends { id: string }>(c: Coll<T>, changeId: string) {
    const change = changesOf(c)[changeId];
    if (change) c.revision += 1;
    if (change?.kind === 'patch') {
      const base = c.base[change.itemId] ?? {};
      for (const [field, value] of Object.entries(change.after as Record<string, unknown>)) {
        const server = base[field];
        if (server && change.seq > server.seq) base[field] = { value, seq: change.seq };
      }
    }
    settle(c, changeId);
  },

  /**
   * The server's copy of an item, from its answer to a change (fields only the server knows,
   * such as who made it): it replaces the item unless a change of that item is still in flight
   * (that change's own answer follows). Like a confirmation it counts as a change, so a list
   * asked before it is dropped as one that may predate it.
   */
  answered<T extends { id: string }>(c: Coll<T>, item: T) {
    const at = indexOf(c, item.id);
    if (at < 0 || Object.values(changesOf(c)).some((change) => change.itemId === item.id)) return;
    c.revision += 1;
    (c.items as T[])[at] = item;
  },

  /** The server refused the change (or was not reached): only what it touched is put back. */
  rollBack<T extends { id: string }>(c: Coll<T>, changeId: string) {
    const change = changesOf(c)[changeId];
    if (!change) return;
    const at = indexOf(c, change.itemId);
    switch (change.kind) {
      case 'patch': {
        // On the item, or on the snapshot of a delete still in flight (its put-back then carries it).
        const removal = Object.values(changesOf(c)).find(
          (other) => other.kind === 'remove' && other.itemId === change.itemId,
        ) as { item: T } | undefined;
        const target = at >= 0 ? c.items[at] : removal?.item;
        if (target) putBack(c, changeId, change, target as Record<string, unknown>);
        break;
      }
      case 'add': {
        if (at >= 0) c.items.splice(at, 1);
        // Deleted meanwhile: should that delete fail too, the item must not come back.
        for (const [id, other] of Object.entries(changesOf(c))) {
          if (other.kind === 'remove' && other.itemId === change.itemId) {
            changesOf(c)[id] = { kind: 'send', itemId: other.itemId, seq: other.seq };
          }
        }
        break;
      }
      case 'remove':
        if (at < 0) {
          const place = Math.min(Math.max(change.index, 0), c.items.length);
          (c.items as T[]).splice(place, 0, change.item);
        }
        break;
      case 'send':
        break;
    }
    settle(c, changeId);
  },

  /** A load was asked: its answer is the one that counts. */
  loadStarted<T extends { id: string }>(c: Coll<T>, requestId: string) {
    c.load = { requestId, askedAt: c.revision, failure: null };
  },

  /** A list answer (see the rules at the top). */
  loaded<T extends { id: string }>(c: Coll<T>, requestId: string, items: T[], serverVersion: number | null) {
    if (c.load.requestId !== requestId) return;
    const predatesAChange = c.revision !== c.load.askedAt;
    c.load = { requestId: null, askedAt: c.revision, failure: null };
    if (predatesAChange && c.status === 'loaded') return;
    // A first answer that may predate a change is shown all the same (there is nothing else),
    // at no version: the next poll reads the list again.
    c.serverVersion = predatesAChange ? null : serverVersion;
    const next = [...items] as T[];
    for (const change of Object.values(changesOf(c)).sort((a, b) => a.seq - b.seq)) {
      const at = next.findIndex((item) => item.id === change.itemId);
      if (change.kind === 'patch' && at >= 0) next[at] = { ...next[at]!, ...change.after };
      else if (change.kind === 'add' && at < 0) next.unshift(change.item);
      else if (change.kind === 'remove' && at >= 0) next.splice(at, 1);
    }
    (c as Collection<T>).items = next;
    c.status = 'loaded';
  },

  /**
   * One of this tab's changes moved the data set's server version from `before` to `after`:
   * when the items were read at `before`, with the change laid over they stand at `after`,
   * so no poll reads them again for it. Another change in between leaves the version as it
   * is: the next poll then reads the data set again.
   */
  ownChangeCommitted<T extends { id: string }>(
    c: Coll<T>,
    moved: { before: number; after: number } | undefined,
  ) {
    if (moved && c.serverVersion === moved.before) c.serverVersion = moved.after;
  },

  /** The load failed: why, until Retry. A load of an ended session changes nothing. */
  loadFailed<T extends { id: string }>(c: Coll<T>, requestId: string, failure: LoadFailure) {
    if (c.load.requestId !== requestId) return;
    c.load = { requestId: null, askedAt: c.revision, failure };
  },
};

/** Payloads of the load events every collection slice has. */
export interface LoadedPayload<T> {
  requestId: string;
  items: T[];
  /** The data set's server version read just before the items were asked (null: unknown). */
  serverVersion?: number | null;
}
export interface LoadFailedPayload {
  requestId: string;
  failure: LoadFailure;
}

/**
 * The reducers every collection slice spreads into its own (`...collectionReducers<Email>()`),
 * so each slice names them under its own domain: `emailCentre/loaded`, `emailCentre/changeRolledBack`.
 */
export function collectionReducers<T extends { id: string }>() {
  type S = Collection<T>;
  return {
    /** A list request was sent (each visit of a screen that shows the data, and Retry). */
    loadStarted(state: Draft<S>, action: PayloadAction<string>) {
      collectionOps.loadStarted<T>(state, action.payload);
    },
    /** The list arrived. */
    loaded(state: Draft<S>, action: PayloadAction<LoadedPayload<T>>) {
      collectionOps.loaded<T>(
        state,
        action.payload.requestId,
        action.payload.items,
        action.payload.serverVersion ?? null,
      );
    },
    /** The list could not be loaded: the screen says why, with Retry. */
    loadFailed(state: Draft<S>, action: PayloadAction<LoadFailedPayload>) {
      collectionOps.loadFailed<T>(state, action.payload.requestId, action.payload.failure);
    },
    /** The server kept a change. */
    changeConfirmed(state: Draft<S>, action: PayloadAction<string>) {
      collectionOps.confirm<T>(state, action.payload);
    },
    /** The server refused a change (or was not reached): what it touched is put back; the toast says so. */
    changeRolledBack: {
      reducer(state: Draft<S>, action: PayloadAction<string, string, ChangeFailureMeta>) {
        collectionOps.rollBack<T>(state, action.payload);
      },
      prepare: (changeId: string, failure: string) => ({ payload: changeId, meta: { failure } }),
    },
  };
}

type CollectionDraft<T extends { id: string }> = Draft<Collection<T>>;

/**
 * What every collection slice hears from outside (its `extraReducers`): it starts over when
 * the session's data is cleared or the demo data reset, and follows the versions its own
 * changes moved on the server (its data set `live` in GET /api/admin/versions).
 */
export function addCollectionCases<S extends Collection<{ id: string }>>(
  builder: ActionReducerMapBuilder<S>,
  live: LiveDataSet,
  initial: S,
): void {
  builder
    .addCase(ownChangeCommitted, (state, action) => {
      collectionOps.ownChangeCommitted(state as Draft<Collection<{ id: string }>>, action.payload[live]);
    })
    .addMatcher(isAnyOf(cachedDataCleared, demoDataReset), () => initial);
}

/** A change event that edits one item's fields: `emailStarToggled: patchEvent<Email>((e) => ...)`. */
export const patchEvent = <T extends { id: string }>(change: (item: T) => void) => ({
  reducer(state: CollectionDraft<T>, action: PayloadAction<string, string, ChangeMeta>) {
    collectionOps.patch<T>(state, action.meta.change, action.payload, change);
  },
  prepare: withChangeId<string>,
});

/** A change event that deletes one item (its id). */
export const removeEvent = <T extends { id: string }>() => ({
  reducer(state: CollectionDraft<T>, action: PayloadAction<string, string, ChangeMeta>) {
    collectionOps.remove<T>(state, action.meta.change, action.payload);
  },
  prepare: withChangeId<string>,
});

/** A change event that adds an item made from the event's argument. */
export const addEvent = <T extends { id: string }, A>(
  make: (arg: A) => T,
  where: 'first' | 'last' = 'first',
) => ({
  reducer(state: CollectionDraft<T>, action: PayloadAction<T, string, ChangeMeta>) {
    collectionOps.add<T>(state, action.meta.change, action.payload, where);
  },
  prepare: (arg: A) => withChangeId(make(arg)),
});

/** Whether a change is still in flight in this collection (its answer may still write). */
export const isChangeInFlight = (c: Collection<{ id: string }>, changeId: string): boolean =>
  changeId in c.changes;

export const changesInFlight = (c: Collection<{ id: string }>): number => Object.keys(c.changes).length;
