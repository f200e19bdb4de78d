import { MRI_TAX_FACTS, NON_RESIDENT_RENT_TAX_FACTS } from '../../config/tax-facts';
import { kesText } from '../../lib/format';
import type { OwnerSummary, TaxArrangementChange } from '../../types/api.gen';

/**
 * Which tax arrangement fits an owner (product rules, 'Owners'), one rule for the Owners
 * screen's dialog (it says what is wrong before anything is sent) and the API server (it
 * refuses the same with the same words: server/domain/owners.ts). No React, no HTTP.
 */

export type TaxArrangementKind = TaxArrangementChange['kind'];

/** Each arrangement's name, as staff choose it and the owner's statement shows it. */
export const TAX_ARRANGEMENT_NAMES: Readonly<Record<TaxArrangementKind, string>> = {
  'appointed-agent': 'Firm withholds MRI (appointed agent)',
  'owner-files': 'Owner files MRI',
  'non-resident': `Non-resident: withholding tax (${NON_RESIDENT_RENT_TAX_FACTS.ratePercent}%)`,
  'not-applicable': 'MRI does not apply',
};

/** The owner as the rule needs them. */
export type ArrangementOwner = Pick<
  OwnerSummary,
  'residency' | 'yearlyResidentialRentKes' | 'mriNotApplicableReason'
>;

export const START_MONTH_PAST_TEXT =
  'The start month cannot be before this month: earlier statements never change.';
export const NON_RESIDENT_ONLY_TEXT = `A non-resident owner's rent bears withholding tax (${NON_RESIDENT_RENT_TAX_FACTS.ratePercent}%).`;
export const RESIDENT_NOT_WITHHOLDING_TEXT =
  "A resident owner's rent bears MRI, not non-resident withholding tax.";
export const APPOINTMENT_REFERENCE_TEXT = "Enter KRA's reference of the appointment.";
export const APPOINTMENT_DATE_TEXT = 'Enter the date of the appointment.';
export const APPOINTMENT_FUTURE_TEXT = 'The appointment date cannot be in the future.';
export const NOT_APPLICABLE_REASON_TEXT = 'Choose why MRI does not apply.';

/** KRA's appointment reference: at most this many characters. */
export const APPOINTMENT_REFERENCE_MAX = 60;

/** 'The MRI band: KES 288,000 to KES 15,000,000 a year.' */
export const MRI_BAND_TEXT = `${kesText(MRI_TAX_FACTS.lowerThresholdKes)} to ${kesText(MRI_TAX_FACTS.upperThresholdKes)}`;

/** Why MRI applies to the owner's rent: the figure inside the band. */
export const mriAppliesText = (owner: ArrangementOwner): string =>
  `MRI applies to this owner's rent: ${kesText(owner.yearlyResidentialRentKes)} a year, within ${MRI_BAND_TEXT}.`;

/** Why MRI does not apply, as the dialog and the owner's statement say it. */
export const NOT_APPLICABLE_REASON_NAMES: Readonly<
  Record<NonNullable<TaxArrangementChange['notApplicableReason']>, string>
> = {
  'commercial-property': 'Commercial property',
  'rent-outside-band': `Yearly residential rent outside ${MRI_BAND_TEXT}`,
};

/** Why MRI, withheld or filed, does not fit an owner to whom it does not apply. */
export const mriDoesNotApplyText = (
  reason: NonNullable<ArrangementOwner['mriNotApplicableReason']>,
): string => `MRI does not apply to this owner's rent: ${NOT_APPLICABLE_REASON_NAMES[reason]}.`;

/**
 * Whether the arrangement `kind` may be chosen for the owner at all, and if not, why: a
 * non-resident's rent bears withholding tax; a resident's bears MRI, which does not apply
 * only where the owner's properties are commercial or the rent is outside the band.
 */
export function kindRefusal(owner: ArrangementOwner, kind: TaxArrangementKind): string | null {
  if (owner.residency === 'non-resident') return kind === 'non-resident' ? null : NON_RESIDENT_ONLY_TEXT;
  if (kind === 'non-resident') return RESIDENT_NOT_WITHHOLDING_TEXT;
  const outside = owner.mriNotApplicableReason;
  if (kind === 'not-applicable') return outside === null ? mriAppliesText(owner) : null;
  return outside === null ? null : mriDoesNotApplyText(outside);
}

/**
 * What is wrong with setting `change` for the owner on `today` ('YYYY-MM-DD'), in the words
 * the dialog shows; null when it may be set. Fields of another kind are not refused: they
 * are not kept (`storedChange`).
 */
export function taxArrangementProblem(
  owner: ArrangementOwner,
  change: TaxArrangementChange,
  today: string,
): string | null {
  if (change.fromMonth < today.slice(0, 7)) return START_MONTH_PAST_TEXT;
  const refusal = kindRefusal(owner, change.kind);
  if (refusal) return refusal;
  if (change.kind === 'appointed-agent') {
    if (!change.appointmentReference?.trim()) return APPOINTMENT_REFERENCE_TEXT;
    if (!change.appointedOn) return APPOINTMENT_DATE_TEXT;
    if (change.appointedOn > today) return APPOINTMENT_FUTURE_TEXT;
  }
  if (change.kind === 'not-applicable') {
    if (!change.notApplicableReason) return NOT_APPLICABLE_REASON_TEXT;
    if (change.notApplicableReason !== owner.mriNotApplicableReason)
      return owner.mriNotApplicableReason === null
        ? mriAppliesText(owner)
        : mriDoesNotApplyText(owner.mriNotApplicableReason);
  }
  return null;
}

/** The change as kept: the reference trimmed, and only the fields of its own kind. */
export function storedChange(change: TaxArrangementChange): Required<TaxArrangementChange> {
  const agent = change.kind === 'appointed-agent';
  return {
    kind: change.kind,
    fromMonth: change.fromMonth,
    appointmentReference: agent ? (change.appointmentReference?.trim() ?? null) : null,
    appointedOn: agent ? (change.appointedOn ?? null) : null,
    notApplicableReason: change.kind === 'not-applicable' ? (change.notApplicableReason ?? null) : null,
  };
}
