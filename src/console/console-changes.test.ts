import { addListener } from '@reduxjs/toolkit';
import { delay, http, HttpResponse } from 'msw';
import { persistStore } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { ADMIN_SESSION } from '../../tests/fixtures';
import { makeStore, type AppStore } from '../app/store';
import { signedOut } from '../session/session-slice';
import { sessionExpired } from '../store/session-events';
import type { AppThunk } from '../store/hooks';
import { loadEmails } from '../features/email-centre/email-centre-api';
import {
  archiveEmail,
  deleteEmailById,
  openEmail,
  storeComposed,
  toggleRead,
  toggleStar,
} from '../features/email-centre/email-changes';
import { loadSubmissions } from '../features/contact-submissions/submissions-api';
import { deleteSubmission, markViewed, sendReply } from '../features/contact-submissions/submission-changes';
import { loadUsers } from '../features/users/users-api';
import { addUser, removeUser, upgradeUser } from '../features/users/user-changes';
import { loadPayments } from '../features/staff-payments/payments-api';
import { allocatePayment } from '../features/staff-payments/payment-changes';
import { isChangeFailure } from './change-engine';

/**
 * Every console change (product rules, 'Change engine'): the slice changes first, the
 * request follows and the API server keeps it; when the request fails, the change
 * is rolled back by one action that carries the toast's text.
 */

