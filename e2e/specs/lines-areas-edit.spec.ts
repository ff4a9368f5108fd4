/** Lines and areas, the proofs beyond drawing one (docs/product.md §25.1 „In der Karten-App“): the
 *  team changes a stored line by dragging a corner with the mouse at 1280 px and the server stores
 *  the new shape and length; a citizen moves a corner of their own area by touch at 375 px; a
 *  corner set a few pixels outside the project's boundary snaps onto it and is accepted;
 *  „Letzte Ecke entfernen“ takes the last corner away; when the team shrinks the boundary while a
 *  citizen draws, the server's German refusal shows at the drawing, the drawing stays and nothing
 *  is stored. axe clean on the edit screens; screenshots /tmp/lineproofs-*.png. */
import type { Boundary, Point, ReviewPage, Workspace } from '@mitmachkarte/contract';
import type { Locator, Page } from '@playwright/test';
import {
  acceptEveryKind, ADMIN, createCitizen, demoAnswers, demoLayer, expect, layerPoints, loginViaScreen, mapElement, openMap,
  freeSpot, openPointDetails, startDrawing, test, type E2eServer,
} from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';

type Pixel = { x: number; y: number };
type LngLat = [number, number];

/** A rectangle as a closed GeoJSON ring, [longitude, latitude]. */
const ring = (lng0: number, lat0: number, lng1: number, lat1: number): LngLat[] => [[lng0, lat0], [lng1, lat0], [lng1, lat1], [lng0, lat1], [lng0, lat0]];

/** A screenshot of what the visitor sees, for looking at (not compared). */
const shoot = (page: Page, name: string) => page.screenshot({ path: `/tmp/lineproofs-${name}.png` });

/** The corners Geoman shows for dragging (not the middle handles that add one). */
const vertices = (page: Page) => mapElement(page).locator('.marker-icon:not(.marker-icon-middle)');

/** The centre of an element, in page pixels. */
async function centreOf(locator: Locator): Promise<Pixel> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The centre of an element once it stays in place (the map may still be moving to fit a shape in). */
async function restingCentreOf(locator: Locator): Promise<Pixel> {
  let last = await centreOf(locator);
  await expect.poll(async () => {
    const now = await centreOf(locator);
    const still = now.x === last.x && now.y === last.y;
    last = now;
    return still;
  }, { intervals: [250] }).toBe(true);
  return last;
}

/** Clicks the map (a corner of a drawing) at the free spot nearest to its centre moved by dx, dy
 *  pixels: a click on an entry's marker would choose the entry instead. Answers where it clicked. */
async function clickFree(page: Page, dx: number, dy: number): Promise<Pixel> {
  const box = (await mapElement(page).boundingBox())!;
  const spot = await freeSpot(page, { dx, dy });
  const at = { x: box.x + spot.x, y: box.y + spot.y };
  await page.mouse.click(at.x, at.y);
  await page.waitForTimeout(150);
  return at;
}

/** Drags with the mouse from `from` to `to` in steps, as a person does. */
async function mouseDrag(page: Page, from: Pixel, to: Pixel) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + (to.x - from.x) / 10, from.y + (to.y - from.y) / 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** Drags with one finger (real touch events through the Chrome DevTools Protocol). */
async function touchDrag(page: Page, from: Pixel, to: Pixel) {
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Pixel) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at ? [{ x: at.x, y: at.y }] : [] });
  await touch('touchStart', from);
  const steps = 15;
  for (let i = 1; i <= steps; i++) {
    await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps });
    await page.waitForTimeout(16);
  }
  await touch('touchEnd');
  await cdp.detach();
}

