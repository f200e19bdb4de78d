import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import { useState } from 'react';
import { buttonClass } from '../../../components/cta-link';
import { Icon } from '../../../components/icon';
import { CONTENT } from '../../../config/content';
import { config } from '../../../config/env';

/**
 * The office map (product rules, 'Offline first'): a static placeholder with the address; the
 * embedded map loads only when the visitor asks for it; 'Open in Maps' opens a map search.
 */
export function MapPanel() {
  const [showMap, setShowMap] = useState(false);
  return (
    <section className="enquiry-card" aria-labelledby="map-panel-title">
      <h2 id="map-panel-title">Find Our Office</h2>
      {showMap ? (
        <iframe
          className="map-panel__frame"
          title={`Map of our office at ${CONTENT.address.building}, ${CONTENT.address.town}`}
          src={config.mapsEmbedUrl}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="map-panel__placeholder">
          <Icon def={EnvironmentOutlined} className="map-panel__pin" />
          <p className="map-panel__address">
            <strong>{CONTENT.address.building}</strong>
            <br />
            {CONTENT.address.floor}
            <br />
            {CONTENT.address.town}, {CONTENT.address.country}
          </p>
          <button
            type="button"
            className={`${buttonClass('primary')} js-only`}
            onClick={() => setShowMap(true)}
          >
            Show map
          </button>
          <p className="map-panel__note">
            The map is loaded from an online maps service when you ask for it.
          </p>
        </div>
      )}
      <a
        className="map-panel__open"
        href={CONTENT.address.mapsSearchHref}
        target="_blank"
        rel="noopener noreferrer"
      >
        Open in Maps
      </a>
    </section>
  );
}
