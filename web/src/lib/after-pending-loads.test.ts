import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { afterPendingLoads } from './session';

/** A login waits for the loads sent before it (lib/session.ts afterPendingLoads). */
describe('afterPendingLoads', () => {
  it('resolves at once when nothing loads', async () => {
    await expect(afterPendingLoads(new QueryClient(), 10_000)).resolves.toBeUndefined();
  });

  it('waits until the loads in flight have answered', async () => {
    const qc = new QueryClient();
    const order: string[] = [];
    let answer!: () => void;
    void qc.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<number>((r) => { answer = () => { order.push('answered'); r(1); }; }) });
    const waiting = afterPendingLoads(qc, 10_000).then(() => order.push('login'));
    await new Promise((r) => setTimeout(r, 20));
    expect(order).toEqual([]);
    answer();
    await waiting;
    expect(order).toEqual(['answered', 'login']);
  });

  it('gives up after its time limit', async () => {
    const qc = new QueryClient();
    void qc.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<number>(() => undefined) });
    const started = Date.now();
    await afterPendingLoads(qc, 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});
