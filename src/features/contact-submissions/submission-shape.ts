import { hasBooleans, hasStrings, isRecord } from '../../lib/guards';
import type { ContactSubmission } from '../../types/console';
import { consoleDataSet } from '../../console/collection-state';

/**
 * The shape check of a submission read back from the console's cached copy (app/persist.ts),
 * apart from the slice: the check runs on every page that reads the copy, the slice's code
 * only with the console's.
 */
export const isContactSubmission = (value: unknown): value is ContactSubmission =>
  isRecord(value) &&
  hasStrings(value, ['id', 'name', 'email', 'phone', 'message', 'date', 'time', 'service']) &&
  hasBooleans(value, ['viewed']);

/** The contact submissions as a console data set: one line of the registry, app/data-sets.ts. */
export const SUBMISSIONS_DATA = consoleDataSet({
  key: 'contactSubmissions',
  live: 'contactSubmissions',
  isItem: isContactSubmission,
});
