import PhoneInputModule, { type CountryData } from 'react-phone-input-2';
import 'react-phone-input-2/lib/style.css';
import { useEffect, useRef, type RefObject } from 'react';
import {
  COUNTRY_SEARCH_DEBOUNCE_MS,
  DEFAULT_PHONE_COUNTRY,
  PHONE_MAX_DIGITS,
} from '../../../config/constants';
import type { PhoneFieldProps } from './phone-field';
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

/**
 * The phone number's input with its country picker (spec 2.8, 5): react-phone-input-2 with
 * a searchable country list, Kenya by default, at most 15 digits (the library's own limit:
 * `enableLongNumbers` false). Loaded by `PhoneField` once the page is interactive.
 */
export function PhonePicker({ id, name, label, value, onChange, disabled }: PhoneFieldProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  useDebouncedCountrySearch(containerRef, COUNTRY_SEARCH_DEBOUNCE_MS);
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
        disabled={disabled}
        placeholder="+254 712 345 678"
        inputProps={{ id, name, 'aria-label': label, autoComplete: 'tel' }}
        onChange={(next, data, _event, formattedValue) => {
          const digits = next.replace(/\D/g, '');
          if (digits.length > PHONE_MAX_DIGITS) return;
          const country = data as Partial<CountryData>;
          const dialCode = country.dialCode ?? '';
          onChange({ value: digits, dialCode, formatted: formattedValue });
        }}
      />
    </div>
  );
}
