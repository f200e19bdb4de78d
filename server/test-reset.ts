/**
 * The one link between the test setup and the in-process API server (server/testing.ts),
 * kept apart so that the setup can reset the server after each test without loading it:
 * server/testing.ts registers its reset when a test file first loads it, by any path.
 */
let reset: (() => Promise<void>) | undefined;

export function registerTestReset(resetServer: () => Promise<void>): void {
  reset = resetServer;
}

/** The server's data back to the sample data, if this file has loaded the server at all. */
export const resetTestServerIfLoaded = async (): Promise<void> => {
  await reset?.();
};
