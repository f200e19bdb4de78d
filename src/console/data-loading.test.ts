import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { ADMIN_SESSION } from '../../tests/fixtures';
import { makeStore } from '../app/store';
import { loadEmails } from '../features/email-centre/email-centre-api';
import { READ_TIMEOUT_MS } from '../store/api';

/**
 * How a console screen's data arrives (data-loading.ts): the slice owns it, RTK Query only
 * carries it, and every load ends in the data or a reason to show with Retry.
 */
describe('loading a console collection', () => {
  afterEach(() => vi.useRealTimers());

  it('the slice owns the list; RTK Query keeps no second copy of it', async () => {
    const store = makeStore({ session: ADMIN_SESSION });
    await store.dispatch(loadEmails());
    expect(store.getState().emailCentre.items.length).toBeGreaterThan(0);
    // Dropped once it is handed over (keepUnusedDataFor: 0, no subscriber): RTK Query's
    // removal timer runs on the next turn of the event loop, later on a busy machine; the
    // default keepUnusedDataFor (60 s) would outlast this wait and fail it.
    const cached = () =>
      Object.values(store.getState().api?.queries ?? {}).filter(
        (q) => q?.endpointName === 'listEmails' && q.data !== undefined,
      );
    await vi.waitFor(() => expect(cached()).toEqual([]), { timeout: 2_000 });
  });

  it.each([
    ['a dropped network', () => HttpResponse.error(), 'offline'],
    [
      'a 403',
      () => HttpResponse.json({ error: 'You do not have access to this.' }, { status: 403 }),
      'forbidden',
    ],
    ['a 500', () => HttpResponse.json({ error: 'Down.' }, { status: 500 }), 'error'],
  ] as const)(
    '%s ends the load with its reason (%s) and keeps the session',
    async (_name, answer, failure) => {
      server.use(http.get('*/api/admin/emails', answer));
      const store = makeStore({ session: ADMIN_SESSION });
      await store.dispatch(loadEmails());
      expect(store.getState().emailCentre).toMatchObject({
        status: 'idle',
        load: { requestId: null, failure },
      });
      expect(store.getState().session.token).toBe(ADMIN_SESSION.token);
    },
  );

  it('a server that never answers ends the load as offline after the read time-out, never Loading for ever', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(
      http.get('*/api/admin/emails', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const store = makeStore({ session: ADMIN_SESSION });
    const done = store.dispatch(loadEmails());
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS + 10);
    await done;
    expect(store.getState().emailCentre.load.failure).toBe('offline');
  });

  it('without a session nothing is asked', async () => {
    const store = makeStore();
    await store.dispatch(loadEmails());
    expect(store.getState().emailCentre.load.requestId).toBeNull();
    expect(store.getState().emailCentre.status).toBe('idle');
  });
});
