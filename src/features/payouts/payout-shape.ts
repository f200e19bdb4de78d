import { hasStrings, isRecord } from '../../lib/guards';
import { consoleDataSet } from '../../console/collection-state';
import type { Payout, PayoutMethod } from './payouts-api.gen';

/**
 * One owner's statement on the Payouts screen (product rules, 'Payouts'): due while `payout`
 * is null, paid out once it is set. GET /api/admin/payouts answers the due ones and the
 * payouts made apart; the screen holds both as one list, a statement per item.
 */
export interface PayoutStatement {
  /** 'prop-ouru/2026-10': the property and the month. */
  id: string;
  propertyId: string;
  propertyName: string;
  ownerName: string;
  month: string;
  /** The net payout: due, or paid. */
  amountKes: number;
  /** The owner's payout method, masked; null while none is set (not payable yet). */
  method: PayoutMethod | null;
  payout: Payout | null;
}

export const payoutStatementId = (s: { propertyId: string; month: string }): string =>
  `${s.propertyId}/${s.month}`;

/** The shape check of a statement read back from the console's cached copy (app/persist.ts). */
export const isPayoutStatement = (value: unknown): value is PayoutStatement =>
  isRecord(value) &&
  hasStrings(value, ['id', 'propertyId', 'propertyName', 'ownerName', 'month']) &&
  typeof value.amountKes === 'number' &&
  (value.method === null || isRecord(value.method)) &&
  (value.payout === null || isRecord(value.payout));

/** The Payouts screen's statements as a console data set: one line of the registry, app/data-sets.ts. */
export const PAYOUTS_DATA = consoleDataSet({ key: 'payouts', live: 'payouts', isItem: isPayoutStatement });
