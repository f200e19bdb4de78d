import { describe, expect, it } from 'vitest';
import { cachedDataCleared, demoDataReset } from '../../console/console-actions';
import { emptyCollection } from '../../console/collection';
import type { MaintenanceRequest, MaintenanceStep } from '../maintenance/public';
import {
  BROKEN_GATE_LOCK,
  CLOSED_SINK,
  LEAKING_TAP,
  MAINTENANCE_REQUESTS,
  SPARKING_SOCKETS,
} from '../../../tests/maintenance-fixtures';
import { isMaintenanceRequest } from './maintenance-shape';
import {
  changeConfirmed,
  changeRolledBack,
  loaded,
  loadStarted,
  maintenanceSlice,
  NO_MAINTENANCE_FILTER,
  selectFilteredMaintenance,
  selectMaintenanceProperties,
  selectOpenCountsByPriority,
  selectStepInFlight,
  stepAnswered,
  stepTaken,
  type MaintenanceFilter,
  type MaintenanceState,
} from './maintenance-slice';

const reducer = maintenanceSlice.reducer;

const AT = '2025-03-06T10:15';
const BY = 'Mercy Kerubo';
const take = (requestId: string, step: MaintenanceStep) => stepTaken({ requestId, step, at: AT, by: BY });

const IN_PROGRESS: MaintenanceRequest = { ...BROKEN_GATE_LOCK, id: 'mr-ip', status: 'in-progress' };
const RESOLVED: MaintenanceRequest = {
  ...BROKEN_GATE_LOCK,
  id: 'mr-res',
  status: 'resolved',
  resolvedOn: '2025-03-05',
};

const withItems = (items: MaintenanceRequest[]): MaintenanceState => ({
  ...emptyCollection<MaintenanceRequest>(),
  status: 'loaded',
  items,
});
const all = () => withItems([...MAINTENANCE_REQUESTS, IN_PROGRESS, RESOLVED]);
const itemOf = (state: MaintenanceState, id: string) => state.items.find((r) => r.id === id);
const lastEvent = (request: MaintenanceRequest | undefined) => request?.timeline.at(-1);

const CONTRACTOR = { name: 'Nyanchwa Locksmiths', phone: '0711 222 333' };

/** Each step: the request it is taken on, the step, the fields it changes, its timeline entry. */
const STEPS: [string, MaintenanceRequest, MaintenanceStep, Partial<MaintenanceRequest>, string][] = [
  [
    'acknowledge: Submitted to Acknowledged',
    LEAKING_TAP,
    { action: 'acknowledge' },
    { status: 'acknowledged' },
    'acknowledged',
  ],
  [
    'assign a contractor: the status stays',
    BROKEN_GATE_LOCK,
    { action: 'assign', contractor: CONTRACTOR },
    { status: 'acknowledged', contractor: CONTRACTOR },
    'contractor-assigned',
  ],
  [
    'a note, awaiting approval: the status stays',
    SPARKING_SOCKETS,
    { action: 'note', note: 'The owner has been called.' },
    { status: 'awaiting-approval' },
    'note',
  ],
  [
    'an estimate of KES 5,000: In progress (within staff authority)',
    BROKEN_GATE_LOCK,
    { action: 'estimate', costEstimateKes: 5_000 },
    { status: 'in-progress', costEstimateKes: 5_000 },
    'estimated',
  ],
  [
    'an estimate of KES 5,001: Awaiting owner approval',
    BROKEN_GATE_LOCK,
    { action: 'estimate', costEstimateKes: 5_001 },
    { status: 'awaiting-approval', costEstimateKes: 5_001 },
    'estimated',
  ],
  ['start work: In progress', BROKEN_GATE_LOCK, { action: 'start' }, { status: 'in-progress' }, 'started'],
  [
    'mark resolved: Resolved today',
    IN_PROGRESS,
    { action: 'resolve' },
    { status: 'resolved', resolvedOn: '2025-03-06' },
    'resolved',
  ],
  ['close: Closed', RESOLVED, { action: 'close' }, { status: 'closed' }, 'closed'],
];