async function loadedStore(): Promise<{ store: AppStore; actions: { type: string; meta?: unknown }[] }> {
  const actions: { type: string; meta?: unknown }[] = [];
  const store = makeStore({ session: ADMIN_SESSION });
  await store.dispatch(loadEmails());
  await store.dispatch(loadSubmissions());
  await store.dispatch(loadUsers());
  await store.dispatch(loadPayments());
  // Every action that reaches the reducers, in order (as Redux DevTools would list them).
  store.dispatch(addListener({ predicate: () => true, effect: (action) => void actions.push(action) }));
  return { store, actions };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

type View = (store: AppStore) => unknown;
const email =
  (id: string): View =>
  (s) =>
    s.getState().emailCentre.items.find((e) => e.id === id);
const submission =
  (id: string): View =>
  (s) =>
    s.getState().contactSubmissions.items.find((x) => x.id === id);
const user =
  (id: string): View =>
  (s) =>
    s.getState().managedUsers.items.find((u) => u.id === id);
const payment =
  (id: string): View =>
  (s) =>
    s.getState().payments.items.find((p) => p.id === id);
const emails: View = (s) => s.getState().emailCentre.items;
const users: View = (s) => s.getState().managedUsers.items;

// em-001: inbox, unread, starred. cs-001: New. mu-002: a user. pm-unmatched-ksia5: Unmatched (Faith's, of unit A5).
const A5_LEASE = { id: 'ls-ouru-a5', propertyId: 'pr-ouru', tenantName: 'Faith Kwamboka', propertyName: 'Ouru Heights', unit: 'A5' };
const CHANGES: [string, () => AppThunk<unknown>, View, string, string][] = [
  [
    'star toggle',
    () => toggleStar('em-001'),
    email('em-001'),
    'emailCentre/emailStarToggled',
    'Could not unstar the email.',
  ],
  [
    'read toggle',
    () => toggleRead('em-001'),
    email('em-001'),
    'emailCentre/emailReadToggled',
    'Could not mark the email read.',
  ],
  [
    'open (marks read)',
    () => openEmail('em-001'),
    email('em-001'),
    'emailCentre/emailOpened',
    'Could not mark the email read.',
  ],
  [
    'archive',
    () => archiveEmail('em-001'),
    email('em-001'),
    'emailCentre/emailArchived',
    'Could not archive the email.',
  ],
  [
    'delete email (to the bin)',
    () => deleteEmailById('em-001'),
    email('em-001'),
    'emailCentre/emailBinned',
    'Could not move the email to the bin.',
  ],
  [
    'send',
    () => storeComposed({ to: 'a@example.com', subject: 'Hi', body: 'Hello' }, 'sent'),
    emails,
    'emailCentre/emailSent',
    'Could not send the email.',
  ],
  [
    'save draft',
    () => storeComposed({ to: '', subject: 'Later', body: '' }, 'drafts'),
    emails,
    'emailCentre/draftSaved',
    'Could not save the draft.',
  ],
  [
    'mark viewed',
    () => markViewed('cs-001'),
    submission('cs-001'),
    'contactSubmissions/submissionViewed',
    'Could not mark the submission viewed.',
  ],
  [
    'delete submission',
    () => deleteSubmission('cs-001'),
    (s) => s.getState().contactSubmissions.items,
    'contactSubmissions/submissionDeleted',
    'Could not delete the submission.',
  ],
  [
    'reply',
    () => sendReply({ submissionId: 'cs-001', to: 'moraa@example.com', subject: 'Re: x', body: 'Thanks' }),
    submission('cs-001'),
    'contactSubmissions/replySent',
    'Could not send the reply to moraa@example.com.',
  ],
  [
    'add user',
    () => addUser({ name: 'Ann Moraa', email: 'ann@example.com' }),
    users,
    'managedUsers/userAdded',
    'Could not add Ann Moraa.',
  ],
  [
    'remove user',
    () => removeUser('mu-002'),
    users,
    'managedUsers/userRemoved',
    'Could not remove Brian Nyakundi.',
  ],
  [
    'upgrade user',
    () => upgradeUser('mu-002'),
    user('mu-002'),
    'managedUsers/userUpgradedToManager',
    'Could not upgrade Brian Nyakundi to manager.',
  ],
  [
    'allocate payment',
    () => allocatePayment({ paymentId: 'pm-unmatched-ksia5', lease: A5_LEASE }),
    payment('pm-unmatched-ksia5'),
    'payments/paymentAllocated',
    'Could not allocate the payment.',
  ],
];

describe('console changes go to the server', () => {
  it.each(CHANGES)(
    '%s: the event, then the request; the server keeps it',
    async (_name, change, view, event) => {
      const { store, actions } = await loadedStore();
      const before = structuredClone(view(store));
      const done = store.dispatch(change());
      expect(actions.find((a) => !a.type.startsWith('api/'))?.type).toBe(event);
      // The change's answer, then a fresh load: never a guess at how long the server takes.
      await done;
      expect(actions.some(isChangeFailure)).toBe(false);
      // A fresh load from the server (a reload, another tab) shows the change.
      const fresh = await loadedStore();
      expect(view(fresh.store)).toEqual(view(store));
      if (event !== 'contactSubmissions/replySent') expect(view(store)).not.toEqual(before);
    },
  );

  it.each([
    [
      'a 500',
      () => HttpResponse.json({ error: 'The database is unavailable.' }, { status: 500 }),
      'The database is unavailable. The change was undone.',
    ],
    [
      'a dropped network',
      () => HttpResponse.error(),
      'The server could not be reached, so the change was undone.',
    ],
  ])('on %s every change is rolled back by one action naming what failed', async (_case, answer, reason) => {
    for (const [, change, view, event, what] of CHANGES) {
      const { store, actions } = await loadedStore();
      server.use(
        http.post('*/api/admin/*', answer),
        http.patch('*/api/admin/*', answer),
        http.delete('*/api/admin/*', answer),
      );
      const before = structuredClone(view(store));
      await store.dispatch(change());
      expect(view(store), event).toEqual(before);
      const failures = actions.filter(isChangeFailure);
      expect(
        failures.map((a) => a.meta.failure),
        event,
      ).toEqual([`${what} ${reason}`]);
      server.resetHandlers();
    }
  });

  it('the server answers 400 with a text for a body outside the contract, and the app shows it', async () => {
    const { store, actions } = await loadedStore();
    await store.dispatch(storeComposed({ to: 'x'.repeat(400), subject: 'Long', body: '' }, 'sent'));
    expect(actions.filter(isChangeFailure).map((a) => a.meta.failure)).toEqual([
      'Could not send the email. To must be at most 254 characters. The change was undone.',
    ]);
    // A fresh load from the server (a reload, another tab) has no such email.
    const fresh = await loadedStore();
    expect(fresh.store.getState().emailCentre.items.some((e) => e.subject === 'Long')).toBe(false);
  });
});

describe('a payment allocated meanwhile elsewhere', () => {
  it("is refused (409) with the server's words, and the list is loaded again to show where it went", async () => {
    const { store, actions } = await loadedStore();
    const other = await loadedStore();
    const A6_LEASE = {
      id: 'ls-ouru-a6',
      propertyId: 'pr-ouru',
      tenantName: 'Joseph Nyangau',
      propertyName: 'Ouru Heights',
      unit: 'A6',
    };
    expect(
      await other.store.dispatch(allocatePayment({ paymentId: 'pm-unmatched-ksia5', lease: A6_LEASE })),
    ).toBe(true);
    expect(await store.dispatch(allocatePayment({ paymentId: 'pm-unmatched-ksia5', lease: A5_LEASE }))).toBe(
      false,
    );
    expect(actions.filter(isChangeFailure).map((a) => a.meta.failure)).toEqual([
      'Could not allocate the payment. This payment is already allocated to a lease. The change was undone.',
    ]);
    expect(payment('pm-unmatched-ksia5')(store)).toMatchObject({
      status: 'matched',
      leaseId: 'ls-ouru-a6',
      tenantName: 'Joseph Nyangau',
    });
  });
});

describe('a change whose session ends before its answer writes nothing', () => {
  const refusedLate = () =>
    server.use(
      http.delete('*/api/admin/emails/:id', async () => {
        await delay(30);
        return HttpResponse.json({ error: 'The database is unavailable.' }, { status: 500 });
      }),
    );

  it.each([
    ['logout', (store: AppStore) => void store.dispatch(signedOut())],
    ['expiry (another request answered 401)', (store: AppStore) => void store.dispatch(sessionExpired())],
  ])('%s: the refused delete does not put the email back, and no toast', async (_name, end) => {
    refusedLate();
    const { store, actions } = await loadedStore();
    const done = store.dispatch(deleteEmailById('em-001'));
    end(store);
    expect(await done).toBe(false);
    expect(store.getState().emailCentre.items).toEqual([]);
    expect(store.getState().emailCentre.changes).toEqual({});
    expect(actions.some(isChangeFailure)).toBe(false);
  });

  it("nothing of the console is written back to the browser's storage afterwards", async () => {
    refusedLate();
    const written = new Map<string, string>();
    const store = makeStore(
      { session: ADMIN_SESSION },
      {
        persist: true,
        persistStorage: {
          getItem: async (key) => written.get(key) ?? null,
          setItem: async (key, value) => void written.set(key, value),
          removeItem: async (key) => void written.delete(key),
        },
      },
    );
    const persistor = persistStore(store);
    await store.dispatch(loadEmails());
    const done = store.dispatch(deleteEmailById('em-001'));
    store.dispatch(signedOut());
    await done;
    await persistor.flush();
    expect(written.get('persist:kpm-console')).not.toContain('em-0');
  });

  it("one's own change moves its data set's version with it, and no other", async () => {
    const { store, actions } = await loadedStore();
    const read = store.getState().emailCentre.serverVersion;
    expect(read).not.toBeNull();
    expect(await store.dispatch(toggleStar('em-001'))).toBe(true);
    expect(actions.map((a) => a.type)).toContain('liveData/ownChangeCommitted');
    expect(store.getState().emailCentre.serverVersion).toBe(read! + 1);
    // The users' copy was read before too, and this change did not touch it.
    const users = store.getState().managedUsers.serverVersion;
    expect(await store.dispatch(removeUser('mu-002'))).toBe(true);
    expect(store.getState().managedUsers.serverVersion).toBe(users! + 1);
    expect(store.getState().emailCentre.serverVersion).toBe(read! + 1);
  });

  it('a change answered 401 ends the session: no rollback, no toast, nothing left', async () => {
    server.use(
      http.patch('*/api/admin/emails/:id', () => HttpResponse.json({ error: 'Expired.' }, { status: 401 })),
    );
    const { store, actions } = await loadedStore();
    expect(await store.dispatch(toggleStar('em-001'))).toBe(false);
    expect(store.getState().session.token).toBeNull();
    expect(store.getState().emailCentre.items).toEqual([]);
    expect(actions.some(isChangeFailure)).toBe(false);
  });

  it('a change answered 403 says there is no access and keeps the session', async () => {
    server.use(
      http.post('*/api/admin/users/:id/upgrade', () =>
        HttpResponse.json({ error: 'You do not have access to this.' }, { status: 403 }),
      ),
    );
    const { store, actions } = await loadedStore();
    expect(await store.dispatch(upgradeUser('mu-002'))).toBe(false);
    expect(actions.filter(isChangeFailure).map((a) => a.meta.failure)).toEqual([
      'Could not upgrade Brian Nyakundi to manager. You do not have access to this.',
    ]);
    expect(store.getState().session.token).toBe(ADMIN_SESSION.token);
    expect(store.getState().managedUsers.items.find((u) => u.id === 'mu-002')?.role).toBe('user');
  });
});

describe("nothing is re-sent behind the user's back", () => {
  it('a failed read leaves the email unread; opening it again is the one retry', async () => {
    const patches: string[] = [];
    server.use(
      http.patch('*/api/admin/emails/:id', ({ params }) => {
        patches.push(String(params.id));
        return HttpResponse.json({ error: 'No.' }, { status: 500 });
      }),
    );
    const { store } = await loadedStore();
    await store.dispatch(openEmail('em-001'));
    await settle();
    expect(patches).toEqual(['em-001']);
    expect(store.getState().emailCentre.items.find((e) => e.id === 'em-001')?.read).toBe(false);
    await store.dispatch(openEmail('em-001'));
    expect(patches).toEqual(['em-001', 'em-001']);
  });

  it('the Add rule: a blank name or email adds nothing and sends nothing', async () => {
    const { store, actions } = await loadedStore();
    for (const input of [
      { name: '', email: 'grace@example.com' },
      { name: 'Grace', email: '' },
      { name: '   ', email: '  ' },
    ]) {
      expect(await store.dispatch(addUser(input))).toBe(false);
    }
    expect(actions).toEqual([]);
  });
});
