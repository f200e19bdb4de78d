import { DEFAULT_PHONE_DIAL_CODE } from '../config/constants';

/**
 * Kenyan phone numbers, shared by every field where one is typed: the enquiry forms' phone
 * field (product rules, 'Enquiries') and the M-Pesa phone (product rules, 'Payments').
 */

/** Kenya's dialling code, without the '+'. */
export const KENYA_DIAL_CODE = DEFAULT_PHONE_DIAL_CODE;
/** A Kenyan number has this many digits after +254 (e.g. 712 345 678). */
export const KENYAN_NUMBER_DIGITS = 9;

/** '+254' and the number after it in groups of three: '712345678' -> '+254 712 345 678'. */
export const formatKenyanPhone = (national: string): string =>
  national === ''
    ? `+${KENYA_DIAL_CODE}`
    : `+${KENYA_DIAL_CODE} ${national.replace(/(\d{3})(?=\d)/g, '$1 ')}`;
