import { Button, Result } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { usePageMeta } from './use-page-meta';

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

/** The error boundary of every route: the generic unexpected-application-error screen. */
export function RouteError() {
  const error = useRouteError();
  usePageMeta('Error');
  const chunk = isChunkLoadError(error);
  const detail = chunk
    ? 'This part of the site could not be loaded. Check your connection and reload the page.'
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : 'Something went wrong while showing this page. Reloading usually fixes it.';
  return (
    <div className="page-container" style={{ paddingTop: 48 }}>
      <Result
        status="error"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{UNEXPECTED_ERROR_TITLE}</h1>}
        subTitle={detail}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </div>
  );
}
