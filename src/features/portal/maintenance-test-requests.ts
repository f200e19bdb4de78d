import type { MaintenanceRequest } from '../maintenance/public';

/*
 * Maintenance requests as the contract shapes them, for the portal's component tests (they
 * answer GET /api/portal/maintenance with these through `server.use`). Test data only: no
 * screen imports this.
 */

/** The demo tenant's request on unit A4, still Submitted (so it may be cancelled). */
export const TENANT_REQUEST: MaintenanceRequest = {
  id: 'mr-0003',
  number: 'MR-0003',
  leaseId: 'ls-ouru-a4',
  propertyId: 'pr-ouru',
  propertyName: 'Ouru Heights',
  town: 'Kisii',
  unit: 'A4',
  tenant: 'Brian Nyakundi',
  category: 'plumbing',
  priority: 'high',
  title: 'Kitchen tap leaking',
  description: 'The kitchen tap drips all night and the sink cupboard is wet.',
  photos: [],
  permissionToEnter: true,
  preferredTimes: 'Weekdays after 5 pm',
  status: 'submitted',
  createdAt: '2025-03-18T09:45',
  updatedAt: '2025-03-18T09:45',
  timeline: [
    {
      at: '2025-03-18T09:45',
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
};

/** MR-0002 at Parklands Heights 201: a KES 12,500 estimate awaiting the owner abroad's approval. */
export const AWAITING_APPROVAL_REQUEST: MaintenanceRequest = {
  id: 'mr-0002',
  number: 'MR-0002',
  leaseId: 'ls-parklands-201',
  propertyId: 'pr-parklands',
  propertyName: 'Parklands Heights',
  town: 'Nairobi',
  unit: '201',
  tenant: 'Wanjiru K.',
  category: 'electrical',
  priority: 'emergency',
  title: 'Sockets sparking in the living room',
  description: 'Two sockets spark when a plug goes in.',
  photos: [],
  permissionToEnter: false,
  preferredTimes: '',
  status: 'awaiting-approval',
  createdAt: '2025-03-10T08:00',
  updatedAt: '2025-03-11T14:20',
  timeline: [
    {
      at: '2025-03-10T08:00',
      kind: 'submitted',
      status: 'submitted',
      by: { role: 'tenant', name: 'Wanjiru K.' },
      note: null,
    },
    {
      at: '2025-03-10T10:30',
      kind: 'acknowledged',
      status: 'acknowledged',
      by: { role: 'staff', name: 'Mercy Kerubo' },
      note: null,
    },
    {
      at: '2025-03-11T14:20',
      kind: 'estimated',
      status: 'awaiting-approval',
      by: { role: 'staff', name: 'Mercy Kerubo' },
      note: 'The living-room circuit needs rewiring.',
    },
  ],
  contractor: { name: 'Otieno Electricals', phone: '0722 123 456' },
  costEstimateKes: 12_500,
  approval: null,
  resolvedOn: null,
};
