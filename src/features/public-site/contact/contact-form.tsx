import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import { CONTACT_MESSAGE_ROWS } from '../../../config/constants';
import { EnquiryFields, EnquiryOutcome, SendButton } from '../enquiry/enquiry-parts';
import { PhoneField } from '../enquiry/phone-field';
import { TextField } from '../enquiry/text-field';
import { useEnquiryForm } from '../enquiry/use-enquiry-form';
import { CONTACT_FORM } from './contact-form-rules';

/**
 * The contact form. Send posts the enquiry to the server, where it
 * joins the contact submissions as New (product rules, 'Enquiries'); then every
 * field is cleared and the human check is reset. A failed send says why and keeps
 * every field. The send cycle is the enquiry kit's (`useEnquiryForm`).
 */
export function ContactForm() {
  const form = useEnquiryForm(CONTACT_FORM);
  return (
    <form
      className="enquiry-card enquiry-card--form"
      onSubmit={form.onSubmit}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title">Send Us a Message</h2>
      <noscript>
        <p className="form-nojs" role="note">
          Sending a message needs JavaScript. Call or WhatsApp us on the numbers beside this form instead.
        </p>
      </noscript>
      <EnquiryFields form={form}>
        <TextField label="Full Name" autoComplete="name" {...form.field('fullName')} />
        <TextField label="Email Address" type="email" autoComplete="email" {...form.field('email')} />
        <PhoneField label="Mobile Number" {...form.field('phone')} />
        <TextField label="Message" rows={CONTACT_MESSAGE_ROWS} {...form.field('message')} />
      </EnquiryFields>
      <SendButton form={form} label="Send Message" icon={SendOutlined} className="enquiry-card__submit" />
      <EnquiryOutcome form={form} />
    </form>
  );
}