describe('maintenance reducer: the steps', () => {
  it.each(STEPS)('%s, at once, with its timeline entry', (_name, request, step, expected, kind) => {
    const state = reducer(all(), take(request.id, step));
    const after = itemOf(state, request.id);
    expect(after).toMatchObject({ ...expected, updatedAt: AT });
    expect(after?.timeline).toHaveLength(request.timeline.length + 1);
    expect(lastEvent(after)).toEqual({
      at: AT,
      kind,
      status: expected.status,
      by: { role: 'staff', name: BY },
      note: step.note ?? null,
    });
    expect(selectStepInFlight({ maintenance: state }, request.id)).toBe(true);
  });

  it.each(STEPS)('%s: rolled back, only what it touched is put back', (_name, request, step) => {
    const event = take(request.id, step);
    let state = reducer(all(), event);
    state = reducer(state, changeRolledBack(event.meta.change, 'Could not do it. Why.'));
    expect(itemOf(state, request.id)).toEqual(request);
    expect(state.changes).toEqual({});
    expect(state.base).toEqual({});
  });

  it.each(STEPS)('%s: confirmed, it stays', (_name, request, step, expected) => {
    const event = take(request.id, step);
    let state = reducer(all(), event);
    state = reducer(state, changeConfirmed(event.meta.change));
    expect(itemOf(state, request.id)).toMatchObject(expected);
    expect(state.changes).toEqual({});
  });

  it.each<[string, MaintenanceRequest, MaintenanceStep]>([
    ['acknowledge a Closed request', CLOSED_SINK, { action: 'acknowledge' }],
    ['start work awaiting approval', SPARKING_SOCKETS, { action: 'start' }],
    ['a note on a Closed request', CLOSED_SINK, { action: 'note', note: 'x' }],
    ['an unknown request', { ...LEAKING_TAP, id: 'nope' }, { action: 'acknowledge' }],
  ])('a step the rules refuse changes nothing: %s', (_name, request, step) => {
    const before = all();
    expect(reducer(before, take(request.id, step))).toEqual(before);
  });

  it("keeps the server's answer: the request as the server holds it", () => {
    const event = take(LEAKING_TAP.id, { action: 'acknowledge' });
    let state = reducer(all(), event);
    state = reducer(state, changeConfirmed(event.meta.change));
    const answer: MaintenanceRequest = {
      ...LEAKING_TAP,
      status: 'acknowledged',
      updatedAt: '2025-03-06T10:16',
      timeline: [
        ...LEAKING_TAP.timeline,
        {
          at: '2025-03-06T10:16',
          kind: 'acknowledged',
          status: 'acknowledged',
          by: { role: 'staff', name: BY },
          note: null,
        },
      ],
    };
    state = reducer(state, stepAnswered(answer));
    expect(itemOf(state, LEAKING_TAP.id)).toEqual(answer);
  });

  it("an answer keeps another step still in flight on the request, and the server's values for its put-back", () => {
    const first = take(BROKEN_GATE_LOCK.id, { action: 'assign', contractor: CONTRACTOR });
    const second = take(BROKEN_GATE_LOCK.id, { action: 'start' });
    let state = reducer(reducer(all(), first), second);
    state = reducer(state, changeConfirmed(first.meta.change));
    const answer: MaintenanceRequest = {
      ...BROKEN_GATE_LOCK,
      contractor: CONTRACTOR,
      updatedAt: '2025-03-06T10:16',
    };
    state = reducer(state, stepAnswered(answer));
    expect(itemOf(state, BROKEN_GATE_LOCK.id)).toMatchObject({
      status: 'in-progress',
      contractor: CONTRACTOR,
    });
    state = reducer(state, changeRolledBack(second.meta.change, 'Could not start the work. Why.'));
    expect(itemOf(state, BROKEN_GATE_LOCK.id)).toMatchObject({
      status: 'acknowledged',
      contractor: CONTRACTOR,
    });
  });

  it('an answer for a request no longer here changes nothing', () => {
    const before = all();
    expect(reducer(before, stepAnswered({ ...LEAKING_TAP, id: 'gone' }))).toEqual(before);
  });

  it('a list answer asked before a step keeps it (it may predate it)', () => {
    let state = reducer(withItems([LEAKING_TAP]), loadStarted('r1'));
    state = reducer(state, take(LEAKING_TAP.id, { action: 'acknowledge' }));
    state = reducer(state, loaded({ requestId: 'r1', items: [LEAKING_TAP], serverVersion: 3 }));
    expect(itemOf(state, LEAKING_TAP.id)?.status).toBe('acknowledged');
  });

  it.each([
    ['the session ended', cachedDataCleared()],
    ['Reset demo data', demoDataReset()],
  ])('%s: the requests are dropped', (_name, action) => {
    expect(reducer(all(), action)).toEqual(emptyCollection<MaintenanceRequest>());
  });

  it.each([
    ['a request', SPARKING_SOCKETS, true],
    ['one with photos', LEAKING_TAP, true],
    ['a stored one with a bad status', { ...LEAKING_TAP, status: 'done' }, false],
    ['one with a bad priority', { ...LEAKING_TAP, priority: 'urgent' }, false],
    ['one with a cost as text', { ...SPARKING_SOCKETS, costEstimateKes: '12500' }, false],
    ['one with a broken timeline entry', { ...LEAKING_TAP, timeline: [{ at: AT }] }, false],
    ['nothing', null, false],
  ])('isMaintenanceRequest: %s', (_name, value, expected) => {
    expect(isMaintenanceRequest(value)).toBe(expected);
  });
});

