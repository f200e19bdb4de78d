import { api } from '../../store/api';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMyMaintenanceRequests: build.query<
      ListMyMaintenanceRequestsApiResponse,
      ListMyMaintenanceRequestsApiArg
    >({
      query: () => ({ url: `/api/portal/maintenance` }),
    }),
    reportMaintenanceProblem: build.mutation<
      ReportMaintenanceProblemApiResponse,
      ReportMaintenanceProblemApiArg
    >({
      query: (queryArg) => ({ url: `/api/portal/maintenance`, method: 'POST', body: queryArg }),
    }),
    cancelMaintenanceRequest: build.mutation<
      CancelMaintenanceRequestApiResponse,
      CancelMaintenanceRequestApiArg
    >({
      query: (queryArg) => ({
        url: `/api/portal/maintenance/${encodeURIComponent(String(queryArg))}/cancellation`,
        method: 'POST',
      }),
    }),
    decideMaintenanceCost: build.mutation<DecideMaintenanceCostApiResponse, DecideMaintenanceCostApiArg>({
      query: (queryArg) => ({
        url: `/api/portal/maintenance/${encodeURIComponent(String(queryArg.id))}/decision`,
        method: 'POST',
        body: queryArg.maintenanceDecision,
      }),
    }),
    getMaintenancePhotos: build.query<GetMaintenancePhotosApiResponse, GetMaintenancePhotosApiArg>({
      query: (queryArg) => ({ url: `/api/maintenance/${encodeURIComponent(String(queryArg))}/photos` }),
    }),
    listMaintenanceRequests: build.query<ListMaintenanceRequestsApiResponse, ListMaintenanceRequestsApiArg>({
      query: () => ({ url: `/api/admin/maintenance` }),
    }),
    takeMaintenanceStep: build.mutation<TakeMaintenanceStepApiResponse, TakeMaintenanceStepApiArg>({
      query: (queryArg) => ({
        url: `/api/admin/maintenance/${encodeURIComponent(String(queryArg.id))}/steps`,
        method: 'POST',
        body: queryArg.maintenanceStep,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedMaintenanceApi };
export type ListMyMaintenanceRequestsApiResponse =
  /** status 200 The person's requests. */ MyMaintenanceRequests;
export type ListMyMaintenanceRequestsApiArg = void;
export type ReportMaintenanceProblemApiResponse =
  /** status 201 The request, Submitted. */ MaintenanceRequest;
export type ReportMaintenanceProblemApiArg = NewMaintenanceRequest;
export type CancelMaintenanceRequestApiResponse =
  /** status 200 The request, Cancelled. */ MaintenanceRequest;
export type CancelMaintenanceRequestApiArg = /** The item's id. */ string;
export type DecideMaintenanceCostApiResponse =
  /** status 200 The request, In progress or Acknowledged. */ MaintenanceRequest;
export type DecideMaintenanceCostApiArg = {
  /** The item's id. */
  id: string;
  maintenanceDecision: MaintenanceDecision;
};
export type GetMaintenancePhotosApiResponse =
  /** status 200 The photos, in the order they were sent. */ MaintenancePhotoData[];
export type GetMaintenancePhotosApiArg = /** The item's id. */ string;
export type ListMaintenanceRequestsApiResponse = /** status 200 The requests. */ MaintenanceRequest[];
export type ListMaintenanceRequestsApiArg = void;
export type TakeMaintenanceStepApiResponse = /** status 200 The request after the step. */ MaintenanceRequest;
export type TakeMaintenanceStepApiArg = {
  /** The item's id. */
  id: string;
  maintenanceStep: MaintenanceStep;
};
export type MaintenanceCategory =
  'plumbing' | 'electrical' | 'water' | 'security' | 'structural' | 'pests' | 'other';
export type MaintenancePriority = 'emergency' | 'high' | 'normal' | 'low';
export type MaintenancePhoto = {
  id: string;
  /** The file name the tenant chose. */
  name: string;
  width: number;
  height: number;
};
export type MaintenanceStatus =
  'submitted' | 'acknowledged' | 'awaiting-approval' | 'in-progress' | 'resolved' | 'closed' | 'cancelled';
export type MaintenanceEventKind =
  | 'submitted'
  | 'acknowledged'
  | 'contractor-assigned'
  | 'note'
  | 'estimated'
  | 'started'
  | 'approved'
  | 'declined'
  | 'resolved'
  | 'closed'
  | 'cancelled';
export type MaintenanceEvent = {
  /** When, local time: 'YYYY-MM-DDTHH:MM'. */
  at: string;
  kind: MaintenanceEventKind;
  status: MaintenanceStatus;
  by: {
    role: 'tenant' | 'staff' | 'owner';
    /** The tenant's and the owner's first name and initial; staff's full name. */
    name: string;
  };
  note: string | null;
};
export type Contractor = {
  name: string;
  /** The contractor's phone, as staff typed it. */
  phone: string;
};
export type MaintenanceApproval = {
  decision: 'approved' | 'declined';
  note: string;
  at: string;
  /** The owner's first name and initial. */
  by: string;
};
export type MaintenanceRequest = {
  id: string;
  /** The request's number, 'MR-0012', as statements and the tenant quote it. */
  number: string;
  leaseId: string;
  propertyId: string;
  propertyName: string;
  town: string;
  unit: string;
  /** Staff and the tenant: the tenant's full name; an owner: first name and initial. */
  tenant: string;
  /** Staff only (GET /api/admin/maintenance): the tenant's phone, as the lease holds it, to arrange a visit. Never sent to an owner or a tenant. */
  tenantPhone?: string;
  category: MaintenanceCategory;
  priority: MaintenancePriority;
  title: string;
  description: string;
  photos: MaintenancePhoto[];
  permissionToEnter: boolean;
  preferredTimes: string;
  status: MaintenanceStatus;
  createdAt: string;
  updatedAt: string;
  /** Oldest first. */
  timeline: MaintenanceEvent[];
  contractor: Contractor | null;
  costEstimateKes: number | null;
  approval: MaintenanceApproval | null;
  resolvedOn: string | null;
};
export type MyMaintenanceRequests = {
  reported: MaintenanceRequest[];
  onMyProperties: MaintenanceRequest[];
};
export type Error = {
  /** A text the app shows as it is. */
  error: string;
};
export type NewMaintenancePhoto = {
  name: string;
  /** A data URL of a JPEG, PNG or WebP image. */
  dataUrl: string;
  width: number;
  height: number;
};
export type NewMaintenanceRequest = {
  leaseId: string;
  category: MaintenanceCategory;
  priority: MaintenancePriority;
  title: string;
  description: string;
  photos: NewMaintenancePhoto[];
  /** Whether staff and the contractor may enter when nobody is home. */
  permissionToEnter: boolean;
  /** When suits the tenant, in their words ('Weekdays after 5 pm'). */
  preferredTimes: string;
};
export type MaintenanceDecision = {
  decision: 'approve' | 'decline';
  /** Why; required to decline. */
  note: string;
};
export type MaintenancePhotoData = {
  id: string;
  name: string;
  width: number;
  height: number;
  dataUrl: string;
};
export type MaintenanceStep = {
  action: 'acknowledge' | 'assign' | 'note' | 'estimate' | 'start' | 'resolve' | 'close';
  note?: string;
  contractor?: Contractor;
  costEstimateKes?: number;
};
