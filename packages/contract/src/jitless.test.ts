import { afterAll, describe, expect, it } from 'vitest';

describe('jitless (docs/runtime.md §3)', () => {
  afterAll(() => { delete (globalThis as { document?: unknown }).document; });

  it("switches zod to its jitless mode in a browser, set before zod loads", async () => {
    (globalThis as { document?: unknown }).document = {};
    await import('./jitless.js');
    const { config, z } = await import('zod');
    expect(config().jitless).toBe(true);
    // Object schemas still parse without their compiled fast path.
    expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
