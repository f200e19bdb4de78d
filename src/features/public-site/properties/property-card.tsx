import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { PATHS } from '../../../config/paths';
import { Icon } from '../../../components/icon';
import { SiteLink } from '../../../components/site-link';
import { IMAGE_SIZES } from '../../../config/content';
import type { PropertyListing } from '../../../types/content';
import { LazyImage } from '../shared/lazy-image';
import { bedroomsText, propertyPrice } from './property-price';
import '../shared/media-card.css';
import './property-card.css';

/**
 * One listing as a card (picture, title, town, price), the whole card a link to its page:
 * the listing's grid and the home page's featured properties (product rules, 'Public site').
 * `headingLevel` follows the page's outline; `details` adds the deal, type, bedrooms and text.
 */
export function PropertyCard({
  property,
  eager = false,
  headingLevel = 2,
  details = true,
}: {
  property: PropertyListing;
  eager?: boolean;
  headingLevel?: 2 | 3;
  details?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className="property-card media-card">
      <LazyImage
        className="property-card__image media-card__image"
        src={property.images[0]!.src}
        alt={property.images[0]!.alt}
        size={IMAGE_SIZES.property}
        eager={eager}
      />
      <div className="property-card__body">
        <Heading className="property-card__title">
          <SiteLink to={PATHS.property(property.id)}>{property.title}</SiteLink>
        </Heading>
        <p className="property-card__location">
          <Icon def={EnvironmentOutlined} /> {property.location}
        </p>
        <p className="property-card__price">{propertyPrice(property)}</p>
        {details && (
          <>
            <p className="property-card__meta">
              {property.deal === 'sale' ? 'For sale' : 'To let'} · {property.type} · {bedroomsText(property)}
            </p>
            <p className="property-card__description">{property.description}</p>
          </>
        )}
      </div>
    </li>
  );
}
