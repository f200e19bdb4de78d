import { kesText } from '../../lib/format';
import type { OwnerResidency, UnitStatus } from './portal-api.gen';

/**
 * The owner view's words (product rules, 'Owners'), in one place for the screens and their
 * tests.
 */
export const OWNER_FIGURES_TITLE = 'Your properties';
export const RENT_COLLECTED_TEXT = 'Rent collected';
export const ARREARS_TEXT = 'Arrears';
export const OCCUPANCY_TEXT = 'Occupancy';
export const OWNER_ERROR_TITLE = 'Your properties could not be loaded';
export const NO_PROPERTIES_TEXT = 'You own no property managed by us.';
export const STATEMENTS_TITLE = 'Monthly statements';
export const STATEMENT_NOT_FOUND_TITLE = 'Statement not found';
export const STATEMENT_NOT_FOUND_TEXT =
  'None of your properties has a statement for this month. Open one from your dashboard.';
export const OWNER_STATEMENT_ERROR_TITLE = 'The statement could not be loaded';
export const NO_EXPENSES_TEXT = 'No expenses this month.';

/** '10 of 16 units let (63%)': let units, those under notice included, of all units. */
export function occupancyText(letUnits: number, units: number): string {
  if (units === 0) return 'No units';
  const percent = Math.round((letUnits / units) * 100);
  return `${letUnits} of ${units} ${units === 1 ? 'unit' : 'units'} let (${percent}%)`;
}

export const UNIT_STATUS_TEXT: Record<UnitStatus, string> = {
  let: 'Let',
  vacant: 'Vacant',
  'under-notice': 'Under notice',
};

export const RESIDENCY_TEXT: Record<OwnerResidency, string> = {
  resident: 'Resident in Kenya',
  'non-resident': 'Not resident in Kenya',
};

/** What the tax line means, under the statement. */
export const TAX_NOTE: Record<OwnerResidency, string> = {
  resident:
    'Monthly Rental Income tax (MRI) is a final tax on the gross rent; we withhold it and file it with KRA for you by the 20th of the following month.',
  'non-resident':
    'Rent paid to an owner who is not resident in Kenya bears withholding tax on the gross rent, a final tax, in place of MRI; we withhold it and pay it to KRA for you.',
};

/** A unit's carried rent: 'KES 4,000 owed', 'KES 2,000 credit', or 'None'. */
export function carriedText(carriedKes: number): string {
  if (carriedKes > 0) return `${kesText(carriedKes)} owed`;
  if (carriedKes < 0) return `${kesText(-carriedKes)} credit`;
  return 'None';
}
