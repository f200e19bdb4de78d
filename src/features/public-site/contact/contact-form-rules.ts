import type { Enquiry, SubmissionService } from '../../../types/console';

/** What the contact form's rules look at (spec 3, Contact form input). */
export interface ContactFormState {
  fullName: string;
  email: string;
  /** The number the visitor typed, without the country code (see `phoneNumberPart`). */
  phone: string;
  message: string;
  /** The human check's result: a reCAPTCHA token arrived, or the demo box is ticked. */
  humanVerified: boolean;
  sending: boolean;
}

export const CONTACT_SUCCESS_MESSAGE = "Your message has been sent successfully! We'll get back to you soon.";
export const CONTACT_SUBMISSION_SERVICE: SubmissionService = 'General Enquiry';

const filled = (value: string): boolean => value.trim() !== '';

/**
 * Spec 4 and 5: Send is enabled only when all four fields are non-blank after trimming,
 * the human check is passed, and no send is in progress.
 */
export function canSend(state: ContactFormState): boolean {
  return (
    filled(state.fullName) &&
    filled(state.email) &&
    filled(state.phone) &&
    filled(state.message) &&
    state.humanVerified &&
    !state.sending
  );
}

/**
 * The digits of a phone value after the country's dialling code. The phone input always
 * shows the code (e.g. '+254'); a value holding only the code counts as blank.
 */
export function phoneNumberPart(value: string, dialCode: string): string {
  const digits = value.replace(/\D/g, '');
  return dialCode !== '' && digits.startsWith(dialCode) ? digits.slice(dialCode.length) : digits;
}

/** The enquiry sent to POST /api/contact (product rules, 'Enquiries'): trimmed fields; the server files it as New. */
export function buildEnquiry(
  values: { fullName: string; email: string; phone: string; message: string },
  service: SubmissionService = CONTACT_SUBMISSION_SERVICE,
): Enquiry {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    service,
  };
}
