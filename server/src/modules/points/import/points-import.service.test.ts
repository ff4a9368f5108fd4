import { describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/app-error.js';
import { oneAtATime } from './points-import.service.js';

describe('oneAtATime: one import at a time in a process (docs/product.md §18.6)', () => {
  it('refuses a second import while one runs with 429 and Retry-After, and takes the next once it has ended', async () => {
    let finish!: (value: string) => void;
    const running = oneAtATime(() => new Promise<string>((resolve) => { finish = resolve; }));
    const refused = await oneAtATime(async () => 'zweiter').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, retryAfterSeconds: 60, message: 'Gerade läuft ein anderer Import. Bitte versuchen Sie es in einer Minute erneut.' });
    finish('erster');
    expect(await running).toBe('erster');
    expect(await oneAtATime(async () => 'dritter')).toBe('dritter');
  });

  it('frees the slot also when an import fails', async () => {
    await expect(oneAtATime(async () => { throw new Error('kaputt'); })).rejects.toThrow('kaputt');
    expect(await oneAtATime(async () => 'weiter')).toBe('weiter');
  });
});
