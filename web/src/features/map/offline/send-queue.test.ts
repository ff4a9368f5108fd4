import type { CreatePointBody, Point } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import type { QueuedEntry } from '../../../lib/offline/db';
import type { QueueStore } from './queue-store';
import { isRefusal, sendQueue, withUploadedPhotos, type Sender } from './send-queue';

/** A queue in memory with the same contract as the IndexedDB one. */
function memoryQueue(entries: QueuedEntry[], photos: Record<string, Blob> = {}): QueueStore & { entries: QueuedEntry[] } {
  const store = {
    entries: entries.map((e, i): QueuedEntry => ({ ...e, seq: i + 1 })),
    list: async () => store.entries.map((e) => ({ ...e })),
    put: async (entry: QueuedEntry) => {
      store.entries = store.entries.map((e) => (e.seq === entry.seq ? { ...entry } : e));
    },
    remove: async (entry: QueuedEntry) => {
      store.entries = store.entries.filter((e) => e.seq !== entry.seq);
    },
    photo: async (id: string) => photos[id],
  };
  return store;
}

const body = (name: string, photo?: string): CreatePointBody => ({
  Layer: 'layer-1', Latitude: 52.5, Longitude: 13.4, Altitude: 0,
  Attributes: { Gewaessername: { DataType: 'text', Value: name }, ...(photo ? { Foto: { DataType: 'image', Value: photo } } : {}) },
});
const entry = (name: string, photo?: string): QueuedEntry => ({
  body: body(name, photo), idempotencyKey: `key-${name}`, layerName: 'Gewässer', categoryLabel: 'Trüb',
  savedAt: '2026-11-27T00:00:00.000Z', uploaded: {}, state: 'pending',
});

/** A sender that records its calls and answers as `create` says. */
function recordingSender(create: (body: CreatePointBody, key: string) => Promise<Point>) {
  const calls: string[] = [];
  let uploads = 0;
  const sender: Sender = {
    upload: async () => {
      calls.push('upload');
      return `image-${++uploads}`;
    },
    create: async (b, key) => {
      calls.push(`create ${String(b.Attributes.Gewaessername?.Value)} ${key}`);
      return create(b, key);
    },
  };
  return { sender, calls };
}
const stored = (b: CreatePointBody) => ({ ID: `p-${String(b.Attributes.Gewaessername?.Value)}`, Layer: b.Layer, Attributes: b.Attributes } as unknown as Point);

describe('sendQueue', () => {
  it('sends in the order of saving, photos first, each with its own key, and empties the queue', async () => {
    const queue = memoryQueue([entry('A', 'local:1'), entry('B'), entry('C', 'local:3')], { 'local:1': new Blob(['1']), 'local:3': new Blob(['3']) });
    const { sender, calls } = recordingSender(async (b) => stored(b));
    const result = await sendQueue(queue, sender);
    expect(calls).toEqual(['upload', 'create A key-A', 'create B key-B', 'upload', 'create C key-C']);
    expect(result.sent.map((p) => p.ID)).toEqual(['p-A', 'p-B', 'p-C']);
    expect(result.sent[0]?.Attributes.Foto?.Value).toBe('image-1');
    expect(queue.entries).toEqual([]);
  });

  it('stops at a lost answer and keeps the entry with its uploaded photo: the next pass uploads nothing again and resends the same key', async () => {
    const queue = memoryQueue([entry('A', 'local:1'), entry('B')], { 'local:1': new Blob(['1']) });
    let first = true;
    const { sender, calls } = recordingSender(async (b) => {
      if (first) {
        first = false;
        throw new ApiError(0, 'Der Server ist nicht erreichbar.');
      }
      return stored(b);
    });
    expect(await sendQueue(queue, sender)).toMatchObject({ sent: [], refused: 0, waiting: 2 });
    expect(queue.entries).toHaveLength(2);
    expect(queue.entries[0]?.uploaded).toEqual({ 'local:1': 'image-1' });
    const again = await sendQueue(queue, sender);
    expect(again.sent).toHaveLength(2);
    expect(calls).toEqual(['upload', 'create A key-A', 'create A key-A', 'create B key-B']);
  });

  it('marks a refused entry with the server’s German reason, goes on with the next, and leaves it out of later passes', async () => {
    const queue = memoryQueue([entry('A'), entry('B')]);
    const { sender, calls } = recordingSender(async (b) => {
      if (b.Attributes.Gewaessername?.Value === 'A') {
        throw new ApiError(400, 'Die Eingaben sind ungültig.', [{ Field: 'Attributes.Geruch', Message: 'Bitte beantworten Sie diese Frage.' }]);
      }
      return stored(b);
    });
    expect(await sendQueue(queue, sender)).toMatchObject({ refused: 1, waiting: 0 });
    expect(queue.entries).toEqual([expect.objectContaining({ state: 'refused', reason: 'Die Eingaben sind ungültig. Bitte beantworten Sie diese Frage.' })]);
    await sendQueue(queue, sender);
    expect(calls).toEqual(['create A key-A', 'create B key-B']);
  });

  it('marks an entry as tried before its POST, so that a change after a lost answer keeps the key', async () => {
    const queue = memoryQueue([entry('A')]);
    const { sender } = recordingSender(async () => {
      throw new ApiError(0, 'Der Server ist nicht erreichbar.');
    });
    await sendQueue(queue, sender);
    expect(queue.entries[0]).toMatchObject({ state: 'pending', tried: true });
  });

  it('refuses an entry whose kept photo is gone instead of sending it without', async () => {
    const queue = memoryQueue([entry('A', 'local:weg')]);
    const { sender, calls } = recordingSender(async (b) => stored(b));
    expect((await sendQueue(queue, sender)).refused).toBe(1);
    expect(calls).toEqual([]);
    expect(queue.entries[0]?.reason).toMatch(/Foto/);
  });
});

describe('isRefusal', () => {
  it('takes 4xx as a refusal, but not 408, 429, 5xx or no answer', () => {
    expect([400, 401, 403, 404, 409, 413].map((s) => isRefusal(new ApiError(s, '')))).toEqual([true, true, true, true, true, true]);
    expect([0, 408, 429, 500, 503].map((s) => isRefusal(new ApiError(s, '')))).toEqual([false, false, false, false, false]);
    expect(isRefusal(new Error('x'))).toBe(false);
  });
});

describe('withUploadedPhotos', () => {
  it('replaces kept photos by their uploaded ids and leaves other answers alone', () => {
    const b = withUploadedPhotos(body('A', 'local:1'), { 'local:1': 'image-9' });
    expect(b.Attributes).toEqual({ Gewaessername: { DataType: 'text', Value: 'A' }, Foto: { DataType: 'image', Value: 'image-9' } });
  });
});
