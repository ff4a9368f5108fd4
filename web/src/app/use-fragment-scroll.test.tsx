import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useFragmentScroll } from './use-fragment-scroll';

function Page() {
  useFragmentScroll();
  return <><section id="help">Hilfe</section><section id="contact">Kontakt</section></>;
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
});
