// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, setMockBackend } from '../../server/domain/db';
import { setMockLatency } from '../../mocks/latency';
import { MOCK_FAIL_KEY } from '../../mocks/scenario';
import { createMemoryBackend } from '../../mocks/store/memory-backend';
import { DEMO_SCENARIO_KEY, SLOW_SCENARIO_EXTRA_MS } from '../../src/config/demo';
import { ADMIN_SESSION } from '../fixtures';

/**
 * The mock works as a server does (product rules, 'Demo and QA tools'): it reads its
 * failure switches when a call arrives, commits, and only then waits its latency; a
 * refused call commits nothing; a store that fails answers 500, never a silent success.
 */
/** Un-star em-001 (a starred sample email), as the administrator. */
const unstar = () =>
  fetch('http://localhost:5000/api/admin/emails/em-001', {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${ADMIN_SESSION.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ starred: false }),
  });
const starred = async () => (await db.emails.find('em-001'))?.starred;

/** The answer, and whether it had arrived when the change was first seen in the store. */
async function commitThenAnswer() {
  let answered = false;
  const pending = unstar().then((response) => {
    answered = true;
    return response;
  });
  await vi.waitFor(async () => expect(await starred()).toBe(false), { interval: 10 });
  return { answeredAtCommit: answered, response: await pending };
}

afterEach(() => {
  setMockLatency(0);
  setMockBackend(createMemoryBackend());
});

describe('the mock commits first, then waits', () => {
  it('a change is in the store before its answer arrives', async () => {
    setMockLatency(400);
    const { answeredAtCommit, response } = await commitThenAnswer();
    expect(answeredAtCommit).toBe(false);
    expect(response.status).toBe(200);
  });

  it('Slow adds its 1.5 s after the commit', async () => {
    localStorage.setItem(DEMO_SCENARIO_KEY, 'slow');
    const started = performance.now();
    const { answeredAtCommit, response } = await commitThenAnswer();
    expect(performance.now() - started).toBeGreaterThanOrEqual(SLOW_SCENARIO_EXTRA_MS - 50);
    expect(answeredAtCommit).toBe(false);
    expect(response.status).toBe(200);
  });

  it('reads the failure switches when the call arrives: turning one on meanwhile changes nothing', async () => {
    setMockLatency(300);
    let answered = false;
    const pending = unstar().then((response) => {
      answered = true;
      return response;
    });
    await vi.waitFor(async () => expect(await starred()).toBe(false), { interval: 10 });
    localStorage.setItem(DEMO_SCENARIO_KEY, 'server-errors');
    localStorage.setItem(MOCK_FAIL_KEY, '1');
    expect(answered).toBe(false);
    expect((await pending).status).toBe(200);
  });

  // (A call refused for its token or role commits nothing either: mock-roles.test.ts.)
  it.each<[string, () => void, number]>([
    ['Server errors', () => localStorage.setItem(DEMO_SCENARIO_KEY, 'server-errors'), 500],
    ['Expired session', () => localStorage.setItem(DEMO_SCENARIO_KEY, 'expired-session'), 401],
    ['the QA key kpm-mock-fail', () => localStorage.setItem(MOCK_FAIL_KEY, '1'), 500],
  ])('a call refused by %s commits nothing', async (_case, switchOn, status) => {
    switchOn();
    expect((await unstar()).status).toBe(status);
    expect(await starred()).toBe(true);
  });

  it('a call refused as Offline commits nothing', async () => {
    localStorage.setItem(DEMO_SCENARIO_KEY, 'offline');
    await expect(unstar()).rejects.toThrow();
    expect(await starred()).toBe(true);
  });

  it('a store that cannot be written answers 500 with a text and logs why', async () => {
    const failure = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setMockBackend({ ...createMemoryBackend(), put: () => Promise.reject(failure) });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await unstar();
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: expect.any(String) });
    expect(logged).toHaveBeenCalledWith(expect.any(String), failure);
  });
});
