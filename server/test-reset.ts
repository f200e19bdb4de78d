/**
 * The one link between the test setup and the in-process API server (server/testing.ts),
 * kept apart so that the setup can reset the server after each test without loading it:
 * server/testing.ts registers its reset when a test file first loads it, by any path.
 */
let reset: (() => Promise<void>) | undefined;
let resetFile: (() => Promise<void>) | undefined;

export function registerTestReset(afterTest: () => Promise<void>, beforeFile: () => Promise<void>): void {
  reset = afterTest;
  resetFile = beforeFile;
}

/** The server's data back to the sample data, if the server has loaded at all. */
export const resetTestServerIfLoaded = async (): Promise<void> => {
  await reset?.();
};

/**
 * Before a test file: the sample data and no session an earlier file of the same worker left
 * (the files of a worker share the server: docs/api-server.md, 'Tests').
 */
export const resetTestServerForFile = async (): Promise<void> => {
  await resetFile?.();
};
