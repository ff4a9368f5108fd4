import { useSyncExternalStore } from 'react';

/** Whether the visitor reads the pages' texts in Leichte Sprache (docs/product.md §23.2): switched
 *  on the start page and on /leichte-sprache, kept in this browser (`localStorage`
 *  `leichte-sprache`). Where a block has no Leichte Sprache text, the page shows its German. */

export const LEICHTE_SPRACHE_KEY = 'leichte-sprache';

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(LEICHTE_SPRACHE_KEY) === 'ja';
  } catch {
    return false;
  }
}

let current: boolean | undefined;
const snapshot = () => (current ??= read());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches Leichte Sprache on or off for every page and keeps the choice (for this visit only
 *  where the browser keeps nothing). */
export function setLeichteSprache(on: boolean): void {
  try {
    if (on) localStorage.setItem(LEICHTE_SPRACHE_KEY, 'ja');
    else localStorage.removeItem(LEICHTE_SPRACHE_KEY);
  } catch {
    // Not kept: the choice holds for this visit.
  }
  current = on;
  listeners.forEach((l) => l());
}

/** [on, switch]: whether the pages show their Leichte Sprache texts, and the switch. */
export function useLeichteSprache(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, snapshot, () => false);
  return [on, setLeichteSprache];
}
