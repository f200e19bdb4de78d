import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonClass } from './cta-link';
import { Icon } from './icon';
import { PageMeta } from './page-meta';
import './route-error.css';

export const UNEXPECTED_ERROR_TITLE = 'Unexpected Application Error';

/** True for a lazy chunk that failed to load or timed out (network, new deployment). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadTimeoutError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically|Failed to fetch/i.test(
      error.message,
    )
  );
}

/**
 * The error boundary of every route: the generic unexpected-application-error screen
 * with Reload. Native HTML, so it shows even when antd's chunk is what failed to load.
 */
export function RouteError() {
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const detail = chunk
    ? 'This part of the site could not be loaded. Check your connection and reload the page.'
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : 'Something went wrong while showing this page. Reloading usually fixes it.';
  return (
    <div className="page-container route-error" role="alert">
      <PageMeta title="Error" noIndex />
      <Icon def={CloseCircleFilled} className="route-error__icon" />
      <h1 className="route-error__title">{UNEXPECTED_ERROR_TITLE}</h1>
      <p className="route-error__detail">{detail}</p>
      <button
        type="button"
        className={buttonClass('primary', 'large')}
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </div>
  );
}
