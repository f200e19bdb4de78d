import PhoneInputModule, { type CountryData } from 'react-phone-input-2';
import 'react-phone-input-2/lib/style.css';
import { useEffect, useRef, type RefObject } from 'react';
import {
  COUNTRY_SEARCH_DEBOUNCE_MS,
  DEFAULT_PHONE_COUNTRY,
  PHONE_MAX_DIGITS,
} from '../../../config/constants';
import type { PhoneValue } from './enquiry-rules';
import type { PhoneInputProps } from './phone-field';
import { KENYA_DIAL_CODE } from '../../../lib/kenyan-phone';
import { normaliseKenyanPhone } from './phone-rules';
import './phone-field.css';

// A CommonJS package: under Vite 8 the default import is the whole module.exports (stack notes).
const ReactPhoneInput =
  (PhoneInputModule as unknown as { default?: typeof PhoneInputModule }).default ?? PhoneInputModule;

/**
 * Debounces the country list's search box by COUNTRY_SEARCH_DEBOUNCE_MS.
 * react-phone-input-2 filters its list on every keystroke and offers no prop to delay
 * it (its own 250 ms debounce only covers letters typed while the list itself has
 * focus). So the keystroke's `input` event is held back from React here (the typed text
 * shows at once) and one `input` event is replayed 250 ms after the last keystroke, which
 * the library then filters on. Enter flushes a pending search first.
 */
function useDebouncedCountrySearch(container: RefObject<HTMLDivElement | null>, delayMs: number) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: HTMLInputElement | null = null;
    let replaying = false;

    const replay = () => {
      clearTimeout(timer);
      timer = undefined;
      const input = pending;
      pending = null;
      if (!input?.isConnected) return;
      replaying = true;
      try {
        input.dispatchEvent(new Event('input', { bubbles: true }));
      } finally {
        replaying = false;
      }
    };
    const onInput = (event: Event) => {
      const target = event.target;
      if (replaying || !(target instanceof HTMLInputElement) || !target.classList.contains('search-box'))
        return;
      event.stopPropagation();
      pending = target;
      clearTimeout(timer);
      timer = setTimeout(replay, delayMs);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && pending) replay();
    };
    root.addEventListener('input', onInput);
    root.addEventListener('keydown', onKeyDown, true);
    return () => {
      clearTimeout(timer);
      root.removeEventListener('input', onInput);
      root.removeEventListener('keydown', onKeyDown, true);
    };
  }, [container, delayMs]);
}

/** Sets an input's text as typing does, so that React's change tracking still sees a change. */
const setTypedValue = (input: HTMLInputElement, text: string) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);

/**
 * Applies the Kenyan rules (`normaliseKenyanPhone`) to the number's input before
 * react-phone-input-2 reads it. The library has no hook for this: it formats what it reads
 * and, with `countryCodeEditable` false, ignores text that lost the '+254' (a select-all and
 * typing). So while Kenya is chosen, the keystroke's (or paste's) `input` event gets the
 * normalised text ('+254 712 345 678' for '+2540712345678' or '0712345678') on its way
 * down, and the library, then React, read that.
 */
function useKenyanNumberInput(
  container: RefObject<HTMLDivElement | null>,
  inputId: string,
  value: PhoneValue,
) {
  const current = useRef(value);
  useEffect(() => {
    current.current = value;
  }, [value]);
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onInput = (event: Event) => {
      const target = event.target;
      if (!(target instanceof HTMLInputElement) || target.id !== inputId) return;
      if (current.current.dialCode !== KENYA_DIAL_CODE) return;
      const next = normaliseKenyanPhone(target.value, current.current);
      if (next.formatted !== target.value) setTypedValue(target, next.formatted);
    };
    root.addEventListener('input', onInput, true);
    return () => root.removeEventListener('input', onInput, true);
  }, [container, inputId]);
}

/**
 * The phone number's input with its country picker (product rules, 'Enquiries'): react-phone-input-2 with
 * a searchable country list, Kenya by default, at most 15 digits (the library's own limit:
 * `enableLongNumbers` false). Loaded by `PhoneField` once the page is interactive.
 * The country changes only when the visitor picks one: never guessed from the digits
 * (`disableCountryGuess`), and the code cannot be typed away (`countryCodeEditable` false).
 */
export function PhonePicker({ id, name, label, value, onChange, disabled, errorId }: PhoneInputProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  useDebouncedCountrySearch(containerRef, COUNTRY_SEARCH_DEBOUNCE_MS);
  useKenyanNumberInput(containerRef, id, value);
  return (
    <div ref={containerRef} className="phone-field">
      <ReactPhoneInput
        country={DEFAULT_PHONE_COUNTRY}
        value={value.value}
        enableSearch
        disableSearchIcon
        searchPlaceholder="Search countries"
        searchNotFound="No country found"
        enableLongNumbers={false}
        countryCodeEditable={false}
        disableCountryGuess
        disabled={disabled}
        placeholder="+254 712 345 678"
        inputProps={{
          id,
          name,
          'aria-label': label,
          autoComplete: 'tel',
          'aria-invalid': errorId ? true : undefined,
          'aria-describedby': errorId,
        }}
        onChange={(next, data, _event, formattedValue) => {
          if (next.replace(/\D/g, '').length > PHONE_MAX_DIGITS) return;
          const country = data as Partial<CountryData>;
          onChange(normaliseKenyanPhone(formattedValue, { dialCode: country.dialCode ?? '' }));
        }}
      />
    </div>
  );
}
