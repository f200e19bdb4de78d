import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import WhatsAppOutlined from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import { Icon } from '../../../components/icon';
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
        <Icon def={PhoneOutlined} className="contact-lines__icon" />
        <span className="contact-lines__label">Phone:</span>{' '}
        <a href={CONTENT.phone.href}>{CONTENT.phone.display}</a>
      </li>
      <li>
        <Icon def={WhatsAppOutlined} className="contact-lines__icon" />
        <span className="contact-lines__label">WhatsApp:</span>{' '}
        <a href={CONTENT.whatsapp.href} target="_blank" rel="noopener noreferrer">
          {CONTENT.whatsapp.display}
        </a>
      </li>
      <li>
        <Icon def={EnvironmentOutlined} className="contact-lines__icon" />
        <span className="contact-lines__label">Location:</span>{' '}
        <span>
          {CONTENT.address.building}, {CONTENT.address.floor}, {CONTENT.address.town},{' '}
          {CONTENT.address.country}
        </span>
      </li>
      <li>
        <Icon def={GlobalOutlined} className="contact-lines__icon" />
        <span className="contact-lines__label">Website:</span>{' '}
        <a href={CONTENT.website.href} target="_blank" rel="noopener noreferrer">
          {CONTENT.website.display}
        </a>
      </li>
    </ul>
  );
}
