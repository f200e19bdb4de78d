import type { MaintenancePhotoData, MaintenanceRequest, Reply } from '../../src/types/api.gen';
import type { ContactSubmission, Email, ManagedUser } from '../../src/types/console';
import { CONTACT_SUBMISSION_FIXTURES } from './data/contact-submissions';
import { EMAIL_FIXTURES } from './data/emails';
import { MANAGED_USER_FIXTURES } from './data/managed-users';
import {
  portalSeed,
  type StoredCharge,
  type StoredLease,
  type StoredMpesaPrompt,
  type StoredPayment,
  type StoredPayout,
  type StoredPayoutMethod,
  type StoredProperty,
  type StoredTaxArrangement,
  type StoredUnit,
  payoutMethodsSeed,
  taxArrangementsSeed,
} from './data/portal';
import { maintenanceSeed } from './data/maintenance';
import { payoutsSeed } from './payouts';
import type { StoredTaxDocument } from './tax-documents';
import { datedFor, sampleToday } from './data/sample-dates';

/** A reply staff sent to a submission: the server keeps it, as a real one would. */
export interface StoredReply extends Reply {
  id: string;
  submissionId: string;
}

/** A maintenance request as stored: the tenant's full name; photos' data in their own table. */
export type StoredMaintenanceRequest = MaintenanceRequest;

/** A maintenance request's photo, with its data (a data URL). */
export interface StoredMaintenancePhoto extends MaintenancePhotoData {
  requestId: string;
}

/**
 * The domain's tables and the records each holds (server/db/migrations: one SQL table each,
 * named with underscores). Every record is keyed by its `id`.
 */
export interface MockTables {
  emails: Email;
  'contact-submissions': ContactSubmission;
  users: ManagedUser;
  replies: StoredReply;
  // The customer portal and payments (server/domain/data/portal.ts).
  properties: StoredProperty;
  units: StoredUnit;
  leases: StoredLease;
  charges: StoredCharge;
  payments: StoredPayment;
  'mpesa-prompts': StoredMpesaPrompt;
  // The owners' tax arrangements (server/db/migrations/0002_tax_arrangements.sql).
  'tax-arrangements': StoredTaxArrangement;
  // The owners' payout methods (server/db/migrations/0003_payout_methods.sql).
  'payout-methods': StoredPayoutMethod;
  // The statements' payouts (server/db/migrations/0004_payouts.sql; the rules: payouts.ts).
  payouts: StoredPayout;
  // A finished month's fee invoice and withholding certificate (server/db/migrations/0005_tax_documents.sql; the rules: tax-documents.ts).
  'tax-documents': StoredTaxDocument;
  // Maintenance requests (server/domain/maintenance.ts).
  'maintenance-requests': StoredMaintenanceRequest;
  'maintenance-photos': StoredMaintenancePhoto;
}

export type TableName = keyof MockTables;

/**
 * Each table's seed on `today`: the mail, the enquiries and the portal's charges and payments
 * are dated relative to it (server/domain/data/sample-dates.ts).
 */
const SEEDS: { [T in TableName]: (today: string) => MockTables[T][] } = {
  emails: (today) => datedFor(EMAIL_FIXTURES, today),
  'contact-submissions': (today) => datedFor(CONTACT_SUBMISSION_FIXTURES, today),
  users: () => structuredClone([...MANAGED_USER_FIXTURES]),
  replies: () => [],
  // One data set, dated as of `today`: the statement of account ends this month.
  properties: (today) => portalSeed(today).properties,
  units: (today) => portalSeed(today).units,
  leases: (today) => portalSeed(today).leases,
  charges: (today) => portalSeed(today).charges,
  payments: (today) => portalSeed(today).payments,
  'mpesa-prompts': () => [],
  'tax-arrangements': (today) => taxArrangementsSeed(today),
  'payout-methods': () => payoutMethodsSeed(),
  // Every statement before last month with something to pay out is paid (payouts.ts).
  payouts: (today) => payoutsSeed(today),
  // None: a finished month's documents are issued the first time it is read (tax-documents.ts).
  'tax-documents': () => [],
  // Three requests at three stages (server/domain/data/maintenance.ts); no photos.
  'maintenance-requests': (today) => maintenanceSeed(today),
  'maintenance-photos': () => [],
};

export const TABLE_NAMES = Object.keys(SEEDS) as TableName[];

/** Every table's version (MockBackend.versions), 0 for a table with none counted. */
export function versionsOf(counted: Partial<Record<string, number>>): Record<TableName, number> {
  const versions = {} as Record<TableName, number>;
  for (const table of TABLE_NAMES) {
    const version = counted[table];
    versions[table] = typeof version === 'number' && Number.isSafeInteger(version) ? version : 0;
  }
  return versions;
}

/**
 * What a table holds before anything is written to it, and again after 'Reset demo data':
 * the sample data as of `today` (product rules, 'Dates'), the day it is seeded.
 */
export function seedOf<T extends TableName>(table: T, today: string = sampleToday()): MockTables[T][] {
  const seed: (today: string) => MockTables[T][] = SEEDS[table];
  return seed(today);
}

/** Storage may hold anything (another version, a hand edit): only an object with an id is an item. */
export const isItem = (value: unknown): value is { id: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  (value as { id: string }).id !== '';
