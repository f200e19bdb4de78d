import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { useEffect } from 'react';
import { PATHS } from '../../../config/paths';
import { CtaLink } from '../../../components/cta-link';
import { Icon } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { SiteLink } from '../../../components/site-link';
import { CONTENT } from '../../../config/content';
import { ABOUT } from '../data/about';
import { ContactLines } from '../shared/contact-lines';
import { PageHeader } from '../shared/page-header';
import './about-page.css';

/**
 * About Us (product rules, 'Public site'): Who We Are, Our Mission, What We Do, Why Choose Us
 * and contact details.
 */
export function AboutPage() {
  // The page opens at the top (ScrollRestoration covers navigation; this covers the rest).
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <div className="about-page">
      <PageMeta description="Who we are, our mission and why landlords and investors in Kisii choose us." />
      <PageHeader title="About Us" subtitle={CONTENT.tagline} />
      <div className="page-container">
        <section className="about-section" aria-labelledby="about-who">
          <h2 id="about-who">Who We Are</h2>
          {ABOUT.whoWeAre.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
        </section>

        <section className="about-section about-mission" aria-labelledby="about-mission">
          <h2 id="about-mission">Our Mission</h2>
          <p>{ABOUT.mission}</p>
        </section>

        <section className="about-section" aria-labelledby="about-what">
          <h2 id="about-what">What We Do</h2>
          <ul className="about-grid about-grid--four">
            {ABOUT.whatWeDo.map((item) => (
              <li key={item.path} className="about-card">
                <h3>
                  <SiteLink to={item.path}>{item.title}</SiteLink>
                </h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="about-section" aria-labelledby="about-why">
          <h2 id="about-why">Why Choose Us</h2>
          <ul className="about-grid about-grid--six">
            {ABOUT.whyChooseUs.map((reason) => (
              <li key={reason.title} className="about-reason">
                <Icon def={CheckCircleFilled} className="about-reason__icon" />
                <div>
                  <h3>{reason.title}</h3>
                  <p>{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className="about-section about-contact" aria-labelledby="about-contact">
          <h2 id="about-contact">Contact Details</h2>
          <ContactLines />
          <CtaLink variant="primary" size="large" to={PATHS.contact}>
            Contact Us
          </CtaLink>
        </section>
      </div>
    </div>
  );
}
