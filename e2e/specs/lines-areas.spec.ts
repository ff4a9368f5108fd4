/** Lines and areas as entries in the map app (docs/product.md §25.1 „In der Karten-App“): the demo
 *  layer accepts points, lines and areas; „Neuer Eintrag“ asks what to add; a line is drawn by
 *  mouse clicks at 1280 px, a corner dragged, „Fertig“ leads to the questionnaire and the entry
 *  is sent with its geometry; its details say „Länge: …“. A crossing area is refused in German
 *  before anything is sent. axe clean, screenshots. */
import type { Page } from '@playwright/test';
import { acceptEveryKind, expect, layerPoints, mapElement, mapPanel, openMap, saveScreenshot, startDrawing, test } from './fixtures.js';
import { axeViolations } from './page-checks.js';

/** Points around the map's centre, in page pixels. */
async function around(page: Page, offsets: [number, number][]) {
  const box = (await mapElement(page).boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  return offsets.map(([dx, dy]) => ({ x: centre.x + dx, y: centre.y + dy }));
}

test.describe('lines and areas at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a line drawn by mouse, a corner dragged, sent with its geometry, shown with its length', async ({ page, server }) => {
    const layer = await acceptEveryKind(server);
    await openMap(page);
    const drawing = await startDrawing(page, 'Linie zeichnen');
    const [a, b, c] = await around(page, [[-150, 60], [0, -40], [150, 60]]);
    for (const p of [a!, b!, c!]) {
      await page.mouse.click(p.x, p.y);
      await page.waitForTimeout(150);
    }
    await expect(drawing.getByRole('status')).toContainText('Gesetzte Ecken: 3');
    await expect(drawing.getByRole('status')).toContainText(/Länge: \d/);
    await saveScreenshot(page, 'lines-areas-drawing-1280');
    await drawing.getByRole('button', { name: 'Fertig' }).click();
    const form = page.getByRole('form', { name: 'Neuer Eintrag: Trüb' });
    await expect(form.getByRole('status').first()).toContainText(/Linie gezeichnet · Länge: /);
    const before = await form.getByRole('status').first().textContent();
    // A corner dragged: the length changes.
    const vertex = mapElement(page).locator('.marker-icon:not(.marker-icon-middle)').nth(1);
    const box = (await vertex.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y - 80, { steps: 8 });
    await page.mouse.up();
    await expect(form.getByRole('status').first()).not.toHaveText(before!);
    await form.getByLabel('Wie heißt das Gewässer?').fill('Linie am Bach');
    await form.getByRole('group', { name: /^Um welche Art von Gewässer/ }).getByRole('radio', { name: 'Bach', exact: true }).check();
    await form.getByRole('button', { name: 'Weiter' }).click();
    await form.getByRole('group', { name: /^Wie riecht das Wasser\?/ }).getByRole('radio', { name: 'Modrig', exact: true }).check();
    await form.getByRole('button', { name: 'Weiter' }).click();
    await form.getByLabel('Beschreiben Sie Ihre Beobachtung.').fill('Trübes Wasser entlang des Ufers.');
    expect(await axeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('region', { name: 'Meldungen' }).getByText('Eintrag erfolgreich gespeichert.')).toBeVisible();
    const stored = (await layerPoints(server, layer.ID)).find((p) => p.Geometry);
    expect(stored?.Geometry?.type).toBe('LineString');
    expect(stored?.Geometry?.coordinates).toHaveLength(3);
    await expect(mapPanel(page).getByText(/^Länge: \d/)).toBeVisible();
    await saveScreenshot(page, 'lines-areas-detail-1280');
  });

  test('a crossing area is refused in German before sending', async ({ page, server }) => {
    const layer = await acceptEveryKind(server);
    await openMap(page);
    const drawing = await startDrawing(page, 'Fläche zeichnen');
    // A bow tie: the second edge crosses the fourth.
    const corners = await around(page, [[-100, -100], [100, 100], [100, -100], [-100, 100]]);
    for (const p of corners) {
      await page.mouse.click(p.x, p.y);
      await page.waitForTimeout(150);
    }
    await expect(drawing.getByText('Die Linie oder Fläche darf sich nicht selbst kreuzen oder berühren.')).toBeVisible();
    await drawing.getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByRole('form', { name: 'Neuer Eintrag: Trüb' })).toBeHidden();
    await expect(drawing.getByRole('status')).toContainText('Gesetzte Ecken: 4');
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, 'lines-areas-crossing-1280');
    expect((await layerPoints(server, layer.ID)).filter((p) => p.Geometry?.type === 'Polygon')).toEqual([]);
  });
});

test.describe('lines and areas at 375 px (touch)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('an area drawn by taps with the controls over the map, above the sheet', async ({ page, server }) => {
    await acceptEveryKind(server);
    await openMap(page);
    await page.getByRole('button', { name: 'Neuer Eintrag' }).first().tap();
    await page.getByRole('dialog', { name: 'Was möchten Sie eintragen?' }).getByRole('button', { name: 'Fläche zeichnen' }).tap();
    const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
    await chooser.getByRole('button', { name: /^Gewässerzustand/ }).tap();
    await chooser.getByRole('button', { name: 'Trüb', exact: true }).tap();
    const drawing = page.getByRole('region', { name: 'Fläche zeichnen' });
    const done = drawing.getByRole('button', { name: 'Fertig' });
    await expect(done).toBeEnabled();
    await expect(done).toBeInViewport();
    // On a phone the hint and the other tools fold away: the map above the bar keeps most of the screen.
    await expect(drawing.getByRole('button', { name: 'Kartenmitte als Ecke hinzufügen' })).toBeHidden();
    const box = (await mapElement(page).boundingBox())!;
    const bar = (await drawing.boundingBox())!;
    expect(bar.y - box.y).toBeGreaterThan(box.height * 0.45);
    const centre = { x: box.x + box.width / 2, y: box.y + (bar.y - box.y) / 2 };
    for (const [dx, dy] of [[-80, -40], [80, -40], [0, 40]] as const) {
      await page.touchscreen.tap(centre.x + dx, centre.y + dy);
      await page.waitForTimeout(200);
    }
    await expect(drawing.getByRole('status')).toContainText(/Fläche: \d/);
    await saveScreenshot(page, 'lines-areas-drawing-375', false);
    expect(await axeViolations(page)).toEqual([]);
    await drawing.getByText('Weitere Werkzeuge').tap();
    await expect(drawing.getByRole('button', { name: 'Kartenmitte als Ecke hinzufügen' })).toBeVisible();
    await done.tap();
    await expect(page.getByRole('form', { name: 'Neuer Eintrag: Trüb' }).getByRole('status').first()).toContainText('Fläche gezeichnet');
    await saveScreenshot(page, 'lines-areas-form-375', false);
  });
});
