import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { PageLoading } from '../components/page-loading';
import type { LoadState } from './data-loading';

export const LOAD_ERROR_TITLE = 'The data could not be loaded';

/** The loading state, or an error with Retry, until the data a screen needs is there. */
export function LoadGate({ load, children }: { load: LoadState; children: ReactNode }) {
  if (load.error) {
    return (
      <Result
        status="error"
        title={<h2 className="console-result-title">{LOAD_ERROR_TITLE}</h2>}
        subTitle="Check your connection and try again."
        extra={
          <Button type="primary" onClick={load.retry}>
            Retry
          </Button>
        }
      />
    );
  }
  if (load.loading) return <PageLoading />;
  return <>{children}</>;
}
