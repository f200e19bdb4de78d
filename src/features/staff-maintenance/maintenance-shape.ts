import { hasBooleans, hasStrings, isRecord } from '../../lib/guards';
import type { MaintenancePriority, MaintenanceRequest, MaintenanceStatus } from '../../types/api.gen';
import { consoleDataSet } from '../../console/collection-state';

/**
 * The shape check of a maintenance request read back from the console's cached copy
 * (app/persist.ts), apart from the slice: the check runs on every page that reads the copy, the
 * slice's code only with the console's. It imports nothing of the maintenance feature (whose
 * public entry carries the HTTP client), only its types; the records below make the compiler
 * name any status or priority the contract adds.
 */

const STATUSES: Record<MaintenanceStatus, true> = {
  submitted: true,
  acknowledged: true,
  'awaiting-approval': true,
  'in-progress': true,
  resolved: true,
  closed: true,
  cancelled: true,
};

const PRIORITIES: Record<MaintenancePriority, true> = {
  emergency: true,
  high: true,
  normal: true,
  low: true,
};

const isOneOf = (table: Record<string, true>, value: unknown): boolean =>
  typeof value === 'string' && Object.hasOwn(table, value);

const isNullOr = (value: unknown, check: (v: unknown) => boolean): boolean => value === null || check(value);

const isContractor = (value: unknown): boolean => isRecord(value) && hasStrings(value, ['name', 'phone']);

const isEvent = (value: unknown): boolean =>
  isRecord(value) &&
  hasStrings(value, ['at', 'kind']) &&
  isOneOf(STATUSES, value.status) &&
  isRecord(value.by) &&
  hasStrings(value.by, ['role', 'name']) &&
  (value.note === null || typeof value.note === 'string');

export const isMaintenanceRequest = (value: unknown): value is MaintenanceRequest =>
  isRecord(value) &&
  hasStrings(value, [
    'id',
    'number',
    'leaseId',
    'propertyId',
    'propertyName',
    'town',
    'unit',
    'tenant',
    'category',
    'title',
    'description',
    'preferredTimes',
    'createdAt',
    'updatedAt',
  ]) &&
  hasBooleans(value, ['permissionToEnter']) &&
  isOneOf(STATUSES, value.status) &&
  isOneOf(PRIORITIES, value.priority) &&
  Array.isArray(value.photos) &&
  value.photos.every((photo) => isRecord(photo) && hasStrings(photo, ['id', 'name'])) &&
  Array.isArray(value.timeline) &&
  value.timeline.every(isEvent) &&
  isNullOr(value.contractor, isContractor) &&
  isNullOr(value.costEstimateKes, (cost) => typeof cost === 'number') &&
  isNullOr(value.approval, isRecord) &&
  isNullOr(value.resolvedOn, (date) => typeof date === 'string');

/** Staff's maintenance queue as a console data set: one line of the registry, app/data-sets.ts. */
export const MAINTENANCE_DATA = consoleDataSet({
  key: 'maintenance',
  live: 'maintenance',
  isItem: isMaintenanceRequest,
});
