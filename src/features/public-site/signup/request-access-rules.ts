import { buildEnquiry, INITIAL_PHONE, type PhoneValue } from '../enquiry/enquiry-rules';
import type { EnquiryFormOptions } from '../enquiry/use-enquiry-form';

/**
 * 'Request portal access' at /signup (product rules, 'Enquiries'): an enquiry form of the
 * kit, filed as a New contact submission with the service 'Portal Access'.
 */
export const REQUEST_ACCESS_TITLE = 'Request portal access';
export const REQUEST_ACCESS_SENT_TEXT =
  "Your request has been sent successfully! We'll get back to you soon about your portal access.";

/** Who asks: 'I am a' tenant, owner, or both. */
export type PortalRole = 'tenant' | 'owner' | 'both';
export const PORTAL_ROLES: readonly { value: PortalRole; label: string }[] = [
  { value: 'tenant', label: 'Tenant' },
  { value: 'owner', label: 'Owner' },
  { value: 'both', label: 'Both' },
];

/** The form's fields, in its order. */
export interface RequestAccessValues {
  fullName: string;
  email: string;
  phone: PhoneValue;
  /** '' until one is chosen. */
  role: PortalRole | '';
  /** The property or unit, if known (optional). */
  unit: string;
}

type RequestAccessRequired = 'fullName' | 'email' | 'phone' | 'role';

const ROLE_TEXT: Record<PortalRole, string> = {
  tenant: 'a tenant',
  owner: 'an owner',
  both: 'a tenant and an owner',
};

/** The message the request carries to the console: who asks, and for which property or unit. */
export function requestAccessMessage(role: PortalRole | '', unit: string): string {
  const who = role === '' ? '' : ` I am ${ROLE_TEXT[role]}.`;
  const where = unit.trim() ? `Property or unit: ${unit.trim()}.` : 'Property or unit: not given.';
  return `Portal access request.${who} ${where}`;
}

/**
 * The form's own rules, for `useEnquiryForm`: name, email, mobile number and 'I am a' are
 * required (the property or unit is optional); the enquiry rules of the contact form apply.
 */
export const REQUEST_ACCESS_FORM: EnquiryFormOptions<RequestAccessValues, RequestAccessRequired> = {
  initial: { fullName: '', email: '', phone: INITIAL_PHONE, role: '', unit: '' },
  required: ['fullName', 'email', 'phone', 'role'],
  request: (values) =>
    buildEnquiry({ ...values, message: requestAccessMessage(values.role, values.unit) }, 'Portal Access'),
  successText: REQUEST_ACCESS_SENT_TEXT,
};
