import { addListener } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { ADMIN_SESSION } from '../../../tests/fixtures';
import { makeStore } from '../../app/store';
import { isChangeFailure } from '../../console/change-engine';
import { refusalText, type MaintenanceRequest } from '../maintenance/public';
import { STEP_FAILED_TEXT, takeStep } from './maintenance-changes';
import { LEAKING_TAP, MAINTENANCE_REQUESTS } from '../../../tests/maintenance-fixtures';
import { loadMaintenance } from './maintenance-load';

/**
 * A step through the change engine against the API (answered here: the mock's maintenance
 * handlers live elsewhere): one request, the server's answer kept; a 409 put back with the
 * server's words, and the list loaded again.
 */

const ACKNOWLEDGED: MaintenanceRequest = {
  ...LEAKING_TAP,
  status: 'acknowledged',
  updatedAt: '2025-03-06T10:16',
  timeline: [
    ...LEAKING_TAP.timeline,
    {
      at: '2025-03-06T10:16',
      kind: 'acknowledged',
      status: 'acknowledged',
      by: { role: 'staff', name: 'Amani Otieno' },
      note: null,
    },
  ],
};

async function storeWith(list: () => MaintenanceRequest[], step: () => Response) {
  const calls = { list: 0, steps: 0 };
  server.use(
    http.get('*/api/admin/maintenance', () => {
      calls.list += 1;
      return HttpResponse.json(list());
    }),
    http.post('*/api/admin/maintenance/:id/steps', () => {
      calls.steps += 1;
      return step();
    }),
  );
  const store = makeStore({ session: ADMIN_SESSION });
  await store.dispatch(loadMaintenance());
  const toasts: string[] = [];
  store.dispatch(
    addListener({
      predicate: isChangeFailure,
      effect: (action) => void (isChangeFailure(action) && toasts.push(action.meta.failure)),
    }),
  );
  const request = () => store.getState().maintenance.items.find((r) => r.id === LEAKING_TAP.id);
  return { store, calls, toasts, request };
}

describe('takeStep', () => {
  it("sends one request and keeps the server's answer", async () => {
    const { store, calls, toasts, request } = await storeWith(
      () => MAINTENANCE_REQUESTS,
      () => HttpResponse.json(ACKNOWLEDGED),
    );
    const sent = store.dispatch(takeStep(LEAKING_TAP.id, { action: 'acknowledge' }));
    expect(request()?.status).toBe('acknowledged');
    expect(await sent).toBe(true);
    expect(request()).toEqual(ACKNOWLEDGED);
    expect(calls).toEqual({ list: 1, steps: 1 });
    expect(toasts).toEqual([]);
    expect(store.getState().maintenance.changes).toEqual({});
  });

  it("a 409 is put back with the server's words and the list is loaded again", async () => {
    const cancelled = { ...LEAKING_TAP, status: 'cancelled' as const };
    let listed = [LEAKING_TAP];
    const { store, calls, toasts, request } = await storeWith(
      () => listed,
      () => {
        listed = [cancelled]; // the tenant cancelled it meanwhile
        return HttpResponse.json({ error: refusalText('acknowledge', 'cancelled') }, { status: 409 });
      },
    );
    expect(await store.dispatch(takeStep(LEAKING_TAP.id, { action: 'acknowledge' }))).toBe(false);
    expect(toasts).toEqual([
      `${STEP_FAILED_TEXT.acknowledge} A request that is Cancelled cannot be acknowledged. The change was undone.`,
    ]);
    expect(calls).toEqual({ list: 2, steps: 1 });
    expect(request()).toEqual(cancelled);
  });

  it('a failure that is no conflict is put back without a reload', async () => {
    const { store, calls, toasts, request } = await storeWith(
      () => MAINTENANCE_REQUESTS,
      () => HttpResponse.json({ error: 'Server error. Please try again later.' }, { status: 500 }),
    );
    expect(await store.dispatch(takeStep(LEAKING_TAP.id, { action: 'acknowledge' }))).toBe(false);
    expect(request()).toEqual(LEAKING_TAP);
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatch(/^Could not acknowledge the request\. /);
    expect(calls).toEqual({ list: 1, steps: 1 });
  });
});
