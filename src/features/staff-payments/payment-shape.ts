import { hasStrings, isRecord } from '../../lib/guards';
import type { Payment } from './payments-api.gen';
import { consoleDataSet } from '../../console/collection-state';

/**
 * The shape check of a payment read back from the console's cached copy (app/persist.ts),
 * apart from the slice: the check runs on every page that reads the copy, the slice's code
 * only with the console's.
 */
export const isPayment = (value: unknown): value is Payment =>
  isRecord(value) &&
  hasStrings(value, ['id', 'date', 'time', 'channel', 'receipt', 'accountNumber', 'phone', 'payerName']) &&
  typeof value.amountKes === 'number' &&
  (value.status === 'matched' || value.status === 'unmatched') &&
  (value.statement === null || isRecord(value.statement));

/** Staff's payments as a console data set: one line of the registry, app/data-sets.ts. */
export const PAYMENTS_DATA = consoleDataSet({ key: 'payments', live: 'payments', isItem: isPayment });
