import { delay } from 'msw';
import { SLOW_SCENARIO_EXTRA_MS, type DemoScenario } from '../src/config/demo';

/** Latency of every mock answer: a little in the browser, none in Node tests. */
let latencyMs = 0;

export function setMockLatency(ms: number): void {
  latencyMs = ms;
}

/** How long a call's answer takes to travel back under a scenario (Slow adds 1.5 s). */
export const latencyUnder = (scenario: DemoScenario): number =>
  latencyMs + (scenario === 'slow' ? SLOW_SCENARIO_EXTRA_MS : 0);

export async function travel(ms: number): Promise<void> {
  if (ms > 0) await delay(ms);
}
