import { useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '../../../lib/use-client-value';
import type { Enquiry } from '../../../types/console';
import { blankFields, canSend, clearedValues, type EnquiryValue } from './enquiry-rules';
import { useFileEnquiry } from './file-enquiry';
import { phonesValid } from './phone-rules';
import type { HumanCheckProps } from './human-check';

/** What a form of the kind is made of: its own fields, rules, request and texts. */
export interface EnquiryFormOptions<V extends Record<keyof V, EnquiryValue>, R extends keyof V = keyof V> {
  /** The fields of a fresh form. */
  initial: V;
  /** The fields that must not be blank, in the form's order (`blankFields`). */
  required: readonly R[];
  /** The form's own rules on top of those (e.g. a preferred date from today on); met when left out. */
  valid?: (values: V) => boolean;
  /** The enquiry the fields make, filed through POST /api/contact. */
  request: (values: V) => Enquiry;
  /** Shown once the enquiry is filed. */
  successText: string;
}

/** What the form last heard from a send. */
export interface EnquiryOutcome {
  ok: boolean;
  text: string;
}

/** One field's props, for `TextField` and `PhoneField`. */
export interface FieldBinding<T> {
  id: string;
  name: string;
  value: T;
  onChange: (value: T) => void;
  /** A send was attempted: a field shows what is wrong with it even if it was never left. */
  attempted?: boolean;
}

export interface EnquiryForm<V, R extends keyof V = keyof V> {
  values: V;
  /** The props of the field `key`: its id, name, value and setter. */
  field: <K extends keyof V & string>(key: K) => FieldBinding<V[K]>;
  /** The required fields still blank, in the form's order. */
  blank: R[];
  /** False during the prerender and hydration: the fields wait (typing would be lost). */
  hydrated: boolean;
  sending: boolean;
  canSend: boolean;
  outcome: EnquiryOutcome | null;
  humanCheck: HumanCheckProps;
  /** An id unique to this form, for labels and descriptions. */
  id: (name: string) => string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * The send cycle of an enquiry form (product rules, 'Enquiries'): Send is enabled by the rules
 * (`canSend`); it shows 'Sending...' for the send; a filed enquiry clears every field,
 * resets the human check and confirms with `successText`; a failed one says why and keeps
 * every field. A second submit before React re-renders (a double Enter) sends nothing.
 */
export function useEnquiryForm<V extends Record<keyof V, EnquiryValue>, R extends keyof V = keyof V>(
  options: EnquiryFormOptions<V, R>,
): EnquiryForm<V, R> {
  const { initial, required, valid, request, successText } = options;
  const fileEnquiry = useFileEnquiry();
  const hydrated = useHydrated();
  const ids = useId();
  const [values, setValues] = useState<V>(initial);
  const [humanVerified, setHumanVerified] = useState(false);
  const [resetSignal, setResetSignal] = useState(0);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<EnquiryOutcome | null>(null);
  const [attempted, setAttempted] = useState(false);
  // Guards a second submit before React re-renders with `sending`.
  const sendingRef = useRef(false);

  const blank = blankFields(values, required);
  // Every phone among the fields must be valid too (product rules, 'Enquiries').
  const allValid = (valid?.(values) ?? true) && phonesValid(values);
  const enabled = canSend({ blank, valid: allValid, humanVerified, sending });
  const id = (name: string) => `${ids}-${name}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    if (sendingRef.current || !enabled) return;
    sendingRef.current = true;
    setSending(true);
    setOutcome(null);
    fileEnquiry(request(values))
      .then(() => {
        setValues((current) => clearedValues(current, initial));
        setAttempted(false);
        setHumanVerified(false);
        setResetSignal((n) => n + 1);
        setOutcome({ ok: true, text: successText });
      })
      .catch((error: unknown) =>
        setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        setSending(false);
        sendingRef.current = false;
      });
  };

  return {
    values,
    field: (key) => ({
      id: id(key),
      name: key,
      value: values[key],
      onChange: (value) => setValues((current) => ({ ...current, [key]: value })),
      attempted,
    }),
    blank,
    hydrated,
    sending,
    canSend: enabled,
    outcome,
    humanCheck: { verified: humanVerified, onChange: setHumanVerified, resetSignal, disabled: sending },
    id,
    onSubmit,
  };
}
