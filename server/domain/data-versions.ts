import type { DataVersions } from '../../src/types/api.gen';
import { db } from './db';

/**
 * The staff data sets' versions (GET /api/admin/versions; docs/api-server.md, 'Live data'):
 * each is a sum of table counters that grow with every write, so it moves whenever
 * anything its screen shows changes, whoever changed it.
 */
export async function dataVersions(): Promise<DataVersions> {
  const versions = await db.versions();
  return {
    emails: versions.emails,
    contactSubmissions: versions['contact-submissions'],
    users: versions.users,
    // The payments list shows each payment's lease: either changing moves it.
    payments: versions.payments + versions.leases,
    maintenance: versions['maintenance-requests'],
  };
}
