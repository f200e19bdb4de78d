import type { PropertyListing } from '../../../types/content';
import { DEMO_CHECK_LABEL } from '../contact/human-check';

/** 'Book a viewing' (product rules, 'Property listings'): what the form checks, apart from the contact form's rules. */
export const DATE_IN_PAST_TEXT = 'Choose a date from today on.';

export interface ViewingFormState {
  fullName: string;
  /** The number typed, without the country code (`phoneNumberPart`). */
  phone: string;
  email: string;
  /** The date input's value: '' or 'YYYY-MM-DD'. */
  date: string;
  /** The visitor's local date, 'YYYY-MM-DD'. */
  today: string;
  humanVerified: boolean;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A preferred date is a real date, today or later. */
export const dateAllowed = (date: string, today: string): boolean =>
  ISO_DATE.test(date) && !Number.isNaN(Date.parse(date)) && date >= today;

/** The date was given but is in the past (or is no date): say so under the field. */
export const dateError = (date: string, today: string): string | null =>
  date !== '' && !dateAllowed(date, today) ? DATE_IN_PAST_TEXT : null;

/**
 * What still keeps Book a viewing disabled, in the form's order, as one sentence for
 * under the button ('To book, add your full name and a preferred date.'); null when
 * nothing is missing. Blank means blank after trimming, as in the contact form.
 */
export function viewingStillNeeded(state: ViewingFormState): string | null {
  const missing = [
    state.fullName.trim() === '' && 'your full name',
    state.phone.trim() === '' && 'your mobile number',
    state.email.trim() === '' && 'your email address',
    !dateAllowed(state.date, state.today) && 'a preferred date from today on',
  ].filter((item): item is string => item !== false);
  const check = state.humanVerified ? null : `tick '${DEMO_CHECK_LABEL}'`;
  if (missing.length === 0) return check ? `To book, ${check}.` : null;
  const list =
    missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!}`;
  return `To book, add ${list}${check ? `, and ${check}` : ''}.`;
}

/** The message a viewing request carries to the console: the property, its reference and the date. */
export const viewingMessage = (p: Pick<PropertyListing, 'title' | 'reference'>, date: string, note: string) =>
  `Viewing request: ${p.title} (ref. ${p.reference}), preferred date ${date}.${note.trim() ? ` ${note.trim()}` : ''}`;
