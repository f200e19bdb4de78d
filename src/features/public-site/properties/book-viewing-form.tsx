import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/cta-link';
import { useHydrated } from '../../../lib/use-client-value';
import { dateStamp } from '../../../lib/format';
import type { PropertyListing } from '../../../types/content';
import { buildEnquiry, canSend, phoneNumberPart } from '../contact/contact-form-rules';
import { useFileEnquiry } from '../contact/file-enquiry';
import { HumanCheck } from '../contact/human-check';
import type { PhoneValue } from '../contact/phone-field';
import { INITIAL_PHONE, PhoneInput } from '../contact/phone-input';
import { TextField } from '../contact/text-field';
import { dateAllowed, dateError, viewingMessage, viewingStillNeeded } from './book-viewing-rules';
import '../../../components/form.css';

export const VIEWING_BOOKED_TEXT = "Thank you! We'll call you to confirm your viewing.";

/**
 * 'Book a viewing' (product rules, 'Property listings'): the contact form's fields, rules,
 * phone picker and human check, plus a preferred date; it is sent the way the contact
 * form's enquiry is, as a New submission with the service 'Property Viewing'.
 */
export function BookViewingForm({ property }: { property: PropertyListing }) {
  const fileEnquiry = useFileEnquiry();
  const hydrated = useHydrated();
  const ids = useId();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(INITIAL_PHONE);
  const [date, setDate] = useState('');
  const [message, setMessage] = useState('');
  const [humanVerified, setHumanVerified] = useState(false);
  const [resetSignal, setResetSignal] = useState(0);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const sendingRef = useRef(false);

  const today = hydrated ? dateStamp(new Date()).date : '';
  const phoneNumber = phoneNumberPart(phone.value, phone.dialCode);
  // The contact form's rules (the message is optional here: the request carries the property anyway).
  const enabled =
    dateAllowed(date, today) &&
    canSend({ fullName, email, phone: phoneNumber, message: message || '-', humanVerified, sending });
  const dateProblem = hydrated ? dateError(date, today) : null;
  const stillNeeded = hydrated
    ? viewingStillNeeded({ fullName, phone: phoneNumber, email, date, today, humanVerified })
    : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current || !enabled) return;
    sendingRef.current = true;
    setSending(true);
    setOutcome(null);
    const values = {
      fullName,
      email,
      phone: phone.formatted || `+${phone.value}`,
      message: viewingMessage(property, date, message),
    };
    fileEnquiry(buildEnquiry(values, 'Property Viewing'))
      .then(() => {
        setFullName('');
        setEmail('');
        setPhone({ value: phone.dialCode, dialCode: phone.dialCode, formatted: '' });
        setDate('');
        setMessage('');
        setHumanVerified(false);
        setResetSignal((n) => n + 1);
        setOutcome({ ok: true, text: VIEWING_BOOKED_TEXT });
      })
      .catch((error: unknown) =>
        setOutcome({ ok: false, text: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        setSending(false);
        sendingRef.current = false;
      });
  };

  const id = (name: string) => `${ids}-${name}`;
  return (
    <form className="book-viewing" onSubmit={onSubmit} aria-labelledby={id('title')} noValidate>
      <h2 id={id('title')}>Book a viewing</h2>
      <fieldset className="contact-form__fields" disabled={!hydrated}>
        <TextField
          id={id('name')}
          label="Full Name"
          autoComplete="name"
          value={fullName}
          onChange={setFullName}
        />
        <div className="field">
          <label htmlFor={id('phone')}>Mobile Number</label>
          <PhoneInput id={id('phone')} label="Mobile Number" value={phone.value} onChange={setPhone} />
        </div>
        <TextField
          id={id('email')}
          label="Email Address"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <div className="field">
          <label htmlFor={id('date')}>Preferred date</label>
          <input
            className="field-input"
            id={id('date')}
            type="date"
            min={today || undefined}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={dateProblem !== null}
            aria-describedby={dateProblem ? id('date-error') : undefined}
            required
          />
          {dateProblem && (
            <p id={id('date-error')} className="field-error">
              {dateProblem}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={id('message')}>Message (optional)</label>
          <textarea
            className="field-input"
            id={id('message')}
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        </div>
        <HumanCheck
          verified={humanVerified}
          onChange={setHumanVerified}
          resetSignal={resetSignal}
          disabled={sending}
        />
      </fieldset>
      <button
        type="submit"
        disabled={!enabled}
        aria-busy={sending}
        aria-describedby={stillNeeded && !sending ? id('needed') : undefined}
        className={buttonClass('primary', 'large')}
      >
        {sending ? 'Sending...' : 'Book a viewing'}
      </button>
      {stillNeeded && !sending && (
        <p id={id('needed')} className="book-viewing__needed">
          {stillNeeded}
        </p>
      )}
      <div aria-live="polite">
        {outcome && (
          <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'form-success' : 'form-error'}>
            {outcome.text}
          </p>
        )}
      </div>
    </form>
  );
}
