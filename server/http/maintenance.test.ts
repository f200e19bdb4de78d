import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CONTRACTOR_REQUIRED_TEXT,
  COST_TEXT,
  DECLINE_NOTE_REQUIRED_TEXT,
  DESCRIPTION_REQUIRED_TEXT,
  MAX_PHOTO_DATA_URL_CHARS,
  NOTE_REQUIRED_TEXT,
  photoSizeText,
  photoTypeText,
  refusalText,
  TITLE_REQUIRED_TEXT,
  TOO_MANY_PHOTOS_TEXT,
  type MaintenanceAction,
} from '../../src/features/maintenance/maintenance-rules';
import type {
  DataVersions,
  MaintenancePhotoData,
  MaintenanceRequest,
  MaintenanceStatus,
  MyMaintenanceRequests,
  OwnerStatement,
} from '../../src/types/api.gen';
import { TENANT_LEASE_ID } from '../domain/data/portal';
import { db } from '../domain/db';
import { DEFAULT_PHOTO_BUDGET_CHARS, PHOTO_STORE_FULL_TEXT, setPhotoBudget } from '../domain/maintenance';
import { callApi, inDataset, resetServer, sessionToken } from '../testing';
import { FORBIDDEN, NOT_FOUND } from './operation';

/*
 * Maintenance requests over HTTP (docs/product-rules.md, 'Maintenance'): a tenant reports
 * and cancels only on the leases they rent, an owner sees and decides only on their
 * properties' requests (the tenant by first name and initial, nothing else), staff see all
 * and move them on by the rules; every refused step answers 409 with the rules' text, every
 * refused form the form's words; an approved cost becomes an expense on the owner's
 * statement for the month it is resolved. The clock is pinned (Date only; the embedded
 * database reads the same clock): 'today' is
 * 18 March 2025, so the samples are MR-0001 (resolved 14 February), MR-0002 (awaiting the
 * owner abroad since the 16th), MR-0003 (acknowledged on the 17th).
 */

const TENANT = 'u-user';
const OWNER = 'u-owner';
const INVESTOR = 'u-investor';
const ADMIN = 'u-admin';
const MANAGER = 'u-manager';
const NOW = new Date(2025, 2, 18, 10, 0, 0);
const NOW_AT = '2025-03-18T10:00';

// Opening the in-memory database and seeding the sample data (as of NOW) takes seconds on a busy machine: before the tests.
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  await inDataset(async () => undefined);
  vi.useRealTimers();
}, 120_000);

/** A 1 × 1 PNG, as the app sends a scaled photo. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const photo = (name: string, dataUrl = PNG) => ({ name, dataUrl, width: 1, height: 1 });

type Answer = MaintenanceRequest & { error?: string };

/** A signed-in session per account, made under the pinned clock of the test. */
const tokens = new Map<string, Promise<string>>();
const tokenOf = (userId: string | undefined) => {
  if (userId === undefined) return Promise.resolve(null);
  if (!tokens.has(userId)) tokens.set(userId, sessionToken(userId));
  return tokens.get(userId)!;
};
/** A call as the account `token` names (a user id; none: no token). */
const call = async <T>(
  path: string,
  { token, ...options }: { token?: string; method?: string; body?: unknown } = {},
) => callApi<T>(path, { ...options, token: await tokenOf(token) });

const newReport = (changes: Record<string, unknown> = {}) => ({
  leaseId: TENANT_LEASE_ID,
  category: 'plumbing',
  priority: 'high',
  title: 'Leaking tap',
  description: 'The kitchen tap drips all night.',
  photos: [],
  permissionToEnter: true,
  preferredTimes: 'Weekdays after 5 pm',
  ...changes,
});
const report = (body: unknown, token = TENANT) =>
  call<Answer>('/api/portal/maintenance', { token, method: 'POST', body });
const cancel = (id: string, token = TENANT) =>
  call<Answer>(`/api/portal/maintenance/${id}/cancellation`, { token, method: 'POST' });
const decide = (id: string, body: unknown, token = INVESTOR) =>
  call<Answer>(`/api/portal/maintenance/${id}/decision`, { token, method: 'POST', body });
const step = (id: string, body: unknown, token = MANAGER) =>
  call<Answer>(`/api/admin/maintenance/${id}/steps`, { token, method: 'POST', body });
