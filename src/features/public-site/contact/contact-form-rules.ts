import { buildEnquiry, INITIAL_PHONE, type PhoneValue } from '../enquiry/enquiry-rules';
import type { EnquiryFormOptions } from '../enquiry/use-enquiry-form';

/** The contact form's fields (product rules, 'Enquiries'). */
export interface ContactValues {
  fullName: string;
  email: string;
  phone: PhoneValue;
  message: string;
}

export const CONTACT_SUCCESS_MESSAGE = "Your message has been sent successfully! We'll get back to you soon.";

/**
 * The contact form's own rules (product rules, 'Enquiries'): all four fields are required; the enquiry is
 * filed as a General Enquiry.
 */
export const CONTACT_FORM: EnquiryFormOptions<ContactValues> = {
  initial: { fullName: '', email: '', phone: INITIAL_PHONE, message: '' },
  required: ['fullName', 'email', 'phone', 'message'],
  request: (values) => buildEnquiry(values, 'General Enquiry'),
  successText: CONTACT_SUCCESS_MESSAGE,
};
