import { type AttributeValue, DEFAULT_STATUSES, type ReviewFilter, type ReviewSort, type ReviewStats } from '@mitmachkarte/contract';
import { newId } from '../src/lib/ids.js';
import { mulberry32 } from '../src/lib/seeded-random.js';
import { histogram } from '../src/modules/review/review-stats.presenter.js';
import { cellOf } from '../src/db/map-cells.js';
import { refreshPointStatistics } from '../src/db/planner-statistics.js';
import { expect } from 'vitest';
import { createUser } from './factories.js';
import { API, createPointsWorld, type PointsWorld } from './points-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

/** The review world's questionnaire: every type the review table sorts by its own rule. */
export const REVIEW_SCHEMA = {
  Categories: [
    { Name: 'Wasser', Label: 'Wasser', Children: [{ Name: 'Klar', Label: 'Klar' }, { Name: 'Trueb', Label: 'Trüb' }] },
    { Name: 'Tiere', Label: 'Tiere', Children: [{ Name: 'Fische', Label: 'Fische' }, { Name: 'Voegel', Label: 'Vögel' }] },
  ],
  Schema: [
    { Name: 'Hinweis', DataType: 'label', Question: 'Danke!' },
    { Name: 'Titel', DataType: 'text', Question: 'Was ist zu sehen?' },
    { Name: 'Beschreibung', DataType: 'text_multi', Optional: true },
    { Name: 'Art', DataType: 'single', Question: 'Wie oft?', Options: [{ Key: 'haeufig', Label: 'Häufig' }, { Key: 'mittel', Label: 'Mittel' }, { Key: 'selten', Label: 'Selten' }] },
    { Name: 'Merkmale', DataType: 'multiple', Optional: true, Options: [{ Key: 'a', Label: 'Algen' }, { Key: 'b', Label: 'Blasen' }, { Key: 'c', Label: 'Schaum' }] },
    { Name: 'Gesehen', DataType: 'boolean', Question: 'Selbst gesehen?' },
    { Name: 'Anteil', DataType: 'percent' },
    { Name: 'Tiefe', DataType: 'number', Question: 'Tiefe (m)' },
    { Name: 'Foto', DataType: 'image', Optional: true },
  ],
};
const CATEGORY_ORDER = ['Wasser', 'Klar', 'Trueb', 'Tiere', 'Fische', 'Voegel'];
const SUBTREE: Record<string, string[]> = { Wasser: ['Wasser', 'Klar', 'Trueb'], Tiere: ['Tiere', 'Fische', 'Voegel'] };
const LABELS: Record<string, string> = { a: 'Algen', b: 'Blasen', c: 'Schaum', haeufig: 'Häufig', mittel: 'Mittel', selten: 'Selten' };
const STATUS_ORDER = DEFAULT_STATUSES.map((s) => s.Key);

/** A seeded point and everything the reference needs of it. */
export type Seeded = {
  id: string; created: string; lat: number; lng: number; status: string; moderation: '' | 'hidden' | 'pending'; public: 0 | 1;
  deleted: boolean; answers: Record<string, AttributeValue>; up: number; down: number; comments: number;
};


const TITLES = ['Ärger am Ufer', 'ärger', 'Öl auf dem Wasser', 'Überlauf 100% voll', 'a_b Test', 'ab Test', 'Straße kaputt', 'zebra', 'Zebra', 'apfel', 'Apfel', 'Brücke', 'Jahr'];
/** Instants that many points share (ties broken by id), at and around Berlin's midnights. */
const SHARED = ['2026-03-29T00:30:00.000Z', '2026-06-15T22:00:00.000Z', '2026-06-15T21:59:59.999Z', '2026-12-31T23:00:00.000Z', '2026-10-25T00:00:00.000Z'];

/** Writes `count` points into `layerId` straight into the database (randomised by `seed`, but the
 *  same every run): answers of every type (some missing, some of an older questionnaire), four
 *  categories in two levels, one removed and none, the default statuses and one removed,
 *  moderation states, non-public and deleted points, shared creation times; votes of 12 users
 *  and comments. Returns what was written. */