const mine = async (token: string) =>
  (await call<MyMaintenanceRequests>('/api/portal/maintenance', { token })).body;
const queue = async () => (await call<MaintenanceRequest[]>('/api/admin/maintenance', { token: ADMIN })).body;
const photosOf = (id: string, token?: string) =>
  call<MaintenancePhotoData[]>(`/api/maintenance/${id}/photos`, { token });
const statement = async (token: string, propertyId: string, month: string) =>
  (await call<OwnerStatement>(`/api/portal/properties/${propertyId}/statements/${month}`, { token })).body;
const stored = async (id: string) => (await inDataset(() => db.maintenanceRequests.find(id)))!;
const allStored = () => inDataset(() => db.maintenanceRequests.list());
const storedPhotos = () => inDataset(() => db.maintenancePhotos.list());

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  tokens.clear();
});
afterEach(async () => {
  setPhotoBudget(DEFAULT_PHOTO_BUDGET_CHARS);
  // The sample data back as of NOW while the clock is still pinned, so the next test starts on it.
  vi.setSystemTime(NOW);
  await resetServer();
  vi.useRealTimers();
});

describe('the sample requests, as of today', () => {
  it("staff's queue: all three, newest first, with the tenants' full names and phones and their stages", async () => {
    const all = await queue();
    expect(
      all.map((r) => [r.number, r.title, r.unit, r.tenant, r.priority, r.status, r.costEstimateKes]),
    ).toEqual([
      ['MR-0003', 'Gate lock broken', '1A', 'Kevin Mwangi', 'emergency', 'acknowledged', null],
      [
        'MR-0002',
        'Sockets sparking in the living room',
        '201',
        'Naliaka Wekesa',
        'high',
        'awaiting-approval',
        12_500,
      ],
      ['MR-0001', 'Blocked kitchen sink', 'B3', 'Samuel Onchiri', 'normal', 'closed', 3_200],
    ]);
    const [gate, sockets, sink] = all as [MaintenanceRequest, MaintenanceRequest, MaintenanceRequest];
    expect(gate.createdAt).toMatch(/^2025-03-16T/);
    expect(sockets.createdAt).toMatch(/^2025-03-14T/);
    expect(sockets.contractor).toEqual({ name: 'Joseph Mutua', phone: '0733 118 902' });
    expect(sink).toMatchObject({
      createdAt: expect.stringMatching(/^2025-02-10T/),
      resolvedOn: '2025-02-14',
      contractor: { name: 'Kennedy Omari', phone: '0722 410 223' },
    });
    expect(sink.timeline[0]!.by).toEqual({ role: 'tenant', name: 'Samuel O.' });
    expect(sink.timeline[1]!.by).toEqual({ role: 'staff', name: 'Mercy Kerubo' });
    expect(all.every((r) => r.photos.length === 0)).toBe(true);
    // Staff, and only staff, get the tenant's phone, to arrange a visit.
    const leases = await inDataset(() => db.leases.list());
    expect(all.map((r) => [r.number, r.tenantPhone])).toEqual(
      all.map((r) => [r.number, leases.find((l) => l.id === r.leaseId)!.tenantPhone]),
    );
  });

  it("last month's Ouru Heights statement shows MR-0001 as an expense of KES 3,200", async () => {
    const february = await statement(OWNER, 'pr-ouru', '2025-02');
    expect(february.expenses).toEqual([
      {
        requestNumber: 'MR-0001',
        description: 'Blocked kitchen sink (unit B3)',
        date: '2025-02-14',
        amountKes: 3_200,
      },
    ]);
    expect(february.expensesKes).toBe(3_200);
    expect(february.netPayoutKes).toBe(
      february.rentCollectedKes - february.managementFeeKes - 3_200 - february.tax.amountKes,
    );
    // A cost awaiting approval is no expense yet.
    expect((await statement(INVESTOR, 'pr-parklands', '2025-03')).expenses).toEqual([]);
  });
});

