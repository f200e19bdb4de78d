import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '../../../lib/use-client-value';
import type { PhoneValue } from './enquiry-rules';
import { usePhoneHandover, type PhoneHandover } from './phone-handover';
import { normaliseKenyanPhone, phoneError } from './phone-rules';
import type { FieldBinding } from './use-enquiry-form';

/** react-phone-input-2 and its stylesheet: fetched once the page is interactive, never in the first load. */
const PhonePicker = lazy(() => import('./phone-picker').then((m) => ({ default: m.PhonePicker })));

export interface PhoneFieldProps extends FieldBinding<PhoneValue> {
  label: string;
  disabled?: boolean;
}

/** What the input itself gets: the field's props and the id of the text saying what is wrong. */
export interface PhoneInputProps extends PhoneFieldProps {
  /** The id of the shown error, or undefined while none shows (then the input is not invalid). */
  errorId?: string;
}

/**
 * A plain telephone input: what the prerendered page shows, and what works until the
 * country picker has loaded. It keeps the same value shape and the same rules
 * (`normaliseKenyanPhone`).
 */
function PlainPhoneInput({
  id,
  name,
  value,
  onChange,
  disabled,
  errorId,
  handoverRef,
}: PhoneInputProps & { handoverRef: RefObject<PhoneHandover | null> }) {
  const ref = useRef<HTMLInputElement>(null);
  usePhoneHandover(() => ref.current, handoverRef);
  return (
    <input
      ref={ref}
      id={id}
      name={name}
      type="tel"
      autoComplete="tel"
      className="field-input"
      value={value.formatted || `+${value.value}`}
      disabled={disabled}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      onChange={(event) => onChange(normaliseKenyanPhone(event.target.value, value))}
    />
  );
}

/**
 * Beside the picker, in its Suspense boundary: once the picker's input is in the page (the
 * same commit that removes the plain input), it takes focus and the caret over.
 */
function PickerTakesOver({ id, handoverRef }: { id: string; handoverRef: RefObject<PhoneHandover | null> }) {
  usePhoneHandover(() => document.getElementById(id) as HTMLInputElement | null, handoverRef);
  return null;
}

/**
 * Mobile Number, labelled, with the searchable country picker (product rules, 'Enquiries'). The picker is
 * loaded after hydration, so the page's first load and its hydration carry none of it.
 * What is wrong with the number ('Enter a valid mobile number.') shows under the field
 * once it has been left or a send was attempted (product rules, 'Enquiries'). The swap
 * from the plain input to the picker's keeps what was typed (the form's state), focus and
 * the caret (`usePhoneHandover`).
 */
export function PhoneField(props: PhoneFieldProps) {
  const hydrated = useHydrated();
  const [left, setLeft] = useState(false);
  const handoverRef = useRef<PhoneHandover | null>(null);
  const error = phoneError(props.value);
  const shown = error !== null && (left || props.attempted === true) ? error : null;
  const errorId = shown === null ? undefined : `${props.id}-error`;
  const plain = <PlainPhoneInput {...props} errorId={errorId} handoverRef={handoverRef} />;
  return (
    <div
      className="field"
      onBlur={(event) => {
        // The number's input, not the country list's search box or the flag button; nor
        // an input leaving in the swap (a browser may report its removal as a blur).
        if (event.target.id === props.id && handoverRef.current === null) setLeft(true);
      }}
    >
      <label htmlFor={props.id}>{props.label}</label>
      {hydrated ? (
        <Suspense fallback={plain}>
          <PhonePicker {...props} errorId={errorId} />
          <PickerTakesOver id={props.id} handoverRef={handoverRef} />
        </Suspense>
      ) : (
        plain
      )}
      {shown !== null && (
        <p id={errorId} className="field-error">
          {shown}
        </p>
      )}
    </div>
  );
}
