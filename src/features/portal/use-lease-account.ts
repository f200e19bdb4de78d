import { useDocumentVisible } from '../../lib/use-document-visible';
import { PORTAL_LIVE_POLL_MS, useGetLeaseAccountQuery } from './portal-api';

/**
 * How often an open portal screen asks again: every few seconds while the page is visible,
 * so a change made elsewhere (a payment in another tab, staff's allocation) shows within 5 s
 * (product rules, 'Live reload'); a background tab asks nothing.
 */
export function usePortalPolling(): number {
  return useDocumentVisible() ? PORTAL_LIVE_POLL_MS : 0;
}

/** A lease's statement of account, live (usePortalPolling). */
export function useLeaseAccount(leaseId: string | undefined) {
  const pollingInterval = usePortalPolling();
  return useGetLeaseAccountQuery(leaseId ?? '', { skip: leaseId === undefined, pollingInterval });
}
