import type { MaintenanceRequest } from '../../types/api.gen';

/**
 * Requests for this feature's tests, as GET /api/admin/maintenance answers them (valid under
 * the contract, so a test's `server.use` override passes the contract guard). The titles are the
 * mock's seeded ones; MR-0004 is a request just Submitted.
 */

const request = (over: Partial<MaintenanceRequest> & Pick<MaintenanceRequest, 'id'>): MaintenanceRequest => ({
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

export const CLOSED_SINK = request({
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

export const SPARKING_SOCKETS = request({
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

export const BROKEN_GATE_LOCK = request({
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

export const LEAKING_TAP = request({
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
