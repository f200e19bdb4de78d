import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/cta-link';
import { Icon } from '../../../components/icon';
import { HumanCheck } from './human-check';
import type { EnquiryForm } from './use-enquiry-form';
import '../../../components/form.css';
import './enquiry-form.css';

/** The parts every enquiry form has around its own fields; each takes the form's `useEnquiryForm`. */
type FormState = Pick<EnquiryForm<unknown>, 'hydrated' | 'humanCheck' | 'sending' | 'canSend' | 'outcome'>;

/**
 * The form's fields, then the human check. Until the page is live, typing would be lost
 * to hydration: the fields wait for it.
 */
export function EnquiryFields({ form, children }: { form: FormState; children: ReactNode }) {
  return (
    <fieldset className="enquiry-form__fields" disabled={!form.hydrated}>
      {children}
      <HumanCheck {...form.humanCheck} />
    </fieldset>
  );
}

/** The submit button: enabled by the form's rules, 'Sending...' with a spinner while it sends. */
export function SendButton({
  form,
  label,
  icon,
  className,
  describedBy,
}: {
  form: FormState;
  label: string;
  icon?: IconDefinition;
  className?: string;
  /** The id of a text saying what is still missing. */
  describedBy?: string;
}) {
  return (
    <button
      type="submit"
      disabled={!form.canSend}
      aria-busy={form.sending}
      aria-describedby={describedBy}
      className={buttonClass('primary', 'large', className)}
    >
      {form.sending ? <span className="spinner" aria-hidden="true" /> : icon && <Icon def={icon} />}
      {form.sending ? 'Sending...' : label}
    </button>
  );
}

/** What the last send came to, announced politely: the confirmation, or why it failed. */
export function EnquiryOutcome({ form }: { form: FormState }) {
  const { outcome } = form;
  return (
    <div aria-live="polite">
      {outcome &&
        (outcome.ok ? (
          <p role="status" className="form-success">
            <Icon def={CheckCircleFilled} /> {outcome.text}
          </p>
        ) : (
          <p role="alert" className="form-error">
            {outcome.text}
          </p>
        ))}
    </div>
  );
}
