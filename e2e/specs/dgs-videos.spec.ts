/** Videos in Deutsche Gebärdensprache (docs/product.md §23.3; BITV 2.0 Anlage 2): an
 *  administrator uploads a clip made here by ffmpeg in the organisation editor, watching its
 *  progress, and sees a clip below 320 × 240 px at 25 fps refused at its field with the German
 *  reason. A visitor on a 375 px phone follows the footer's link to /gebaerdensprache and finds the
 *  video with the DGS sign, its captions and the download link stating format, size and playing
 *  time; the browser reads the video's metadata (Range requests). axe clean; screenshot. */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ADMIN, expect, loginViaScreen, saveScreenshot, test } from './fixtures.js';
import { alertArea, axeViolations } from './page-checks.js';

const run = promisify(execFile);

/** A WebM (VP9) clip of ffmpeg's test picture, `size` e.g. '320x240', 2 s long. */
async function clip(size: string, fps: number): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dgs-e2e-'));
  try {
    const file = path.join(dir, 'clip.webm');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${fps}`, '-t', '2',
      '-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-pix_fmt', 'yuv420p', '-y', file]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const CAPTIONS = Buffer.from('WEBVTT\n\n00:00.000 --> 00:02.000\nWillkommen auf unserer Seite.\n');

test('an administrator uploads a DGS video; a visitor on a phone watches it with the DGS sign and the download link', async ({ page, browser, server }) => {
  const good = await clip('320x240', 25);
  const small = await clip('160x120', 15);

  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Administrationsmenü' }).getByRole('link', { name: 'Organisationen' }).click();
  const section = page.getByRole('region', { name: 'Gebärdensprache (DGS)' });
  const inhalt = section.getByRole('group', { name: 'Was auf dieser Seite steht' });
  await expect(inhalt.getByText('Noch kein Video.')).toBeVisible();

  // Too small and too slow: refused at the field, nothing stored.
  await inhalt.getByLabel('Video hochladen').setInputFiles({ name: 'klein.webm', mimeType: 'video/webm', buffer: small });
  await expect(inhalt.getByRole('alert')).toHaveText('Das Video ist 160 × 120 Pixel groß. Ein Video in Gebärdensprache braucht mindestens 320 × 240 Pixel (BITV 2.0).');
  await expect(inhalt.getByText('Noch kein Video.')).toBeVisible();

  await inhalt.getByLabel('Video hochladen').setInputFiles({ name: 'inhalt.webm', mimeType: 'video/webm', buffer: good });
  await expect(alertArea(page).getByText('Das Video wurde gespeichert.')).toBeVisible();
  await expect(inhalt.getByText(/^WebM, \d+ KB, 0:02 Minuten, 320 × 240 Pixel$/)).toBeVisible();
  await expect(inhalt.getByRole('alert')).toHaveCount(0);
  await inhalt.getByLabel('Untertitel hochladen').setInputFiles({ name: 'inhalt.vtt', mimeType: 'text/vtt', buffer: CAPTIONS });
  await expect(inhalt.getByText('Untertitel (WebVTT): Untertitel vorhanden.')).toBeVisible();
  expect(await axeViolations(page, '#org-dgs-title + p + ul')).toEqual([]);

  // A visitor on a phone.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL: server.baseUrl, locale: 'de-DE' });
  const visitor = await phone.newPage();
  await visitor.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  await visitor.goto('/#/');
  await visitor.locator('footer').getByRole('link', { name: 'Gebärdensprache' }).click();
  await expect(visitor).toHaveURL(/#\/gebaerdensprache$/);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: /Deutsche Gebärdensprache \(DGS\)/ })).toBeVisible();
  const part = main.getByRole('region', { name: 'Was auf dieser Seite steht' });
  const video = part.locator('video');
  await expect(video).toHaveAttribute('preload', 'metadata');
  await expect(video).toHaveAttribute('controls', '');
  await expect(part.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'de');
  await expect(part.getByRole('img', { name: 'Deutsche Gebärdensprache' })).toBeVisible();
  const download = part.getByRole('link', { name: /^Video herunterladen \(WebM, \d+ KB, 0:02 Minuten\)$/ });
  await expect(download).toBeVisible();
  // The browser reads the video's metadata: its size and playing time.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight, Math.round(v.duration)])).toEqual([320, 240, 2]);
  // The other explanations say neutrally that there is no video yet: no empty players.
  await expect(main.getByText('Zu diesem Thema gibt es noch kein Video.')).toHaveCount(3);
  await expect(main.locator('video')).toHaveCount(1);
  // Nothing scrolls sideways on the phone.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeViolations(visitor)).toEqual([]);
  await saveScreenshot(visitor, 'dgs-videos-375');
  await phone.close();
});

test('an administrator adds a DGS video beside a block of the start page in „Seiteninhalte“; a visitor sees it beside that block', async ({ page, browser, server }) => {
  const good = await clip('320x240', 25);
  await page.goto('/#/login');
  await loginViaScreen(page, ADMIN.email, ADMIN.password);
  await page.getByRole('navigation', { name: 'Administrationsmenü' }).getByRole('link', { name: 'Organisationen' }).click();
  const block = page.getByRole('group', { name: 'Video in Gebärdensprache: Abschnitt „Das Projekt“' });
  await expect(block.getByText('Noch kein Video.')).toBeVisible();
  await block.getByLabel('DGS-Video hinzufügen').setInputFiles({ name: 'projekt.webm', mimeType: 'video/webm', buffer: good });
  await expect(alertArea(page).getByText('Das Video wurde gespeichert.')).toBeVisible();
  await expect(block.getByText(/^WebM, \d+ KB, 0:02 Minuten, 320 × 240 Pixel$/)).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, baseURL: server.baseUrl, locale: 'de-DE' });
  const visitor = await phone.newPage();
  await visitor.addInitScript(() => window.localStorage.setItem('cookie-accepted', 'true'));
  await visitor.goto('/#/');
  const project = visitor.locator('section#project');
  await expect(project.getByRole('link', { name: /^Video herunterladen \(WebM, \d+ KB, 0:02 Minuten\)$/ })).toBeVisible();
  await expect(project.getByRole('img', { name: 'Deutsche Gebärdensprache' })).toBeVisible();
  await expect(project.locator('video')).toHaveAttribute('aria-label', 'Dieser Abschnitt in Deutscher Gebärdensprache');
  // Only the block with a video has a player.
  await expect(visitor.locator('main video')).toHaveCount(1);
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await project.scrollIntoViewIfNeeded();
  await saveScreenshot(visitor, 'dgs-block-video-375');
  await phone.close();
});
