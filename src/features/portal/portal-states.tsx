import { Card, Result } from 'antd';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/button-link';
import { PageLoading } from '../../components/page-loading';
import { PATHS } from '../../config/paths';
import { loadFailureOf } from '../../console/data-loading';
import { LoadError } from '../../console/load-gate';

export const BACK_TO_DASHBOARD = 'Back to your dashboard';
export const BACK_TO_PAYMENTS = 'Back to payments';
export const NO_LEASE_TEXT = 'You have no lease with us, so there is no statement to show.';

/** A portal page with nothing to show: why, and a way back to the portal's home. */
export function PortalNotFound({ title, text, back }: { title: string; text?: string; back?: ReactNode }) {
  return (
    <Card>
      <Result
        status="404"
        title={<h2 className="console-result-title">{title}</h2>}
        subTitle={text}
        extra={
          back ?? (
            <ButtonLink type="primary" to={PATHS.user}>
              {BACK_TO_DASHBOARD}
            </ButtonLink>
          )
        }
      />
    </Card>
  );
}

/** A portal screen's one read, as RTK Query answers it. */
export interface PortalRead<T> {
  data?: T;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | null)?.status;

/**
 * What a portal screen shows of its one read: 'Loading...' until it is in; `notFound` for a
 * 404 or a 403 (what is not the person's is not found, never named); the load error with
 * 'Try again' for anything else; then the data.
 */
export function PortalReadBody<T>({
  read,
  notFound,
  errorTitle,
  children,
}: {
  read: PortalRead<T>;
  notFound: ReactNode;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (read.isError && !read.data) {
    const status = statusOf(read.error);
    if (status === 404 || status === 403) return notFound;
    return (
      <LoadError title={errorTitle} failure={loadFailureOf(read.error)} onRetry={() => void read.refetch()} />
    );
  }
  return read.data ? children(read.data) : <PageLoading />;
}
