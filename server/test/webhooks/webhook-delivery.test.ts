import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Point, WebhookDelivery, WebhookWithSecret } from '@mitmachkarte/contract';
import { BACKOFF_MS, MAX_ATTEMPTS } from '../../src/modules/webhooks/webhook-sender.service.js';
import { addPoint, API, createPointsWorld, type PointsWorld, validAnswers } from '../points-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { startReceiver, verifySignature } from './webhook-receiver.js';

/** Webhook deliveries (docs/product.md §24.6; docs/decisions/0045) to a real receiving HTTP server:
 *  signed as Stripe signs, retried with backoff after failures, only for what the public sees,
 *  nothing for paused webhooks. The app allows local targets (WEBHOOK_LOCAL_TARGETS), as in
 *  development; webhook-target.test.ts shows the production refusals. */
let t: TestApp;
let w: PointsWorld;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let hook: WebhookWithSecret;

beforeAll(async () => {
  t = await createTestApp({ env: { WEBHOOK_LOCAL_TARGETS: 'true' }, rateLimits: { anonPointsPerHour: 1000 } });
  w = await createPointsWorld(t);
  receiver = await startReceiver();
  const res = await w.owner.post(`${API}/gis/workspace/${w.workspaces.pub}/webhooks`, { Url: receiver.url, Events: ['entry.created', 'entry.changed', 'entry.status_changed', 'comment.created'] });
  expect(res.statusCode, res.body).toBe(200);
  hook = res.json() as WebhookWithSecret;
});
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});
beforeEach(async () => {
  // Every test starts with an empty outbox and an empty receiver.
  await t.app.webhookSender.drain(new Date(Date.now() + 48 * 3600_000));
  await t.db.deleteFrom('webhook_deliveries').execute();
  receiver.received.length = 0;
});

const drain = (at = new Date()) => t.app.webhookSender.drain(at);
const deliveries = async () => (await w.owner.get(`${API}/gis/webhook/${hook.ID}/deliveries`)).json() as WebhookDelivery[];
const entry = (layer = w.layers.open, extra: Record<string, unknown> = {}) => ({ Layer: layer, Latitude: 51.3, Longitude: 9.47, Attributes: validAnswers(), ...extra });

