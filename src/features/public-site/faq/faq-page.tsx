import { Collapse, Tabs } from 'antd';
import { PATHS } from '../../../app/paths';
import { ButtonLink } from '../../../components/button-link';
import { FAQ_TABS } from '../data/faq';
import { ContactLines } from '../shared/contact-lines';
import { PageHeader } from '../shared/page-header';
import './faq-page.css';

/** FAQ (spec 2.9): three tabs of expandable questions, then 'Still Have Questions?'. */
export function FaqPage() {
  return (
    <div className="faq-page">
      <PageHeader
        title="Frequently Asked Questions"
        subtitle="Straight answers on MRI tax, building and renovation projects, and what property management costs."
      />
      <div className="page-container faq-page__content">
        <Tabs
          className="faq-page__tabs"
          items={FAQ_TABS.map((tab) => ({
            key: tab.key,
            label: tab.label,
            children: (
              <Collapse
                className="faq-page__collapse"
                items={tab.items.map((item, index) => ({
                  key: `${tab.key}-${index}`,
                  label: item.question,
                  children: <p className="faq-page__answer">{item.answer}</p>,
                }))}
              />
            ),
          }))}
        />

        <section className="faq-more" aria-labelledby="faq-more-title">
          <div>
            <h2 id="faq-more-title">Still Have Questions?</h2>
            <p>Our team is happy to help. Call, send a WhatsApp message or visit our office in Kisii.</p>
            <ButtonLink type="primary" size="large" to={PATHS.contact} className="faq-more__button">
              Contact Us Now
            </ButtonLink>
          </div>
          <ContactLines className="faq-more__lines" />
        </section>
      </div>
    </div>
  );
}
