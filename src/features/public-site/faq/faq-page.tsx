import { PATHS } from '../../../config/paths';
import { CtaLink } from '../../../components/cta-link';
import { PageMeta } from '../../../components/page-meta';
import { Tabs } from '../../../components/tabs';
import { FAQ_TABS } from '../data/faq';
import { ContactLines } from '../shared/contact-lines';
import { PageHeader } from '../shared/page-header';
import './faq-page.css';

/**
 * FAQ (product rules, 'Public site'): three tabs of expandable questions (native `details`/`summary`, so
 * answers open without JavaScript too), then 'Still Have Questions?'.
 */
export function FaqPage() {
  return (
    <div className="faq-page">
      <PageMeta description="Answers on MRI tax, project management and property management fees and timelines." />
      <PageHeader
        title="Frequently Asked Questions"
        subtitle="Straight answers on MRI tax, building and renovation projects, and what property management costs."
      />
      <div className="page-container faq-page__content">
        <Tabs
          label="FAQ topics"
          className="faq-page__tabs"
          items={FAQ_TABS.map((tab) => ({
            key: tab.key,
            label: tab.label,
            panel: (
              <div className="faq-list">
                {tab.items.map((item) => (
                  <details key={item.question} className="faq-item">
                    <summary className="faq-item__question">{item.question}</summary>
                    <p className="faq-item__answer">{item.answer}</p>
                  </details>
                ))}
              </div>
            ),
          }))}
        />

        <section className="faq-more" aria-labelledby="faq-more-title">
          <div>
            <h2 id="faq-more-title">Still Have Questions?</h2>
            <p>Our team is happy to help. Call, send a WhatsApp message or visit our office in Kisii.</p>
            <CtaLink variant="primary" size="large" to={PATHS.contact}>
              Contact Us Now
            </CtaLink>
          </div>
          <ContactLines className="faq-more__lines" />
        </section>
      </div>
    </div>
  );
}
