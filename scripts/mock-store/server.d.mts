import type { IncomingMessage, ServerResponse } from 'node:http';

export const MOCK_STORE_PREFIX: '/__mock-store/';
export const DATASET_COOKIE: 'kpm-dataset';
export const DEFAULT_DATASET: 'demo';
export const MAX_BODY_BYTES: number;

/** The data set a Cookie header selects (`kpm-dataset`), else `demo`. */
export function datasetOf(cookieHeader: string | undefined): string;

export interface MockStore {
  /** The folder of the data sets' files, resolved. */
  dir: string;
  /** Answers every request under /__mock-store/ and passes the rest on. */
  middleware(req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void;
  /** Settles when every write so far is in its file. */
  flush(): Promise<void>;
}

export function createMockStore(options: {
  dir: string;
  maxBodyBytes?: number;
  log?: Pick<Console, 'info' | 'warn' | 'error'>;
}): MockStore;
