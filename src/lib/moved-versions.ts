import type { DataVersions } from '../types/api.gen';

/**
 * The `Data-Versions` header of a change's answer, written by the server and read by the app
 * (docs/api-server.md, 'Live data'): each data set the change moved, with its version before
 * and after it, 'emails=41-42, payments=7-9'.
 */
export const DATA_VERSIONS_HEADER = 'Data-Versions';

/** A data set the server versions (GET /api/admin/versions). */
export type LiveDataSet = keyof DataVersions;

/** The versions one change moved: per data set, before and after it. */
export type MovedVersions = Partial<Record<LiveDataSet, { before: number; after: number }>>;

/** The header's value for the versions before and after a change; null when it moved none. */
export function formatMovedVersions(before: DataVersions, after: DataVersions): string | null {
  const moved = (Object.keys(after) as LiveDataSet[])
    .filter((name) => after[name] !== before[name])
    .map((name) => `${name}=${before[name]}-${after[name]}`);
  return moved.length > 0 ? moved.join(', ') : null;
}

const ENTRY = /^(\w+)=(\d+)-(\d+)$/;

/** The header's value read back; anything unreadable is left out. */
export function parseMovedVersions(header: string | null): MovedVersions {
  const moved: MovedVersions = {};
  for (const entry of (header ?? '').split(',')) {
    const [, name, before, after] = ENTRY.exec(entry.trim()) ?? [];
    if (name && before && after) moved[name as LiveDataSet] = { before: Number(before), after: Number(after) };
  }
  return moved;
}
