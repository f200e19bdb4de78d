import {
  CONTRACTOR_REQUIRED_TEXT,
  COST_TEXT,
  DECLINE_NOTE_REQUIRED_TEXT,
  DESCRIPTION_REQUIRED_TEXT,
  EVENT_KIND,
  expenseOf,
  isValidCost,
  MAX_PHOTO_DATA_URL_CHARS,
  MAX_PHOTOS,
  mayTake,
  nextStatus,
  NOTE_REQUIRED_TEXT,
  PHOTO_TYPES,
  photoSizeText,
  photoTypeText,
  refusalText,
  TITLE_REQUIRED_TEXT,
  TOO_MANY_PHOTOS_TEXT,
  type MaintenanceAction,
} from '../../src/features/maintenance/maintenance-rules';
import { tenantShortName } from './owner-statement';
import { dateStamp } from '../../src/lib/date-stamp';
import type {
  MaintenanceDecision,
  MaintenanceEvent,
  MaintenancePhotoData,
  MaintenanceStep,
  MyMaintenanceRequests,
  NewMaintenanceRequest,
  StatementExpense,
} from '../../src/types/api.gen';
import type { Role } from '../../src/types/user';
import { type Account, fullName } from './sessions';
import type { StoredLease, StoredProperty } from './data/portal';
import { sampleToday } from './data/sample-dates';
import { bodyProblem } from '../contract';
import { db } from './db';
import { FORBIDDEN, NOT_FOUND } from '../http/operation';
import type { StoredMaintenanceRequest, StoredMaintenancePhoto } from './tables';

/*
 * Maintenance requests, as the server keeps them (product rules, 'Maintenance'): who
 * may see and do what, over the 'maintenance-requests' and 'maintenance-photos' tables, by
 * the rules of src/features/maintenance/maintenance-rules.ts (every status move, refusal and
 * text comes from there). A tenant sees the requests of the leases they rent; an owner those
 * on the properties they own, with the tenant by first name and initial and nothing else
 * about them; staff see all. Photos' data lives in its own table, within the data set's
 * photo budget; a request carries only their names and sizes.
 *
 * Each operation answers the request after the change, or a refusal (status and text) that
 * the operations send as it is (server/http/operations/maintenance.ts).
 */

export interface Refusal {
  refused: { status: 400 | 403 | 404 | 409 | 413; body: { error: string } };
}

const refuse = (status: Refusal['refused']['status'], error: string): Refusal => ({
  refused: { status, body: { error } },
});
const forbidden = (): Refusal => ({ refused: { status: 403, body: FORBIDDEN } });
const notFound = (): Refusal => ({ refused: { status: 404, body: NOT_FOUND } });

export const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'refused' in value;

// ---- The photo store's budget (the contract's 413) ----

/** The data set's photo store: at most this many characters of data URLs (the contract says 25,000,000). */
export const DEFAULT_PHOTO_BUDGET_CHARS = 25_000_000;
let photoBudgetChars = DEFAULT_PHOTO_BUDGET_CHARS;

/** Tests may lower the budget, to see the 413 without sending 25 MB. */
export function setPhotoBudget(chars: number): void {
  photoBudgetChars = chars;
}

/** The 413's text (the contract's PhotoStoreFull). */
export const PHOTO_STORE_FULL_TEXT =
  "The demo's photo store is full. Reset the demo data, or send the report without photos.";

/** A data URL of a JPEG, PNG or WebP image, as the contract's MaintenancePhotoData says. */
const PHOTO_DATA_URL = new RegExp(
  `^data:(${PHOTO_TYPES.map((type) => type.replace('/', '\\/')).join('|')});base64,`,
);

// ---- Who sees what ----

const STAFF_ROLES: readonly Role[] = ['admin', 'manager'];
const isStaff = (account: Account): boolean => STAFF_ROLES.includes(account.user.role);

/** The request as its property's owner sees it: the tenant by first name and initial only. */
export const ownerView = (request: StoredMaintenanceRequest): StoredMaintenanceRequest => ({
  ...request,
  tenant: tenantShortName(request.tenant),
});

