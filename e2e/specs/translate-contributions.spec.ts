/** Citizens' contributions translated on demand (docs/product.md §23.1) on a phone (375×812 with
 *  a touch screen), against a LibreTranslate-compatible service started by the spec
 *  (server/test/libretranslate-peer.ts): the administrator switches „Übersetzung von Beiträgen“ on
 *  in the organisation editor; a visitor opens an entry whose answer is Turkish and whose comment
 *  is Arabic, translates both into the German interface („Maschinell übersetzt“, lang="de"), goes
 *  back to the original with one tap, and finds the service in the privacy notice. Axe on each
 *  screen; screenshots saved and looked at. */
import type { Layer, Point, Workspace } from '@mitmachkarte/contract';
import type { Page } from '@playwright/test';
import { startLibreTranslatePeer, type LibreTranslatePeer } from '../../server/test/libretranslate-peer.js';
import { ADMIN, createCitizen, expect, loginViaScreen, saveScreenshot, test, type E2eServer } from './fixtures.js';
import { axeViolations, serveLocalTiles } from './page-checks.js';

test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

let peer: LibreTranslatePeer | undefined;
test.afterAll(async () => peer?.close());

const ANSWER = 'Bu kavşak çok tehlikeli.';
const COMMENT = 'الرصيف مكسور أمام المدرسة.';

async function checkPage(page: Page, name: string) {
  expect(await axeViolations(page), name).toEqual([]);
  await saveScreenshot(page, name, false);
}

/** A public project with one free-text question, an entry answering it in Turkish and an Arabic
 *  comment on it, by a citizen; answers the link to the entry. */
async function entryWithForeignTexts(server: E2eServer): Promise<string> {
  const api = server.api();
  await api.login(ADMIN.email, ADMIN.password);
  const workspace = await api.ok(api.post<Workspace>('/gis/workspace', {
    Name: 'Sichere Schulwege', Public: true, Editable: true, MapView: { Lat: 51.3155, Lng: 9.475, Zoom: 15 },
  }), 'workspace');
  const base = { Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '', Options: [] };
  const layer = await api.ok(api.post<Layer>('/gis/layer', {
    Workspace: workspace.ID, Name: 'Gefahrenstellen', Public: true, Editable: true,
    Schema: { Categories: [], Schema: [{ ...base, Name: 'Hinweis', DataType: 'text_multi', Question: 'Was ist hier gefährlich?' }] },
  }), 'layer');
  const citizen = await createCitizen(server, { Name: 'Ayşe', Email: 'ayse@example.org', Password: 'passwort-ayse-12345' });
  const point = await citizen.ok(citizen.post<Point>('/gis/point', {
    Layer: layer.ID, Latitude: 51.3155, Longitude: 9.475, Attributes: { Hinweis: { DataType: 'text_multi', Value: ANSWER } },
  }), 'point');
  await citizen.ok(citizen.post('/gis/comment', { PointID: point.ID, Text: COMMENT }), 'comment');
  return `/#/map?workspace=${workspace.ID}&layer=${layer.ID}&punkt=${point.ID}`;
}

test('the organisation switches the translation on; a visitor translates an answer and a comment and goes back to the originals', async ({ page, server }) => {
  peer = await startLibreTranslatePeer('e2e-schluessel');
  const link = await entryWithForeignTexts(server);
  await serveLocalTiles(page);

  // The administrator switches the service on in the organisation editor.
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.goto('/#/admin/organisations');
  const section = page.getByRole('region', { name: 'Übersetzung von Beiträgen' });
  await section.getByLabel('Übersetzung von Beiträgen anbieten').check();
  await section.getByLabel('Adresse des LibreTranslate-Dienstes').fill(peer.url);
  await section.getByLabel('API-Schlüssel').fill('e2e-schluessel');
  await section.scrollIntoViewIfNeeded();
  await checkPage(page, 'translate-admin');
  await section.getByRole('button', { name: 'Übersetzung speichern' }).click();
  await expect(page.getByText('Die Einstellungen der Übersetzung wurden gespeichert.')).toBeVisible();
  await expect(section.getByText('Ein Schlüssel ist gesetzt. Leer lassen, um ihn zu behalten.')).toBeVisible();
  await expect(section.getByLabel('API-Schlüssel')).toHaveValue('');
  // From here on an anonymous visitor.
  await page.context().clearCookies();

  // A visitor opens the entry on a phone (a fresh load of the app): its card, then „Details“.
  await page.goto(link);
  await page.reload();
  const card = page.locator('section.map-sheet').getByRole('article');
  await card.getByRole('button', { name: 'Details' }).tap();
  await expect(card.getByText(ANSWER)).toBeVisible();
  await expect(card.getByText(COMMENT)).toBeVisible();
  await checkPage(page, 'translate-entry');

  // The answer, translated into German, marked as a machine translation.
  await card.getByRole('button', { name: 'Übersetzen (Antwort auf „Was ist hier gefährlich?“)' }).tap();
  const answer = card.getByText('Diese Kreuzung ist sehr gefährlich.');
  await expect(answer).toBeVisible();
  await expect(answer).toHaveAttribute('lang', 'de');
  await expect(card.getByText(ANSWER)).toHaveCount(0);
  // The comment, too.
  await card.getByRole('button', { name: 'Übersetzen (Kommentar von Ayşe)' }).tap();
  await expect(card.getByText('Der Gehweg vor der Schule ist kaputt.')).toHaveAttribute('lang', 'de');
  await expect(card.getByText('Maschinell übersetzt')).toHaveCount(2);
  await card.getByText('Der Gehweg vor der Schule ist kaputt.').scrollIntoViewIfNeeded();
  await checkPage(page, 'translate-translated');
  expect(peer.requests.map((r) => [r.q, r.target, r.api_key])).toEqual([[ANSWER, 'de', 'e2e-schluessel'], [COMMENT, 'de', 'e2e-schluessel']]);

  // „Original anzeigen“ brings the answer back; translating again asks nobody.
  await card.getByRole('button', { name: 'Original anzeigen (Antwort auf „Was ist hier gefährlich?“)' }).tap();
  await expect(card.getByText(ANSWER)).toBeVisible();
  await card.getByRole('button', { name: 'Übersetzen (Antwort auf „Was ist hier gefährlich?“)' }).tap();
  await expect(card.getByText('Diese Kreuzung ist sehr gefährlich.')).toBeVisible();
  expect(peer.requests).toHaveLength(2);

  // The privacy notice names the service.
  await page.goto('/#/datenschutz');
  const notice = page.getByRole('region', { name: 'Übersetzung von Beiträgen' });
  await expect(notice).toContainText(`an den Übersetzungsdienst ${new URL(peer.url).host} (LibreTranslate)`);
  await notice.scrollIntoViewIfNeeded();
  await checkPage(page, 'translate-privacy');
});
