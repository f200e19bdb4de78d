import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import { Navigate, useLocation } from 'react-router-dom';
import { canonicalPath, PATHS } from '../../../config/paths';
import { CtaLink } from '../../../components/cta-link';
import { Icon } from '../../../components/icon';
import { PageMeta } from '../../../components/page-meta';
import { IMAGE_SIZES } from '../../../config/content';
import { findServiceByPath } from '../data/service-pages';
import { PageHeader } from '../shared/page-header';
import { MriEstimator } from './mri-estimator';
import './service-page.css';

/**
 * One component for the seven service pages (product rules, 'Public site'): the entry is picked by the
 * location path from the typed SERVICES table.
 */
export function ServicePage() {
  const { pathname } = useLocation();
  const service = findServiceByPath(canonicalPath(pathname));
  if (!service) return <Navigate to={PATHS.home} replace />;

  return (
    <article className="service-page">
      <PageMeta title={service.menuLabel} description={service.description} image={service.image} />
      <PageHeader title={service.menuLabel} subtitle={service.description} />
      <div className="page-container service-page__layout">
        <div className="service-page__main">
          <p className="service-page__intro">{service.intro}</p>
          <h2 className="service-page__features-title">Key Features</h2>
          <ul className="service-page__features">
            {service.features.map((feature) => (
              <li key={feature.title} className="service-feature">
                <Icon def={CheckCircleFilled} className="service-feature__icon" />
                <div>
                  <h3 className="service-feature__title">{feature.title}</h3>
                  <p className="service-feature__text">{feature.text}</p>
                </div>
              </li>
            ))}
          </ul>
          {service.tool === 'mri-estimator' && <MriEstimator />}
          <div className="service-page__cta">
            <CtaLink variant="primary" size="large" to={service.cta.to}>
              {service.cta.label}
            </CtaLink>
            {service.secondaryCta && (
              <CtaLink size="large" to={service.secondaryCta.to}>
                {service.secondaryCta.label}
              </CtaLink>
            )}
          </div>
        </div>
        <img
          className="service-page__image"
          src={service.image}
          alt=""
          width={IMAGE_SIZES.service.width}
          height={IMAGE_SIZES.service.height}
          decoding="async"
        />
      </div>
    </article>
  );
}
