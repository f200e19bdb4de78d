import { PATHS } from '../../../config/paths';
import { CtaLink } from '../../../components/cta-link';
import { PageMeta } from '../../../components/page-meta';
import { ContactLines } from '../shared/contact-lines';
import { PageHeader } from '../shared/page-header';
import '../enquiry/enquiry-layout.css';
import { ContactForm } from './contact-form';
import { MapPanel } from './map-panel';
import './contact-page.css';

/**
 * Contact Us (product rules, 'Offline first' and 'Enquiries'): View FAQ, the contact panel,
 * the map on request and the form. The phone input's country picker and the captcha load only
 * after the page is interactive.
 */
export function ContactPage() {
  return (
    <div className="contact-page">
      <PageMeta description="Call, WhatsApp or write to us, or visit our office at Ouru Complex in Kisii." />
      <PageHeader
        title="Contact Us"
        subtitle="Tell us about your property or project. We usually reply within one working day."
        actions={
          <CtaLink size="large" to={PATHS.faq}>
            View FAQ
          </CtaLink>
        }
      />
      <div className="page-container enquiry-layout">
        <div className="contact-page__info">
          <section className="enquiry-card" aria-labelledby="contact-panel-title">
            <h2 id="contact-panel-title">Get in Touch</h2>
            <ContactLines />
          </section>
          <MapPanel />
        </div>
        <ContactForm />
      </div>
    </div>
  );
}
