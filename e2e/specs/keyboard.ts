/** Keyboard helpers for the accessibility specs (docs/product.md §13): move the focus with Tab only,
 *  check that the focused element shows a focus indicator, and that a modal keeps the focus. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element has the keyboard focus. */
export const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** A short description of the focused element, for failure messages. */
export const focusedElement = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  if (!el) return '(none)';
  const name = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? el.textContent?.trim().slice(0, 40) ?? '';
  return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${name}`;
});

/** Presses `key` (Tab by default) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  if (!(await hasFocus(target))) throw new Error(`${key} ×${max} did not reach ${target}; focus is on ${await focusedElement(page)}`);
}

/** Whether the focused element draws a focus indicator: an outline (also the browser's 'auto'
 *  ring) or a box shadow (Bootstrap's focus ring) — WCAG 2.4.7. */
export const focusIsVisible = (page: Page) => page.evaluate(() => {
  const el = document.activeElement;
  if (!el || el === document.body) return false;
  const s = getComputedStyle(el);
  const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
  return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
});

/** Presses Tab up to `count` times, until the focus leaves the end of the page, and expects
 *  every stop to show a focus indicator; returns the stops. */
export async function expectVisibleFocusOnTabStops(page: Page, count: number): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement === document.body)) break;
    const stop = await focusedElement(page);
    stops.push(stop);
    expect(await focusIsVisible(page), `no visible focus on ${stop}, after ${stops.slice(-4, -1).join(' / ')}`).toBe(true);
  }
  return stops;
}

/** Presses Tab (and then Shift+Tab) `count` times each and expects the focus to stay inside the
 *  dialog every time (a focus trap, WCAG 2.4.3). */
export async function expectFocusTrapped(page: Page, dialog: Locator, count = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < count; i++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((d) => d.contains(document.activeElement));
      expect(inside, `${key} ×${i + 1} left the dialog: focus on ${await focusedElement(page)}`).toBe(true);
    }
  }
}
