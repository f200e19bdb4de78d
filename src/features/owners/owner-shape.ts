import { hasStrings, isRecord } from '../../lib/guards';
import { consoleDataSet } from '../../console/collection-state';
import type { OwnerSummary } from './owners-api.gen';

/**
 * The shape check of an owner read back from the console's cached copy (app/persist.ts),
 * apart from the slice: the check runs on every page that reads the copy, the slice's code
 * only with the console's.
 */
export const isOwnerSummary = (value: unknown): value is OwnerSummary =>
  isRecord(value) &&
  hasStrings(value, ['id', 'name', 'email']) &&
  (value.residency === 'resident' || value.residency === 'non-resident') &&
  Array.isArray(value.properties) &&
  typeof value.yearlyResidentialRentKes === 'number' &&
  isRecord(value.taxArrangement) &&
  typeof value.taxArrangement.kind === 'string' &&
  isRecord(value.payoutMethod);

/** The owners (the console's Owners screen) as a console data set: one line of the registry, app/data-sets.ts. */
export const OWNERS_DATA = consoleDataSet({ key: 'owners', live: 'owners', isItem: isOwnerSummary });