/** Answers the questionnaire of „Trüb“ in the form (a new entry, or one being changed). */
async function answerTrueb(form: Locator, name: string) {
  await form.getByLabel('Wie heißt das Gewässer?').fill(name);
  await form.getByRole('group', { name: /^Um welche Art von Gewässer/ }).getByRole('radio', { name: 'Bach', exact: true }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByRole('group', { name: /^Wie riecht das Wasser\?/ }).getByRole('radio', { name: 'Modrig', exact: true }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByLabel('Beschreiben Sie Ihre Beobachtung.').fill('Gezeichnet im Test.');
}

/** Sets the demo project's boundary as the team does it (PUT /gis/workspace/{id}). */
async function setBoundary(server: E2eServer, boundary: Boundary | null) {
  const { workspace } = await demoLayer(server);
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const current = await admin.ok(admin.get<Workspace>(`/gis/workspace/${workspace.ID}`), 'GET /gis/workspace');
  await admin.ok(admin.put(`/gis/workspace/${workspace.ID}`, { Name: current.Name, Public: current.Public, Editable: current.Editable, Boundary: boundary }), 'PUT /gis/workspace');
}

/** The stored entry `id` as visitors read it. */
async function storedPoint(server: E2eServer, layerId: string, id: string): Promise<Point> {
  const found = (await layerPoints(server, layerId)).find((p) => p.ID === id);
  if (!found) throw new Error(`entry ${id} is not in the layer`);
  return found;
}

/** The length (m) the review table states for entry `id` (GET /gis/review/{layer}, the team's view). */
async function reviewedLength(server: E2eServer, layerId: string, id: string): Promise<number | undefined> {
  const admin = server.api();
  await admin.login(ADMIN.email, ADMIN.password);
  const page = await admin.ok(admin.get<ReviewPage>(`/gis/review/${layerId}?sort=length&dir=desc`), 'GET /gis/review');
  return page.Rows.find((r) => r.ID === id)?.Length;
}

test.describe('at 1280 px with the mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ server }) => setBoundary(server, null));

  test('the team drags a corner of a stored line; the server stores the new shape and length', async ({ page, server }) => {
    const layer = await acceptEveryKind(server);
    const visitor = server.api();
    const line: LngLat[] = [[9.466, 51.314], [9.472, 51.317], [9.478, 51.315]];
    const created = await visitor.ok(visitor.post<Point>('/gis/point', {
      Layer: layer.ID, Latitude: 51.315, Longitude: 9.472, Attributes: demoAnswers('Linie am Wehr', 'Trübung entlang der Linie.'),
      Geometry: { type: 'LineString', coordinates: line },
    }), 'POST /gis/point');
    const lengthBefore = await reviewedLength(server, layer.ID, created.ID);
    expect(lengthBefore).toBeGreaterThan(500);
    // Another visitor's pin stands just south of the middle corner, over its handle: while the
    // line is drawn it lets the drag through to the corner.
    await visitor.ok(visitor.post<Point>('/gis/point', {
      Layer: layer.ID, Latitude: 51.31696, Longitude: 9.472, Attributes: demoAnswers('Punkt an der Ecke', 'Steht auf der Ecke.'),
    }), 'POST /gis/point');

    await page.goto('/#/login');
    await loginViaScreen(page, ADMIN.email, ADMIN.password);
    const detail = await openPointDetails(page, 'Linie am Wehr');
    await expect(detail.getByText(/^Länge: \d/)).toBeVisible();
    await detail.getByRole('button', { name: 'Eintrag „Linie am Wehr“ bearbeiten' }).click();
    const form = page.getByRole('form', { name: 'Eintrag bearbeiten: Trüb' });
    const status = form.getByRole('status').first();
    await expect(status).toContainText(/^Linie gezeichnet · Länge: /);
    await expect(form.getByRole('button', { name: 'Form ändern' })).toBeVisible();
    // The stored line is shown editable: its three corners can be dragged.
    await expect(vertices(page)).toHaveCount(3);
    const before = await status.textContent();
    // The pin covers the corner's centre, and fades while the line is drawn. Both are read afresh
    // on each try: on a busy machine the map may start to fit the line in after the corners came
    // to rest (a centre read once went stale in a local CI run).
    const pins = mapElement(page).locator('.leaflet-marker-icon.map-category-pin');
    await expect.poll(async () => {
      const corner = await centreOf(vertices(page).nth(1));
      return pins.evaluateAll((els, at) => els.filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < at.x && at.x < r.right && r.top < at.y && at.y < r.bottom && getComputedStyle(el).opacity === '0.5';
      }).length, corner);
    }).toBe(1);
    const middle = await restingCentreOf(vertices(page).nth(1));
    await mouseDrag(page, middle, { x: middle.x, y: middle.y - 120 });
    await expect(status).not.toHaveText(before!);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'edit-line-1280');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(alertArea(page).getByText('Eintrag gespeichert.')).toBeVisible();

    const after = await storedPoint(server, layer.ID, created.ID);
    expect(after.Geometry?.type).toBe('LineString');
    const corners = after.Geometry!.coordinates as LngLat[];
    expect(corners).toHaveLength(3);
    // The ends stay; the middle corner went north (up on the screen), so the line is longer.
    expect(corners[0]![0]).toBeCloseTo(line[0]![0], 6);
    expect(corners[2]![1]).toBeCloseTo(line[2]![1], 6);
    expect(corners[1]![1]).toBeGreaterThan(line[1]![1] + 0.0005);
    expect(await reviewedLength(server, layer.ID, created.ID)).toBeGreaterThan(lengthBefore! + 50);
    expect(after.Attributes).toEqual(demoAnswers('Linie am Wehr', 'Trübung entlang der Linie.'));
  });

  test('„Letzte Ecke entfernen“ takes the last corner away while drawing', async ({ page, server }) => {
    const layer = await acceptEveryKind(server);
    await openMap(page);
    const drawing = await startDrawing(page, 'Fläche zeichnen');
    const count = drawing.getByRole('status');
    for (const [dx, dy] of [[-100, -60], [100, -60], [100, 80]] as const) await clickFree(page, dx, dy);
    await expect(count).toContainText('Gesetzte Ecken: 3');
    const undo = drawing.getByRole('button', { name: 'Letzte Ecke entfernen' });
    await undo.click();
    await expect(count).toContainText('Gesetzte Ecken: 2');
    // Another corner instead of the taken one: the area is made of the first two and this one.
    await clickFree(page, -100, 80);
    await expect(count).toContainText('Gesetzte Ecken: 3');
    await drawing.getByRole('button', { name: 'Fertig' }).click();
    const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
    await expect(form.getByRole('status').first()).toContainText('Fläche gezeichnet');
    await answerTrueb(form, 'Fläche mit zurückgenommener Ecke');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(alertArea(page).getByText('Eintrag erfolgreich gespeichert.')).toBeVisible();
    const stored = (await layerPoints(server, layer.ID)).find((p) => p.Attributes.Gewaessername?.Value === 'Fläche mit zurückgenommener Ecke');
    // Three corners and the ring's closing one: the taken corner is not stored.
    expect(stored!.Geometry!.coordinates[0]).toHaveLength(4);
  });

  test('a corner set a few pixels outside the boundary snaps onto it and is accepted', async ({ page, server }) => {
    const layer = await acceptEveryKind(server);
    const EAST = 9.5;
    await setBoundary(server, { type: 'Polygon', coordinates: [ring(9.44, 51.29, EAST, 51.34)] });
    await openMap(page);
    const outline = mapElement(page).locator('path[stroke="#0b5394"]');
    await expect(outline).toHaveCount(1);
    const drawing = await startDrawing(page, 'Fläche zeichnen');
    const map = (await mapElement(page).boundingBox())!;
    const edge = (await outline.boundingBox())!;
    // The east edge of the boundary, in page pixels, and a row near the map's middle where the map is free there.
    const edgeX = edge.x + edge.width;
    const free = await freeSpot(page, { dx: edgeX - map.x - map.width / 2, dy: 0 });
    const outside = { x: edgeX + 6, y: map.y + free.y };
    expect(outside.x).toBeLessThan(map.x + map.width - 20);
    await clickFree(page, edgeX - map.x - map.width / 2 - 180, -80);
    await clickFree(page, edgeX - map.x - map.width / 2 - 180, 80);
    // Moved there first as a person's mouse does: Geoman snaps the corner it would set.
    await page.mouse.move(outside.x - 40, outside.y, { steps: 4 });
    await page.mouse.move(outside.x, outside.y, { steps: 4 });
    await page.mouse.click(outside.x, outside.y);
    await expect(drawing.getByRole('status')).toContainText('Gesetzte Ecken: 3');
    await expect(drawing.locator('#shape-drawing-problem')).toHaveText('');
    await shoot(page, 'snapped-1280');
    await drawing.getByRole('button', { name: 'Fertig' }).click();
    const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
    await expect(form.getByRole('status').first()).toContainText('Fläche gezeichnet');
    await answerTrueb(form, 'Fläche an der Grenze');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(alertArea(page).getByText('Eintrag erfolgreich gespeichert.')).toBeVisible();
    const stored = (await layerPoints(server, layer.ID)).find((p) => p.Attributes.Gewaessername?.Value === 'Fläche an der Grenze');
    const corners = (stored!.Geometry!.coordinates[0] as LngLat[]).slice(0, 3);
    // The corner set outside lies on the boundary's east edge (1e-6° is about 7 cm here); the others inside.
    const east = corners.reduce((a, b) => (b[0] > a[0] ? b : a));
    expect(Math.abs(east[0] - EAST)).toBeLessThan(1e-6);
    expect(corners.filter((c) => c !== east).every((c) => c[0] < EAST - 0.001)).toBe(true);
  });

  test('the team shrinks the boundary while a citizen draws: the server\'s refusal shows at the drawing, which stays', async ({ page, server }) => {
    const layer = await acceptEveryKind(server);
    await setBoundary(server, { type: 'Polygon', coordinates: [ring(9.38, 51.26, 9.56, 51.37)] });
    await openMap(page);
    const drawing = await startDrawing(page, 'Fläche zeichnen');
    for (const [dx, dy] of [[-120, -70], [-120, 70], [120, 0]] as const) await clickFree(page, dx, dy);
    await expect(drawing.getByRole('status')).toContainText('Gesetzte Ecken: 3');
    // The corners as the drawing writes them („Breite, Länge“ with decimal commas).
    await drawing.getByText('Ecken als Koordinaten eingeben').click();
    const typed = await drawing.getByLabel(/Breite, Länge/).inputValue();
    const lngs = typed.split('\n').map((line) => Number(line.split(', ')[1]!.replace(',', '.'))).sort((a, b) => a - b);
    expect(lngs).toHaveLength(3);
    await drawing.getByRole('button', { name: 'Fertig' }).click();
    const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
    await expect(form.getByRole('status').first()).toContainText('Fläche gezeichnet');
    await answerTrueb(form, 'Fläche vor neuer Grenze');

    // Meanwhile the team moves the boundary's east edge west of the easternmost corner.
    // The boundary's outline (components/boundary-outline.tsx), not the dashed drawing.
    const outline = mapElement(page).locator('path[stroke="#0b5394"]');
    const eastEdge = async () => {
      const box = (await outline.boundingBox())!;
      return box.x + box.width;
    };
    const eastBefore = await eastEdge();
    await setBoundary(server, { type: 'Polygon', coordinates: [ring(9.38, 51.26, (lngs[1]! + lngs[2]!) / 2, 51.37)] });
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/gis/point');
    await form.getByRole('button', { name: 'Speichern' }).click();
    const refused = await answer;
    expect(refused.status()).toBe(400);
    const OUTSIDE = 'Alle Ecken müssen innerhalb des Projektgebiets liegen, das auf der Karte umrandet ist.';
    expect((await refused.json() as { Errors?: { Field: string; Message: string }[] }).Errors).toContainEqual({ Field: 'Geometry', Message: OUTSIDE });
    // At the drawing, in German; the drawing and the answers stay.
    await expect(form.getByRole('alert')).toHaveText(OUTSIDE);
    await expect(alertArea(page).getByText(`Der Eintrag konnte nicht gespeichert werden. ${OUTSIDE}`)).toBeVisible();
    await expect(alertArea(page)).not.toContainText(`${OUTSIDE} ${OUTSIDE}`);
    await expect(form.getByRole('status').first()).toContainText('Fläche gezeichnet');
    await expect(vertices(page)).toHaveCount(3);
    await expect(form.getByLabel('Beschreiben Sie Ihre Beobachtung.')).toHaveValue('Gezeichnet im Test.');
    // The map reads the project again and shows the new boundary, west of the refused corner.
    const eastCorner = Math.max(...await vertices(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left + el.getBoundingClientRect().width / 2)));
    await expect.poll(eastEdge).toBeLessThan(Math.min(eastBefore - 50, eastCorner));
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'refused-1280');
    expect((await layerPoints(server, layer.ID)).filter((p) => p.Attributes.Gewaessername?.Value === 'Fläche vor neuer Grenze')).toEqual([]);
  });
});

