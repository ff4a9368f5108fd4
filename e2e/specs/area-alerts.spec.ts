/** Area alerts (docs/product.md §24.2) as a citizen without an account makes one on her phone:
 *  from the project page's „Benachrichtigen“ she finds her street with the address search (a local
 *  peer answers like Nominatim; the machine is offline), keeps 500 m and „Sofort“, gives her
 *  address and gets the German confirmation. The server's mail (a real SMTP peer) brings the link
 *  that confirms it; before that, nothing is sent. Then an entry 2.8 km away brings no mail and one
 *  around the corner brings one, naming it. axe clean on every screen at 375 px (the project page at
 *  1280 px too), screenshots saved. */
import http from 'node:http';
import type { Point } from '@mitmachkarte/contract';
import { demoAnswers, demoLayer, expect, saveScreenshot, test } from './fixtures.js';
import { axeViolations } from './page-checks.js';

const PEER_PORT = 48_000 + (process.pid % 1000);
const WEHR = { lat: 51.315, lon: 9.48 };
const CITIZEN = 'anwohnerin@example.org';

test.use({ mail: true, viewport: { width: 375, height: 812 }, serverEnv: { GEOCODER_URL: `http://127.0.0.1:${PEER_PORT}` } });

let peer: http.Server;
test.beforeAll(async () => {
  peer = http.createServer((req, res) => {
    const q = new URL(req.url ?? '/', 'http://peer').searchParams.get('q') ?? '';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(q.includes('Wehr') ? [{
      display_name: 'Am Wehr, Kassel, Hessen, 34117, Deutschland', lat: String(WEHR.lat), lon: String(WEHR.lon),
      boundingbox: ['51.3148', '51.3152', '9.4795', '9.4805'],
    }] : []));
  });
  await new Promise<void>((resolve) => peer.listen(PEER_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => peer.close(() => resolve())));

test('a citizen sets up an alert around her street, confirms it by mail, and hears of an entry inside only', async ({ page, server, mailbox }) => {
  const { workspace, layer } = await demoLayer(server);
  await page.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  // The project page offers it beside „Mitmachen“; axe clean at 1280 px and at 375 px.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/#/projekt/${workspace.ID}`);
  const open = page.getByRole('link', { name: `Benachrichtigung für ein Gebiet einrichten: ${workspace.Name}` });
  await expect(open).toHaveText('Benachrichtigen');
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'area-alert-project-page', false);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await axeViolations(page)).toEqual([]);
  await open.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigung für ein Gebiet' })).toBeVisible();

  await page.getByLabel('Adresse suchen').fill('Am Wehr');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await page.getByRole('button', { name: /^Am Wehr, Kassel/ }).click();
  await expect(page.getByText('Mittelpunkt: Am Wehr, Kassel, Hessen, 34117, Deutschland')).toBeVisible();
  await page.getByLabel('Umkreis').selectOption({ label: '500 m' });
  await expect(page.getByLabel('Sofort, je Neuigkeit eine E-Mail')).toBeChecked();
  await page.getByLabel('Ihre E-Mail-Adresse').fill(CITIZEN);
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'area-alert-form-phone');
  await page.getByRole('button', { name: 'Benachrichtigung einrichten' }).click();
  await expect(page.getByRole('status').getByText('Fast geschafft: Bitte bestätigen Sie die Benachrichtigung mit dem Link, den wir Ihnen per E-Mail geschickt haben.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await saveScreenshot(page, 'area-alert-sent-phone', false);

  // The confirmation mail; nothing else before the link is used.
  const confirmation = await mailbox.waitForMail(CITIZEN, 1);
  expect(confirmation.subject).toMatch(/^Bitte bestätigen Sie Ihre Benachrichtigung bei /);
  const link = /http:\/\/127\.0\.0\.1:\d+\/#\/gebietsbenachrichtigung\/bestaetigen\/\S+/.exec(confirmation.text ?? '')![0];
  const api = server.api();
  const entry = (name: string, lat: number) => api.ok(api.post<Point>('/gis/point', { Layer: layer.ID, Latitude: lat, Longitude: WEHR.lon, Attributes: demoAnswers(name, 'Schaum am Wehr.') }), 'POST /gis/point');
  await entry('Vor der Bestätigung', WEHR.lat + 0.001);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Benachrichtigung bestätigen' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Ja, Benachrichtigung bestätigen' }).click();
  await expect(page.getByRole('status').getByText('Die Benachrichtigung ist bestätigt. Sie erhalten ab jetzt E-Mails.')).toBeVisible();
  await saveScreenshot(page, 'area-alert-confirmed-phone', false);

  // 2.8 km north: no mail; 110 m away: one, naming it.
  await entry('Weit weg', WEHR.lat + 0.025);
  await entry('Um die Ecke', WEHR.lat + 0.001);
  const news = await mailbox.waitForMail(CITIZEN, 2);
  expect(news.subject).toBe('Neuer Eintrag in Ihrem Gebiet: „Um die Ecke“');
  expect(news.text).toContain('/#/gebietsbenachrichtigung/abbestellen/');
  await page.waitForTimeout(1500);
  expect(mailbox.mailsTo(CITIZEN).map((m) => m.subject)).toEqual([confirmation.subject, news.subject]);
});
