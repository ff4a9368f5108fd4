import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BRAND_MIN_PX, useFoldWhenCrowded } from './use-fold-when-crowded';

/** A layout jsdom does not make: the bar's width, the width its content needs, the title's. */
const layout = { bar: 1280, content: 1000, title: 330 };
let observed: (() => void) | undefined;

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {
    observed = () => this.callback();
  }
  observe() {
    queueMicrotask(() => this.callback());
  }
  disconnect() {}
}

function Bar({ content }: { content: string }) {
  const bar = useRef<HTMLDivElement>(null);
  const folded = useFoldWhenCrowded(bar, content);
  return (
    <div ref={bar} className="container-fluid" data-folded={folded}>
      <a className="navbar-brand" href="/">Bürgerbeteiligung der Stadt Fulda</a>
    </div>
  );
}

/** Lays the bar out as the browser would: on one line the title takes what the entries leave
 *  (down to nothing); folded, the bar holds the title alone. */
function stubLayout(container: HTMLElement) {
  const bar = container.querySelector<HTMLElement>('.container-fluid')!;
  const brand = container.querySelector<HTMLElement>('.navbar-brand')!;
  const oneLine = () => bar.dataset.folded === 'false';
  Object.defineProperty(bar, 'clientWidth', { get: () => layout.bar });
  Object.defineProperty(bar, 'scrollWidth', { get: () => (oneLine() ? Math.max(layout.bar, layout.content) : layout.bar) });
  Object.defineProperty(brand, 'scrollWidth', { get: () => layout.title });
  Object.defineProperty(brand, 'clientWidth', { get: () => (oneLine() ? Math.max(0, Math.min(layout.title, layout.bar - layout.content)) : layout.title) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  observed = undefined;
});

const resize = async (width: number) => {
  layout.bar = width;
  await act(async () => observed?.());
};

describe('useFoldWhenCrowded (docs/product.md §2.5)', () => {
  it('keeps the bar on one line while the title keeps 12rem, folds before it would get narrower, and unfolds when there is room again', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    Object.assign(layout, { bar: 1280, content: 1000, title: 330 });
    const { container } = render(<Bar content="a" />);
    stubLayout(container);
    const bar = container.querySelector<HTMLElement>('.container-fluid')!;
    await act(async () => observed?.());
    // 280 px left for the title: truncated, on one line.
    expect(bar.dataset.folded).toBe('false');
    await resize(1000 + BRAND_MIN_PX - 10);
    expect(bar.dataset.folded).toBe('true');
    await resize(1100);
    expect(bar.dataset.folded).toBe('true');
    await resize(1000 + BRAND_MIN_PX);
    expect(bar.dataset.folded).toBe('false');
  });

  it('measures new content on one line again: fewer entries may fit where more did not', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    Object.assign(layout, { bar: 1100, content: 1000, title: 330 });
    const { container, rerender } = render(<Bar content="visitor" />);
    stubLayout(container);
    const bar = container.querySelector<HTMLElement>('.container-fluid')!;
    await act(async () => observed?.());
    expect(bar.dataset.folded).toBe('true');
    layout.content = 600;
    await act(async () => rerender(<Bar content="logged in" />));
    expect(bar.dataset.folded).toBe('false');
  });

  it('leaves the folding to the style sheet below 992 px', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    Object.assign(layout, { bar: 375, content: 1000, title: 330 });
    const { container } = render(<Bar content="a" />);
    stubLayout(container);
    await act(async () => observed?.());
    expect(container.querySelector<HTMLElement>('.container-fluid')!.dataset.folded).toBe('false');
  });
});
