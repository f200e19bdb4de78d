import { WhatsAppOutlined } from '@ant-design/icons';
import { CONTENT } from '../../config/content';
import './whatsapp-widget.css';

export const WHATSAPP_WIDGET_LABEL = 'Chat with us on WhatsApp';

/** The site-wide floating WhatsApp chat button (DECISIONS). */
export function WhatsAppWidget() {
  return (
    <a
      className="whatsapp-widget"
      href={CONTENT.whatsapp.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={WHATSAPP_WIDGET_LABEL}
    >
      <WhatsAppOutlined aria-hidden />
    </a>
  );
}
