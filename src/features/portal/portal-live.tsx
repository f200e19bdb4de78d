import { addListener } from '@reduxjs/toolkit';
import { useEffect, type ReactNode } from 'react';
import { PageLoading } from '../../components/page-loading';
import { useDocumentVisible } from '../../lib/use-document-visible';
import { ownChangeCommitted } from '../../store/data-versions';
import { useAppDispatch, type AppDispatch, type AppThunk, type RootState } from '../../store/hooks';
import { useListMyMaintenanceRequestsQuery } from '../maintenance/public';
import {
  PORTAL_LIVE_POLL_MS,
  PORTAL_TAGS,
  portalApi,
  useGetLeaseAccountQuery,
  useGetOwnerPortfolioQuery,
  useGetFeeInvoiceQuery,
  useGetOwnerStatementQuery,
  useGetPortalProfileQuery,
  useGetPortalVersionsQuery,
  useGetWithholdingCertificateQuery,
  type PortalDataSet,
} from './portal-api';

/**
 * The portal's one live-update path (product rules, 'Live reload'; docs/api-server.md,
 * 'Live data'): an open portal screen polls the versions of what it shows (GET
 * /api/portal/versions) while the page is visible, and a version that moved reads again only
 * that data set's answers, by their cache tags. The versions last read are the answer RTK
 * Query keeps, so they go with the rest of the cache when a session ends.
 */
const DATA_SETS = Object.keys(PORTAL_TAGS) as PortalDataSet[];

/**
 * One of this tab's changes moved portal data (its answer's `Data-Versions`): what it moved
 * is read again now, and the versions kept move on to `after` where they stood at `before`,
 * so the next poll does not read it a second time. Where they stood elsewhere, someone
 * else's change came between, and the next poll reads that as usual.
 */
const ownPortalChange = (
  { payload: moved }: ReturnType<typeof ownChangeCommitted>,
  { dispatch }: { dispatch: AppDispatch },
): void => {
  const sets = DATA_SETS.filter((set) => moved[set] !== undefined);
  if (sets.length === 0) return;
  const standAtAfter = portalApi.util.updateQueryData('getPortalVersions', undefined, (versions) => {
    for (const set of sets) if (versions[set] === moved[set]?.before) versions[set] = moved[set].after;
  });
  // The api is injected lazily, so the store's state type holds it as optional (app/store.ts).
  dispatch(standAtAfter as unknown as AppThunk);
  dispatch(portalApi.util.invalidateTags([...new Set(sets.flatMap((set) => PORTAL_TAGS[set]))]));
};

const addAppListener = addListener.withTypes<RootState, AppDispatch>();

/**
 * Starts reading this tab's own changes into the portal's cache (ownPortalChange). Once per
 * store however often it is called (RTK drops a second listener with the same effect); never
 * stopped, as the cache it keeps right may outlive the screen that started it.
 */
export const startPortalLive = (dispatch: AppDispatch): void => {
  dispatch(addAppListener({ actionCreator: ownChangeCommitted, effect: ownPortalChange }));
};

/**
 * Keeps an open portal screen live; answers whether its data may be asked for. The versions
 * are read first, so whatever a screen reads after them holds at least their changes, and a
 * later move means a change since (as staff screens do: console/data-loading.ts). If the
 * versions cannot be read, the screen asks anyway and shows its own error.
 */
function usePortalLive(): boolean {
  const dispatch = useAppDispatch();
  useEffect(() => startPortalLive(dispatch), [dispatch]);
  const visible = useDocumentVisible();
  const versions = useGetPortalVersionsQuery(undefined, {
    pollingInterval: visible ? PORTAL_LIVE_POLL_MS : 0,
  });
  return versions.data !== undefined || versions.isError;
}

/**
 * A portal screen, live (usePortalLive): 'Loading...' until the versions are read, then the
 * screen, which reads its data. When a session ends the cache goes, versions and all, so the
 * screen goes too and comes back new for the next person: no hook of it keeps an answer of
 * the previous one.
 */
export function PortalLive({ children }: { children: ReactNode }) {
  return usePortalLive() ? children : <PageLoading />;
}

// The portal's reads: each screen asks through these, inside PortalLive.

/** The person's leases and properties (GET /api/portal/me). */
export const usePortalProfile = () => useGetPortalProfileQuery();

/** A lease's statement of account. */
export const useLeaseAccount = (leaseId: string | undefined) =>
  useGetLeaseAccountQuery(leaseId ?? '', { skip: leaseId === undefined });

/** The owner view: one request however many boxes read it. */
export const useOwnerPortfolio = () => useGetOwnerPortfolioQuery();

/** An owner's monthly statement of a property. */
export const useOwnerStatement = (propertyId: string, month: string) =>
  useGetOwnerStatementQuery({ propertyId, month });

/** A finished month's withholding certificate, and its management fee invoice. */
export const useWithholdingCertificate = (propertyId: string, month: string) =>
  useGetWithholdingCertificateQuery({ propertyId, month });
export const useFeeInvoice = (propertyId: string, month: string) =>
  useGetFeeInvoiceQuery({ propertyId, month });

/** The person's maintenance requests, as tenant and as owner (none asked for when `skip`). */
export const useMyMaintenanceRequests = ({ skip }: { skip: boolean }) =>
  useListMyMaintenanceRequestsQuery(undefined, { skip });
