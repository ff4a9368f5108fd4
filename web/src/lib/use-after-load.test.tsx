import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterLoad, useAfterLoad } from './use-after-load';

afterEach(() => vi.useRealTimers());

describe('useAfterLoad', () => {
  it('is false in the render of a loaded page and true once the main thread was idle', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useAfterLoad());
    expect(result.current).toBe(false);
    await act(async () => { await vi.runAllTimersAsync(); });
    expect(result.current).toBe(true);
  });

  it('waits for the load event while the page is still loading', async () => {
    vi.useFakeTimers();
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderHook(() => useAfterLoad());
    await act(async () => { await vi.runAllTimersAsync(); });
    expect(result.current).toBe(false);
    readyState.mockRestore();
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await vi.runAllTimersAsync();
    });
    expect(result.current).toBe(true);
  });
});

describe('AfterLoad', () => {
  it('shows its children once the main thread was idle, without rendering the screen around it again', async () => {
    vi.useFakeTimers();
    let screenRenders = 0;
    function Screen() {
      screenRenders++;
      return <AfterLoad><p>Später</p></AfterLoad>;
    }
    render(<Screen />);
    expect(screen.queryByText('Später')).toBeNull();
    await act(async () => { await vi.runAllTimersAsync(); });
    expect(screen.getByText('Später')).toBeInTheDocument();
    expect(screenRenders).toBe(1);
  });
});
