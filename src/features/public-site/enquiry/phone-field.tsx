import { lazy, Suspense } from 'react';
import { DEFAULT_PHONE_DIAL_CODE, PHONE_MAX_DIGITS } from '../../../config/constants';
import { useHydrated } from '../../../lib/use-client-value';
import type { PhoneValue } from './enquiry-rules';
import type { FieldBinding } from './use-enquiry-form';

/** react-phone-input-2 and its stylesheet: fetched once the page is interactive, never in the first load. */
const PhonePicker = lazy(() => import('./phone-picker').then((m) => ({ default: m.PhonePicker })));

export interface PhoneFieldProps extends FieldBinding<PhoneValue> {
  label: string;
  disabled?: boolean;
}

/**
 * A plain telephone input: what the prerendered page shows, and what works until the
 * country picker has loaded. It keeps the same value shape (digits, Kenya's code).
 */
function PlainPhoneInput({ id, name, value, onChange, disabled }: PhoneFieldProps) {
  return (
    <input
      id={id}
      name={name}
      type="tel"
      autoComplete="tel"
      className="field-input"
      value={`+${value.value}`}
      disabled={disabled}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, PHONE_MAX_DIGITS);
        onChange({ value: digits, dialCode: DEFAULT_PHONE_DIAL_CODE, formatted: `+${digits}` });
      }}
    />
  );
}

/**
 * Mobile Number, labelled, with the searchable country picker (spec 2.8). The picker is
 * loaded after hydration, so the page's first load and its hydration carry none of it.
 */
export function PhoneField(props: PhoneFieldProps) {
  const hydrated = useHydrated();
  const plain = <PlainPhoneInput {...props} />;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {hydrated ? (
        <Suspense fallback={plain}>
          <PhonePicker {...props} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}
