import { PATHS } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { ContactLines } from '../shared/contact-lines';
import { PageHeader } from '../shared/page-header';
import { ContactForm } from './contact-form';
import { MapPanel } from './map-panel';
import './contact-page.css';

/**
 * Contact Us (spec 2.8): View FAQ, the contact panel, the map on request and the form.
 * Only this route's chunk imports the phone input (and its CSS) and the captcha.
 */
export function ContactPage() {
  return (
    <div className="contact-page">
      <PageHeader
        title="Contact Us"
        subtitle="Tell us about your property or project. We usually reply within one working day."
        actions={
          <ButtonLink size="large" to={PATHS.faq}>
            View FAQ
          </ButtonLink>
        }
      />
      <div className="page-container contact-page__layout">
        <div className="contact-page__info">
          <section className="contact-panel" aria-labelledby="contact-panel-title">
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
