import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_CLOSED, type Layer, type Point, type Workspace } from '@mitmachkarte/contract';
import { API, addPoint, createPointsWorld, expectRefused, type PointsWorld } from '../points-fixtures.js';
import { tinyPng } from '../authz-world.js';
import { countRows } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { dangerousMarkup, XSS_PAYLOADS } from '../xss-payloads.js';

/** The project page of a workspace (docs/product.md §17.2): a description in Markdown served as
 *  safe HTML, phases with dates, and the closed state, in which the project shows everything but
 *  takes no new entries, comments or votes from anyone. */
let t: TestApp;
let w: PointsWorld;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { anonPointsPerHour: 1000 } });
  w = await createPointsWorld(t);
});
afterAll(async () => t?.close());

const PHASES = [
  { Title: 'Ideen sammeln', Start: '2027-03-01', End: '2027-03-31' },
  { Title: 'Auswertung', Start: '2027-04-01', End: '2027-04-30' },
  { Title: 'Ergebnisse', Start: '2027-05-01', End: null },
];
const workspace = async (id: string) => (await w.owner.get(`${API}/gis/workspace/${id}`)).json() as Workspace;
const put = async (id: string, extra: Record<string, unknown>) => {
  const ws = await workspace(id);
  return w.owner.put(`${API}/gis/workspace/${id}`, { Name: ws.Name, Public: ws.Public, Editable: ws.Editable, Attributes: ws.Attributes, ...extra });
};
const message = (res: { json: () => unknown }) => (res.json() as { Message: string }).Message;