/** Newest first, by when it was reported; of equal times, the higher number first. */
export const newestRequestsFirst = (a: StoredMaintenanceRequest, b: StoredMaintenanceRequest): number => {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return a.number < b.number ? 1 : a.number > b.number ? -1 : 0;
};

/**
 * The person's requests: those on the leases they rent (`reported`, as stored) and those on
 * the properties they own (`onMyProperties`, as the owner sees them), newest first.
 */
export function myRequests(
  account: Account,
  requests: readonly StoredMaintenanceRequest[],
  leases: readonly StoredLease[],
  properties: readonly StoredProperty[],
): MyMaintenanceRequests {
  const me = account.user.id;
  const rented = new Set(leases.filter((l) => l.tenantUserId === me).map((l) => l.id));
  const owned = new Set(properties.filter((p) => p.ownerUserId === me).map((p) => p.id));
  const sorted = [...requests].sort(newestRequestsFirst);
  return {
    reported: sorted.filter((r) => rented.has(r.leaseId)),
    onMyProperties: sorted.filter((r) => owned.has(r.propertyId)).map(ownerView),
  };
}

/** Who may see a request's photos: the tenant who reported it, its property's owner, staff. */
export const maySeePhotos = (
  account: Account,
  lease: StoredLease | undefined,
  property: StoredProperty | undefined,
): boolean =>
  isStaff(account) || lease?.tenantUserId === account.user.id || property?.ownerUserId === account.user.id;

// ---- Reporting a problem ----

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';

/**
 * The form's own words for what the report gets wrong (the screens check the same), or null:
 * a title, a description, at most 3 photos, each a JPEG, PNG or WebP data URL within the size
 * limit (the refusal names the file). The contract's check of the rest comes after.
 */
export function reportProblemText(body: unknown): string | null {
  if (blank(field(body, 'title'))) return TITLE_REQUIRED_TEXT;
  if (blank(field(body, 'description'))) return DESCRIPTION_REQUIRED_TEXT;
  const photos = field(body, 'photos');
  if (!Array.isArray(photos)) return null;
  if (photos.length > MAX_PHOTOS) return TOO_MANY_PHOTOS_TEXT;
  for (const photo of photos as unknown[]) {
    const name = field(photo, 'name');
    const dataUrl = field(photo, 'dataUrl');
    const shown = typeof name === 'string' && name.trim() !== '' ? name : 'A photo';
    if (typeof dataUrl !== 'string' || !PHOTO_DATA_URL.test(dataUrl)) return photoTypeText(shown);
    if (dataUrl.length > MAX_PHOTO_DATA_URL_CHARS) return photoSizeText(shown);
  }
  return null;
}

/** Local time as the timeline writes it: 'YYYY-MM-DDTHH:MM'. */
export const timelineNow = (now: Date = new Date()): string => {
  const { date, time } = dateStamp(now);
  return `${date}T${time}`;
};

/** The next number: one more than the highest, at least four digits ('MR-0004'). */
export function nextNumber(requests: readonly StoredMaintenanceRequest[]): string {
  const highest = requests.reduce(
    (max, r) => Math.max(max, Number(/^MR-(\d+)$/.exec(r.number)?.[1] ?? 0)),
    0,
  );
  return `MR-${String(highest + 1).padStart(4, '0')}`;
}

