import { PHONE_MAX_DIGITS } from '../../../config/constants';
import { formatKenyanPhone, KENYA_DIAL_CODE, KENYAN_NUMBER_DIGITS } from '../../../lib/kenyan-phone';
import type { EnquiryValue, PhoneValue } from './enquiry-rules';

/**
 * Phone numbers as Kenyans type them (product rules, 'Enquiries'): one pure rule for every
 * field where a phone is typed, the plain input and the country picker alike.
 */

// Kenya's dialling code (the country the phone fields start with), the 9 digits after it and
// the '+254 712 345 678' display are shared with the M-Pesa phone: src/lib/kenyan-phone.ts.
export const INVALID_PHONE_TEXT = 'Enter a valid mobile number.';

/** The number after +254 in what the field now holds, before a leading 0 or a doubled code is dropped. */
function typedNationalPart(raw: string): string {
  const compact = raw.replace(/[^\d+]/g, '');
  const digits = compact.replace(/\D/g, '');
  const code = KENYA_DIAL_CODE;
  // '+254…' as shown, or pasted in place of it.
  if (compact.startsWith(`+${code}`)) return digits.slice(code.length);
  // The code being deleted ('+25', '+'): the number is blank, the code stays.
  if (compact.startsWith('+') && code.startsWith(digits)) return '';
  // '254712345678' pasted in place of everything.
  if (
    !compact.startsWith('+') &&
    digits.startsWith(code) &&
    digits.length >= code.length + KENYAN_NUMBER_DIGITS
  )
    return digits.slice(code.length);
  // A number typed in place of everything ('0712…', '7'): the country stays.
  return digits;
}

/**
 * The phone value a field holds once `raw` (the input's text after a keystroke or a paste)
 * is typed into it, `current` being its value so far. With Kenya (+254) chosen:
 * a leading 0 is dropped ('0712345678' gives '+254 712 345 678'), a pasted +254 or 254 is
 * not doubled, and text typed over the whole field keeps Kenya (never a country guessed
 * from the digits). Other countries keep their digits as typed.
 */
export function normaliseKenyanPhone(raw: string, current: Pick<PhoneValue, 'dialCode'>): PhoneValue {
  if (current.dialCode !== KENYA_DIAL_CODE) {
    const digits = raw.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
    return { value: digits, dialCode: current.dialCode, formatted: raw.trim() };
  }
  let national = typedNationalPart(raw).replace(/^0+/, '');
  // '+254' typed or pasted after the '+254' already shown.
  if (national.length > KENYAN_NUMBER_DIGITS && national.startsWith(KENYA_DIAL_CODE))
    national = national.slice(KENYA_DIAL_CODE.length).replace(/^0+/, '');
  national = national.slice(0, PHONE_MAX_DIGITS - KENYA_DIAL_CODE.length);
  return {
    value: `${KENYA_DIAL_CODE}${national}`,
    dialCode: KENYA_DIAL_CODE,
    formatted: formatKenyanPhone(national),
  };
}

/**
 * What is wrong with a phone number, for under its field: a Kenyan number needs 9 digits
 * after +254. A blank number is the blank rule's concern (`isBlank`), not this one's.
 */
export function phoneError(phone: PhoneValue): string | null {
  if (phone.dialCode !== KENYA_DIAL_CODE) return null;
  const digits = phone.value.replace(/\D/g, '');
  const national = digits.startsWith(KENYA_DIAL_CODE) ? digits.slice(KENYA_DIAL_CODE.length) : digits;
  return national === '' || national.length === KENYAN_NUMBER_DIGITS ? null : INVALID_PHONE_TEXT;
}

/** Every phone number among a form's fields is valid (`phoneError`): Send waits for it. */
export const phonesValid = (values: Record<string, EnquiryValue>): boolean =>
  Object.values(values).every((value) => typeof value === 'string' || phoneError(value) === null);
