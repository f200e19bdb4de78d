import { PATHS } from '../../../config/paths';
import { CtaLink } from '../../../components/cta-link';
import { PageMeta } from '../../../components/page-meta';
import { ASSETS, CONTENT, IMAGE_SIZES } from '../../../config/content';
import { HOME_HERO } from '../data/home';
import { FEATURED_PROPERTIES } from '../data/properties';
import { SERVICES } from '../data/services';
import { PropertyCard } from '../properties/property-card';
import { ServicesCarousel } from './services-carousel';
import './home-page.css';

export const VIEW_ALL_PROPERTIES = 'View all properties';

/**
 * Home: the hero and the 'Our Services' carousel, then the three featured listings of the
 * listings' data (a rental in Kisii among them) and a link to the rest (product rules, 'Public site').
 */
export function HomePage() {
  return (
    <>
      <PageMeta description={HOME_HERO.description} />
      <section className="home-hero" aria-labelledby="home-hero-title">
        {/* The LCP element: in the prerendered HTML, fetched first, never lazy. */}
        <img
          className="home-hero__image"
          src={ASSETS.hero}
          srcSet={`${ASSETS.heroSmall} 800w, ${ASSETS.hero} ${IMAGE_SIZES.hero.width}w`}
          sizes="100vw"
          alt=""
          width={IMAGE_SIZES.hero.width}
          height={IMAGE_SIZES.hero.height}
          fetchPriority="high"
          decoding="async"
        />
        <div className="home-hero__overlay" />
        <div className="page-container home-hero__content">
          <img
            className="home-hero__logo"
            src={ASSETS.logo}
            alt={`${CONTENT.brandName} logo`}
            width={IMAGE_SIZES.logo.width / 2}
            height={IMAGE_SIZES.logo.height / 2}
          />
          <h1 id="home-hero-title" className="home-hero__title">
            {HOME_HERO.headline}
          </h1>
          <p className="home-hero__subline">{HOME_HERO.subline}</p>
          <div className="home-hero__actions">
            <CtaLink variant="accent" size="large" to={PATHS.contact}>
              Get Started
            </CtaLink>
            <CtaLink variant="ghost" size="large" to={PATHS.aboutUs}>
              Learn More<span className="visually-hidden"> about us</span>
            </CtaLink>
          </div>
        </div>
      </section>

      <section id="our-services" className="home-services" aria-labelledby="our-services-title">
        <div className="page-container">
          <h2 id="our-services-title" className="home-services__title">
            Our Services
          </h2>
          <p className="home-services__intro">
            {CONTENT.tagline}. Choose a service to find out how we can help.
          </p>
          <ServicesCarousel services={SERVICES} />
        </div>
      </section>

      <section className="home-properties" aria-labelledby="home-properties-title">
        <div className="page-container">
          <h2 id="home-properties-title" className="home-services__title">
            Properties
          </h2>
          <p className="home-services__intro">
            Homes, apartments and land for sale and to let, marketed by our team.
          </p>
          <ul className="properties-grid">
            {FEATURED_PROPERTIES.map((property) => (
              <PropertyCard key={property.id} property={property} headingLevel={3} details={false} />
            ))}
          </ul>
          <CtaLink variant="primary" size="large" to={PATHS.properties}>
            {VIEW_ALL_PROPERTIES}
          </CtaLink>
        </div>
      </section>
    </>
  );
}
