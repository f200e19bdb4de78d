import { useCallback, useState, type RefCallback } from 'react';
import { insertOverflows } from './text-limits';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isTextControl = (target: EventTarget | null): target is TextControl =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/** The text an insertion would add: typed or pasted text, or a line break. */
function insertedText(event: InputEvent): string | null {
  if (event.inputType === 'insertLineBreak' || event.inputType === 'insertParagraph') return '\n';
  if (!event.inputType.startsWith('insert')) return null;
  return event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
}

/**
 * A field that stops at its `maxLength` says so at once (product rules, 'Long input'):
 * whenever a person types or pastes more than the field takes, the browser keeps what fits
 * and `over` turns true; it stays true while the text is at the limit, so nothing is cut
 * silently. Give `watch` (a ref) to the field, or to any element around it (the browser's
 * `beforeinput` bubbles), and show the field's message ('Name must be at most 200
 * characters.') while `over`.
 */
export function useLimitNotice<E extends HTMLElement>(
  value: string,
  maxLength: number | undefined,
): { watch: RefCallback<E>; over: boolean } {
  const [refused, setRefused] = useState(false);
  const watch = useCallback((element: E | null) => {
    if (!element) return;
    const beforeInput = (event: Event) => {
      const field = event.target;
      if (!isTextControl(field) || field.maxLength < 0) return;
      const inserted = insertedText(event as InputEvent);
      if (inserted === null) return;
      const end = field.value.length;
      const selection = { start: field.selectionStart ?? end, end: field.selectionEnd ?? end };
      setRefused(insertOverflows(field.value, selection, inserted, field.maxLength));
    };
    element.addEventListener('beforeinput', beforeInput);
    return () => element.removeEventListener('beforeinput', beforeInput);
  }, []);
  return { watch, over: refused && maxLength !== undefined && value.length >= maxLength };
}
