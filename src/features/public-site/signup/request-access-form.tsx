import { EnquiryFields, EnquiryOutcome, SendButton } from '../enquiry/enquiry-parts';
import { PhoneField } from '../enquiry/phone-field';
import { TextField } from '../enquiry/text-field';
import { useEnquiryForm } from '../enquiry/use-enquiry-form';
import { PORTAL_ROLES, REQUEST_ACCESS_FORM, type PortalRole } from './request-access-rules';

/**
 * 'Request portal access' (product rules, 'Enquiries'): an enquiry form of the kit (fields,
 * phone rules, human check, send cycle), filed as a New submission with the service
 * 'Portal Access'.
 */
export function RequestAccessForm() {
  const form = useEnquiryForm(REQUEST_ACCESS_FORM);
  const role = form.field('role');
  return (
    <form
      className="enquiry-card enquiry-card--form"
      onSubmit={form.onSubmit}
      aria-labelledby={form.id('title')}
    >
      <h2 id={form.id('title')}>Your details</h2>
      <EnquiryFields form={form}>
        <TextField label="Full Name" autoComplete="name" {...form.field('fullName')} />
        <TextField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
        <PhoneField label="Mobile Number" {...form.field('phone')} />
        <fieldset className="field request-access__roles">
          <legend>I am a</legend>
          <div className="request-access__choices">
            {PORTAL_ROLES.map((option) => (
              <label key={option.value} className="request-access__choice">
                <input
                  type="radio"
                  name={role.name}
                  value={option.value}
                  checked={role.value === option.value}
                  required
                  onChange={() => role.onChange(option.value satisfies PortalRole)}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label="Property or unit (if known)" required={false} {...form.field('unit')} />
      </EnquiryFields>
      <SendButton form={form} label="Request access" className="enquiry-card__submit" />
      <EnquiryOutcome form={form} />
    </form>
  );
}
