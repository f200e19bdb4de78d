import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { consoleSliceLoaded } from '../../store/slice-registry';
import {
  collectionOps,
  addCollectionCases,
  collectionReducers,
  emptyCollection,
  withChangeId,
  type ChangeMeta,
  type Collection,
} from '../../console/collection';
import {
  EVENT_KIND,
  isOpen,
  nextStatus,
  PRIORITY_ORDER,
  type MaintenancePriority,
  type MaintenanceRequest,
  type MaintenanceStatus,
  type MaintenanceStep,
} from '../maintenance/public';
import { MAINTENANCE_DATA } from './maintenance-shape';

/**
 * Staff's maintenance requests (product rules, 'Maintenance'): every request, held by this
 * slice, the one owner of the console's `maintenance` collection (product rules,
 * 'Collections'). Each step staff take (acknowledge, assign a contractor, a note, a cost
 * estimate, start, resolve, close) is one change through the change engine
 * (maintenance-changes.ts): the request moves at once by the maintenance rules (`nextStatus`),
 * and only what the step touched is put back if the server refuses.
 */

export type MaintenanceState = Collection<MaintenanceRequest>;

export const initialMaintenanceState: MaintenanceState = emptyCollection<MaintenanceRequest>();

/** A step staff took on a request, as the slice applies it before the server answers. */
export interface StepTakenPayload {
  requestId: string;
  step: MaintenanceStep;
  /** When, local time: 'YYYY-MM-DDTHH:MM' (the timeline's entry). */
  at: string;
  /** Who: the signed-in staff member's full name. */
  by: string;
}

export const maintenanceSlice = createSlice({
  name: MAINTENANCE_DATA.key,
  initialState: initialMaintenanceState,
  reducers: {
    ...collectionReducers<MaintenanceRequest>(),
    /**
     * A step on the request's page (Acknowledge, Assign contractor, Add note, Set cost estimate,
     * Start work, Mark resolved, Close): the status the rules lead to, the contractor or the cost
     * estimate it sets, and its entry at the end of the timeline. A step the rules do not allow
     * from the request's status changes nothing.
     */
    stepTaken: {
      reducer(state, action: PayloadAction<StepTakenPayload, string, ChangeMeta>) {
        const { requestId, step, at, by } = action.payload;
        collectionOps.patch<MaintenanceRequest>(state, action.meta.change, requestId, (request) => {
          const status = nextStatus(step.action, request.status, step.costEstimateKes);
          if (status === null) return;
          request.status = status;
          if (step.action === 'assign' && step.contractor) request.contractor = { ...step.contractor };
          if (step.action === 'estimate' && step.costEstimateKes !== undefined)
            request.costEstimateKes = step.costEstimateKes;
          if (step.action === 'resolve') request.resolvedOn = at.slice(0, 10);
          request.timeline = [
            ...request.timeline,
            {
              at,
              kind: EVENT_KIND[step.action],
              status,
              by: { role: 'staff', name: by },
              note: step.note ?? null,
            },
          ];
          request.updatedAt = at;
        });
      },
      prepare: withChangeId<StepTakenPayload>,
    },
    /**
     * The server kept a step: its answer (the request as the server holds it now) takes the
     * place of the optimistic one, with any other change still in flight on it laid over.
     */
    stepAnswered(state, action: PayloadAction<MaintenanceRequest>) {
      const answer = action.payload;
      const at = state.items.findIndex((item) => item.id === answer.id);
      if (at < 0) return;
      // What the server holds now, for a later change's put-back.
      const base = state.base[answer.id];
      if (base) {
        for (const [field, held] of Object.entries(base)) {
          held.value = (answer as unknown as Record<string, unknown>)[field];
        }
      }
      const inFlight = Object.values(state.changes)
        .filter((change) => change.itemId === answer.id && change.kind === 'patch')
        .sort((a, b) => a.seq - b.seq);
      let next: MaintenanceRequest = answer;
      for (const change of inFlight) if (change.kind === 'patch') next = { ...next, ...change.after };
      state.items[at] = next;
    },
  },
  extraReducers: (builder) => addCollectionCases(builder, MAINTENANCE_DATA.live, initialMaintenanceState),
  selectors: {
    selectMaintenanceCollection: (state) => state,
    selectAllMaintenanceRequests: (state) => state.items,
  },
});

// The store takes the slice's reducer in when this code loads (with the console's screens).
consoleSliceLoaded(maintenanceSlice);

export const { loadStarted, loaded, loadFailed, changeConfirmed, changeRolledBack, stepTaken, stepAnswered } =
  maintenanceSlice.actions;
export const { selectMaintenanceCollection, selectAllMaintenanceRequests } = maintenanceSlice.selectors;

interface StateWithMaintenance {
  maintenance: MaintenanceState;
}

/** The queue's filters, as in the address; null: any. */
export interface MaintenanceFilter {
  status: MaintenanceStatus | null;
  priority: MaintenancePriority | null;
  propertyId: string | null;
}

export const NO_MAINTENANCE_FILTER: MaintenanceFilter = { status: null, priority: null, propertyId: null };

const urgency = (priority: MaintenancePriority): number => PRIORITY_ORDER.indexOf(priority);

/** Every request, most urgent first, then newest first (sorted once per change of the list). */
export const selectMaintenanceQueue = createSelector([selectAllMaintenanceRequests], (requests) =>
  requests
    .map((request, index) => ({ request, index }))
    .sort(
      (a, b) =>
        urgency(a.request.priority) - urgency(b.request.priority) ||
        (a.request.createdAt < b.request.createdAt
          ? 1
          : a.request.createdAt > b.request.createdAt
            ? -1
            : 0) ||
        a.index - b.index,
    )
    .map(({ request }) => request),
);

/** The requests the filters keep, most urgent first, then newest. */
export const selectFilteredMaintenance = createSelector(
  [selectMaintenanceQueue, (_state: StateWithMaintenance, filter: MaintenanceFilter) => filter],
  (requests, { status, priority, propertyId }) =>
    requests.filter(
      (r) =>
        (status === null || r.status === status) &&
        (priority === null || r.priority === priority) &&
        (propertyId === null || r.propertyId === propertyId),
    ),
);

/** The properties with requests, by name (the Property filter's choices). */
export const selectMaintenanceProperties = createSelector([selectAllMaintenanceRequests], (requests) =>
  [...new Map(requests.map((r) => [r.propertyId, r.propertyName])).entries()]
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name)),
);

/** The dashboard's Maintenance panel: the open requests (not resolved, closed or cancelled) by priority. */
export const selectOpenCountsByPriority = createSelector([selectAllMaintenanceRequests], (requests) => {
  const counts = Object.fromEntries(PRIORITY_ORDER.map((p) => [p, 0])) as Record<MaintenancePriority, number>;
  for (const r of requests) if (isOpen(r.status)) counts[r.priority] += 1;
  return counts;
});

export const selectMaintenanceRequestById = (
  state: StateWithMaintenance,
  id: string,
): MaintenanceRequest | undefined => state.maintenance.items.find((r) => r.id === id);

/** Whether a step on this request is still in flight (its page takes one at a time). */
export const selectStepInFlight = (state: StateWithMaintenance, id: string): boolean =>
  Object.values(state.maintenance.changes).some((change) => change.itemId === id);
