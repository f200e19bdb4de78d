import { formatKenyanPhone, KENYA_DIAL_CODE, KENYAN_NUMBER_DIGITS } from '../../lib/kenyan-phone';

/**
 * The phone an M-Pesa prompt goes to (product rules, 'Payments'). A tenant types it as Kenyans
 * write it: '0712 345 678', '0112 345 678', '+254 712 345 678', '254712345678', with or
 * without spaces and dashes. Daraja wants 12 digits, 2547XXXXXXXX or 2541XXXXXXXX. Anything
 * else (another length, a landline such as 020 or 058, another country, letters, a bare
 * '712 345 678' without its 0 or 254) is refused with its own message, not the contact
 * forms' 'Enter a valid mobile number.': M-Pesa needs a Kenyan mobile.
 */
export const MPESA_PHONE_ERROR = 'Enter a Kenyan mobile number, such as 0712 345 678.';

/** Longer than any way of writing a Kenyan number: refused before looking further. */
const MAX_TYPED_LENGTH = 32;
/** Spaces (also no-break ones) and dashes between the digits. */
const SEPARATORS = /[\s-]+/g;
/** A mobile's 9 digits after +254: 7XX XXX XXX or 1XX XXX XXX. */
const NATIONAL = new RegExp(`^[17]\\d{${KENYAN_NUMBER_DIGITS - 1}}$`);

/** Daraja's form of a typed Kenyan mobile number ('0712 345 678' -> '254712345678'), or null. */
export function toMpesaPhone(text: string): string | null {
  if (text.length > MAX_TYPED_LENGTH) return null;
  const compact = text.trim().replace(SEPARATORS, '');
  let national: string;
  if (compact.startsWith(`+${KENYA_DIAL_CODE}`)) national = compact.slice(KENYA_DIAL_CODE.length + 1);
  else if (compact.startsWith(KENYA_DIAL_CODE)) national = compact.slice(KENYA_DIAL_CODE.length);
  else if (compact.startsWith('0')) national = compact.slice(1);
  else return null;
  return NATIONAL.test(national) ? `${KENYA_DIAL_CODE}${national}` : null;
}

/** The message under the phone field, or null when Daraja can take the number (blank is refused too). */
export const mpesaPhoneError = (text: string): string | null =>
  toMpesaPhone(text) === null ? MPESA_PHONE_ERROR : null;

/** Daraja's '254712345678' as people read it: '+254 712 345 678' (any other text as given). */
export function formatMpesaPhone(phone: string): string {
  const match = new RegExp(`^${KENYA_DIAL_CODE}(\\d{${KENYAN_NUMBER_DIGITS}})$`).exec(phone);
  return match ? formatKenyanPhone(match[1] ?? '') : phone;
}