test.describe('at 375 px by touch', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('a citizen changes the shape of their own area by dragging a corner with a finger', async ({ page, server }) => {
    await setBoundary(server, null);
    const layer = await acceptEveryKind(server);
    const who = { Name: 'Tara Tippt', Email: 'tara@example.org', Password: 'Tara-Wiese-Bach-4' };
    const citizen = await createCitizen(server, who);
    const area: LngLat[] = [[9.468, 51.3125], [9.476, 51.3125], [9.472, 51.3165], [9.468, 51.3125]];
    const created = await citizen.ok(citizen.post<Point>('/gis/point', {
      Layer: layer.ID, Latitude: 51.314, Longitude: 9.472, Attributes: demoAnswers('Wiese am Bach', 'Nasse Wiese.'),
      Geometry: { type: 'Polygon', coordinates: [area] },
    }), 'POST /gis/point');

    await page.goto('/#/login');
    await loginViaScreen(page, who.Email, who.Password);
    const detail = await openPointDetails(page, 'Wiese am Bach');
    await detail.getByRole('button', { name: 'Eintrag „Wiese am Bach“ bearbeiten' }).tap();
    const form = page.getByRole('form', { name: 'Eintrag bearbeiten: Trüb' });
    await expect(form.getByRole('status').first()).toContainText(/^Fläche gezeichnet · Fläche: /);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'edit-area-form-375');
    // „Form ändern“: the drawing's bar over the map, the sheet peeking.
    await form.getByRole('button', { name: 'Form ändern' }).tap();
    const drawing = page.getByRole('region', { name: 'Fläche zeichnen' });
    await expect(drawing.getByRole('button', { name: 'Fertig' })).toBeInViewport();
    await expect(drawing.getByRole('status')).toContainText('Gesetzte Ecken: 3');
    await expect(vertices(page)).toHaveCount(3);
    const bar = (await drawing.boundingBox())!;
    const map = (await mapElement(page).boundingBox())!;
    expect(bar.y - map.y).toBeGreaterThan(map.height * 0.45);
    // A corner that no entry's pin covers, dragged by a finger up and to the right.
    let grip: Pixel | undefined;
    await restingCentreOf(vertices(page).first());
    for (const handle of await vertices(page).all()) {
      const at = await centreOf(handle);
      const free = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.classList.contains('marker-icon'), at);
      if (free && at.y > map.y + 80 && at.y < bar.y - 20) grip = at;
    }
    expect(grip).toBeDefined();
    const before = await drawing.getByRole('status').textContent();
    await touchDrag(page, grip!, { x: grip!.x + 60, y: grip!.y - 50 });
    await expect(drawing.getByRole('status')).not.toHaveText(before!);
    expect(await axeViolations(page)).toEqual([]);
    await shoot(page, 'edit-area-drawing-375');
    await drawing.getByRole('button', { name: 'Fertig' }).tap();
    await form.getByRole('button', { name: 'Speichern' }).tap();
    await expect(alertArea(page).getByText('Eintrag gespeichert.')).toBeVisible();

    const after = await storedPoint(server, layer.ID, created.ID);
    const corners = after.Geometry!.coordinates[0] as LngLat[];
    expect(corners).toHaveLength(4);
    // One corner went north-east; the other two stayed.
    const same = (a: LngLat, b: LngLat) => Math.abs(a[0] - b[0]) < 1e-9 && Math.abs(a[1] - b[1]) < 1e-9;
    const kept = area.slice(0, 3).filter((a) => corners.some((c) => same(a, c)));
    expect(kept).toHaveLength(2);
    const [from] = area.slice(0, 3).filter((c) => !kept.includes(c));
    const [to] = corners.slice(0, 3).filter((c) => !kept.some((k) => same(k, c)));
    expect(to![0]).toBeGreaterThan(from![0] + 0.0002);
    expect(to![1]).toBeGreaterThan(from![1] + 0.0002);
  });
});
