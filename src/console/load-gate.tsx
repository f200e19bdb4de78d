import { Button, Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { PageLoading } from '../components/page-loading';
import type { LoadState } from './data-loading';

export const LOAD_ERROR_TITLE = 'The data could not be loaded';

/** A console data set that failed to load: said so (announced), with Retry. */
export function LoadError({
  title,
  onRetry,
  heading: Heading = 'h2',
}: {
  title: string;
  onRetry: () => void;
  heading?: 'h2' | 'h3';
}) {
  return (
    <Card role="alert">
      <Result
        status="warning"
        title={<Heading className="console-result-title">{title}</Heading>}
        subTitle="Check your connection and try again."
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </Card>
  );
}

/** The loading state, or an error with Retry, until the data a screen needs is there. */
export function LoadGate({ load, children }: { load: LoadState; children: ReactNode }) {
  if (load.error) return <LoadError title={LOAD_ERROR_TITLE} onRetry={load.retry} />;
  if (load.loading) return <PageLoading />;
  return <>{children}</>;
}