describe('a delivery', () => {
  it('is signed with the secret over timestamp and raw body, with event and delivery headers, and carries only public data', async () => {
    const p = await addPoint(w.owner, entry());
    expect(await drain()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(verifySignature(hook.Secret, got.headers['mitmachkarte-signature'] as string, got.body)).toBe(true);
    expect(verifySignature('whsec_falsch', got.headers['mitmachkarte-signature'] as string, got.body)).toBe(false);
    expect(verifySignature(hook.Secret, got.headers['mitmachkarte-signature'] as string, `${got.body} `)).toBe(false);
    expect(got.headers['mitmachkarte-event']).toBe('entry.created');
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
    const [logged] = await deliveries();
    expect(got.headers['mitmachkarte-delivery']).toBe(logged!.ID);
    expect(logged).toMatchObject({ Event: 'entry.created', State: 'delivered', Attempts: 1, HttpStatus: 200, Error: '', NextAttemptAt: null });
    expect(got.json).toMatchObject({
      id: logged!.EventID, type: 'entry.created', project: { id: w.workspaces.pub, name: 'Öffentlich' },
      entry: {
        id: p.ID, layer: { id: w.layers.open, name: 'Offen' }, title: 'Frosch am Ufer', category: { key: 'Klar', label: 'Klar' },
        lat: 51.3, lng: 9.47, geometry: { type: 'Point', coordinates: [9.47, 51.3] }, attributes: validAnswers(), official_answer: null,
      },
    });
    expect((got.json.entry as { url: string }).url).toContain(`punkt=${p.ID}`);
    expect(Object.keys(got.json).sort()).toEqual(['created', 'entry', 'id', 'project', 'type']);
    // Nothing of the author: no account id, name or address.
    for (const secret of [w.userIds.owner, 'Eigentümerin', '@example']) expect(got.body).not.toContain(secret);
  });

  it('carries a line\'s GeoJSON geometry next to its centre (docs/product.md §24.6, §25.1)', async () => {
    const created = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: 'Wege', Public: true, Editable: true, Geometries: ['line'] });
    const LINE = { type: 'LineString', coordinates: [[9.47, 51.3], [9.48, 51.31]] };
    const p = await addPoint(w.owner, { Layer: (created.json() as { ID: string }).ID, Geometry: LINE });
    expect(await drain()).toBe(1);
    expect(receiver.received[0]!.json).toMatchObject({ entry: { id: p.ID, lat: p.Latitude, lng: p.Longitude, geometry: LINE } });
  });

  it('is retried after 500s with the same id and body, and succeeds', async () => {
    receiver.answer(500, 503);
    await addPoint(w.owner, entry());
    const start = new Date();
    expect(await drain(start)).toBe(0);
    let [d] = await deliveries();
    expect(d).toMatchObject({ State: 'pending', Attempts: 1, HttpStatus: 500, Error: 'HTTP 500' });
    expect(Date.parse(d!.NextAttemptAt!) - start.getTime()).toBe(BACKOFF_MS[0]);
    // Not before it is due.
    expect(await drain(new Date(start.getTime() + BACKOFF_MS[0] - 1000))).toBe(0);
    expect(receiver.received).toHaveLength(1);
    const second = new Date(start.getTime() + BACKOFF_MS[0]);
    expect(await drain(second)).toBe(0);
    [d] = await deliveries();
    expect(d).toMatchObject({ State: 'pending', Attempts: 2, HttpStatus: 503 });
    expect(Date.parse(d!.NextAttemptAt!) - second.getTime()).toBe(BACKOFF_MS[1]);
    expect(await drain(new Date(second.getTime() + BACKOFF_MS[1]))).toBe(1);
    [d] = await deliveries();
    expect(d).toMatchObject({ State: 'delivered', Attempts: 3, HttpStatus: 200, Error: '', NextAttemptAt: null });
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.headers['mitmachkarte-delivery'])).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    for (const r of receiver.received) expect(verifySignature(hook.Secret, r.headers['mitmachkarte-signature'] as string, r.body)).toBe(true);
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 12 h and is marked failed after the sixth failure', async () => {
    receiver.answer(...Array<number>(MAX_ATTEMPTS).fill(500));
    await addPoint(w.owner, entry());
    let at = new Date();
    const waits: number[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await drain(at);
      const [d] = await deliveries();
      expect(d!.Attempts).toBe(attempt);
      if (attempt === MAX_ATTEMPTS) {
        expect(d).toMatchObject({ State: 'failed', NextAttemptAt: null, HttpStatus: 500 });
        break;
      }
      const next = Date.parse(d!.NextAttemptAt!);
      waits.push(next - at.getTime());
      at = new Date(next);
    }
    expect(waits).toEqual([60_000, 300_000, 1_800_000, 7_200_000, 43_200_000]);
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
    // A failed delivery is not tried again.
    expect(await drain(new Date(at.getTime() + 48 * 3600_000))).toBe(0);
    expect(receiver.received).toHaveLength(MAX_ATTEMPTS);
  });

  it('notes a network error (nobody listens) and retries', async () => {
    const closed = await startReceiver();
    await closed.close();
    const res = await w.owner.put(`${API}/gis/webhook/${hook.ID}`, { Url: closed.url, Events: ['entry.created'], Active: true });
    expect(res.statusCode, res.body).toBe(200);
    try {
      await addPoint(w.owner, entry());
      await drain();
      const [d] = await deliveries();
      expect(d).toMatchObject({ State: 'pending', Attempts: 1, HttpStatus: null });
      expect(d!.Error).toMatch(/ECONNREFUSED/);
    } finally {
      await w.owner.put(`${API}/gis/webhook/${hook.ID}`, { Url: receiver.url, Events: ['entry.created', 'entry.changed', 'entry.status_changed', 'comment.created'], Active: true });
    }
  });
});

