/** Resolves in a task of its own (a zero-delay timer): work after `await nextTask()` runs apart
 *  from what came before it, so that the browser can paint and answer input in between. Several
 *  short tasks keep a phone from answering a tap for less time than one long one (Total Blocking
 *  Time, long tasks over 50 ms; docs/runtime.md §3). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
