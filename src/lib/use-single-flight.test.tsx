import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleFlight } from './use-single-flight';

describe('useSingleFlight (double submits)', () => {
  it('runs once while a run is in flight; again after a failure; never again after a success', async () => {
    const { result } = renderHook(() => useSingleFlight());
    let finish: (outcome: 'failed' | 'succeeded') => void = () => undefined;
    const run = vi.fn(() => new Promise<'failed' | 'succeeded'>((resolve) => (finish = resolve)));

    let first!: Promise<void>;
    act(() => {
      first = result.current(run);
      void result.current(run); // a double click
    });
    expect(run).toHaveBeenCalledTimes(1);

    await act(async () => {
      finish('failed');
      await first;
    });
    let second!: Promise<void>;
    act(() => {
      second = result.current(run);
    });
    expect(run).toHaveBeenCalledTimes(2);
    await act(async () => {
      finish('succeeded');
      await second;
    });
    await act(() => result.current(run));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('lets the form be sent again after a run throws', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(() => result.current(() => Promise.reject(new Error('offline'))));
    const run = vi.fn(() => 'succeeded' as const);
    await act(() => result.current(run));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
