import { hasBooleans, hasStrings, isRecord } from '../../lib/guards';
import type { Email } from '../../types/console';
import { consoleDataSet } from '../../console/collection-state';

/**
 * The shape check of an email read back from the console's cached copy (app/persist.ts). Its
 * own module, apart from the slice: the check runs on every page that reads the copy, the
 * slice's code only with the console's.
 */

const FOLDERS = ['inbox', 'sent', 'drafts', 'archive', 'bin'];

export const isEmail = (value: unknown): value is Email =>
  isRecord(value) &&
  hasStrings(value, ['id', 'sender', 'email', 'subject', 'body', 'date', 'time']) &&
  hasBooleans(value, ['read', 'starred']) &&
  FOLDERS.includes(value.folder as string);

/** The email centre as a console data set: one line of the registry, app/data-sets.ts. */
export const EMAIL_CENTRE_DATA = consoleDataSet({ key: 'emailCentre', live: 'emails', isItem: isEmail });
