import { mainColourOf } from '@mitmachkarte/contract';
import { useEffect } from 'react';
import { useOrg } from './org';

/** `hex` (#rrggbb) darkened by `share` (0..1) towards black, as r, g, b (0..255). */
function darker(hex: string, share: number): [number, number, number] {
  return [1, 3, 5].map((i) => Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - share))) as [number, number, number];
}
const css = ([r, g, b]: [number, number, number]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** Gives the page the organisation's main colour (setting farbe_haupt, docs/product.md §10.2): as
 *  CSS variables and the class `org-theme` on <html>, which styles.css turns into Bootstrap's
 *  primary, its buttons and the links. Only a colour the settings catalogue accepts (contract
 *  mainColourOf: dark enough for white text, 4.5 : 1) is used; without one the product's colours stay. */
export function useOrgTheme(): void {
  const colour = mainColourOf(useOrg()?.Other ?? {});
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