export async function seedReviewPoints(t: TestApp, layerId: string, count: number, seed: number): Promise<Seeded[]> {
  const next = mulberry32(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const voters = [];
  for (let i = 0; i < 12; i++) voters.push((await createUser(t.db, { name: `Wähler ${i}` })).id);
  const points: Seeded[] = [];
  const start = Date.parse('2026-01-01T00:00:00.000Z');
  for (let i = 0; i < count; i++) {
    const answers: Record<string, AttributeValue> = {};
    const r = next();
    if (r < 0.9) answers.category = { DataType: 'category', Value: pick(['Klar', 'Trueb', 'Fische', 'Voegel', 'Klar', 'Fische']) };
    else if (r < 0.95) answers.category = { DataType: 'category', Value: pick(['Weg', 'Wasser']) };
    if (next() < 0.95) answers.Titel = { DataType: 'text', Value: `${pick(TITLES)} ${Math.floor(next() * 30)}` };
    if (next() < 0.4) answers.Beschreibung = { DataType: 'text_multi', Value: pick(['Sieht schlimm aus.\nBitte prüfen', 'nichts', 'JA, wirklich']) };
    if (next() < 0.9) answers.Art = { DataType: 'single', Value: pick(['haeufig', 'mittel', 'selten', 'selten', 'alt']) };
    if (next() < 0.7) {
      const keys = ['c', 'a', 'b', 'x'].filter(() => next() < 0.45);
      if (keys.length > 0) answers.Merkmale = { DataType: 'multiple', Value: keys };
    }
    if (next() < 0.85) answers.Gesehen = { DataType: 'boolean', Value: next() < 0.6 };
    if (next() < 0.8) answers.Anteil = { DataType: 'percent', Value: Math.floor(next() * 101) };
    const depth = next();
    if (depth < 0.8) answers.Tiefe = { DataType: 'number', Value: Math.round((next() * 60 - 5) * 10) / 10 };
    else if (depth < 0.83) answers.Tiefe = { DataType: 'text', Value: '3,5' }; // from an older questionnaire
    if (next() < 0.1) answers.Alt = { DataType: 'text', Value: pick(['Frühere Frage', 'Ärger von früher']) };
    const created = next() < 0.08 ? pick(SHARED) : new Date(start + Math.floor(next() * 365 * 1440) * 60_000).toISOString();
    const m = next();
    points.push({
      id: newId(), created, lat: Math.round((51.3 + (next() - 0.5) * 0.1) * 1e6) / 1e6, lng: Math.round((9.47 + (next() - 0.5) * 0.16) * 1e6) / 1e6,
      status: next() < 0.02 ? 'archiv' : pick(STATUS_ORDER), moderation: m < 0.05 ? 'hidden' : m < 0.08 ? 'pending' : '',
      // As stored and read back (JSON has no -0).
      public: next() < 0.05 ? 0 : 1, deleted: next() < 0.04, answers: JSON.parse(JSON.stringify(answers)) as Seeded['answers'], up: 0, down: 0, comments: 0,
    });
  }
  const votes: { point_id: string; user_id: string; value: 1 | -1; updated_at: string }[] = [];
  const comments: { id: string; point_id: string; user_id: string; text: string; created_at: string }[] = [];
  for (const p of points) {
    for (const user of voters) {
      if (next() < 0.12) {
        const value = next() < 0.7 ? 1 : -1;
        votes.push({ point_id: p.id, user_id: user, value, updated_at: p.created });
        if (value === 1) p.up++; else p.down++;
      }
    }
    const n = next() < 0.6 ? 0 : Math.floor(next() * 4);
    for (let c = 0; c < n; c++) comments.push({ id: newId(), point_id: p.id, user_id: pick(voters), text: `Kommentar ${c}`, created_at: p.created });
    p.comments = n;
  }
  const chunks = <T>(rows: T[], size: number) => Array.from({ length: Math.ceil(rows.length / size) }, (_, i) => rows.slice(i * size, (i + 1) * size));
  for (const chunk of chunks(points, 400)) {
    await t.db.insertInto('points').values(chunk.map((p) => ({
      id: p.id, layer_id: layerId, latitude: p.lat, longitude: p.lng, cell: cellOf(p.lng, p.lat), altitude: 0, public: p.public, editable: 0, attributes: JSON.stringify(p.answers),
      status: p.status, moderation: p.moderation, created_at: p.created, updated_at: p.created, created_by: null,
      deleted_at: p.deleted ? '2027-01-01T00:00:00.000Z' : null, deleted_by: null,
    }))).execute();
  }
  for (const chunk of chunks(votes, 1000)) await t.db.insertInto('point_votes').values(chunk).execute();
  for (const chunk of chunks(comments, 1000)) await t.db.insertInto('comments').values(chunk).execute();
  // Written straight into the tables, as an import writes them: its refresh of the planner's figures too.
  await refreshPointStatistics(t.db, points.length);
  return points;
}

// The reference: the documented semantics of docs/product.md §18.1, computed in plain JavaScript.

const fold = (s: string) => s.replace(/[A-ZÄÖÜ]/g, (c) => c.toLowerCase());
const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' });
export const dayInBerlin = (iso: string) => berlinDay.format(Date.parse(iso));
const valueOf = (p: Seeded, name: string) => p.answers[name]?.Value;
const categoryOf = (p: Seeded) => { const c = valueOf(p, 'category'); return typeof c === 'string' ? c : null; };

/** The live points that `filter` lets through: by default those the moderation let through,
 *  with `moderation: 'alle'` hidden and waiting ones too. */
export function referenceFilter(points: readonly Seeded[], filter: ReviewFilter): Seeded[] {
  const q = fold((filter.q ?? '').trim());
  const matchesText = (p: Seeded) => Object.values(p.answers).some((a) => (a.DataType === 'text' || a.DataType === 'text_multi') && typeof a.Value === 'string' && fold(a.Value).includes(q))
    || (['haeufig', 'mittel', 'selten'].includes(valueOf(p, 'Art') as string) && fold(LABELS[valueOf(p, 'Art') as string]!).includes(q))
    || (Array.isArray(valueOf(p, 'Merkmale')) && (valueOf(p, 'Merkmale') as string[]).some((k) => ['a', 'b', 'c'].includes(k) && fold(LABELS[k]!).includes(q)))
    || (typeof valueOf(p, 'Gesehen') === 'boolean' && (valueOf(p, 'Gesehen') ? 'ja' : 'nein').includes(q));
  return points.filter((p) => !p.deleted
    && (filter.moderation === 'alle' || p.moderation === '')
    && (!filter.status || p.status === filter.status)
    && (!filter.category || (SUBTREE[filter.category] ?? [filter.category]).includes(categoryOf(p) ?? '\u0000'))
    && (!filter.from || dayInBerlin(p.created) >= filter.from)
    && (!filter.to || dayInBerlin(p.created) <= filter.to)
    && (q === '' || matchesText(p)));
}

type Key = number | string | null;
const rank = (list: readonly string[], key: unknown): Key => (typeof key === 'string' ? (list.includes(key) ? list.indexOf(key) : list.length) : null);

/** The sort keys of a column for one point (NULL: unanswered). */
function keysOf(p: Seeded, sort: ReviewSort): Key[] {
  const v = (name: string) => valueOf(p, name);
  switch (sort) {
    case 'created': return [p.created];
    case 'status': return [rank(STATUS_ORDER, p.status), p.status];
    case 'category': return [rank(CATEGORY_ORDER, categoryOf(p)), categoryOf(p)];
    case 'votesUp': return [p.up];
    case 'votesDown': return [p.down];
    case 'comments': return [p.comments];
    case 'answer:Art': return [rank(['haeufig', 'mittel', 'selten'], v('Art')), typeof v('Art') === 'string' ? v('Art') as string : null];
    case 'answer:Merkmale': {
      const list = v('Merkmale');
      return [Array.isArray(list) && list.length > 0 ? Math.min(...list.map((k) => rank(['a', 'b', 'c'], k) as number)) : null];
    }
    case 'answer:Gesehen': return [typeof v('Gesehen') === 'boolean' ? (v('Gesehen') ? 1 : 0) : null];
    case 'answer:Anteil':
    case 'answer:Tiefe': { const n = v(sort.slice(7)); return [typeof n === 'number' ? n : null]; }
    default: { const s = v(sort.slice(7)); return [typeof s === 'string' ? fold(s) : null]; }
  }
}

/** The points in the order of `sort` and `dir`: NULLs last both ways, ties by id. */
export function referenceSort(points: readonly Seeded[], sort: ReviewSort, dir: 'asc' | 'desc'): Seeded[] {
  const sign = dir === 'asc' ? 1 : -1;
  const keyed = points.map((p) => ({ p, keys: keysOf(p, sort) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.keys.length; i++) {
      const [x, y] = [a.keys[i]!, b.keys[i]!];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * sign;
    }
    return (a.p.id < b.p.id ? -1 : 1) * sign;
  });
  return keyed.map((k) => k.p);
}

/** The figures of the matching points, as GET …/stats should answer them. */
export function referenceStats(points: readonly Seeded[]): ReviewStats {
  const count = <T>(list: T[], key: (x: T) => string | null) => {
    const m = new Map<string | null, number>();
    for (const x of list) m.set(key(x), (m.get(key(x)) ?? 0) + 1);
    return m;
  };
  const list = [...points];
  const created = list.map((p) => p.created).sort();
  const byStatus = count(list, (p) => p.status);
  const byCategory = count(list, categoryOf);
  const paths: Record<string, string> = { Wasser: 'Wasser', Klar: 'Wasser › Klar', Trueb: 'Wasser › Trüb', Tiere: 'Tiere', Fische: 'Tiere › Fische', Voegel: 'Tiere › Vögel' };
  const weeks = new Map<string, number>();
  for (const p of list) {
    const d = new Date(`${dayInBerlin(p.created)}T00:00:00Z`);
    const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
    weeks.set(monday, (weeks.get(monday) ?? 0) + 1);
  }
  const mondays = [...weeks.keys()].sort();
  const ByWeek = [];
  for (let t = Date.parse(`${mondays[0]}T00:00:00Z`); mondays.length > 0 && t <= Date.parse(`${mondays.at(-1)}T00:00:00Z`); t += 7 * 86_400_000) {
    const Week = new Date(t).toISOString().slice(0, 10);
    ByWeek.push({ Week, Count: weeks.get(Week) ?? 0 });
  }
  const answered = (name: string) => list.filter((p) => p.answers[name] !== undefined).length;
  const optionCounts = (name: string, options: string[], values: (p: Seeded) => string[]) => {
    const m = count(list.flatMap((p) => values(p)), (k) => k);
    const others = [...m].filter(([k]) => !options.includes(k!)).sort((a, b) => b[1] - a[1] || (a[0]! < b[0]! ? -1 : 1));
    return [...options.map((k) => ({ Key: k, Label: LABELS[k]!, Count: m.get(k) ?? 0 })), ...others.map(([k, n]) => ({ Key: k!, Label: k!, Count: n }))];
  };
  const numbers = (name: string) => {
    const m = new Map<number, number>();
    for (const p of list) { const v = valueOf(p, name); if (typeof v === 'number') m.set(v, (m.get(v) ?? 0) + 1); }
    return histogram([...m].map(([value, n]) => ({ value, count: n })));
  };
  const cells = count(list, (p) => `${Math.floor(p.lat * 100 + 100000) - 100000}|${Math.floor(p.lng * 100 + 100000) - 100000}`);
  const unknownCategories = [...byCategory].filter(([k]) => k !== null && !CATEGORY_ORDER.includes(k)).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
  return {
    Total: list.length,
    First: created[0] ?? null,
    Last: created.at(-1) ?? null,
    ByCategory: [
      ...CATEGORY_ORDER.map((k) => ({ Key: k, Label: paths[k]!, Count: (SUBTREE[k] ?? [k]).reduce((n, c) => n + (byCategory.get(c) ?? 0), 0) })),
      ...unknownCategories.map(([k, n]) => ({ Key: k!, Label: k!, Count: n })),
      ...(byCategory.get(null) ? [{ Key: '', Label: 'Ohne Kategorie', Count: byCategory.get(null)! }] : []),
    ],
    ByStatus: [
      ...DEFAULT_STATUSES.map((s) => ({ Key: s.Key, Label: s.Label, Count: byStatus.get(s.Key) ?? 0 })),
      ...[...byStatus].filter(([k]) => !STATUS_ORDER.includes(k!)).map(([k, n]) => ({ Key: k!, Label: k!, Count: n })),
    ],
    ByWeek,
    Questions: [
      { Name: 'Titel', Label: 'Was ist zu sehen?', DataType: 'text', Answered: answered('Titel') },
      { Name: 'Beschreibung', Label: 'Beschreibung', DataType: 'text_multi', Answered: answered('Beschreibung') },
      { Name: 'Art', Label: 'Wie oft?', DataType: 'single', Answered: answered('Art'),
        Counts: optionCounts('Art', ['haeufig', 'mittel', 'selten'], (p) => (typeof valueOf(p, 'Art') === 'string' ? [valueOf(p, 'Art') as string] : [])) },
      { Name: 'Merkmale', Label: 'Merkmale', DataType: 'multiple', Answered: answered('Merkmale'),
        Counts: optionCounts('Merkmale', ['a', 'b', 'c'], (p) => (Array.isArray(valueOf(p, 'Merkmale')) ? valueOf(p, 'Merkmale') as string[] : [])) },
      { Name: 'Gesehen', Label: 'Selbst gesehen?', DataType: 'boolean', Answered: answered('Gesehen'), Counts: [
        { Key: 'true', Label: 'ja', Count: list.filter((p) => valueOf(p, 'Gesehen') === true).length },
        { Key: 'false', Label: 'nein', Count: list.filter((p) => valueOf(p, 'Gesehen') === false).length },
      ] },
      { Name: 'Anteil', Label: 'Anteil', DataType: 'percent', Answered: answered('Anteil'), Histogram: numbers('Anteil') },
      { Name: 'Tiefe', Label: 'Tiefe (m)', DataType: 'number', Answered: answered('Tiefe'), Histogram: numbers('Tiefe') },
      { Name: 'Foto', Label: 'Foto', DataType: 'image', Answered: answered('Foto') },
    ],
    Cells: [...cells].map(([k, n]) => { const [a, b] = k!.split('|').map(Number); return [a! / 100, b! / 100, n] as [number, number, number]; })
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]),
  };
}

/** A test app with the points world and a public layer `name` of REVIEW_SCHEMA holding `count`
 *  points seeded by seedReviewPoints from `seed`. */
export async function openSeededReviewLayer(name: string, count: number, seed: number): Promise<{ t: TestApp; w: PointsWorld; layer: string; points: Seeded[] }> {
  const t = await createTestApp();
  const w = await createPointsWorld(t);
  const res = await w.owner.post(`${API}/gis/layer`, { Workspace: w.workspaces.pub, Name: name, Public: true, Editable: true, Schema: REVIEW_SCHEMA });
  expect(res.statusCode, res.body).toBe(200);
  const layer = (res.json() as { ID: string }).ID;
  return { t, w, layer, points: await seedReviewPoints(t, layer, count, seed) };
}
