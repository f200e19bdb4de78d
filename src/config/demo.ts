/**
 * The demo's network scenarios (product rules, 'Demo and QA tools'): chosen in the Demo
 * controls or by the address (`?scenario=slow`), kept in localStorage under
 * DEMO_SCENARIO_KEY, where the mock API reads it on every request.
 */
export const DEMO_SCENARIOS = [
  { key: 'normal', label: 'Normal', effect: 'Every call answers as usual.' },
  { key: 'slow', label: 'Slow', effect: 'Every API call takes 1.5 s more.' },
  { key: 'offline', label: 'Offline', effect: 'Every call fails as a dropped network.' },
  { key: 'server-errors', label: 'Server errors', effect: 'Every call answers 500.' },
  { key: 'expired-session', label: 'Expired session', effect: 'Every call with a token answers 401.' },
] as const;

export type DemoScenario = (typeof DEMO_SCENARIOS)[number]['key'];

export const DEFAULT_DEMO_SCENARIO: DemoScenario = 'normal';
export const DEMO_SCENARIO_KEY = 'kpm-demo-scenario';
export const DEMO_SCENARIO_PARAM = 'scenario';
/** How much longer every API call takes in the Slow scenario. */
export const SLOW_SCENARIO_EXTRA_MS = 1500;
/** How many emails and how many submissions 'Load 10,000 emails and submissions' loads. */
export const BULK_DEMO_COUNT = 10_000;

export const isDemoScenario = (value: unknown): value is DemoScenario =>
  DEMO_SCENARIOS.some((s) => s.key === value);

export const scenarioLabel = (scenario: DemoScenario): string =>
  DEMO_SCENARIOS.find((s) => s.key === scenario)!.label;
