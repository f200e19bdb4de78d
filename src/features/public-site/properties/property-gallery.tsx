import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { IMAGE_SIZES } from '../../../config/content';
import type { PropertyPhoto } from '../../../types/content';

/**
 * A property's photos: one large, the others as thumbnails; Previous/Next buttons, the
 * arrow keys on the gallery and a swipe move between them. Each picture's alt text says what it
 * shows (product rules, 'Property listings').
 */
export function PropertyGallery({ images, title }: { images: readonly PropertyPhoto[]; title: string }) {
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const go = (step: number) => setIndex((i) => (i + step + images.length) % images.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerUp = (event: PointerEvent) => {
    if (startX.current === null) return;
    const dx = event.clientX - startX.current;
    startX.current = null;
    if (Math.abs(dx) > 40) go(dx < 0 ? 1 : -1);
  };

  return (
    <section
      className="property-gallery"
      aria-roledescription="carousel"
      aria-label={`Photos of ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div
        className="property-gallery__frame"
        onPointerDown={(e) => (startX.current = e.clientX)}
        onPointerUp={onPointerUp}
      >
        <img
          className="property-gallery__image"
          src={images[index]!.src}
          alt={images[index]!.alt}
          width={IMAGE_SIZES.property.width}
          height={IMAGE_SIZES.property.height}
          draggable={false}
        />
        <button
          type="button"
          className="property-gallery__nav property-gallery__nav--prev"
          aria-label="Previous photo"
          onClick={() => go(-1)}
        >
          ‹
        </button>
        <button
          type="button"
          className="property-gallery__nav property-gallery__nav--next"
          aria-label="Next photo"
          onClick={() => go(1)}
        >
          ›
        </button>
      </div>
      <p className="property-gallery__count" aria-live="polite">
        Photo {index + 1} of {images.length}
      </p>
      <ul className="property-gallery__thumbs">
        {images.map(({ src }, i) => (
          <li key={src}>
            <button
              type="button"
              aria-label={`Show photo ${i + 1}`}
              aria-current={i === index}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" width={96} height={63} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