describe('who sees what', () => {
  it('the demo tenant (unit A4) has none; each owner gets their properties’ requests, the tenant by first name and initial', async () => {
    expect(await mine(TENANT)).toEqual({ reported: [], onMyProperties: [] });
    const owner = await mine(OWNER);
    expect(owner.reported).toEqual([]);
    expect(owner.onMyProperties.map((r) => [r.number, r.propertyName, r.tenant])).toEqual([
      ['MR-0003', 'Kilimani Court', 'Kevin M.'],
      ['MR-0001', 'Ouru Heights', 'Samuel O.'],
    ]);
    const investor = await mine(INVESTOR);
    expect(investor.onMyProperties.map((r) => [r.number, r.tenant])).toEqual([['MR-0002', 'Naliaka W.']]);
    for (const token of [ADMIN, MANAGER])
      expect(await mine(token)).toEqual({ reported: [], onMyProperties: [] });
  });

  it('a tenant sees only the requests of the lease they rent; its owner sees it too, the other owner not', async () => {
    const { body: mineNew } = await report(newReport());
    expect((await mine(TENANT)).reported.map((r) => r.number)).toEqual([mineNew.number]);
    expect((await mine(TENANT)).reported[0]!.tenant).toBe('Brian Nyakundi');
    expect((await mine(OWNER)).onMyProperties.map((r) => r.number)).toContain(mineNew.number);
    expect((await mine(INVESTOR)).onMyProperties.map((r) => r.number)).not.toContain(mineNew.number);
  });

  it("no owner answer, list or photos, carries a tenant's phone number, email or full name", async () => {
    const { body: created } = await report(newReport({ photos: [photo('leak.png')] }));
    const answers = [
      JSON.stringify(await mine(OWNER)),
      JSON.stringify(await mine(INVESTOR)),
      JSON.stringify((await photosOf(created.id, OWNER)).body),
      JSON.stringify((await decide('mr-0002', { decision: 'approve', note: '' })).body),
    ].join('\n');
    expect(answers).toContain('Brian N.');
    expect(answers).not.toContain('@');
    for (const lease of await inDataset(() => db.leases.list())) {
      expect(answers).not.toContain(lease.tenantPhone);
      expect(answers).not.toContain(lease.tenantPhone.slice(3)); // 712345678, as typed locally
      expect(answers).not.toContain(lease.tenantName);
    }
  });

  it.each<[string, () => Promise<{ status: number; body: unknown }>, number]>([
    ["the tenant reports on another tenant's lease", () => report(newReport({ leaseId: 'ls-ouru-b3' })), 403],
    ['the owner reports on a lease of their property', () => report(newReport(), OWNER), 403],
    ['an admin reports (requests come from tenants)', () => report(newReport(), ADMIN), 403],
    ['a manager reports', () => report(newReport(), MANAGER), 403],
    ['the tenant reports on an unknown lease', () => report(newReport({ leaseId: 'ls-nowhere' })), 404],
    ["the tenant cancels another tenant's request", () => cancel('mr-0003'), 403],
    ['the owner cancels a request on their property', () => cancel('mr-0003', OWNER), 403],
    ['a manager cancels', () => cancel('mr-0003', MANAGER), 403],
    [
      "the resident owner decides on the owner abroad's cost",
      () => decide('mr-0002', { decision: 'approve', note: '' }, OWNER),
      403,
    ],
    ['the tenant decides', () => decide('mr-0002', { decision: 'approve', note: '' }, TENANT), 403],
    ['an admin decides', () => decide('mr-0002', { decision: 'approve', note: '' }, ADMIN), 403],
    ['the tenant takes a staff step', () => step('mr-0003', { action: 'note', note: 'x' }, TENANT), 403],
    ['the owner takes a staff step', () => step('mr-0003', { action: 'note', note: 'x' }, OWNER), 403],
    ["the tenant reads another tenant's photos", () => photosOf('mr-0001', TENANT), 403],
    ["the owner abroad reads the resident owner's photos", () => photosOf('mr-0001', INVESTOR), 403],
    ['the owner reads their property’s photos', () => photosOf('mr-0001', OWNER), 200],
    ['a manager reads any photos', () => photosOf('mr-0002', MANAGER), 200],
    ['photos of an unknown request', () => photosOf('mr-9999', ADMIN), 404],
    ['photos without a token', () => photosOf('mr-0001'), 401],
    ['a step on an unknown request', () => step('mr-9999', { action: 'acknowledge' }), 404],
    ['a cancellation of an unknown request', () => cancel('mr-9999'), 404],
  ])('%s: %s', async (_case, act, status) => {
    const before = await allStored();
    const answered = await act();
    expect(answered.status).toBe(status);
    if (status === 403) expect(answered.body).toEqual(FORBIDDEN);
    if (status === 404) expect(answered.body).toEqual(NOT_FOUND);
    if (status !== 200) expect(await allStored()).toEqual(before);
  });
});

