import { loadCollection, useCollectionLoad, type LoadState } from '../../console/data-loading';
import { maintenanceApi } from '../maintenance/public';
import { loaded, loadFailed, loadStarted, selectMaintenanceCollection } from './maintenance-slice';
import { MAINTENANCE_DATA } from './maintenance-shape';

/**
 * Staff's maintenance requests (GET /api/admin/maintenance, the maintenance feature's endpoint):
 * the list is only carried; the answer goes to the maintenance slice and RTK Query keeps no copy
 * (product rules, 'Collections'). Its data set in GET /api/admin/versions is `maintenance`: an
 * open queue, request or dashboard reloads it when it moves, so a tenant's report or an owner's
 * decision shows without a reload (product rules, 'Live reload').
 */
export const loadMaintenance = () =>
  loadCollection({
    select: selectMaintenanceCollection,
    live: MAINTENANCE_DATA.live,
    loadStarted,
    loaded,
    loadFailed,
    request: (dispatch) =>
      dispatch(
        maintenanceApi.endpoints.listMaintenanceRequests.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      ),
  });

export const useEnsureMaintenanceLoaded = (): LoadState =>
  useCollectionLoad(selectMaintenanceCollection, loadMaintenance, MAINTENANCE_DATA.live);