describe('project page of a workspace', () => {
  it('stores description and phases, serves the description as safe HTML, keeps both when a body leaves them out', async () => {
    const created = await w.owner.post(`${API}/gis/workspace`, {
      Name: 'Straßenbahn Linie 7', Public: true, Editable: true, Description: '## Worum es geht\n\nDie **Linie 7** soll verlängert werden.', Phases: PHASES,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as Workspace).ID;
    const seen = (await w.anon.get(`${API}/gis/workspace/${id}`)).json() as Workspace;
    expect(seen).toMatchObject({ Phases: PHASES, Closed: false, DescriptionHtml: '<h2>Worum es geht</h2>\n<p>Die <strong>Linie 7</strong> soll verlängert werden.</p>' });

    expect((await put(id, { Name: 'Linie 7' })).statusCode).toBe(200);
    expect(await workspace(id)).toMatchObject({ Name: 'Linie 7', Phases: PHASES, Description: seen.Description });
    expect((await put(id, { Description: '', Phases: [] })).statusCode).toBe(200);
    expect(await workspace(id)).toMatchObject({ Description: '', DescriptionHtml: '', Phases: [] });
    const audit = await t.db.selectFrom('audit_log').select(['summary', 'before']).where('target_id', '=', id).orderBy('created_at').execute();
    expect(audit.at(-1)!.summary).toContain('Beschreibung, Phasen');
    expect(audit.at(-1)!.before).toContain('Phasen: Ideen sammeln 2027-03-01–2027-03-31; Auswertung 2027-04-01–2027-04-30; Ergebnisse 2027-05-01–…');
  });

  it('never serves markup of the XSS canaries in the description', async () => {
    const Description = XSS_PAYLOADS.join('\n\n');
    expect((await put(w.workspaces.pub, { Description })).statusCode).toBe(200);
    const html = (await workspace(w.workspaces.pub)).DescriptionHtml;
    expect(dangerousMarkup(html), html).toEqual([]);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect((await put(w.workspaces.pub, { Description: '' })).statusCode).toBe(200);
  });

  it('refuses broken phases and descriptions with a German message and changes nothing', async () => {
    const before = await workspace(w.workspaces.pub);
    for (const [extra, text] of [
      [{ Phases: [{ Title: 'Ideen', Start: '2027-04-01', End: '2027-03-01' }] }, 'Eine Phase endet nicht vor ihrem Beginn.'],
      [{ Phases: [{ Title: 'Ideen', Start: '31.03.2027', End: null }] }, 'Bitte ein Datum im Format JJJJ-MM-TT angeben.'],
      [{ Phases: Array.from({ length: 13 }, () => ({ Title: 'X', Start: null, End: null })) }, 'Höchstens 12 Phasen.'],
      [{ Description: 'x'.repeat(20_001) }, 'Die Beschreibung darf höchstens 20.000 Zeichen lang sein.'],
      [{ Closed: 'ja' }, undefined],
    ] as const) {
      const res = await put(w.workspaces.pub, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      if (text) expect(res.body).toContain(text);
    }
    expect(await workspace(w.workspaces.pub)).toEqual(before);
  });
});

describe('the image of a project page', () => {
  const upload = async (client = w.owner) => {
    const res = await client.request('POST', `${API}/gis/images/upload`, await tinyPng(), { headers: { 'content-type': 'image/png' } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { Id: string }).Id;
  };
  const uses = (imageId: string) => t.db.selectFrom('image_uses').selectAll().where('image_id', '=', imageId).execute();

  it('is an uploaded image with its description, seen by whoever sees the project, removed with null', async () => {
    const image = await upload();
    const put1 = await put(w.workspaces.pub, { ImageID: image, ImageAlt: ' Gleise am Marktplatz ' });
    expect(put1.statusCode, put1.body).toBe(200);
    expect(await workspace(w.workspaces.pub)).toMatchObject({ ImageID: image, ImageAlt: 'Gleise am Marktplatz' });
    expect(await uses(image)).toEqual([{ image_id: image, point_id: null, layer_id: null, workspace_id: w.workspaces.pub }]);
    expect((await w.anon.get(`${API}/gis/image/norm/${image}`)).statusCode).toBe(200);
    // Kept when a body leaves it out; null removes it, and the image is free for the sweep.
    expect((await put(w.workspaces.pub, { Name: 'Öffentlich' })).json()).toMatchObject({ ImageID: image });
    expect((await put(w.workspaces.pub, { ImageID: null, ImageAlt: '' })).json()).toMatchObject({ ImageID: null, ImageAlt: '' });
    expect(await uses(image)).toEqual([]);
  });

  it('of a private project is seen by its managers only', async () => {
    const image = await upload();
    expect((await put(w.workspaces.priv, { ImageID: image })).statusCode).toBe(200);
    expect((await w.member.get(`${API}/gis/image/norm/${image}`)).statusCode).toBe(200);
    for (const who of [w.anon, w.user]) expect((await who.get(`${API}/gis/image/norm/${image}`)).statusCode).toBe(404);
  });

  it('refuses an unknown image, another project\'s image and a long description with a German message, and changes nothing', async () => {
    const theirs = await upload();
    expect((await put(w.workspaces.priv, { ImageID: theirs })).statusCode).toBe(200);
    const before = await workspace(w.workspaces.pub);
    for (const [extra, text] of [
      [{ ImageID: theirs }, 'Das Bild wurde nicht gefunden. Bitte laden Sie es erneut hoch.'],
      [{ ImageID: '0190f5a2-dead-7000-8000-00000000beef' }, 'Das Bild wurde nicht gefunden. Bitte laden Sie es erneut hoch.'],
      [{ ImageAlt: 'x'.repeat(301) }, 'Die Bildbeschreibung darf höchstens 300 Zeichen lang sein.'],
    ] as const) {
      const res = await put(w.workspaces.pub, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.body).toContain(text);
    }
    expect(await workspace(w.workspaces.pub)).toEqual(before);
    expect((await uses(theirs)).map((u) => u.workspace_id)).toEqual([w.workspaces.priv]);
  });
});

describe('a closed project', () => {
  it('shows its entries but takes no new entries, comments or votes from anyone; managers still answer', async () => {
    const own = await addPoint(w.user, { Layer: w.layers.plain });
    const other = await addPoint(w.anon, { Layer: w.layers.plain });
    const comment = await w.user.post(`${API}/gis/comment`, { PointID: other.ID, Text: 'Gute Idee' });
    expect(comment.statusCode, comment.body).toBe(200);
    expect((await put(w.workspaces.pub, { Closed: true })).statusCode).toBe(200);
    try {
      expect(await workspace(w.workspaces.pub)).toMatchObject({ Closed: true });
      for (const who of [w.anon, w.user, w.member, w.owner]) {
        const res = await expectRefused(t, 403, () => who.post(`${API}/gis/point`, { Layer: w.layers.plain, Latitude: 51.3, Longitude: 9.47 }));
        expect(message(res)).toBe(PROJECT_CLOSED);
        const layer = (await who.get(`${API}/gis/layer/${w.layers.plain}`)).json() as Layer;
        expect(layer.CanAddPoints).toBe(false);
      }
      const comments = await countRows(t.db, 'comments');
      for (const who of [w.anon, w.user, w.owner]) {
        for (const res of [
          await who.post(`${API}/gis/comment`, { PointID: other.ID, Text: 'Noch eine Idee' }),
          await who.post(`${API}/gis/vote/${other.ID}`, { Vote: 1 }),
          await who.post(`${API}/gis/votecomment/${(comment.json() as { ID: string }).ID}`, { Vote: 1 }),
        ]) {
          expect(res.statusCode, res.body).toBe(403);
          expect(message(res)).toBe(PROJECT_CLOSED);
        }
      }
      expect(await countRows(t.db, 'comments')).toBe(comments);
      expect(await countRows(t.db, 'point_votes') + await countRows(t.db, 'comment_votes')).toBe(0);

      // Its author may no longer change the entry (but may withdraw it); managers still answer.
      const change = await expectRefused(t, 403, () => w.user.put(`${API}/gis/point/${own.ID}`, { Latitude: 51.3, Longitude: 9.47, Attributes: {} }));
      expect(message(change)).toBe(PROJECT_CLOSED);
      const listed = (await w.user.get(`${API}/gis/points/${w.layers.plain}`)).json() as Point[];
      expect(listed.find((p) => p.ID === own.ID)).toMatchObject({ CanChange: false });
      const status = await w.member.put(`${API}/gis/point/${other.ID}/status`, { Status: 'pruefung', Note: 'Wird geprüft.' });
      expect(status.statusCode, status.body).toBe(200);
      const answer = await w.owner.put(`${API}/gis/point/${other.ID}/answer`, { Text: 'Danke, wir prüfen das.' });
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await w.anon.get(`${API}/gis/comments/${other.ID}`)).statusCode).toBe(200);
    } finally {
      expect((await put(w.workspaces.pub, { Closed: false })).statusCode).toBe(200);
    }
    // Open again: entries, comments and votes are taken as before.
    await addPoint(w.anon, { Layer: w.layers.plain });
    expect((await w.user.post(`${API}/gis/vote/${other.ID}`, { Vote: 1 })).statusCode).toBe(200);
  });
});
