import { describe, expect, it } from 'vitest';
import { maintenanceSeed } from './data/maintenance';
import { portalSeed, type StoredLease } from './data/portal';
import { payoutsSeed } from './payouts';
import { ownerPortfolio, propertyStatement, type OwnerTables } from './portal';
import { quickStats } from './stats';

// Quick Stats (product rules, 'What people see, finished'): the data's own figures, the same
// as the owners' for the same month.

const TODAY = '2025-03-18';
const seed = portalSeed(TODAY);
const tables: OwnerTables = { ...seed, requests: maintenanceSeed(TODAY), payouts: payoutsSeed(TODAY) };

describe('quickStats on the sample data of 18 March 2025', () => {
  const stats = quickStats(seed.properties, tables, TODAY);

  it('counts the properties, the units let of all units, the running leases and the open repairs', () => {
    // Four properties of 23 units, 15 let to 15 tenants; of three repairs, one is closed.
    expect(stats).toMatchObject({
      month: '2025-03',
      propertiesManaged: 4,
      unitCount: 23,
      letUnitCount: 15,
      activeTenants: 15,
      openRepairs: 2,
    });
  });

  it("gives this month's rent collected as the owners' homes add it up, in whole shillings", () => {
    const byOwner = new Map<string, typeof seed.properties>();
    for (const property of seed.properties)
      byOwner.set(property.ownerUserId, [...(byOwner.get(property.ownerUserId) ?? []), property]);
    const owners = [...byOwner.values()].map((own) => ownerPortfolio(own, tables, TODAY));
    expect(stats.rentCollectedKes).toBe(owners.reduce((sum, o) => sum + o.rentCollectedKes, 0));
    expect(stats.letUnitCount).toBe(owners.reduce((sum, o) => sum + o.letUnitCount, 0));
    expect(Number.isInteger(stats.rentCollectedKes)).toBe(true);
    expect(stats.rentCollectedKes).toBeGreaterThan(0);
  });

  it.each<[string, Partial<StoredLease>, number]>([
    ['a lease under notice still counts', { noticeGivenOn: '2025-03-01' }, 0],
    ['an ended lease does not', { endDate: '2025-03-17' }, -1],
  ])('active tenants: %s', (_name, change, difference) => {
    const leases = tables.leases.map((lease, i) => (i === 0 ? { ...lease, ...change } : lease));
    expect(
      quickStats(seed.properties, { ...tables, leases }, TODAY).activeTenants - stats.activeTenants,
    ).toBe(difference);
  });
});

describe("'Rent arrears' means one thing on the owner's home and the statement", () => {
  it.each(['2025-03-02', '2025-03-04'])(
    "on %s, before March's rent is due, each property's home shows its February statement's rent arrears",
    (today) => {
      const february = portalSeed(today);
      const owned: OwnerTables = {
        ...february,
        requests: maintenanceSeed(today),
        payouts: payoutsSeed(today),
      };
      for (const property of february.properties) {
        const home = ownerPortfolio([property], owned, today);
        const statement = propertyStatement(property, '2025-02', owned, 'x');
        expect([property.name, home.arrearsKes]).toEqual([property.name, statement.arrearsCarriedKes]);
      }
    },
  );
});
