import { delay } from 'msw';

/** Latency of every mock answer: a little in the browser, none in Node tests. */
let latencyMs = 0;

export function setMockLatency(ms: number): void {
  latencyMs = ms;
}

export async function mockLatency(): Promise<void> {
  if (latencyMs > 0) await delay(latencyMs);
}
