import { generatedMaintenanceApi } from './maintenance-api.gen';

/**
 * Maintenance requests' endpoints, generated from the contract (maintenance-api.gen.ts): the
 * tenant's and the owner's (/api/portal/maintenance…), the photos, and staff's queue and steps
 * (/api/admin/maintenance…).
 *
 * Tags: the portal's list provides 'MyMaintenance'. A report, a cancellation and an owner's
 * decision are read back through the portal's live path: their answers name the `maintenance`
 * version they moved (features/portal/portal-live.tsx). Staff's list is only carried: its answer goes to the staff
 * maintenance slice (RTK Query keeps no copy, product rules 'Collections'), and a step is a
 * change through the console's change engine. Photos are read once per request and kept
 * while shown.
 */
export const maintenanceApi = generatedMaintenanceApi.enhanceEndpoints({
  addTagTypes: ['MyMaintenance'],
  endpoints: {
    listMyMaintenanceRequests: { providesTags: ['MyMaintenance'] },
    listMaintenanceRequests: { keepUnusedDataFor: 0 },
  },
});

export const {
  useListMyMaintenanceRequestsQuery,
  useReportMaintenanceProblemMutation,
  useCancelMaintenanceRequestMutation,
  useDecideMaintenanceCostMutation,
  useGetMaintenancePhotosQuery,
} = maintenanceApi;

export type {
  Contractor,
  MaintenanceCategory,
  MaintenanceDecision,
  MaintenanceEvent,
  MaintenancePhoto,
  MaintenancePhotoData,
  MaintenancePriority,
  MaintenanceRequest,
  MaintenanceStatus,
  MaintenanceStep,
  MyMaintenanceRequests,
  NewMaintenancePhoto,
  NewMaintenanceRequest,
} from './maintenance-api.gen';
