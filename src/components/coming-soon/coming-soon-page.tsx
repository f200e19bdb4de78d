import WhatsAppOutlined from '@ant-design/icons-svg/es/asn/WhatsAppOutlined';
import { PATHS } from '../../config/paths';
import { ASSETS, CONTENT, IMAGE_SIZES } from '../../config/content';
import { buttonClass, CtaLink } from '../cta-link';
import { Icon } from '../icon';
import { PageMeta } from '../page-meta';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import './coming-soon-page.css';

export const COMING_SOON = 'Coming Soon';
export const COMING_SOON_WHATSAPP = 'Chat on WhatsApp';

/** A page's own way on, beside Contact Us and WhatsApp (the route table gives them). */
export interface ComingSoonLink {
  label: string;
  path: string;
}

/**
 * The generic placeholder page (product rules, 'Public site'): a muted looping background video (a still
 * image under prefers-reduced-motion), the logo, the page name and 'Coming Soon', with
 * the ways on: home, Contact Us and WhatsApp, then the page's own `links` (/tenants: the
 * portal's sign-in and 'Request portal access').
 */
export function ComingSoonPage({
  name = COMING_SOON,
  links = [],
}: {
  name?: string;
  links?: readonly ComingSoonLink[];
}) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <section className="coming-soon" aria-labelledby="coming-soon-title">
      <PageMeta title={name} description={`${name} at ${CONTENT.brandName} is coming soon.`} />
      {reducedMotion ? (
        <img
          className="coming-soon__media"
          src={ASSETS.comingSoonPoster}
          alt=""
          width={IMAGE_SIZES.comingSoonPoster.width}
          height={IMAGE_SIZES.comingSoonPoster.height}
        />
      ) : (
        <video
          className="coming-soon__media"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={ASSETS.comingSoonPoster}
          aria-hidden="true"
          data-testid="coming-soon-video"
        >
          <source src={ASSETS.comingSoonVideo} type="video/webm" />
          <source src={ASSETS.comingSoonVideo.replace(/\.webm$/, '.mp4')} type="video/mp4" />
        </video>
      )}
      <div className="coming-soon__overlay" />
      <div className="coming-soon__content">
        <img
          src={ASSETS.logo}
          alt={`${CONTENT.brandName} logo`}
          width={IMAGE_SIZES.logo.width * 0.6}
          height={IMAGE_SIZES.logo.height * 0.6}
        />
        <h1 id="coming-soon-title">{name}</h1>
        <p className="coming-soon__tag">{COMING_SOON}</p>
        <p>We are putting the finishing touches on this page. Talk to us in the meantime.</p>
        <div className="coming-soon__actions">
          <CtaLink variant="primary" size="large" to={PATHS.home}>
            Back to Home
          </CtaLink>
          <CtaLink variant="accent" size="large" to={PATHS.contact}>
            Contact Us
          </CtaLink>
          {/* The floating widget's link (the content module's). */}
          <a
            className={buttonClass('ghost', 'large')}
            href={CONTENT.whatsapp.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon def={WhatsAppOutlined} /> {COMING_SOON_WHATSAPP}
          </a>
          {links.map((link) => (
            <CtaLink key={link.path} variant="ghost" size="large" to={link.path}>
              {link.label}
            </CtaLink>
          ))}
        </div>
      </div>
    </section>
  );
}
