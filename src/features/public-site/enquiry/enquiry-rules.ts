import { DEFAULT_PHONE_DIAL_CODE, TEXT_LIMITS } from '../../../config/constants';
import type { Enquiry, SubmissionService } from '../../../types/console';

/**
 * The rules every enquiry form of the public site shares (product rules, 'Enquiries'): the contact form,
 * 'Book a viewing', and the forms that will follow them. Each form adds only its own.
 */

/** A phone number as the phone field reports it. */
export interface PhoneValue {
  /** Digits as the input reports them, country code first, e.g. '254712345678'. */
  value: string;
  /** Dialling code of the selected country, e.g. '254'. */
  dialCode: string;
  /** As shown, e.g. '+254 712 345 678'. */
  formatted: string;
}

/** The phone value before anything is typed: Kenya's code (product rules, 'Enquiries'). */
export const INITIAL_PHONE: PhoneValue = {
  value: DEFAULT_PHONE_DIAL_CODE,
  dialCode: DEFAULT_PHONE_DIAL_CODE,
  formatted: `+${DEFAULT_PHONE_DIAL_CODE}`,
};

/**
 * The longest text each enquiry field takes, by the field's name: the contract's limits
 * (product rules, 'Long input'). A field of another name has none unless its form gives one.
 */
export const ENQUIRY_FIELD_LIMITS: Readonly<Record<string, number>> = {
  fullName: TEXT_LIMITS.name,
  email: TEXT_LIMITS.email,
  message: TEXT_LIMITS.message,
};

/** The limit of the enquiry field named `name`, if it has one. */
export const fieldLimit = (name: string): number | undefined => ENQUIRY_FIELD_LIMITS[name];

/** What an enquiry form's field holds: text (a text field, a date, a choice) or a phone number. */
export type EnquiryValue = string | PhoneValue;

/**
 * The digits of a phone value after the country's dialling code. The phone input always
 * shows the code (e.g. '+254'); a value holding only the code counts as blank.
 */
export function phoneNumberPart(value: string, dialCode: string): string {
  const digits = value.replace(/\D/g, '');
  return dialCode !== '' && digits.startsWith(dialCode) ? digits.slice(dialCode.length) : digits;
}

/** Blank means blank after trimming; a phone number is blank with nothing past its country code. */
export const isBlank = (value: EnquiryValue): boolean =>
  typeof value === 'string' ? value.trim() === '' : phoneNumberPart(value.value, value.dialCode) === '';

/** The required fields that are still blank, in the order given (the form's order). */
export const blankFields = <V extends Record<keyof V, EnquiryValue>, R extends keyof V>(
  values: V,
  required: readonly R[],
): R[] => required.filter((key) => isBlank(values[key]));

export interface SendState {
  /** The required fields still blank (`blankFields`). */
  blank: readonly unknown[];
  /** The form's own rules are met (e.g. a preferred date from today on). */
  valid: boolean;
  /** The human check's result: a reCAPTCHA token arrived, or the demo box is ticked. */
  humanVerified: boolean;
  sending: boolean;
}

/**
 * Send is enabled only when no required field is blank, the form's own rules are met, the
 * human check is passed, and no send is in progress (product rules, 'Enquiries').
 */
export const canSend = ({ blank, valid, humanVerified, sending }: SendState): boolean =>
  blank.length === 0 && valid && humanVerified && !sending;

/** The phone number as the enquiry carries it: as shown, else the digits after a '+'. */
export const phoneText = (phone: PhoneValue): string => phone.formatted || `+${phone.value}`;

/** The enquiry sent to POST /api/contact (product rules, 'Enquiries'): trimmed fields; the server files it as New. */
export function buildEnquiry(
  values: { fullName: string; email: string; phone: PhoneValue; message: string },
  service: SubmissionService,
): Enquiry {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: phoneText(values.phone).trim(),
    message: values.message.trim(),
    service,
  };
}

/**
 * A form's fields after a send: as a fresh form has them, except that a phone number
 * keeps the selected country's code (like a fresh form, in the chosen country).
 */
export function clearedValues<V extends Record<keyof V, EnquiryValue>>(values: V, initial: V): V {
  const next = { ...initial };
  for (const key of Object.keys(values) as (keyof V)[]) {
    const value: EnquiryValue = values[key];
    if (typeof value !== 'string') {
      next[key] = { value: value.dialCode, dialCode: value.dialCode, formatted: '' } as V[keyof V];
    }
  }
  return next;
}
