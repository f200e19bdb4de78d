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

/** The header on a change's answer naming what it moved (`dataVersionsMoved`). */
export const DATA_VERSIONS_HEADER = 'Data-Versions';

/**
 * What one change moved, as its answer's `Data-Versions` header says it: each data set whose
 * version the change's transaction moved, with the version before and after it
 * ('emails=41-42, payments=7-9'), or null when it moved none. Transactions of one data set
 * run one at a time, so `before` is the version the previous change left: a client whose
 * copy was read at `before` holds everything but this change, and with it holds `after`.
 */
export function dataVersionsMoved(before: DataVersions, after: DataVersions): string | null {
  const moved = (Object.keys(after) as (keyof DataVersions)[])
    .filter((name) => after[name] !== before[name])
    .map((name) => `${name}=${before[name]}-${after[name]}`);
  return moved.length > 0 ? moved.join(', ') : null;
}
