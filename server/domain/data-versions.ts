import type { DataVersions, PortalVersions } from '../../src/types/api.gen';
import { db } from './db';
import type { TableName } from './tables';

/**
 * The staff data sets' versions (GET /api/admin/versions; docs/api-server.md, 'Live data'):
 * each is a sum of table counters that grow with every write, so it moves whenever
 * anything its screen shows changes, whoever changed it.
 */
function staffVersions(versions: Record<TableName, number>): DataVersions {
  return {
    emails: versions.emails,
    contactSubmissions: versions['contact-submissions'],
    users: versions.users,
    // The payments list shows each payment's lease: either changing moves it. The tax
    // arrangements too: the portal's `payments` (the statements) is this same number, and an
    // owner's statement of this month follows the arrangement in force.
    payments: versions.payments + versions.leases + versions['tax-arrangements'],
    maintenance: versions['maintenance-requests'],
    // The Owners screen: each owner's properties, their units' rent (the MRI band), tax
    // arrangements and payout methods.
    owners: versions['tax-arrangements'] + versions['payout-methods'] + versions.properties + versions.units,
  };
}

export async function dataVersions(): Promise<DataVersions> {
  return staffVersions(await db.versions());
}

/**
 * The portal's versions (GET /api/portal/versions): the staff numbers of the data sets its
 * screens show, so a change's `Data-Versions` header speaks of the same numbers.
 */
export async function portalVersions(): Promise<PortalVersions> {
  const { payments, maintenance } = await dataVersions();
  return { payments, maintenance };
}
