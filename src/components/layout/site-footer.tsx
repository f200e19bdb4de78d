import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import FacebookFilled from '@ant-design/icons-svg/es/asn/FacebookFilled';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import InstagramOutlined from '@ant-design/icons-svg/es/asn/InstagramOutlined';
import LinkedinFilled from '@ant-design/icons-svg/es/asn/LinkedinFilled';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import WhatsAppOutlined from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import XOutlined from '@ant-design/icons-svg/es/asn/XOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { PATHS } from '../../config/paths';
import { CONTENT } from '../../config/content';
import { Icon } from '../icon';
import { SiteLink } from '../site-link';
import './site-footer.css';

const SOCIAL_ICONS: Record<(typeof CONTENT.social)[number]['network'], IconDefinition> = {
  Facebook: FacebookFilled,
  X: XOutlined,
  Instagram: InstagramOutlined,
  LinkedIn: LinkedinFilled,
};

/**
 * Quick Links of the footer, with Properties (product rules, 'Public site').
 * Services has no page of its own: it goes to the home page's list.
 */
export const QUICK_LINKS = [
  { label: 'Home', to: PATHS.home },
  { label: 'About Us', to: PATHS.aboutUs },
  { label: 'Community Blog', to: PATHS.communityBlog },
  { label: 'Services', to: `${PATHS.home}#our-services` },
  { label: 'Properties', to: PATHS.properties },
  { label: 'FAQ', to: PATHS.faq },
  { label: 'Contact', to: PATHS.contact },
] as const;

/** The line at the foot of every public page (product rules, 'Public site'). */
export const LEGAL_LINKS = [
  { label: 'Privacy Policy', to: PATHS.privacyPolicy },
  { label: 'Terms of Service', to: PATHS.termsOfService },
] as const;

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="page-container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">About Us</h2>
          <p>
            {CONTENT.brandName} is a property management solution with innovative services: rent collection,
            tenant management, MRI tax filing, property marketing and project management for landlords and
            investors in Kisii and across Kenya.
          </p>
          <SiteLink to={PATHS.aboutUs} className="site-footer__button">
            View More
          </SiteLink>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <ul className="site-footer__contact">
            <li>
              <Icon def={PhoneOutlined} /> <a href={CONTENT.phone.href}>{CONTENT.phone.display}</a>
            </li>
            <li>
              <Icon def={WhatsAppOutlined} />{' '}
              <a href={CONTENT.whatsapp.href} target="_blank" rel="noopener noreferrer">
                WhatsApp {CONTENT.whatsapp.display}
              </a>
            </li>
            <li>
              <Icon def={EnvironmentOutlined} /> <span>{CONTENT.address.oneLine}</span>
            </li>
            <li>
              <Icon def={GlobalOutlined} />{' '}
              <a href={CONTENT.website.href} target="_blank" rel="noopener noreferrer">
                {CONTENT.website.display}
              </a>
            </li>
          </ul>
          <ul className="site-footer__social" aria-label="Social networks">
            {CONTENT.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${CONTENT.brandName} on ${s.network}`}
                >
                  <Icon def={SOCIAL_ICONS[s.network]} />
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__legal">
        <p className="site-footer__copyright">{CONTENT.copyright(year)}</p>
        <nav aria-label="Legal">
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.label}>
                <SiteLink to={link.to}>{link.label}</SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
