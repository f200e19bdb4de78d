import WhatsAppOutlined from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import { CONTENT } from '../../config/content';
import { Icon } from '../icon';
import './whatsapp-widget.css';

export const WHATSAPP_WIDGET_LABEL = 'Chat with us on WhatsApp';

/** The site-wide floating WhatsApp chat button (product rules, 'Public site'). */
export function WhatsAppWidget() {
  return (
    <a
      className="whatsapp-widget"
      href={CONTENT.whatsapp.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={WHATSAPP_WIDGET_LABEL}
    >
      <Icon def={WhatsAppOutlined} />
    </a>
  );
}
