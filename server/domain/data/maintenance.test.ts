import { describe, expect, it } from 'vitest';
import {
  EVENT_KIND,
  expenseOf,
  nextStatus,
  type MaintenanceAction,
} from '../../../src/features/maintenance/maintenance-rules';
import { tenantShortName } from '../owner-statement';
import { maintenanceSeed, SAMPLE_STAFF_NAME } from './maintenance';
import { monthStart, portalSeed, TENANT_LEASE_ID } from './portal';

// The maintenance sample is dated relative to the day it is seeded (product rules, 'Dates'),
// and each request got where it is by the rules' own steps.
const TODAYS = ['2025-03-18', '2025-03-01', '2025-01-03', '2028-03-01', '2025-12-31', '2026-11-24'];

const ACTION_OF_KIND = Object.fromEntries(
  Object.entries(EVENT_KIND).map(([action, kind]) => [kind, action as MaintenanceAction]),
);

describe.each(TODAYS)('the maintenance sample as seeded on %s', (today) => {
  const requests = maintenanceSeed(today);
  const portal = portalSeed(today);

  it('three requests, none on the demo tenant’s lease, each on a lease and property of the portal sample', () => {
    expect(requests.map((r) => r.number)).toEqual(['MR-0001', 'MR-0002', 'MR-0003']);
    for (const request of requests) {
      const lease = portal.leases.find((l) => l.id === request.leaseId)!;
      const property = portal.properties.find((p) => p.id === request.propertyId)!;
      expect(lease.id).not.toBe(TENANT_LEASE_ID);
      expect([lease.propertyId, lease.unit, lease.tenantName]).toEqual([
        request.propertyId,
        request.unit,
        request.tenant,
      ]);
      expect([property.name, property.town]).toEqual([request.propertyName, request.town]);
      expect(lease.startDate < request.createdAt).toBe(true);
    }
  });

  it('every timeline is dated before today, in order, by the rules, as the tenant and staff sign', () => {
    for (const request of requests) {
      const { timeline } = request;
      expect(timeline[0]).toMatchObject({ kind: 'submitted', status: 'submitted' });
      expect(timeline[0]!.by).toEqual({ role: 'tenant', name: tenantShortName(request.tenant) });
      for (const [i, event] of timeline.entries()) {
        expect(event.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
        expect(event.at.slice(0, 10) < today).toBe(true);
        if (i === 0) continue;
        const before = timeline[i - 1]!;
        expect(event.at > before.at).toBe(true);
        expect(event.by).toEqual({ role: 'staff', name: SAMPLE_STAFF_NAME });
        const action = ACTION_OF_KIND[event.kind]!;
        expect(nextStatus(action, before.status, request.costEstimateKes ?? undefined)).toBe(event.status);
      }
      expect([request.createdAt, request.updatedAt, request.status]).toEqual([
        timeline[0]!.at,
        timeline.at(-1)!.at,
        timeline.at(-1)!.status,
      ]);
    }
  });

  it("MR-0001's KES 3,200 is an expense of last month; the others none", () => {
    const lastMonth = monthStart(today, -1).slice(0, 7);
    expect(expenseOf(requests[0]!, lastMonth)).toMatchObject({ requestNumber: 'MR-0001', amountKes: 3_200 });
    for (const request of requests.slice(1)) {
      expect(expenseOf(request, lastMonth)).toBeNull();
      expect(expenseOf(request, today.slice(0, 7))).toBeNull();
    }
  });
});
