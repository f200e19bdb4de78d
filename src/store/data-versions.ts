import { createAction } from '@reduxjs/toolkit';
import type { DataVersions } from '../types/api.gen';

/** A data set the server versions (GET /api/admin/versions). */
export type LiveDataSet = keyof DataVersions;

/** The versions one change moved: per data set, before and after it. */
export type MovedVersions = Partial<Record<LiveDataSet, { before: number; after: number }>>;

/** The header on a change's answer naming the versions it moved (docs/api-server.md, 'Live data'). */
export const DATA_VERSIONS_HEADER = 'Data-Versions';

const ENTRY = /^(\w+)=(\d+)-(\d+)$/;

/** 'emails=41-42, payments=7-9' as MovedVersions; anything unreadable is left out. */
export function parseMovedVersions(header: string | null): MovedVersions {
  const moved: MovedVersions = {};
  for (const entry of (header ?? '').split(',')) {
    const [, name, before, after] = ENTRY.exec(entry.trim()) ?? [];
    if (name && before && after) moved[name as LiveDataSet] = { before: Number(before), after: Number(after) };
  }
  return moved;
}

/**
 * The server kept one of this tab's changes and said which versions it moved: a copy read at
 * a set's `before` now stands at its `after`, so the next poll does not read that set again
 * (product rules, 'Live reload').
 */
export const ownChangeCommitted = createAction<MovedVersions>('liveData/ownChangeCommitted');
