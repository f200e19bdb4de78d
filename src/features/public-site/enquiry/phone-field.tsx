import { lazy, Suspense } from 'react';
import { DEFAULT_PHONE_DIAL_CODE, PHONE_MAX_DIGITS } from '../../../config/constants';
import { useHydrated } from '../../../lib/use-client-value';
import type { PhoneFieldProps, PhoneValue } from './phone-picker';

/** react-phone-input-2 and its stylesheet: fetched once the page is interactive, never in the first load. */
const PhoneField = lazy(() => import('./phone-picker').then((m) => ({ default: m.PhoneField })));

/** The phone value before anything is typed: Kenya's code (spec 2.8). */
export const INITIAL_PHONE: PhoneValue = {
  value: DEFAULT_PHONE_DIAL_CODE,
  dialCode: DEFAULT_PHONE_DIAL_CODE,
  formatted: `+${DEFAULT_PHONE_DIAL_CODE}`,
};

/**
 * A plain telephone input: what the prerendered page shows, and what works until the
 * country picker has loaded. It keeps the same value shape (digits, Kenya's code).
 */
function PlainPhoneInput({ id, value, onChange, disabled }: PhoneFieldProps) {
  return (
    <input
      id={id}
      name="phone"
      type="tel"
      autoComplete="tel"
      className="field-input"
      value={`+${value}`}
      disabled={disabled}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
        onChange({ value: digits, dialCode: DEFAULT_PHONE_DIAL_CODE, formatted: `+${digits}` });
      }}
    />
  );
}

/**
 * Mobile Number with the searchable country picker (spec 2.8). The picker is loaded after
 * hydration, so the page's first load and its hydration carry none of it.
 */
export function PhoneInput(props: PhoneFieldProps) {
  const hydrated = useHydrated();
  const plain = <PlainPhoneInput {...props} />;
  if (!hydrated) return plain;
  return (
    <Suspense fallback={plain}>
      <PhoneField {...props} />
    </Suspense>
  );
}
