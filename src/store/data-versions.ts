import { createAction } from '@reduxjs/toolkit';
import type { MovedVersions } from '../lib/moved-versions';

export type { LiveDataSet, MovedVersions } from '../lib/moved-versions';

/**
 * The server kept one of this tab's changes and said which versions it moved (the
 * `Data-Versions` header: src/lib/moved-versions.ts): a copy read at a set's `before` now
 * stands at its `after`, so the next poll does not read that set again (product rules, 'Live reload').
 */
export const ownChangeCommitted = createAction<MovedVersions>('liveData/ownChangeCommitted');
