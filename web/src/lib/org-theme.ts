import { mainColourOf } from '@mitmachkarte/contract';
import { useEffect } from 'react';
import { useOrg } from './org';

/** `hex` (#rrggbb) darkened by `share` (0..1) towards black, as r, g, b (0..255). */
function darker(hex: string, share: number): [number, number, number] {
  return [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - share))) as [number, number, number];
}
const css = ([r, g, b]: [number, number, number]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** Sets the attribute `name` of the element `selector` in the document's head to `value` while it
 *  is not null, and back to what index.html wrote when it goes. */
function useHeadAttribute(selector: string, name: string, value: string | null): void {
  useEffect(() => {
    const element = document.head.querySelector(selector);
    if (!element || value === null) return;
    const before = element.getAttribute(name);
    element.setAttribute(name, value);
    return () => {
      if (before === null) element.removeAttribute(name);
      else element.setAttribute(name, before);
    };
  }, [selector, name, value]);
}

/** Gives the page the organisation's main colour (setting farbe_haupt, docs/product.md §10.2): as
 *  CSS variables and the class `org-theme` on <html>, which styles.css turns into Bootstrap's
 *  primary, its buttons and the links, and as the browser's theme colour; and its logo's icon as the tab's icon. Only a colour the settings catalogue accepts (contract
 *  mainColourOf: dark enough for white text, 4.5 : 1) is used; without one the product's colours stay. */
export function useOrgTheme(): void {
  const org = useOrg();
  const colour = mainColourOf(org?.Other ?? {});
  useHeadAttribute('meta[name="theme-color"]', 'content', colour);
  // The tab's icon: the logo's square icon (transparent), which the installed app has too.
  useHeadAttribute('link[rel="icon"]', 'href', org?.Logo?.IconUrl ?? null);
  useHeadAttribute('link[rel="icon"]', 'type', org?.Logo ? 'image/png' : null);
  useEffect(() => {
    if (!colour) return;
    const root = document.documentElement;
    const dark = darker(colour, 0.2);
    const vars: Record<string, string> = {
      '--mk-primary': colour,
      '--mk-primary-rgb': darker(colour, 0).join(', '),
      '--mk-primary-dark': css(dark),
      '--mk-primary-dark-rgb': dark.join(', '),
    };
    for (const [name, value] of Object.entries(vars)) root.style.setProperty(name, value);
    root.classList.add('org-theme');
    return () => {
      for (const name of Object.keys(vars)) root.style.removeProperty(name);
      root.classList.remove('org-theme');
    };
  }, [colour]);
}