/** A new request, Submitted, and its photos with their data (ids derived from the request's). */
export function newRequest(
  body: NewMaintenanceRequest,
  lease: StoredLease,
  property: StoredProperty | undefined,
  number: string,
  at: string,
): { request: StoredMaintenanceRequest; photos: StoredMaintenancePhoto[] } {
  const id = `mr-${number.slice(3)}`;
  const photos = body.photos.map((photo, i) => ({
    id: `${id}-photo-${i + 1}`,
    requestId: id,
    name: photo.name,
    width: photo.width,
    height: photo.height,
    dataUrl: photo.dataUrl,
  }));
  const request: StoredMaintenanceRequest = {
    id,
    number,
    leaseId: lease.id,
    propertyId: lease.propertyId,
    propertyName: property?.name ?? '',
    town: property?.town ?? '',
    unit: lease.unit,
    tenant: lease.tenantName,
    category: body.category,
    priority: body.priority,
    title: body.title.trim(),
    description: body.description.trim(),
    photos: photos.map(({ id: photoId, name, width, height }) => ({ id: photoId, name, width, height })),
    permissionToEnter: body.permissionToEnter,
    preferredTimes: body.preferredTimes.trim(),
    status: 'submitted',
    createdAt: at,
    updatedAt: at,
    timeline: [
      {
        at,
        kind: 'submitted',
        status: 'submitted',
        by: { role: 'tenant', name: tenantShortName(lease.tenantName) },
        note: null,
      },
    ],
    contractor: null,
    costEstimateKes: null,
    approval: null,
    resolvedOn: null,
  };
  return { request, photos };
}

// ---- The steps: the tenant's cancel, the owner's decision, staff's steps ----

