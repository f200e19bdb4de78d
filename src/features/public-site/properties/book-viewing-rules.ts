import { TEXT_LIMITS } from '../../../config/constants';
import { formatDate } from '../../../lib/format';
import type { PropertyListing } from '../../../types/content';
import { buildEnquiry, INITIAL_PHONE, type PhoneValue } from '../enquiry/enquiry-rules';
import { DEMO_CHECK_LABEL } from '../enquiry/human-check';
import type { EnquiryFormOptions } from '../enquiry/use-enquiry-form';

/** 'Book a viewing' (product rules, 'Property listings'): what the form checks, apart from the enquiry rules. */
export const DATE_IN_PAST_TEXT = 'Choose a date from today on.';
export const VIEWING_BOOKED_TEXT = "Thank you! We'll call you to confirm your viewing.";

/** The form's fields, in its order. */
export interface ViewingValues {
  fullName: string;
  phone: PhoneValue;
  email: string;
  /** The date input's value: '' or 'YYYY-MM-DD'. */
  date: string;
  message: string;
}

/** The message is optional here: the request carries the property anyway. */
type ViewingRequired = 'fullName' | 'phone' | 'email';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A preferred date is a real date, today or later. */
export const dateAllowed = (date: string, today: string): boolean =>
  ISO_DATE.test(date) && !Number.isNaN(Date.parse(date)) && date >= today;

/** The date was given but is in the past (or is no date): say so under the field. */
export const dateError = (date: string, today: string): string | null =>
  date !== '' && !dateAllowed(date, today) ? DATE_IN_PAST_TEXT : null;

/**
 * The message a viewing request carries to the console: the property, its reference and the
 * date, in the product's date style (product rules, 'Dates').
 */
export const viewingMessage = (p: Pick<PropertyListing, 'title' | 'reference'>, date: string, note: string) =>
  `Viewing request: ${p.title} (ref. ${p.reference}), preferred date ${formatDate(date)}.${note.trim() ? ` ${note.trim()}` : ''}`;

/** A date whose text is as long as any ('30 September 2025': the longest month, two-digit day). */
const LONGEST_DATE = '2025-09-30';

/**
 * The longest note the visitor may add: what leaves the whole message within the contract's
 * limit once the property and any date are put before it (product rules, 'Long input').
 */
export const viewingNoteLimit = (p: Pick<PropertyListing, 'title' | 'reference'>): number =>
  TEXT_LIMITS.message - viewingMessage(p, LONGEST_DATE, 'x').length + 1;

/**
 * Book a viewing's own rules, for `useEnquiryForm`: name, phone and email are required,
 * the date is today or later (`today`: the visitor's local date, 'YYYY-MM-DD'), and it is
 * filed as a 'Property Viewing' whose message names the property.
 */
export const viewingForm = (
  property: Pick<PropertyListing, 'title' | 'reference'>,
  today: string,
): EnquiryFormOptions<ViewingValues, ViewingRequired> => ({
  initial: { fullName: '', phone: INITIAL_PHONE, email: '', date: '', message: '' },
  required: ['fullName', 'phone', 'email'],
  valid: (values) => dateAllowed(values.date, today),
  request: (values) =>
    buildEnquiry(
      { ...values, message: viewingMessage(property, values.date, values.message) },
      'Property Viewing',
    ),
  successText: VIEWING_BOOKED_TEXT,
});

const NEEDED: Record<ViewingRequired, string> = {
  fullName: 'your full name',
  phone: 'your mobile number',
  email: 'your email address',
};

/**
 * What still keeps Book a viewing disabled, in the form's order, as one sentence for
 * under the button ('To book, add your full name and a preferred date.'); null when
 * nothing is missing. `blank`: the required fields still blank (`blankFields`).
 */
export function viewingStillNeeded(state: {
  blank: readonly ViewingRequired[];
  date: string;
  today: string;
  humanVerified: boolean;
}): string | null {
  const missing = [
    ...state.blank.map((key) => NEEDED[key]),
    ...(dateAllowed(state.date, state.today) ? [] : ['a preferred date from today on']),
  ];
  const check = state.humanVerified ? null : `tick '${DEMO_CHECK_LABEL}'`;
  if (missing.length === 0) return check ? `To book, ${check}.` : null;
  const list =
    missing.length === 1 ? missing[0]! : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)!}`;
  return `To book, add ${list}${check ? `, and ${check}` : ''}.`;
}