describe('what is delivered', () => {
  it('nothing for entries the public does not see: on a hidden map, not public, waiting for approval', async () => {
    await addPoint(w.owner, entry(w.layers.hidden, { Attributes: {} }));
    await addPoint(w.owner, entry(w.layers.open, { Public: false }));
    await t.db.updateTable('layers').set({ premoderation: 1 }).where('id', '=', w.layers.open).execute();
    let waiting: Point;
    try {
      waiting = await addPoint(w.user, entry());
      expect(waiting.Moderation).toMatchObject({ State: 'pending' });
    } finally {
      await t.db.updateTable('layers').set({ premoderation: 0 }).where('id', '=', w.layers.open).execute();
    }
    expect(await t.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
    await drain();
    expect(receiver.received).toEqual([]);
    // Approved by the team, it counts as created then.
    const shown = await w.owner.post(`${API}/gis/moderation/show`, { PointID: waiting.ID });
    expect(shown.statusCode, shown.body).toBe(200);
    await drain();
    expect(receiver.received.map((r) => [r.json.type, (r.json.entry as { id: string }).id])).toEqual([['entry.created', waiting.ID]]);
  });

  it('nothing for entries of private projects, which the public cannot see', async () => {
    const res = await w.owner.post(`${API}/gis/workspace/${w.workspaces.priv}/webhooks`, { Url: receiver.url, Events: ['entry.created'] });
    expect(res.statusCode, res.body).toBe(200);
    await addPoint(w.owner, entry(w.layers.private, { Attributes: {} }));
    expect(await t.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
  });

  it('status changes, changes and comments, each as its event', async () => {
    const p = await addPoint(w.owner, entry());
    const layer = await t.db.selectFrom('layers').select('statuses').where('id', '=', w.layers.open).executeTakeFirstOrThrow();
    const statuses = JSON.parse(layer.statuses) as { Key: string; Label: string }[];
    expect((await w.owner.put(`${API}/gis/point/${p.ID}/status`, { Status: statuses[1]!.Key, Note: 'intern?' })).statusCode).toBe(200);
    expect((await w.owner.put(`${API}/gis/point/${p.ID}`, { ...entry(), Attributes: { ...validAnswers(), Titel: { DataType: 'text', Value: 'Kröte am Ufer' } } })).statusCode).toBe(200);
    expect((await w.user.post(`${API}/gis/comment`, { PointID: p.ID, Text: 'Habe ich auch gesehen.' })).statusCode).toBe(200);
    await drain();
    const byType = Object.fromEntries(receiver.received.map((r) => [r.json.type as string, r.json]));
    expect(Object.keys(byType).sort()).toEqual(['comment.created', 'entry.changed', 'entry.created', 'entry.status_changed']);
    expect(byType['entry.status_changed']).toMatchObject({
      entry: { status: { key: statuses[1]!.Key, label: statuses[1]!.Label } }, previous_status: { key: statuses[0]!.Key, label: statuses[0]!.Label },
    });
    expect(JSON.stringify(byType['entry.status_changed'])).not.toContain('intern?');
    expect(byType['entry.changed']).toMatchObject({ entry: { title: 'Kröte am Ufer' } });
    expect(byType['comment.created']).toMatchObject({ comment: { text: 'Habe ich auch gesehen.' }, entry: { id: p.ID } });
    expect(JSON.stringify(byType['comment.created'])).not.toContain(w.userIds.user);
  });

  it('nothing to a paused webhook; a test event still goes to it at once', async () => {
    expect((await w.owner.put(`${API}/gis/webhook/${hook.ID}`, { Url: receiver.url, Events: ['entry.created'], Active: false })).statusCode).toBe(200);
    try {
      await addPoint(w.owner, entry());
      expect(await t.db.selectFrom('webhook_deliveries').selectAll().execute()).toEqual([]);
      const ping = await w.owner.post(`${API}/gis/webhook/${hook.ID}/test`);
      expect(ping.statusCode, ping.body).toBe(200);
      expect(ping.json()).toMatchObject({ Event: 'ping', State: 'pending', Attempts: 0 });
      // The test event is kicked at once; drain waits for that run.
      await drain();
      expect(receiver.received.map((r) => r.json.type)).toEqual(['ping']);
      expect(receiver.received[0]!.json).toMatchObject({ type: 'ping', project: { id: w.workspaces.pub }, webhook: { id: hook.ID } });
      expect((await deliveries())[0]).toMatchObject({ Event: 'ping', State: 'delivered', HttpStatus: 200 });
    } finally {
      await w.owner.put(`${API}/gis/webhook/${hook.ID}`, { Url: receiver.url, Events: ['entry.created', 'entry.changed', 'entry.status_changed', 'comment.created'], Active: true });
    }
  });

  it('signs with the new secret after a rotation only', async () => {
    const rotated = await w.owner.post(`${API}/gis/webhook/${hook.ID}/secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = rotated.json() as WebhookWithSecret;
    expect(fresh.Secret).not.toBe(hook.Secret);
    await addPoint(w.owner, entry());
    await drain();
    const got = receiver.received[0]!;
    expect(verifySignature(fresh.Secret, got.headers['mitmachkarte-signature'] as string, got.body)).toBe(true);
    expect(verifySignature(hook.Secret, got.headers['mitmachkarte-signature'] as string, got.body)).toBe(false);
    hook = fresh;
  });
});

describe('the log', () => {
  it('keeps the newest 100 deliveries of a webhook', async () => {
    for (let i = 0; i < 103; i++) expect((await w.owner.post(`${API}/gis/webhook/${hook.ID}/test`)).statusCode).toBe(200);
    await drain();
    const rows = await t.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook.ID).execute();
    expect(rows.length).toBeLessThanOrEqual(103);
    expect((await w.owner.post(`${API}/gis/webhook/${hook.ID}/test`)).statusCode).toBe(200);
    await drain();
    const kept = await t.db.selectFrom('webhook_deliveries').select('id').where('webhook_id', '=', hook.ID).execute();
    expect(kept.length).toBe(100);
    expect(await deliveries()).toHaveLength(100);
  });
});
