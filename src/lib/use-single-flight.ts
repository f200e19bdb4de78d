import { useCallback, useRef } from 'react';

export type FlightOutcome = 'failed' | 'succeeded';

/**
 * Runs one submission at a time: a double click or a second Enter sends once, even
 * before React has re-rendered a disabled button. After a failure the form may be sent
 * again; after a success the guard stays up while the screen leaves or closes.
 */
export function useSingleFlight(): (run: () => FlightOutcome | Promise<FlightOutcome>) => Promise<void> {
  const inFlight = useRef(false);
  return useCallback(async (run) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if ((await run()) === 'failed') inFlight.current = false;
    } catch {
      inFlight.current = false;
    }
  }, []);
}
