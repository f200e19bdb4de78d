import { useLayoutEffect, type RefObject } from 'react';

/**
 * The phone field swaps its input: the plain one the page starts with gives way to the
 * country picker's once that has loaded, possibly while the visitor types. The typed value
 * lives in the form's state, so it carries over by itself; focus and the caret do not (a new
 * input element replaces the old). So the input leaving with focus notes where the caret
 * was, counted in digits (the two inputs may group the digits differently), and the input
 * arriving takes focus and puts the caret after as many digits.
 */
export interface PhoneHandover {
  /** Digits before the selection's start and end. */
  start: number;
  end: number;
}

/** How many digits `text` has before position `caret`. */
export const digitsBefore = (text: string, caret: number): number =>
  text.slice(0, caret).replace(/\D/g, '').length;

/**
 * The position just after the `digits`-th digit of `text`: 0 for none, the end of the text
 * once it has no more digits after them.
 */
export function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i]!)) seen += 1;
    if (seen === digits) return /\d/.test(text.slice(i + 1)) ? i + 1 : text.length;
  }
  return text.length;
}

/**
 * Hands focus and the caret from one phone input to the next (see `PhoneHandover`).
 * `findInput` finds this input once it is in the page; `handoverRef` is the field's, shared by
 * its inputs. A layout effect, so the focus moves in the same commit as the swap: no
 * keystroke falls between the two inputs.
 */
export function usePhoneHandover(
  findInput: () => HTMLInputElement | null | undefined,
  handoverRef: RefObject<PhoneHandover | null>,
) {
  useLayoutEffect(() => {
    const input = findInput();
    if (!input) return;
    const arriving = handoverRef.current;
    if (arriving) {
      handoverRef.current = null;
      const place = () =>
        input.setSelectionRange(
          caretAfterDigits(input.value, arriving.start),
          caretAfterDigits(input.value, arriving.end),
        );
      const value = input.value;
      input.focus({ preventScroll: true });
      place();
      // The picker moves the caret to the end just after it gets focus (its jumpCursorToEnd):
      // put it back, unless the visitor typed meanwhile.
      setTimeout(() => {
        if (document.activeElement === input && input.value === value) place();
      }, 0);
    }
    return () => {
      // Leaving with focus (the swap): note where the caret was for the next input.
      if (document.activeElement !== input) return;
      const end = input.selectionEnd ?? input.value.length;
      handoverRef.current = {
        start: digitsBefore(input.value, input.selectionStart ?? end),
        end: digitsBefore(input.value, end),
      };
    };
    // Once per input element: the input is found when it mounts and noted when it leaves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