describe('the queue: filters, order and counts', () => {
  const state = { maintenance: withItems(MAINTENANCE_REQUESTS) };
  const numbers = (filter: MaintenanceFilter) =>
    selectFilteredMaintenance(state, filter).map((r) => r.number);

  it.each<[string, MaintenanceFilter, string[]]>([
    [
      'All: most urgent first, then newest',
      NO_MAINTENANCE_FILTER,
      ['MR-0003', 'MR-0002', 'MR-0004', 'MR-0001'],
    ],
    [
      'Status: Awaiting owner approval',
      { ...NO_MAINTENANCE_FILTER, status: 'awaiting-approval' },
      ['MR-0002'],
    ],
    [
      'Priority: Normal, newest first',
      { ...NO_MAINTENANCE_FILTER, priority: 'normal' },
      ['MR-0004', 'MR-0001'],
    ],
    ['Property: Ouru Heights', { ...NO_MAINTENANCE_FILTER, propertyId: 'pr-ouru' }, ['MR-0004', 'MR-0001']],
    [
      'Property and status together',
      { status: 'closed', priority: null, propertyId: 'pr-ouru' },
      ['MR-0001'],
    ],
    ['nothing matches', { status: 'cancelled', priority: null, propertyId: null }, []],
  ])('%s', (_name, filter, expected) => {
    expect(numbers(filter)).toEqual(expected);
  });

  it('is memoised: the same list and filter give the same array', () => {
    const filter = { ...NO_MAINTENANCE_FILTER, priority: 'normal' as const };
    expect(selectFilteredMaintenance(state, filter)).toBe(selectFilteredMaintenance(state, filter));
  });

  it('offers the properties with requests, by name', () => {
    expect(selectMaintenanceProperties(state)).toEqual([
      { id: 'pr-kilimani', name: 'Kilimani Court' },
      { id: 'pr-ouru', name: 'Ouru Heights' },
      { id: 'pr-parklands', name: 'Parklands Heights' },
    ]);
  });

  it('counts the open requests by priority for the dashboard (not resolved, closed or cancelled)', () => {
    expect(selectOpenCountsByPriority(state)).toEqual({ emergency: 1, high: 1, normal: 1, low: 0 });
    const started = reducer(state.maintenance, take(BROKEN_GATE_LOCK.id, { action: 'start' }));
    expect(selectOpenCountsByPriority({ maintenance: started }).emergency).toBe(1);
    const closed = withItems(MAINTENANCE_REQUESTS.map((r) => ({ ...r, status: 'cancelled' as const })));
    expect(selectOpenCountsByPriority({ maintenance: closed })).toEqual({
      emergency: 0,
      high: 0,
      normal: 0,
      low: 0,
    });
  });
});
