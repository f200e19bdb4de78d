import { dateStamp } from '../../../lib/date-stamp';
import { useHydrated } from '../../../lib/use-client-value';
import type { PropertyListing } from '../../../types/content';
import { EnquiryFields, EnquiryOutcome, SendButton } from '../enquiry/enquiry-parts';
import { PhoneField } from '../enquiry/phone-field';
import { TextField } from '../enquiry/text-field';
import { useEnquiryForm } from '../enquiry/use-enquiry-form';
import { dateError, viewingForm, viewingNoteLimit, viewingStillNeeded } from './book-viewing-rules';

/**
 * 'Book a viewing' (product rules, 'Property listings'): an enquiry form (the enquiry kit's
 * fields, rules, phone picker, human check and send cycle) with a preferred date; it is
 * filed like the contact form's enquiry, as a New submission with the service 'Property Viewing'.
 */
export function BookViewingForm({ property }: { property: PropertyListing }) {
  // The visitor's local date: unknown while a prerendered page hydrates.
  const today = useHydrated() ? dateStamp(new Date()).date : '';
  const form = useEnquiryForm(viewingForm(property, today));
  const { date } = form.values;
  const stillNeeded = form.hydrated
    ? viewingStillNeeded({ blank: form.blank, date, today, humanVerified: form.humanCheck.verified })
    : null;
  const neededShown = stillNeeded !== null && !form.sending;

  return (
    <form className="book-viewing" onSubmit={form.onSubmit} aria-labelledby={form.id('title')} noValidate>
      <h2 id={form.id('title')}>Book a viewing</h2>
      <EnquiryFields form={form}>
        <TextField label="Full Name" autoComplete="name" {...form.field('fullName')} />
        <PhoneField label="Mobile Number" {...form.field('phone')} />
        <TextField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Preferred date"
          type="date"
          min={today || undefined}
          error={form.hydrated ? dateError(date, today) : null}
          {...form.field('date')}
        />
        <TextField
          label="Message (optional)"
          rows={3}
          required={false}
          maxLength={viewingNoteLimit(property)}
          {...form.field('message')}
        />
      </EnquiryFields>
      <SendButton
        form={form}
        label="Book a viewing"
        describedBy={neededShown ? form.id('needed') : undefined}
      />
      {neededShown && (
        <p id={form.id('needed')} className="book-viewing__needed">
          {stillNeeded}
        </p>
      )}
      <EnquiryOutcome form={form} />
    </form>
  );
}
