import type { MaintenanceEvent, MaintenanceRequest } from '../../../src/types/api.gen';
import { tenantShortName } from '../owner-statement';
import { dayOf, monthStart } from './portal';
import { addDays } from './sample-dates';

/*
 * The maintenance requests' sample data (product rules, 'Maintenance'), dated relative to the
 * day the data set is seeded (product rules, 'Dates'), as the portal's data is:
 *   MR-0001 'Blocked kitchen sink' (Ouru Heights B3): last month, KES 3,200 within staff's
 *     authority, resolved and closed: an expense on last month's Ouru statement.
 *   MR-0002 'Sockets sparking in the living room' (Parklands Heights 201): KES 12,500 awaiting
 *     the approval of the owner abroad.
 *   MR-0003 'Gate lock broken' (Kilimani Court 1A): an emergency, acknowledged.
 * The demo tenant's unit A4 has none, so the tenant's story starts from an empty list. No
 * photos. Fictional people and phone numbers.
 */

/** Who acts for the firm in the sample timelines (the demo manager). */
export const SAMPLE_STAFF_NAME = 'Mercy Kerubo';

const at = (date: string, time: string): string => `${date}T${time}`;

const tenantBy = (fullName: string): MaintenanceEvent['by'] => ({
  role: 'tenant',
  name: tenantShortName(fullName),
});
const staffBy: MaintenanceEvent['by'] = { role: 'staff', name: SAMPLE_STAFF_NAME };

/** What every sample request shares before its own story. */
type Base = Omit<
  MaintenanceRequest,
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'timeline'
  | 'contractor'
  | 'costEstimateKes'
  | 'approval'
  | 'resolvedOn'
>;

/** A request with its timeline: created at the first event, updated at the last, in the last one's status. */
function withTimeline(
  base: Base,
  timeline: MaintenanceEvent[],
  rest: Pick<MaintenanceRequest, 'contractor' | 'costEstimateKes' | 'approval' | 'resolvedOn'>,
): MaintenanceRequest {
  const first = timeline[0]!;
  const last = timeline.at(-1)!;
  return {
    ...base,
    status: last.status,
    createdAt: first.at,
    updatedAt: last.at,
    timeline,
    ...rest,
  };
}

function blockedSink(today: string): MaintenanceRequest {
  const lastMonth = monthStart(today, -1);
  const day = (n: number) => dayOf(lastMonth, n);
  const tenant = 'Samuel Onchiri';
  return withTimeline(
    {
      id: 'mr-0001',
      number: 'MR-0001',
      leaseId: 'ls-ouru-b3',
      propertyId: 'pr-ouru',
      propertyName: 'Ouru Heights',
      town: 'Kisii',
      unit: 'B3',
      tenant,
      category: 'plumbing',
      priority: 'normal',
      title: 'Blocked kitchen sink',
      description: 'The kitchen sink drains very slowly and the water smells. Hot water has not helped.',
      photos: [],
      permissionToEnter: true,
      preferredTimes: 'Weekdays after 5 pm',
    },
    [
      { at: at(day(10), '07:42'), kind: 'submitted', status: 'submitted', by: tenantBy(tenant), note: null },
      { at: at(day(10), '09:15'), kind: 'acknowledged', status: 'acknowledged', by: staffBy, note: null },
      {
        at: at(day(10), '11:30'),
        kind: 'contractor-assigned',
        status: 'acknowledged',
        by: staffBy,
        note: 'Kennedy Omari will call before he comes.',
      },
      {
        at: at(day(11), '16:05'),
        kind: 'estimated',
        status: 'in-progress',
        by: staffBy,
        note: 'Clear the trap and the waste pipe; replace the trap seal.',
      },
      {
        at: at(day(14), '17:20'),
        kind: 'resolved',
        status: 'resolved',
        by: staffBy,
        note: 'Trap cleared and the waste pipe flushed. The sink drains well.',
      },
      { at: at(day(15), '08:55'), kind: 'closed', status: 'closed', by: staffBy, note: null },
    ],
    {
      contractor: { name: 'Kennedy Omari', phone: '0722 410 223' },
      costEstimateKes: 3_200,
      approval: null,
      resolvedOn: day(14),
    },
  );
}

function sparkingSockets(today: string): MaintenanceRequest {
  const tenant = 'Naliaka Wekesa';
  return withTimeline(
    {
      id: 'mr-0002',
      number: 'MR-0002',
      leaseId: 'ls-parklands-201',
      propertyId: 'pr-parklands',
      propertyName: 'Parklands Heights',
      town: 'Nairobi',
      unit: '201',
      tenant,
      category: 'electrical',
      priority: 'high',
      title: 'Sockets sparking in the living room',
      description:
        'Two sockets by the TV spark when anything is plugged in, and the breaker tripped twice. We have stopped using them.',
      photos: [],
      permissionToEnter: false,
      preferredTimes: 'Saturday morning',
    },
    [
      {
        at: at(addDays(today, -4), '19:26'),
        kind: 'submitted',
        status: 'submitted',
        by: tenantBy(tenant),
        note: null,
      },
      {
        at: at(addDays(today, -3), '08:40'),
        kind: 'acknowledged',
        status: 'acknowledged',
        by: staffBy,
        note: 'Please keep the sockets switched off at the breaker.',
      },
      {
        at: at(addDays(today, -3), '10:05'),
        kind: 'contractor-assigned',
        status: 'acknowledged',
        by: staffBy,
        note: null,
      },
      {
        at: at(addDays(today, -2), '15:10'),
        kind: 'estimated',
        status: 'awaiting-approval',
        by: staffBy,
        note: 'The living room circuit needs rewiring and two new sockets.',
      },
    ],
    {
      contractor: { name: 'Joseph Mutua', phone: '0733 118 902' },
      costEstimateKes: 12_500,
      approval: null,
      resolvedOn: null,
    },
  );
}

function brokenGateLock(today: string): MaintenanceRequest {
  const tenant = 'Kevin Mwangi';
  return withTimeline(
    {
      id: 'mr-0003',
      number: 'MR-0003',
      leaseId: 'ls-kilimani-1a',
      propertyId: 'pr-kilimani',
      propertyName: 'Kilimani Court',
      town: 'Nairobi',
      unit: '1A',
      tenant,
      category: 'security',
      priority: 'emergency',
      title: 'Gate lock broken',
      description: 'The pedestrian gate lock is broken and the gate does not close. Anyone can walk in.',
      photos: [],
      permissionToEnter: true,
      preferredTimes: 'Any time',
    },
    [
      {
        at: at(addDays(today, -2), '21:48'),
        kind: 'submitted',
        status: 'submitted',
        by: tenantBy(tenant),
        note: null,
      },
      {
        at: at(addDays(today, -1), '07:35'),
        kind: 'acknowledged',
        status: 'acknowledged',
        by: staffBy,
        note: 'The guard will stay at the gate until it is fixed.',
      },
    ],
    { contractor: null, costEstimateKes: null, approval: null, resolvedOn: null },
  );
}

/** The sample requests as of `today`, oldest first. */
export const maintenanceSeed = (today: string): MaintenanceRequest[] => [
  blockedSink(today),
  sparkingSockets(today),
  brokenGateLock(today),
];