describe("'Report a problem': the form's words for every refusal, and nothing stored", () => {
  const jpeg = (chars: number) =>
    `data:image/jpeg;base64,${'A'.repeat(chars - 'data:image/jpeg;base64,'.length)}`;

  it.each<[string, Record<string, unknown>, string]>([
    ['no title', { title: '' }, TITLE_REQUIRED_TEXT],
    ['a title of spaces', { title: '   \t ' }, TITLE_REQUIRED_TEXT],
    ['a title left out', { title: undefined }, TITLE_REQUIRED_TEXT],
    ['a description of spaces and new lines', { description: ' \n  ' }, DESCRIPTION_REQUIRED_TEXT],
    [
      'four photos',
      { photos: ['a.png', 'b.png', 'c.png', 'd.png'].map((n) => photo(n)) },
      TOO_MANY_PHOTOS_TEXT,
    ],
    [
      'a GIF',
      { photos: [photo('drip.gif', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=')] },
      photoTypeText('drip.gif'),
    ],
    [
      'a PDF among photos',
      { photos: [photo('leak.png'), photo('quote.pdf', 'data:application/pdf;base64,JVBERi0=')] },
      photoTypeText('quote.pdf'),
    ],
    [
      'a link instead of data',
      { photos: [photo('tap.jpg', 'https://example.com/tap.jpg')] },
      photoTypeText('tap.jpg'),
    ],
    [
      'a photo over the size limit',
      { photos: [photo('ceiling.jpg', jpeg(MAX_PHOTO_DATA_URL_CHARS + 1))] },
      photoSizeText('ceiling.jpg'),
    ],
    ['a title over 120 characters', { title: 'T'.repeat(121) }, 'title must be at most 120 characters.'],
    ['an unknown category', { category: 'garden' }, 'category must be equal to one of the allowed values.'],
  ])('refuses %s: 400 with the text', async (_case, changes, error) => {
    const before = await allStored();
    expect(await report(newReport(changes))).toMatchObject({ status: 400, body: { error } });
    expect(await allStored()).toEqual(before);
    expect(await storedPhotos()).toEqual([]);
  });

  it('takes a photo of exactly the size limit, and three photos', async () => {
    const big = await report(newReport({ photos: [photo('ceiling.jpg', jpeg(MAX_PHOTO_DATA_URL_CHARS))] }));
    expect(big.status).toBe(201);
    const three = await report(newReport({ photos: ['a.png', 'b.webp', 'c.jpg'].map((n) => photo(n)) }));
    expect(three.status).toBe(201);
    expect(three.body.photos.map((p) => p.name)).toEqual(['a.png', 'b.webp', 'c.jpg']);
  });

  it("413 once the data set's photo store is full; a report without photos still goes", async () => {
    setPhotoBudget(PNG.length * 2);
    expect((await report(newReport({ photos: [photo('one.png')] }))).status).toBe(201);
    const full = await report(newReport({ photos: [photo('two.png'), photo('three.png')] }));
    expect(full).toMatchObject({ status: 413, body: { error: PHOTO_STORE_FULL_TEXT } });
    expect(await storedPhotos()).toHaveLength(1);
    expect((await report(newReport({ photos: [photo('two.png')] }))).status).toBe(201); // exactly full
    expect((await report(newReport())).status).toBe(201);
    expect((await allStored()).map((r) => r.number)).toEqual(
      expect.arrayContaining(['MR-0004', 'MR-0005', 'MR-0006']),
    );
  });

  it('the contract states the same budget', async () => {
    expect(DEFAULT_PHOTO_BUDGET_CHARS).toBe(25_000_000);
    expect(PHOTO_STORE_FULL_TEXT).toMatch(/photo store is full/);
  });
});

describe("staff's steps and the owner's decision: the rules' words", () => {
  it.each<[string, string, unknown, string]>([
    ['a note without its text', 'mr-0003', { action: 'note' }, NOTE_REQUIRED_TEXT],
    ['a note of spaces', 'mr-0003', { action: 'note', note: '   ' }, NOTE_REQUIRED_TEXT],
    ['a contractor left out', 'mr-0003', { action: 'assign' }, CONTRACTOR_REQUIRED_TEXT],
    [
      'a contractor without a phone',
      'mr-0003',
      { action: 'assign', contractor: { name: 'Ann', phone: ' ' } },
      CONTRACTOR_REQUIRED_TEXT,
    ],
    ['a cost left out', 'mr-0003', { action: 'estimate' }, COST_TEXT],
    ['a cost of 0', 'mr-0003', { action: 'estimate', costEstimateKes: 0 }, COST_TEXT],
    ['a cost in cents', 'mr-0003', { action: 'estimate', costEstimateKes: 12.5 }, COST_TEXT],
    ['a cost over KES 10,000,000', 'mr-0003', { action: 'estimate', costEstimateKes: 10_000_001 }, COST_TEXT],
    ['a cost as text', 'mr-0003', { action: 'estimate', costEstimateKes: '5000' }, COST_TEXT],
    [
      'an unknown step',
      'mr-0003',
      { action: 'demolish' },
      'action must be equal to one of the allowed values.',
    ],
  ])('a step with %s: 400', async (_case, id, body, error) => {
    const before = await stored(id);
    expect(await step(id, body)).toMatchObject({ status: 400, body: { error } });
    expect(await stored(id)).toEqual(before);
  });

  it.each([
    ['without a note', { decision: 'decline', note: '' }],
    ['with a note of spaces', { decision: 'decline', note: '  ' }],
  ])('a decline %s: 400', async (_case, body) => {
    expect(await decide('mr-0002', body)).toMatchObject({
      status: 400,
      body: { error: DECLINE_NOTE_REQUIRED_TEXT },
    });
    expect((await stored('mr-0002')).status).toBe('awaiting-approval');
  });

  it.each<
    [MaintenanceAction, string, string, MaintenanceStatus, () => Promise<{ status: number; body: Answer }>]
  >([
    [
      'acknowledge',
      'a closed request',
      'mr-0001',
      'closed',
      () => step('mr-0001', { action: 'acknowledge' }),
    ],
    [
      'note',
      'a closed request',
      'mr-0001',
      'closed',
      () => step('mr-0001', { action: 'note', note: 'Again?' }),
    ],
    [
      'estimate',
      'one awaiting approval',
      'mr-0002',
      'awaiting-approval',
      () => step('mr-0002', { action: 'estimate', costEstimateKes: 4_000 }),
    ],
    [
      'resolve',
      'an acknowledged request',
      'mr-0003',
      'acknowledged',
      () => step('mr-0003', { action: 'resolve' }),
    ],
    [
      'close',
      'an acknowledged request',
      'mr-0003',
      'acknowledged',
      () => step('mr-0003', { action: 'close' }),
    ],
    [
      'approve',
      'an acknowledged request',
      'mr-0003',
      'acknowledged',
      () => decide('mr-0003', { decision: 'approve', note: '' }, OWNER),
    ],
    [
      'decline',
      'a closed request',
      'mr-0001',
      'closed',
      () => decide('mr-0001', { decision: 'decline', note: 'No' }, OWNER),
    ],
  ])('%s on %s: 409 with the text to show, nothing changed', async (action, _what, id, status, act) => {
    const before = await stored(id);
    expect(await act()).toMatchObject({ status: 409, body: { error: refusalText(action, status) } });
    expect(await stored(id)).toEqual(before);
  });

  it('the tenant cancels while Submitted, once; not after staff acknowledged', async () => {
    const { body: first } = await report(newReport());
    const { body: second } = await report(newReport({ title: 'Window latch' }));
    expect([first.number, second.number]).toEqual(['MR-0004', 'MR-0005']);

    const cancelledOne = await cancel(first.id);
    expect(cancelledOne.status).toBe(200);
    expect(cancelledOne.body.status).toBe('cancelled');
    expect(cancelledOne.body.timeline.at(-1)).toEqual({
      at: NOW_AT,
      kind: 'cancelled',
      status: 'cancelled',
      by: { role: 'tenant', name: 'Brian N.' },
      note: null,
    });
    expect(await cancel(first.id)).toMatchObject({
      status: 409,
      body: { error: refusalText('cancel', 'cancelled') },
    });

    await step(second.id, { action: 'acknowledge' });
    expect(await cancel(second.id)).toMatchObject({
      status: 409,
      body: { error: 'Only a request that is still Submitted can be cancelled. This one is Acknowledged.' },
    });
  });
});

describe('the whole story over HTTP: tenant, staff, owner, statement', () => {
  it('reported with a photo, acknowledged, assigned, estimated at KES 8,000, approved, resolved: an expense this month', async () => {
    const versions = async () =>
      (await call<DataVersions>('/api/admin/versions', { token: MANAGER })).body.maintenance;
    const before = await statement(OWNER, 'pr-ouru', '2025-03');
    const startVersion = await versions();

    // The tenant reports, with one small photo.
    const reported = await report(
      newReport({
        title: '  Leaking tap ',
        photos: [{ name: 'leak.png', dataUrl: PNG, width: 1, height: 1 }],
      }),
    );
    expect(reported.status).toBe(201);
    const request = reported.body;
    expect(request).toMatchObject({
      number: 'MR-0004',
      leaseId: TENANT_LEASE_ID,
      propertyId: 'pr-ouru',
      propertyName: 'Ouru Heights',
      town: 'Kisii',
      unit: 'A4',
      tenant: 'Brian Nyakundi',
      title: 'Leaking tap',
      status: 'submitted',
      createdAt: NOW_AT,
      updatedAt: NOW_AT,
      contractor: null,
      costEstimateKes: null,
      approval: null,
      resolvedOn: null,
      timeline: [
        {
          at: NOW_AT,
          kind: 'submitted',
          status: 'submitted',
          by: { role: 'tenant', name: 'Brian N.' },
          note: null,
        },
      ],
    });
    expect(request.photos).toEqual([{ id: expect.any(String), name: 'leak.png', width: 1, height: 1 }]);
    expect(JSON.stringify(request)).not.toContain('base64');
    expect(await versions()).toBeGreaterThan(startVersion); // the other parties' screens see it

    // Its photo: the tenant, the owner and staff read it; the owner abroad may not.
    for (const token of [TENANT, OWNER, ADMIN])
      expect((await photosOf(request.id, token)).body).toEqual([
        { id: request.photos[0]!.id, name: 'leak.png', width: 1, height: 1, dataUrl: PNG },
      ]);
    expect((await photosOf(request.id, INVESTOR)).status).toBe(403);

    // Staff acknowledge, assign a plumber, estimate above KES 5,000: the owner must approve.
    expect((await step(request.id, { action: 'acknowledge' })).body.status).toBe('acknowledged');
    const assigned = await step(request.id, {
      action: 'assign',
      contractor: { name: ' Kennedy Omari ', phone: '0722 410 223' },
    });
    expect(assigned.body).toMatchObject({
      status: 'acknowledged',
      contractor: { name: 'Kennedy Omari', phone: '0722 410 223' },
    });
    const estimated = await step(request.id, {
      action: 'estimate',
      costEstimateKes: 8_000,
      note: 'New tap and valve.',
    });
    expect(estimated.body).toMatchObject({ status: 'awaiting-approval', costEstimateKes: 8_000 });
    expect((await mine(TENANT)).reported[0]!.status).toBe('awaiting-approval');

    // The owner sees it awaiting approval, and approves.
    const ownersView = (await mine(OWNER)).onMyProperties.find((r) => r.id === request.id)!;
    expect(ownersView).toMatchObject({
      status: 'awaiting-approval',
      tenant: 'Brian N.',
      costEstimateKes: 8_000,
    });
    const approved = await decide(request.id, { decision: 'approve', note: ' Go ahead. ' }, OWNER);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'in-progress',
      tenant: 'Brian N.',
      approval: { decision: 'approved', note: 'Go ahead.', at: NOW_AT, by: 'Ruth N.' },
    });
    expect(await decide(request.id, { decision: 'approve', note: '' }, OWNER)).toMatchObject({
      status: 409,
      body: { error: refusalText('approve', 'in-progress') },
    });
    expect((await statement(OWNER, 'pr-ouru', '2025-03')).expenses).toEqual([]); // not resolved yet

    // Staff resolve it: the approved cost is an expense on this month's statement.
    const resolved = await step(request.id, { action: 'resolve', note: 'Tap replaced.' });
    expect(resolved.body).toMatchObject({ status: 'resolved', resolvedOn: '2025-03-18' });
    const after = await statement(OWNER, 'pr-ouru', '2025-03');
    expect(after.expenses).toEqual([
      {
        requestNumber: 'MR-0004',
        description: 'Leaking tap (unit A4)',
        date: '2025-03-18',
        amountKes: 8_000,
      },
    ]);
    expect(after.expensesKes).toBe(8_000);
    expect(after.netPayoutKes).toBe(before.netPayoutKes - 8_000);
    expect(after.rentCollectedKes).toBe(before.rentCollectedKes);

    // Closed, it stays on the statement; the timeline tells the whole story, by whom.
    const closed = await step(request.id, { action: 'close' });
    expect((await statement(OWNER, 'pr-ouru', '2025-03')).expensesKes).toBe(8_000);
    expect(closed.body.timeline.map((e) => [e.kind, e.status, e.by.name, e.note])).toEqual([
      ['submitted', 'submitted', 'Brian N.', null],
      ['acknowledged', 'acknowledged', 'Mercy Kerubo', null],
      ['contractor-assigned', 'acknowledged', 'Mercy Kerubo', null],
      ['estimated', 'awaiting-approval', 'Mercy Kerubo', 'New tap and valve.'],
      ['approved', 'in-progress', 'Ruth N.', 'Go ahead.'],
      ['resolved', 'resolved', 'Mercy Kerubo', 'Tap replaced.'],
      ['closed', 'closed', 'Mercy Kerubo', null],
    ]);
    expect((await mine(TENANT)).reported[0]).toEqual(closed.body);
  });

  it('declined with a note: back to Acknowledged; a new estimate within KES 5,000 goes ahead and is the expense', async () => {
    const declined = await decide('mr-0002', {
      decision: 'decline',
      note: 'Too dear; please get a second quote.',
    });
    expect(declined.status).toBe(200);
    expect(declined.body).toMatchObject({
      status: 'acknowledged',
      tenant: 'Naliaka W.',
      approval: {
        decision: 'declined',
        note: 'Too dear; please get a second quote.',
        at: NOW_AT,
        by: 'David O.',
      },
    });
    expect(declined.body.timeline.at(-1)).toEqual({
      at: NOW_AT,
      kind: 'declined',
      status: 'acknowledged',
      by: { role: 'owner', name: 'David O.' },
      note: 'Too dear; please get a second quote.',
    });
    expect((await queue()).find((r) => r.id === 'mr-0002')).toMatchObject({
      status: 'acknowledged',
      tenant: 'Naliaka Wekesa',
    });

    const second = await step('mr-0002', { action: 'estimate', costEstimateKes: 4_500 });
    expect(second.body).toMatchObject({ status: 'in-progress', costEstimateKes: 4_500, approval: null });
    await step('mr-0002', { action: 'resolve' });
    expect((await statement(INVESTOR, 'pr-parklands', '2025-03')).expenses).toEqual([
      {
        requestNumber: 'MR-0002',
        description: 'Sockets sparking in the living room (unit 201)',
        date: '2025-03-18',
        amountKes: 4_500,
      },
    ]);
  });

  it('a declined cost never becomes an expense, even if the work goes ahead', async () => {
    await decide('mr-0002', { decision: 'decline', note: 'No.' });
    await step('mr-0002', { action: 'start' });
    await step('mr-0002', { action: 'resolve' });
    expect((await stored('mr-0002')).status).toBe('resolved');
    expect((await statement(INVESTOR, 'pr-parklands', '2025-03')).expenses).toEqual([]);
  });

  it('an expense in a month without rent or payments adds that month to the statements', async () => {
    type Portfolio = { properties: { id: string; statementMonths: string[] }[] };
    const monthsOf = async () =>
      (await call<Portfolio>('/api/portal/owner', { token: OWNER })).body.properties.find(
        (p) => p.id === 'pr-ouru',
      )!.statementMonths;
    expect((await monthsOf())[0]).toBe('2025-03'); // every table seeded as of 18 March
    vi.setSystemTime(new Date(2025, 4, 20, 9, 0)); // 20 May: no charge since March
    tokens.clear(); // the sessions of 18 March have ended
    const { body: request } = await report(newReport());
    await step(request.id, { action: 'acknowledge' });
    await step(request.id, { action: 'estimate', costEstimateKes: 1_000 });
    await step(request.id, { action: 'resolve' });
    expect((await monthsOf()).slice(0, 2)).toEqual(['2025-05', '2025-03']);
    const may = await statement(OWNER, 'pr-ouru', '2025-05');
    expect([may.rentCollectedKes, may.expensesKes, may.netPayoutKes]).toEqual([0, 1_000, -1_000]);
  });
});
