import { useSyncExternalStore } from 'react';

/** The update waiting for „neu laden“, or undefined while the running version is the newest. */
let waiting: (() => void) | undefined;
const listeners = new Set<() => void>();
let registered = false;

/** Registers the service worker src/sw.ts (docs/runtime.md §6) once per page, from the map:
 *  the start page loads none of it. A new version found later installs beside the running one and
 *  waits: the page offers „Neue Version verfügbar – neu laden“ (useWaitingUpdate), and only that
 *  button lets it take over, after which the page reloads, so that no page runs half old, half new
 *  code. Not in development (Vite serves no service worker there). */
export async function registerServiceWorker(): Promise<void> {
  if (registered || import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  registered = true;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    waiting = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    listeners.forEach((l) => l());
  });
  await wb.register();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting update's „neu laden“, re-rendering when one is found. */
export const useWaitingUpdate = (): (() => void) | undefined => useSyncExternalStore(subscribe, () => waiting);
