import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useInFrames } from './use-in-frames';

afterEach(() => vi.useRealTimers());

const items = (keys: readonly string[]): ReactElement[] => keys.map((key) => createElement('i', { key }));
const keysOf = (elements: readonly ReactElement[]) => elements.map((e) => e.key);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `k${from + i}`);

describe('useInFrames', () => {
  it('renders at most the given number of new elements per animation frame until all are there', async () => {
    vi.useFakeTimers();
    const all = items(range(0, 25));
    const { result } = renderHook(() => useInFrames(all, 10));
    expect(keysOf(result.current)).toEqual(range(0, 10));
    await act(async () => { vi.advanceTimersToNextFrame(); });
    expect(keysOf(result.current)).toEqual(range(0, 20));
    await act(async () => { vi.advanceTimersToNextFrame(); });
    expect(keysOf(result.current)).toEqual(range(0, 25));
    await act(async () => { await vi.runAllTimersAsync(); });
    expect(result.current).toHaveLength(25);
  });

  it('keeps every element rendered before when a new list comes, and adds the new ones in frames', async () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ list }) => useInFrames(list, 10), { initialProps: { list: items(range(0, 8)) } });
    expect(result.current).toHaveLength(8);
    // Five stay, three go, twenty come.
    rerender({ list: items([...range(3, 8), ...range(100, 120)]) });
    expect(keysOf(result.current)).toEqual([...range(3, 8), ...range(100, 110)]);
    await act(async () => { await vi.runAllTimersAsync(); });
    expect(keysOf(result.current)).toEqual([...range(3, 8), ...range(100, 120)]);
  });
});
