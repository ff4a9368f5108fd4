import type { Page, Request } from '@playwright/test';

/** Playwright's `waitForLoadState('networkidle')` waits until no request has been in flight for
 *  500 ms, which never happens while the map listens to its live updates: that event stream
 *  (GET /api/v1/gis/events, docs/product.md §21) stays open. These wait for every other request. */

/** Requests in flight per tracked page, the live updates' stream left out. */
const inFlight = new WeakMap<Page, Set<Request>>();
const isEventStream = (request: Request) => new URL(request.url()).pathname === '/api/v1/gis/events';

/** Starts counting the requests of `page` (the `page` fixture does it for every test's page). */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return;
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => { if (!isEventStream(r)) open.add(r); });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
}

/** Resolves once no request of `page` but the event stream has been in flight for 500 ms (at
 *  most `timeout` ms); throws for a page that trackRequests was not called for. */
export async function networkSettled(page: Page, timeout = 30_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkSettled: the page was not tracked (trackRequests)');
  await page.waitForLoadState('load');
  const deadline = Date.now() + timeout;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    if (Date.now() > deadline) throw new Error(`networkSettled: still in flight after ${timeout} ms: ${[...open].map((r) => r.url()).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (open.size > 0) quietSince = Date.now();
  }
}
