import { Button, Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { PageLoading } from '../components/page-loading';
import { FORBIDDEN_TEXT } from './change-engine';
import type { LoadFailure } from './collection';
import type { LoadState } from './data-loading';

export const LOAD_ERROR_TITLE = 'The data could not be loaded';
export const OFFLINE_TITLE = 'You are offline';

/** What each kind of failure says under its title. */
const REASONS: Record<LoadFailure, string> = {
  offline: 'The server could not be reached. Check your connection and try again.',
  forbidden: FORBIDDEN_TEXT,
  error: 'The server could not send it. Try again in a moment.',
};

/**
 * A console data set that failed to load: said so (announced), with why and Retry. The
 * offline notice when the server was not reached; 'You do not have access to this.' for
 * a 403 (the session stays).
 */
export function LoadError({
  title,
  failure = 'error',
  onRetry,
  heading: Heading = 'h2',
}: {
  title: string;
  failure?: LoadFailure;
  onRetry: () => void;
  heading?: 'h2' | 'h3';
}) {
  return (
    <Card role="alert">
      <Result
        status={failure === 'forbidden' ? '403' : 'warning'}
        title={
          <Heading className="console-result-title">{failure === 'offline' ? OFFLINE_TITLE : title}</Heading>
        }
        subTitle={REASONS[failure]}
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </Card>
  );
}

/** The loading state, or why it failed with Retry, until the data a screen needs is there. */
export function LoadGate({ load, children }: { load: LoadState; children: ReactNode }) {
  if (load.failure) return <LoadError title={LOAD_ERROR_TITLE} failure={load.failure} onRetry={load.retry} />;
  if (load.loading) return <PageLoading />;
  return <>{children}</>;
}
