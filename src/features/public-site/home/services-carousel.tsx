import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { PATHS } from '../../../config/paths';
import { CtaLink } from '../../../components/cta-link';
import { Dialog } from '../../../components/dialog';
import { Icon } from '../../../components/icon';
import { CAROUSEL_SCROLL_STEP_PX } from '../../../config/constants';
import { IMAGE_SIZES } from '../../../config/content';
import type { ServiceCard } from '../../../types/content';
import { routeFromTitle, SERVICE_MODAL_PARAGRAPH } from '../data/services';
import { LazyImage } from '../shared/lazy-image';
import '../shared/media-card.css';
import './services-carousel.css';

/** Whether the track can still scroll left / right (for the arrows' disabled state). */
function useScrollEdges(track: RefObject<HTMLDivElement | null>) {
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const update = () => {
      const atStart = el.scrollLeft <= 1;
      const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
      setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
    };
    // The observer also reports the first size, so the arrows start right.
    const observer = new ResizeObserver(update);
    observer.observe(el);
    el.addEventListener('scroll', update, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', update);
    };
  }, [track]);
  return edges;
}

/**
 * The 'Our Services' carousel (product rules, 'Public site'): a horizontally scrollable list (touch swipe,
 * keyboard arrows once focused, and the two arrow buttons, 150 px a click). Each card
 * opens a modal with Learn More (the route derived from the title) and Contact Us.
 */
export function ServicesCarousel({ services }: { services: readonly ServiceCard[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  const { atStart, atEnd } = useScrollEdges(trackRef);
  const [selected, setSelected] = useState<ServiceCard | null>(null);
  const titleId = useId();

  const scrollByStep = (direction: -1 | 1) =>
    trackRef.current?.scrollBy({ left: direction * CAROUSEL_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <div className="services-carousel">
      <button
        type="button"
        className="services-carousel__arrow services-carousel__arrow--left"
        aria-label="Scroll services left"
        disabled={atStart}
        onClick={() => scrollByStep(-1)}
      >
        <Icon def={LeftOutlined} />
      </button>
      <div
        ref={trackRef}
        className="services-carousel__track"
        role="region"
        aria-label="Our services, scrollable list"
        tabIndex={0}
      >
        <ul className="services-carousel__list">
          {services.map((service) => (
            <li key={service.path} className="service-card media-card">
              <LazyImage
                className="service-card__image media-card__image"
                src={service.image}
                alt=""
                size={IMAGE_SIZES.service}
              />
              <div className="service-card__body">
                <h3 className="service-card__title">
                  <button
                    type="button"
                    className="service-card__button"
                    aria-haspopup="dialog"
                    onClick={() => setSelected(service)}
                  >
                    {service.title}
                  </button>
                </h3>
                <p className="service-card__description">{service.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="services-carousel__arrow services-carousel__arrow--right"
        aria-label="Scroll services right"
        disabled={atEnd}
        onClick={() => scrollByStep(1)}
      >
        <Icon def={RightOutlined} />
      </button>

      <Dialog
        open={selected !== null}
        onClose={() => setSelected(null)}
        labelledBy={titleId}
        className="service-modal"
      >
        {selected && (
          <>
            <div className="dialog__header">
              <h2 id={titleId} className="dialog__title">
                {selected.title}
              </h2>
              <button
                type="button"
                className="dialog__close"
                aria-label="Close"
                onClick={() => setSelected(null)}
              >
                <Icon def={CloseOutlined} />
              </button>
            </div>
            <img
              className="service-modal__image"
              src={selected.image}
              alt=""
              width={IMAGE_SIZES.service.width}
              height={IMAGE_SIZES.service.height}
              decoding="async"
            />
            <p className="service-modal__description">{selected.description}</p>
            <p>{SERVICE_MODAL_PARAGRAPH}</p>
            <div className="service-modal__footer">
              <CtaLink variant="primary" to={routeFromTitle(selected.title)}>
                Learn More<span className="visually-hidden"> about {selected.title}</span>
              </CtaLink>
              <CtaLink to={PATHS.contact}>Contact Us</CtaLink>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
