import { act, render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useFragmentScroll } from './use-fragment-scroll';

function Page() {
  useFragmentScroll();
  return <><section id="help">Hilfe</section><section id="contact">Kontakt</section></>;
}

/** A page whose section comes after `delayMs` (held back until its texts are in), or never. */
function LatePage({ delayMs }: { delayMs?: number }) {
  useFragmentScroll();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (delayMs === undefined) return;
    const timer = setTimeout(() => setReady(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return ready ? <section id="help">Hilfe</section> : <p>Wird geladen …</p>;
}

const renderAt = (path: string) => {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
};

let scrolled: Element[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  scrolled = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) { scrolled.push(this); });
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useFragmentScroll', () => {
  it("scrolls to the element named by the route's fragment ('/#help')", () => {
    renderAt('/#help');
    act(() => { vi.advanceTimersByTime(60); });
    expect(scrolled.map((e) => e.id)).toEqual(['help']);
  });

  it('scrolls again when the fragment changes, and to the top on a page without one', async () => {
    const router = renderAt('/#help');
    act(() => { vi.advanceTimersByTime(60); });
    await act(() => router.navigate('/#contact'));
    act(() => { vi.advanceTimersByTime(60); });
    expect(scrolled.map((e) => e.id)).toEqual(['help', 'contact']);
    await act(() => router.navigate('/impressum'));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('finds a target that renders only later, and stops looking after 5 s', () => {
    const late = createMemoryRouter([{ path: '*', element: <LatePage delayMs={1000} /> }], { initialEntries: ['/#help'] });
    const view = render(<RouterProvider router={late} />);
    act(() => { vi.advanceTimersByTime(900); });
    expect(scrolled).toEqual([]);
    act(() => { vi.advanceTimersByTime(200); }); // the section renders
    act(() => { vi.advanceTimersByTime(60); });
    expect(scrolled.map((e) => e.id)).toEqual(['help']);
    view.unmount();

    const never = createMemoryRouter([{ path: '*', element: <LatePage /> }], { initialEntries: ['/#help'] });
    render(<RouterProvider router={never} />);
    act(() => { vi.advanceTimersByTime(4900); });
    expect(vi.getTimerCount()).toBe(1);
    act(() => { vi.advanceTimersByTime(200); });
    expect(vi.getTimerCount()).toBe(0);
    expect(scrolled.map((e) => e.id)).toEqual(['help']);
  });
});
