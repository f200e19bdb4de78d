import { useDocumentVisible } from '../../lib/use-document-visible';
import { PORTAL_LIVE_POLL_MS, useGetLeaseAccountQuery } from './portal-api';

/**
 * A lease's statement of account, polled while the page is visible so a payment or an
 * allocation made elsewhere shows within 5 s (product rules, 'Live reload'); a background tab
 * asks nothing.
 */
export function useLeaseAccount(leaseId: string | undefined) {
  const visible = useDocumentVisible();
  return useGetLeaseAccountQuery(leaseId ?? '', {
    skip: leaseId === undefined,
    pollingInterval: visible ? PORTAL_LIVE_POLL_MS : 0,
  });
}
