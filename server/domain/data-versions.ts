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
    // arrangements and the payouts too: the portal's `payments` (the statements) is this same
    // number, an owner's statement of this month follows the arrangement in force, and a
    // statement says when it was paid out.
    payments: versions.payments + versions.leases + versions['tax-arrangements'] + versions.payouts,
    maintenance: versions['maintenance-requests'],
    // The Owners screen: each owner's properties, their units' rent (the MRI band), tax
    // arrangements and payout methods.
    owners: versions['tax-arrangements'] + versions['payout-methods'] + versions.properties + versions.units,
    // The Payouts screen (docs/product-rules.md, 'Payouts'): the statements due follow every
    // table a statement is made of (payments, leases, charges, expenses, tax arrangements,
    // properties and units), the owners' payout methods, and the payouts made.
    payouts:
      versions.payments +
      versions.leases +
      versions.charges +
      versions['maintenance-requests'] +
      versions['tax-arrangements'] +
      versions['payout-methods'] +
      versions.properties +
      versions.units +
      versions.payouts,
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
