import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { PATHS } from '../../../config/paths';
import { CtaLink } from '../../../components/cta-link';
import { Icon } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { IMAGE_SIZES } from '../../../config/content';
import { PROPERTIES, PROPERTIES_HEADING } from '../data/properties';
import { formatKes } from '../data/tax-facts';
import { LazyImage } from '../shared/lazy-image';
import { PageHeader } from '../shared/page-header';
import '../shared/media-card.css';
import './properties-page.css';

/** Properties (spec 2.5): a static grid of three sample listings, prices in Kenyan shillings. */
export function PropertiesPage() {
  return (
    <div className="properties-page">
      <PageMeta title="Properties" description={PROPERTIES_HEADING} />
      <PageHeader
        title={PROPERTIES_HEADING}
        subtitle="A selection of homes, apartments and villas we market and manage for their owners."
      />
      <div className="page-container">
        <ul className="properties-grid">
          {PROPERTIES.map((property, index) => (
            <li key={property.id} className="property-card media-card">
              <LazyImage
                className="property-card__image media-card__image"
                src={property.image}
                alt={`${property.title} in ${property.location}`}
                size={IMAGE_SIZES.property}
                eager={index < 3}
              />
              <div className="property-card__body">
                <h2 className="property-card__title">{property.title}</h2>
                <p className="property-card__location">
                  <Icon def={EnvironmentOutlined} /> {property.location}
                </p>
                <p className="property-card__price">{formatKes(property.priceKes)}</p>
                <p className="property-card__description">{property.description}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="properties-page__cta">
          <p>Interested in one of these properties, or want us to market yours?</p>
          <CtaLink variant="primary" size="large" to={PATHS.contact}>
            Contact Us
          </CtaLink>
        </div>
      </div>
    </div>
  );
}
