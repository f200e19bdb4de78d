import type { Stats } from '../../src/types/api.gen';
import { isOpen } from '../../src/features/maintenance/maintenance-rules';
import type { StoredProperty } from './data/portal';
import { sampleToday } from './data/sample-dates';
import { leaseStatus, ownerPortfolio, type OwnerTables } from './portal';

/**
 * The staff dashboard's Quick Stats, from the data (product rules, 'What people see,
 * finished': one figure, one meaning): the properties managed, the units let of all units and
 * this month's rent collected as the owners' figures count them (ownerPortfolio, over every
 * property), the tenants whose lease runs (under notice included), and the repairs still open.
 */
export function quickStats(
  properties: readonly StoredProperty[],
  tables: OwnerTables,
  today: string = sampleToday(),
): Stats {
  const portfolio = ownerPortfolio(properties, tables, today);
  return {
    month: portfolio.month,
    propertiesManaged: properties.length,
    unitCount: portfolio.unitCount,
    letUnitCount: portfolio.letUnitCount,
    activeTenants: tables.leases.filter((lease) => leaseStatus(lease, today) !== 'ended').length,
    rentCollectedKes: portfolio.rentCollectedKes,
    openRepairs: tables.requests.filter((request) => isOpen(request.status)).length,
  };
}
