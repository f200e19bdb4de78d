import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { Link, useParams } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { CtaLink } from '../../../components/cta-link';
import { Icon } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { findProperty, NO_VIEWING_FEES } from '../data/properties';
import { BookViewingForm } from './book-viewing-form';
import { PropertyGallery } from './property-gallery';
import { bedroomsText, propertyPrice } from './property-price';
import './properties-page.css';

export const PROPERTY_NOT_FOUND = 'Property not found';

/** /properties/{id} (product rules, 'Property listings'): photos, price, details, and 'Book a viewing'. */
export function PropertyPage() {
  const { id = '' } = useParams();
  const property = findProperty(id);

  if (!property) {
    return (
      <div className="page-container property-missing">
        <PageMeta title={PROPERTY_NOT_FOUND} noIndex />
        <h1>{PROPERTY_NOT_FOUND}</h1>
        <p>This property does not exist or is no longer on offer.</p>
        <CtaLink variant="primary" to={PATHS.properties} icon={<Icon def={ArrowLeftOutlined} />}>
          Back to Properties
        </CtaLink>
      </div>
    );
  }

  const details: [string, string][] = [
    ['Price', propertyPrice(property)],
    ['Town', property.town],
    ['Location', property.location],
    ['Offer', property.deal === 'sale' ? 'For sale' : 'To let'],
    ['Type', property.type],
    ['Bedrooms', bedroomsText(property)],
    ['Bathrooms', String(property.bathrooms)],
    ['Size', `${property.sizeSqm.toLocaleString('en-US')} m²`],
    ['Reference', property.reference],
  ];

  return (
    <article className="page-container property-page">
      <PageMeta title={property.title} description={property.description} image={property.images[0]?.src} />
      <p>
        <Link to={PATHS.properties}>
          <Icon def={ArrowLeftOutlined} /> All properties
        </Link>
      </p>
      <h1 className="property-page__title">{property.title}</h1>
      <p className="property-page__price">{propertyPrice(property)}</p>
      <div className="property-page__layout">
        <div>
          <PropertyGallery images={property.images} title={property.title} />
          <p className="property-page__description">{property.description}</p>
          <h2>Features</h2>
          <ul className="property-page__features">
            {property.features.map((feature) => (
              <li key={feature}>
                <Icon def={CheckCircleFilled} /> {feature}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>Details</h2>
          <dl className="property-page__details">
            {details.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="property-page__fees" role="note">
            {NO_VIEWING_FEES}
          </p>
          <BookViewingForm property={property} />
        </div>
      </div>
    </article>
  );
}
