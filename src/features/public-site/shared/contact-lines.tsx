import { EnvironmentOutlined, GlobalOutlined, PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { CONTENT } from '../../../config/content';
import './contact-lines.css';

/**
 * The firm's phone, WhatsApp, office location and website, as a list of labelled lines
 * (Contact Us panel, FAQ 'Still Have Questions?', About Us contact details).
 */
export function ContactLines({ className }: { className?: string }) {
  return (
    <ul className={`contact-lines ${className ?? ''}`.trim()}>
      <li>
        <PhoneOutlined aria-hidden className="contact-lines__icon" />
        <span className="contact-lines__label">Phone:</span>{' '}
        <a href={CONTENT.phone.href}>{CONTENT.phone.display}</a>
      </li>
      <li>
        <WhatsAppOutlined aria-hidden className="contact-lines__icon" />
        <span className="contact-lines__label">WhatsApp:</span>{' '}
        <a href={CONTENT.whatsapp.href} target="_blank" rel="noopener noreferrer">
          {CONTENT.whatsapp.display}
        </a>
      </li>
      <li>
        <EnvironmentOutlined aria-hidden className="contact-lines__icon" />
        <span className="contact-lines__label">Location:</span>{' '}
        <span>
          {CONTENT.address.building}, {CONTENT.address.floor}, {CONTENT.address.town},{' '}
          {CONTENT.address.country}
        </span>
      </li>
      <li>
        <GlobalOutlined aria-hidden className="contact-lines__icon" />
        <span className="contact-lines__label">Website:</span>{' '}
        <a href={CONTENT.website.href} target="_blank" rel="noopener noreferrer">
          {CONTENT.website.display}
        </a>
      </li>
    </ul>
  );
}
