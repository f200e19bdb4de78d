import type { MaintenanceRequest } from '../src/types/api.gen';

/**
 * Maintenance requests for the component and slice tests, as the contract shapes them (so a
 * test's `server.use` override passes the contract guard): `maintenanceRequest` builds one
 * from a few fields; the named ones carry the mock's seeded titles (server/domain/data/maintenance.ts)
 * or a request just sent by the demo tenant.
 */

export const maintenanceRequest = (
  over: Partial<MaintenanceRequest> & Pick<MaintenanceRequest, 'id'>,
): MaintenanceRequest => ({
  number: 'MR-0000',
  leaseId: 'ls-ouru-a4',
  propertyId: 'pr-ouru',
  propertyName: 'Ouru Heights',
  town: 'Kisii',
  unit: 'A4',
  tenant: 'Brian Nyakundi',
  category: 'plumbing',
  priority: 'normal',
  title: 'A problem',
  description: 'It needs fixing.',
  photos: [],
  permissionToEnter: false,
  preferredTimes: '',
  status: 'submitted',
  createdAt: '2025-03-01T09:00',
  updatedAt: '2025-03-01T09:00',
  timeline: [
    {
      at: over.createdAt ?? '2025-03-01T09:00',
      kind: 'submitted',
      status: 'submitted',
      by: { role: 'tenant', name: 'Brian N.' },
      note: null,
    },
  ],
  contractor: null,
  costEstimateKes: null,
  approval: null,
  resolvedOn: null,
  ...over,
});

export const CLOSED_SINK = maintenanceRequest({
  id: 'mr-0001',
  number: 'MR-0001',
  leaseId: 'ls-ouru-b3',
  unit: 'B3',
  tenant: 'Samuel Onchiri',
  title: 'Blocked kitchen sink',
  status: 'closed',
  createdAt: '2025-02-03T08:15',
  updatedAt: '2025-02-07T16:00',
  contractor: { name: 'Nyamache Plumbers', phone: '0722 100 200' },
  costEstimateKes: 2_500,
  resolvedOn: '2025-02-06',
});

export const SPARKING_SOCKETS = maintenanceRequest({
  id: 'mr-0002',
  number: 'MR-0002',
  leaseId: 'ls-parklands-201',
  propertyId: 'pr-parklands',
  propertyName: 'Parklands Heights',
  town: 'Nairobi',
  unit: '201',
  tenant: 'Naliaka Wekesa',
  category: 'electrical',
  priority: 'high',
  title: 'Sockets sparking in the living room',
  description: 'Two sockets spark when a plug goes in.',
  status: 'awaiting-approval',
  createdAt: '2025-03-02T19:40',
  updatedAt: '2025-03-03T11:05',
  contractor: { name: 'Westlands Electrical', phone: '0733 456 789' },
  costEstimateKes: 12_500,
});

export const BROKEN_GATE_LOCK = maintenanceRequest({
  id: 'mr-0003',
  number: 'MR-0003',
  leaseId: 'ls-kilimani-1a',
  propertyId: 'pr-kilimani',
  propertyName: 'Kilimani Court',
  town: 'Nairobi',
  unit: '1A',
  tenant: 'Kevin Mwangi',
  category: 'security',
  priority: 'emergency',
  title: 'Gate lock broken',
  description: 'The gate does not lock.',
  status: 'acknowledged',
  createdAt: '2025-03-04T06:30',
  updatedAt: '2025-03-04T07:00',
});

export const LEAKING_TAP = maintenanceRequest({
  id: 'mr-0004',
  number: 'MR-0004',
  title: 'Leaking bathroom tap',
  description: 'The bathroom tap drips all night.',
  photos: [{ id: 'ph-1', name: 'tap.jpg', width: 1200, height: 1600 }],
  permissionToEnter: true,
  preferredTimes: 'Weekdays after 5 pm',
  createdAt: '2025-03-05T18:20',
  updatedAt: '2025-03-05T18:20',
});

export const MAINTENANCE_REQUESTS = [CLOSED_SINK, SPARKING_SOCKETS, BROKEN_GATE_LOCK, LEAKING_TAP];

/** The demo tenant's request on unit A4, still Submitted (so it may be cancelled): the portal's tests. */
export const TENANT_REQUEST = maintenanceRequest({
  id: 'mr-0003',
  number: 'MR-0003',
  priority: 'high',
  title: 'Kitchen tap leaking',
  description: 'The kitchen tap drips all night and the sink cupboard is wet.',
  permissionToEnter: true,
  preferredTimes: 'Weekdays after 5 pm',
  createdAt: '2025-03-18T09:45',
  updatedAt: '2025-03-18T09:45',
});

/** MR-0002 at Parklands Heights 201, as its owner abroad sees it: KES 12,500 awaiting approval. */
export const AWAITING_APPROVAL_REQUEST: MaintenanceRequest = {
  ...SPARKING_SOCKETS,
  tenant: 'Naliaka W.',
  updatedAt: '2025-03-03T11:05',
  timeline: [
    {
      at: '2025-03-02T19:40',
      kind: 'submitted',
      status: 'submitted',
      by: { role: 'tenant', name: 'Naliaka W.' },
      note: null,
    },
    {
      at: '2025-03-02T21:00',
      kind: 'acknowledged',
      status: 'acknowledged',
      by: { role: 'staff', name: 'Mercy Kerubo' },
      note: null,
    },
    {
      at: '2025-03-03T11:05',
      kind: 'estimated',
      status: 'awaiting-approval',
      by: { role: 'staff', name: 'Mercy Kerubo' },
      note: 'The living-room circuit needs rewiring.',
    },
  ],
};