const noteOrNull = (note: string | undefined): string | null => {
  const trimmed = note?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * The request after `action`, with its timeline's new entry, or the 409 when the rules do
 * not allow the step from its status. `changes` are the step's own (a contractor, a cost).
 */
function moved(
  request: StoredMaintenanceRequest,
  action: MaintenanceAction,
  by: MaintenanceEvent['by'],
  note: string | null,
  changes: Partial<StoredMaintenanceRequest> = {},
  at: string = timelineNow(),
): StoredMaintenanceRequest | Refusal {
  const status = nextStatus(action, request.status, changes.costEstimateKes ?? undefined);
  if (status === null || !mayTake(action, request.status))
    return refuse(409, refusalText(action, request.status));
  return {
    ...request,
    ...changes,
    status,
    updatedAt: at,
    timeline: [...request.timeline, { at, kind: EVENT_KIND[action], status, by, note }],
  };
}

/** The tenant cancels their request while it is Submitted. */
export function cancelled(
  request: StoredMaintenanceRequest,
  at: string = timelineNow(),
): StoredMaintenanceRequest | Refusal {
  return moved(request, 'cancel', { role: 'tenant', name: tenantShortName(request.tenant) }, null, {}, at);
}

/** The owner approves or declines the cost awaiting approval; a decline needs a note. */
export function decided(
  request: StoredMaintenanceRequest,
  decision: MaintenanceDecision,
  ownerName: string,
  at: string = timelineNow(),
): StoredMaintenanceRequest | Refusal {
  const note = noteOrNull(decision.note);
  if (decision.decision === 'decline' && note === null) return refuse(400, DECLINE_NOTE_REQUIRED_TEXT);
  const by = tenantShortName(ownerName);
  return moved(
    request,
    decision.decision,
    { role: 'owner', name: by },
    note,
    {
      approval: {
        decision: decision.decision === 'approve' ? 'approved' : 'declined',
        note: note ?? '',
        at,
        by,
      },
    },
    at,
  );
}

/** The step's own words for what it lacks (a note, a contractor, a cost), or null. */
export function stepProblemText(body: unknown): string | null {
  switch (field(body, 'action')) {
    case 'note':
      return blank(field(body, 'note')) ? NOTE_REQUIRED_TEXT : null;
    case 'assign': {
      const contractor = field(body, 'contractor');
      return blank(field(contractor, 'name')) || blank(field(contractor, 'phone'))
        ? CONTRACTOR_REQUIRED_TEXT
        : null;
    }
    case 'estimate':
      return isValidCost(field(body, 'costEstimateKes')) ? null : COST_TEXT;
    default:
      return null;
  }
}

/**
 * Staff's step: a contractor, a cost (a new estimate asks the owner afresh: an earlier
 * decision was about another cost), a resolution dated today, each in the timeline.
 */
export function stepped(
  request: StoredMaintenanceRequest,
  step: MaintenanceStep,
  staffName: string,
  at: string = timelineNow(),
): StoredMaintenanceRequest | Refusal {
  const problem = stepProblemText(step);
  if (problem !== null) return refuse(400, problem);
  const changes: Partial<StoredMaintenanceRequest> = {};
  if (step.action === 'assign' && step.contractor)
    changes.contractor = { name: step.contractor.name.trim(), phone: step.contractor.phone.trim() };
  if (step.action === 'estimate') {
    changes.costEstimateKes = step.costEstimateKes ?? null;
    changes.approval = null;
  }
  if (step.action === 'resolve') changes.resolvedOn = sampleToday();
  return moved(request, step.action, { role: 'staff', name: staffName }, noteOrNull(step.note), changes, at);
}

// ---- The owner's statement ----

/** The property's approved maintenance costs resolved in `month` (the statement's expenses), by date. */
export function expensesOf(
  propertyId: string,
  requests: readonly StoredMaintenanceRequest[],
  month: string,
): StatementExpense[] {
  return requests
    .filter((r) => r.propertyId === propertyId)
    .map((r) => expenseOf(r, month))
    .filter((e): e is StatementExpense => e !== null)
    .sort((a, b) =>
      a.date === b.date ? a.requestNumber.localeCompare(b.requestNumber) : a.date < b.date ? -1 : 1,
    );
}

/** The months the property has an expense in. */
export const expenseMonths = (propertyId: string, requests: readonly StoredMaintenanceRequest[]): string[] =>
  requests
    .filter((r) => r.propertyId === propertyId && r.resolvedOn !== null)
    .map((r) => (r.resolvedOn ?? '').slice(0, 7))
    .filter((month) => expensesOf(propertyId, requests, month).length > 0);

// ---- The operations, over the store ----

/** The request with the lease and property it is on. */
async function withPlace(id: string) {
  const request = await db.maintenanceRequests.find(id);
  if (!request) return undefined;
  const [lease, property] = await Promise.all([
    db.leases.find(request.leaseId),
    db.properties.find(request.propertyId),
  ]);
  return { request, lease, property };
}

/** Writes the changed request (or passes the refusal on). */
async function stored(
  changed: StoredMaintenanceRequest | Refusal,
): Promise<StoredMaintenanceRequest | Refusal> {
  if (isRefusal(changed)) return changed;
  await db.maintenanceRequests.add(changed);
  return changed;
}

/** GET /api/portal/maintenance. */
export async function readMyRequests(account: Account): Promise<MyMaintenanceRequests> {
  const [requests, leases, properties] = await Promise.all([
    db.maintenanceRequests.list(),
    db.leases.list(),
    db.properties.list(),
  ]);
  return myRequests(account, requests, leases, properties);
}

/**
 * GET /api/admin/maintenance: every request, newest first, as stored, with the tenant's phone
 * for staff to arrange a visit (product rules, 'What people see, finished'; never in the portal).
 */
export async function readAllRequests(): Promise<StoredMaintenanceRequest[]> {
  const [requests, leases] = await Promise.all([db.maintenanceRequests.list(), db.leases.list()]);
  const phoneOf = new Map(leases.map((lease) => [lease.id, lease.tenantPhone]));
  return requests.sort(newestRequestsFirst).map((request) => {
    const tenantPhone = phoneOf.get(request.leaseId);
    return tenantPhone ? { ...request, tenantPhone } : request;
  });
}

/**
 * POST /api/portal/maintenance: on a lease the person rents (404, 403), with the form's
 * words for a missing title or a refused photo (400), within the photo budget (413). The
 * photos are written before the request, so a request never names a photo not stored.
 */
export async function reportProblem(
  account: Account,
  raw: unknown,
): Promise<StoredMaintenanceRequest | Refusal> {
  // The lease first, as the portal's other operations check theirs (a body without one is a 400 below).
  const leaseId = field(raw, 'leaseId');
  const lease = typeof leaseId === 'string' && leaseId !== '' ? await db.leases.find(leaseId) : undefined;
  if (typeof leaseId === 'string' && leaseId !== '') {
    if (!lease) return notFound();
    if (lease.tenantUserId !== account.user.id) return forbidden();
  }
  const problem = reportProblemText(raw) ?? bodyProblem('reportMaintenanceProblem', raw);
  if (problem !== null || !lease) return refuse(400, problem ?? 'leaseId is not valid.');
  const body = raw as NewMaintenanceRequest;

  const sent = body.photos.reduce((sum, p) => sum + p.dataUrl.length, 0);
  if (sent > 0) {
    const kept = (await db.maintenancePhotos.list()).reduce((sum, p) => sum + p.dataUrl.length, 0);
    if (kept + sent > photoBudgetChars) return refuse(413, PHOTO_STORE_FULL_TEXT);
  }
  const [requests, property] = await Promise.all([
    db.maintenanceRequests.list(),
    db.properties.find(lease.propertyId),
  ]);
  const { request, photos } = newRequest(body, lease, property, nextNumber(requests), timelineNow());
  for (const photo of photos) await db.maintenancePhotos.add(photo);
  await db.maintenanceRequests.add(request);
  return request;
}

/** POST /api/portal/maintenance/{id}/cancellation: the tenant who reported it, while Submitted. */
export async function cancelRequest(
  account: Account,
  id: string,
): Promise<StoredMaintenanceRequest | Refusal> {
  const found = await withPlace(id);
  if (!found) return notFound();
  if (found.lease?.tenantUserId !== account.user.id) return forbidden();
  return stored(cancelled(found.request));
}

/**
 * POST /api/portal/maintenance/{id}/decision: the owner of the property (404, 403); a
 * decline without a note (400); only a cost awaiting approval (409).
 */
export async function decideCost(
  account: Account,
  id: string,
  raw: unknown,
): Promise<StoredMaintenanceRequest | Refusal> {
  const found = await withPlace(id);
  if (!found) return notFound();
  if (found.property?.ownerUserId !== account.user.id) return forbidden();
  if (field(raw, 'decision') === 'decline' && blank(field(raw, 'note')))
    return refuse(400, DECLINE_NOTE_REQUIRED_TEXT);
  const problem = bodyProblem('decideMaintenanceCost', raw);
  if (problem !== null) return refuse(400, problem);
  const changed = await stored(decided(found.request, raw as MaintenanceDecision, fullName(account)));
  return isRefusal(changed) ? changed : ownerView(changed);
}

/**
 * POST /api/admin/maintenance/{id}/steps: the step's own words for what it lacks, then the
 * contract's check (400); an unknown request (404); a step the rules refuse (409). Staff act
 * by their full name.
 */
export async function takeStep(
  account: Account,
  id: string,
  raw: unknown,
): Promise<StoredMaintenanceRequest | Refusal> {
  const problem = stepProblemText(raw) ?? bodyProblem('takeMaintenanceStep', raw);
  if (problem !== null) return refuse(400, problem);
  const request = await db.maintenanceRequests.find(id);
  if (!request) return notFound();
  return stored(stepped(request, raw as MaintenanceStep, fullName(account)));
}

/** GET /api/maintenance/{id}/photos: the reporter, the property's owner, staff; in the order sent. */
export async function readPhotos(account: Account, id: string): Promise<MaintenancePhotoData[] | Refusal> {
  const found = await withPlace(id);
  if (!found) return notFound();
  if (!maySeePhotos(account, found.lease, found.property)) return forbidden();
  const byId = new Map(
    (await db.maintenancePhotos.list()).filter((p) => p.requestId === id).map((p) => [p.id, p]),
  );
  return found.request.photos.flatMap((photo) => {
    const data = byId.get(photo.id);
    return data
      ? [{ id: data.id, name: data.name, width: data.width, height: data.height, dataUrl: data.dataUrl }]
      : [];
  });
}
