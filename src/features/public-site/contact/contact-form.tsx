import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { useId, useRef, useState, type FormEvent } from 'react';
import { buttonClass } from '../../../components/cta-link';
import { Icon } from '../../../components/icon';
import { useHydrated } from '../../../lib/use-client-value';
import { CONTACT_MESSAGE_ROWS } from '../../../config/constants';
import { buildEnquiry, canSend, CONTACT_SUCCESS_MESSAGE, phoneNumberPart } from './contact-form-rules';
import { HumanCheck } from './human-check';
import { TextField } from './text-field';
import type { PhoneValue } from './phone-field';
import { INITIAL_PHONE, PhoneInput } from './phone-input';
import '../../../components/form.css';
import { useFileEnquiry } from './file-enquiry';

/**
 * The contact form (spec 2.8, 4, 5). Send posts the enquiry to the server, where it
 * joins the contact submissions as New (product rules, 'Enquiries'); then every
 * field is cleared and the human check is reset. A failed send says why and keeps
 * every field.
 */
export function ContactForm() {
  const fileEnquiry = useFileEnquiry();
  const hydrated = useHydrated();
  const ids = useId();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(INITIAL_PHONE);
  const [message, setMessage] = useState('');
  const [humanVerified, setHumanVerified] = useState(false);
  const [resetSignal, setResetSignal] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Guards a double click before React re-renders with `sending`.
  const sendingRef = useRef(false);

  const phoneNumber = phoneNumberPart(phone.value, phone.dialCode);
  const enabled = canSend({ fullName, email, phone: phoneNumber, message, humanVerified, sending });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (
      sendingRef.current ||
      !canSend({ fullName, email, phone: phoneNumber, message, humanVerified, sending })
    ) {
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setSent(false);
    setFailure(null);
    const values = { fullName, email, phone: phone.formatted || `+${phone.value}`, message };
    fileEnquiry(buildEnquiry(values))
      .then(() => {
        setFullName('');
        setEmail('');
        // The input keeps the selected country's code, like a fresh form.
        setPhone({ value: phone.dialCode, dialCode: phone.dialCode, formatted: '' });
        setMessage('');
        setHumanVerified(false);
        setResetSignal((n) => n + 1);
        setSent(true);
      })
      .catch((error: unknown) => setFailure(error instanceof Error ? error.message : String(error)))
      .finally(() => {
        setSending(false);
        sendingRef.current = false;
      });
  };

  const fieldId = (name: string) => `${ids}-${name}`;

  return (
    <form className="contact-form" onSubmit={onSubmit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send Us a Message</h2>
      <noscript>
        <p className="form-nojs" role="note">
          Sending a message needs JavaScript. Call or WhatsApp us on the numbers beside this form instead.
        </p>
      </noscript>
      {/* Until the page is live, typing would be lost to hydration: the fields wait for it. */}
      <fieldset className="contact-form__fields" disabled={!hydrated}>
        <TextField
          id={fieldId('name')}
          label="Full Name"
          name="fullName"
          autoComplete="name"
          value={fullName}
          onChange={setFullName}
        />
        <TextField
          id={fieldId('email')}
          label="Email Address"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
        />
        <div className="field">
          <label htmlFor={fieldId('phone')}>Mobile Number</label>
          <PhoneInput id={fieldId('phone')} label="Mobile Number" value={phone.value} onChange={setPhone} />
        </div>
        <div className="field">
          <label htmlFor={fieldId('message')}>Message</label>
          <textarea
            className="field-input"
            id={fieldId('message')}
            name="message"
            rows={CONTACT_MESSAGE_ROWS}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            required
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
        className={buttonClass('primary', 'large', 'contact-form__submit')}
      >
        {sending ? <span className="spinner" aria-hidden="true" /> : <Icon def={SendOutlined} />}
        {sending ? 'Sending...' : 'Send Message'}
      </button>
      <div aria-live="polite">
        {failure && (
          <p role="alert" className="form-error">
            {failure}
          </p>
        )}
        {sent && (
          <p role="status" className="form-success">
            <Icon def={CheckCircleFilled} /> {CONTACT_SUCCESS_MESSAGE}
          </p>
        )}
      </div>
    </form>
  );
}
