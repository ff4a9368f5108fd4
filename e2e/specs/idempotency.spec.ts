/** Saving again after a lost answer stores the point once (Idempotency-Key): the server
 *  stores the point, the browser sees a network error, the visitor clicks Speichern again with the
 *  answers still in the form, and the server answers the first point instead of a second one. */
import type { Page } from '@playwright/test';
import { demoLayer, expect, freeSpot, layerPoints, mapElement, test } from './fixtures.js';

const panel = (page: Page) => page.locator('section.map-panel');
const alerts = (page: Page) => page.getByRole('region', { name: 'Meldungen' });

test('Speichern after a network error sends the same Idempotency-Key and stores the point once', async ({ page, server }) => {
  const { layer } = await demoLayer(server);
  const before = await layerPoints(server, layer.ID);

  // The first POST reaches the server (which stores the point), but its answer is dropped.
  const keys: (string | undefined)[] = [];
  const storedIds: string[] = [];
  await page.route('**/api/v1/gis/point', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.fallback();
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    storedIds.push(((await response.json()) as { ID: string }).ID);
    return route.abort('failed');
  });

  await page.goto('/#/map');
  await expect(page.getByRole('heading', { level: 1, name: 'Gewässerbeobachtungen' })).toBeVisible();
  await expect.poll(() => mapElement(page).locator('.map-cluster').count()).toBeGreaterThan(0);
  await mapElement(page).dblclick({ position: await freeSpot(page) });
  const chooser = page.getByRole('dialog', { name: 'Kategorie wählen' });
  await chooser.getByRole('button', { name: /^Tiere und Pflanzen/ }).click();
  await chooser.getByRole('button', { name: 'Fische', exact: true }).click();
  const form = page.getByRole('form', { name: 'Neuer Eintrag: Fische' });
  await expect(form.getByRole('status')).toHaveText('Marker gesetzt');

  const name = 'Idempotenz-Bach am Wehr';
  await form.getByLabel('Wie heißt das Gewässer?').fill(name);
  await form.getByRole('group', { name: /^Um welche Art von Gewässer/ }).getByRole('radio', { name: 'Bach', exact: true }).check();
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByLabel('Welche Art haben Sie beobachtet (falls bekannt)?').fill('Groppe');
  await form.getByRole('button', { name: 'Weiter' }).click();
  await form.getByLabel('Beschreiben Sie Ihre Beobachtung.').fill('Zwei Groppen unter Steinen.');

  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alerts(page).getByText(/^Der Punkt konnte nicht gespeichert werden\. Der Server ist nicht erreichbar\./)).toBeVisible();
  await expect(form).toBeVisible();
  expect(storedIds).toHaveLength(1);
  // The server did store it: the lost answer is what a retry without a key would duplicate.
  expect((await layerPoints(server, layer.ID)).filter((p) => p.Attributes.Gewaessername?.Value === name)).toHaveLength(1);

  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(alerts(page).getByText('Punkt erfolgreich gespeichert.')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(panel(page).getByRole('article').getByRole('heading', { name: 'Fische' })).toBeVisible();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);
  const after = await layerPoints(server, layer.ID);
  expect(after).toHaveLength(before.length + 1);
  const mine = after.filter((p) => p.Attributes.Gewaessername?.Value === name);
  expect(mine.map((p) => p.ID)).toEqual(storedIds);
});
