import { createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { ownChangeCommitted } from '../store/data-versions';
import {
  addCollectionCases,
  addEvent,
  collectionOps,
  collectionReducers,
  emptyCollection,
  patchEvent,
  removeEvent,
  type Collection,
} from './collection';

/**
 * The change engine's rules on one collection (collection.ts), with a stand-in slice of
 * things. Each interleaving is checked against a model of the server: it applies the
 * requests in the order they were sent (a change of a missing item fails, as a 404
 * would); once every answer is in, in whatever order, the screen must equal the server.
 */

interface Thing {
  id: string;
  a: number;
  b: number;
}

const things = createSlice({
  name: 'things',
  initialState: emptyCollection<Thing>(),
  reducers: {
    ...collectionReducers<Thing>(),
    thingRemoved: removeEvent<Thing>(),
    thingAdded: addEvent((id: string): Thing => ({ id, a: 0, b: 0 })),
  },
  // As a slice of the data set contactSubmissions would.
  extraReducers: (builder) => addCollectionCases(builder, 'contactSubmissions', emptyCollection<Thing>()),
});
const { reducer } = things;
const { loadStarted, loaded, loadFailed, changeConfirmed, changeRolledBack, thingRemoved, thingAdded } =
  things.actions;

/** A patch event setting field `field` of `id` to `value`. */
const set = (id: string, field: 'a' | 'b', value: number) => {
  const event = patchEvent<Thing>((t) => {
    t[field] = value;
  });
  const { payload, meta } = event.prepare(id);
  return { type: 'things/set', payload, meta, apply: event.reducer };
};

const start = (): Collection<Thing> => ({
  ...emptyCollection<Thing>(),
  status: 'loaded',
  items: [
    { id: 'x', a: 0, b: 0 },
    { id: 'z', a: 9, b: 9 },
  ],
});

type Op =
  | { kind: 'set'; id: string; field: 'a' | 'b'; value: number }
  | { kind: 'remove'; id: string }
  | { kind: 'add'; id: string };

/** The reducer, with the stand-in patch events applied by their own reducer. */
function dispatch(state: Collection<Thing>, op: Op): { state: Collection<Thing>; changeId: string } {
  if (op.kind === 'set') {
    const event = set(op.id, op.field, op.value);
    const patched = structuredClone(state);
    event.apply(patched as never, event);
    return { state: patched, changeId: event.meta.change };
  }
  const action = op.kind === 'remove' ? thingRemoved(op.id) : thingAdded(op.id);
  return { state: reducer(state, action), changeId: action.meta.change };
}

/** The server: the requests in the order sent; a change of a missing item fails. */
function serve(items: Thing[], ops: Op[], wanted: boolean[]): { items: Thing[]; ok: boolean[] } {
  const server = structuredClone(items);
  const ok = ops.map((op, i) => {
    const at = server.findIndex((t) => t.id === op.id);
    if (!wanted[i]) return false;
    if (op.kind === 'add') {
      if (at >= 0) return false;
      server.unshift({ id: op.id, a: 0, b: 0 });
      return true;
    }
    if (at < 0) return false;
    if (op.kind === 'remove') server.splice(at, 1);
    else server[at]![op.field] = op.value;
    return true;
  });
  return { items: server, ok };
}

const byId = (list: Thing[]) => [...list].sort((p, q) => p.id.localeCompare(q.id));

const PAIRS: [string, Op, Op][] = [
  [
    'a then a again',
    { kind: 'set', id: 'x', field: 'a', value: 1 },
    { kind: 'set', id: 'x', field: 'a', value: 2 },
  ],
  [
    'a then back to 0',
    { kind: 'set', id: 'x', field: 'a', value: 1 },
    { kind: 'set', id: 'x', field: 'a', value: 0 },
  ],
  [
    'a then b',
    { kind: 'set', id: 'x', field: 'a', value: 1 },
    { kind: 'set', id: 'x', field: 'b', value: 1 },
  ],
  ['a then delete', { kind: 'set', id: 'x', field: 'a', value: 1 }, { kind: 'remove', id: 'x' }],
  ['delete then a', { kind: 'remove', id: 'x' }, { kind: 'set', id: 'x', field: 'a', value: 1 }],
  ['add then its a', { kind: 'add', id: 'y' }, { kind: 'set', id: 'y', field: 'a', value: 5 }],
  ['add then delete it', { kind: 'add', id: 'y' }, { kind: 'remove', id: 'y' }],
  [
    'a of one item, a of another',
    { kind: 'set', id: 'x', field: 'a', value: 1 },
    { kind: 'set', id: 'z', field: 'a', value: 1 },
  ],
];
const OUTCOMES: [boolean, boolean][] = [
  [true, true],
  [true, false],
  [false, true],
  [false, false],
];
const ORDERS: [string, [number, number]][] = [
  ['answers in order', [0, 1]],
  ['answers reversed', [1, 0]],
];

const ROWS = PAIRS.flatMap(([name, first, second]) =>
  OUTCOMES.flatMap((outcome) =>
    ORDERS.map(
      ([order, settleOrder]) =>
        [
          `${name}; ${outcome.map((ok) => (ok ? 'kept' : 'refused')).join(', ')}; ${order}`,
          [first, second] as Op[],
          outcome,
          settleOrder,
        ] as const,
    ),
  ),
);

describe('two changes on one item: after every answer the screen equals the server', () => {
  it.each(ROWS)('%s', (_name, ops, wanted, settleOrder) => {
    let state = start();
    const sent: (string | null)[] = [];
    for (const op of ops) {
      const result = dispatch(state, op);
      // A change that changed nothing (its item is gone) records nothing and is never sent.
      sent.push(result.changeId in result.state.changes ? result.changeId : null);
      state = result.state;
    }
    const sentOps = ops.filter((_, i) => sent[i] !== null);
    const server = serve(
      start().items,
      sentOps,
      wanted.filter((_, i) => sent[i] !== null),
    );
    for (const i of settleOrder) {
      const changeId = sent[i];
      if (!changeId) continue;
      const ok = server.ok[sentOps.indexOf(ops[i]!)];
      state = reducer(state, ok ? changeConfirmed(changeId) : changeRolledBack(changeId, 'Could not.'));
    }
    expect(byId(state.items)).toEqual(byId(server.items));
    expect(state.changes).toEqual({});
    expect(state.base).toEqual({});
  });
});

describe('what an ended session leaves', () => {
  it.each([
    ['a confirmation', (id: string) => changeConfirmed(id)],
    ['a rollback (a refused delete would put the item back)', (id: string) => changeRolledBack(id, 'x')],
  ])('%s arriving after the collection was cleared changes nothing', (_name, answer) => {
    const { state, changeId } = dispatch(start(), { kind: 'remove', id: 'x' });
    const cleared = emptyCollection<Thing>();
    expect(state.changes[changeId]).toBeDefined();
    expect(reducer(cleared, answer(changeId))).toEqual(cleared);
  });

  it('a list answer of the ended session (another load id) changes nothing', () => {
    const asked = reducer(emptyCollection<Thing>(), loadStarted('r1'));
    const cleared = emptyCollection<Thing>();
    expect(reducer(cleared, loaded({ requestId: 'r1', items: start().items }))).toEqual(cleared);
    expect(reducer(cleared, loadFailed({ requestId: 'r1', failure: 'offline' }))).toEqual(cleared);
    expect(asked.load.requestId).toBe('r1');
  });
});

describe('list answers and changes in flight', () => {
  const answer = [
    { id: 'x', a: 0, b: 0 },
    { id: 'w', a: 3, b: 3 },
  ];

  it('the first answer is taken and the collection is loaded', () => {
    const state = reducer(
      reducer(emptyCollection<Thing>(), loadStarted('r1')),
      loaded({ requestId: 'r1', items: answer }),
    );
    expect(state).toMatchObject({
      status: 'loaded',
      items: answer,
      load: { requestId: null, failure: null },
    });
  });

  it('an answer taken records the server version read before it was asked; one dropped does not', () => {
    let state = reducer(start(), loadStarted('r1'));
    state = reducer(state, loaded({ requestId: 'r1', items: answer, serverVersion: 7 }));
    expect(state.serverVersion).toBe(7);
    state = reducer(state, loadStarted('r2'));
    state = dispatch(state, { kind: 'set', id: 'x', field: 'a', value: 1 }).state;
    state = reducer(state, loaded({ requestId: 'r2', items: answer, serverVersion: 9 }));
    expect(state.serverVersion).toBe(7);
  });

  it.each([
    ['read at its before: the copy stands at its after', 7, { before: 7, after: 9 }, 9],
    [
      'another change came between: the version stays, the next poll reads the list',
      7,
      { before: 8, after: 9 },
      7,
    ],
    ['it moved another data set', 7, undefined, 7],
  ])("one's own change committed, %s", (_case, read, moved, version) => {
    let state = reducer(start(), loadStarted('r1'));
    state = reducer(state, loaded({ requestId: 'r1', items: answer, serverVersion: read }));
    state = reducer(state, ownChangeCommitted(moved ? { contactSubmissions: moved } : {}));
    expect(state.serverVersion).toBe(version);
  });

  it('an answer asked before a change may predate it: the items on screen stay', () => {
    let state = reducer(start(), loadStarted('r1'));
    state = dispatch(state, { kind: 'set', id: 'x', field: 'a', value: 1 }).state;
    state = reducer(state, loaded({ requestId: 'r1', items: answer }));
    expect(state.items.find((t) => t.id === 'x')).toMatchObject({ a: 1 });
    expect(state.items.some((t) => t.id === 'w')).toBe(false);
    expect(state.load.requestId).toBeNull();
  });

  it('an answer asked during a change and arriving after its confirmation may predate its commit: the items on screen stay', () => {
    const added = dispatch(start(), { kind: 'add', id: 'y' });
    let state = reducer(added.state, loadStarted('r1'));
    state = reducer(state, changeConfirmed(added.changeId));
    state = reducer(state, loaded({ requestId: 'r1', items: answer, serverVersion: 4 }));
    expect(state.items.some((t) => t.id === 'y')).toBe(true);
    expect(state.serverVersion).toBeNull();
    expect(state.load.requestId).toBeNull();
  });

  it('a first answer that may predate a confirmed change is shown at no version, so the next poll reads again', () => {
    let state = reducer(emptyCollection<Thing>(), loadStarted('r1'));
    state = dispatch(state, { kind: 'add', id: 'y' }).state;
    state = reducer(state, changeConfirmed(Object.keys(state.changes)[0]!));
    state = reducer(state, loaded({ requestId: 'r1', items: answer, serverVersion: 4 }));
    expect(state).toMatchObject({ status: 'loaded', serverVersion: null });
    expect(state.items.map((t) => t.id)).toEqual(['x', 'w']);
  });

  it.each([
    ['kept', true, 1],
    ['refused', false, 0],
  ])(
    'an answer asked during a change is taken with the change laid over it; the change is then %s',
    (_n, ok, a) => {
      const changed = dispatch(start(), { kind: 'set', id: 'x', field: 'a', value: 1 });
      let state = reducer(changed.state, loadStarted('r1'));
      state = reducer(state, loaded({ requestId: 'r1', items: answer }));
      expect(state.items.find((t) => t.id === 'w')).toBeDefined();
      expect(state.items.find((t) => t.id === 'x')).toMatchObject({ a: 1 });
      state = reducer(
        state,
        ok ? changeConfirmed(changed.changeId) : changeRolledBack(changed.changeId, 'x'),
      );
      expect(state.items.find((t) => t.id === 'x')).toMatchObject({ a });
    },
  );

  it('a delete and an add in flight stay so over an answer that does not know them yet', () => {
    let state = dispatch(start(), { kind: 'remove', id: 'x' }).state;
    state = dispatch(state, { kind: 'add', id: 'y' }).state;
    state = reducer(state, loadStarted('r1'));
    state = reducer(state, loaded({ requestId: 'r1', items: answer }));
    expect(state.items.map((t) => t.id).sort()).toEqual(['w', 'y']);
  });

  it.each([
    ['offline', 'offline'],
    ['forbidden', 'forbidden'],
    ['error', 'error'],
  ] as const)('a failed load says why (%s) until the next load starts', (_n, failure) => {
    let state = reducer(emptyCollection<Thing>(), loadStarted('r1'));
    state = reducer(state, loadFailed({ requestId: 'r1', failure }));
    expect(state.load.failure).toBe(failure);
    expect(reducer(state, loadStarted('r2')).load).toMatchObject({ requestId: 'r2', failure: null });
  });
});

describe("the server's copy of an item, from a change's answer (collectionOps.answered)", () => {
  const answered = (state: Collection<Thing>, item: Thing) => {
    const next = structuredClone(state);
    collectionOps.answered(next, item);
    return next;
  };

  it('replaces the item, and a list asked before it is dropped as one that may predate it', () => {
    let state = reducer(start(), loadStarted('r1'));
    state = answered(state, { id: 'x', a: 5, b: 6 });
    expect(state.items[0]).toEqual({ id: 'x', a: 5, b: 6 });
    state = reducer(state, loaded({ requestId: 'r1', items: [{ id: 'x', a: 0, b: 0 }] }));
    expect(state.items[0]).toEqual({ id: 'x', a: 5, b: 6 });
  });

  it('leaves an item with a change in flight (that change answers for it), and an item not listed', () => {
    const { state: patched } = dispatch(start(), { kind: 'set', id: 'x', field: 'a', value: 1 });
    expect(answered(patched, { id: 'x', a: 5, b: 6 }).items[0]).toEqual({ id: 'x', a: 1, b: 0 });
    expect(answered(start(), { id: 'gone', a: 1, b: 1 }).items.map((t) => t.id)).toEqual(['x', 'z']);
  });
});

