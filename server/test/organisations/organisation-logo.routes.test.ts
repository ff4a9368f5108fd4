import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Organisation, OrgInfo } from '@mitmachkarte/contract';
import { TestClient } from '../client.js';
import { expectStatus, outsiders, snapshot, url, userWith } from '../admin-fixtures.js';
import { cameraJpeg, readExif } from '../image-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** An organisation's logo (docs/product.md §10.2, §22): POST and DELETE /admin/organisation/{id}/logo
 *  for holders of `orgmanager`; the navigation bar's file and the app's icons made by the decoder
 *  process from real images (sharp), served at /branding/{revision}/{file}.png to everyone; GET
 *  /auth/org and the web app manifest name them. */

let t: TestApp;
let manager: TestClient, anon: TestClient, plain: TestClient, others: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  manager = (await userWith(t, ['orgmanager'])).client;
  ({ anon, plain, others } = await outsiders(t, 'orgmanager'));
});
afterAll(async () => t?.close());

let hosts = 0;
async function createOrg(): Promise<Organisation> {
  const res = await manager.post(url('/admin/organisation'), { Host: `logo-${++hosts}.example.org`, Config: { Title: `Stadt ${hosts}` } });
  expectStatus(res, 200);
  return res.json();
}

const uploadLogo = (client: TestClient, id: string, bytes: Buffer, type = 'image/png') =>
  client.request('POST', url(`/admin/organisation/${id}/logo`), bytes, { headers: { 'content-type': type } });
const site = (path: string, host = 'irgendwo.example') => t.app.inject({ method: 'GET', url: path, headers: { host } });

/** A wide logo: a blue bar with a red square on transparency, 800 × 400 px. */
const wideLogo = () => sharp({ create: { width: 800, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
  .composite([{ input: { create: { width: 800, height: 200, channels: 4, background: { r: 10, g: 60, b: 160, alpha: 1 } } }, top: 100, left: 0 }])
  .png().toBuffer();

/** The colour of the pixel at x, y of a PNG as [r, g, b, alpha]. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [...data.subarray(i, i + 4)];
}

describe('rights', () => {
  it('answers 401 to anonymous visitors and 403 to users without orgmanager, and changes nothing', async () => {
    const org = await createOrg();
    const before = await snapshot(t);
    const png = await wideLogo();
    for (const [client, status] of [[anon, 401], [plain, 403], [others, 403]] as const) {
      expectStatus(await uploadLogo(client, org.ID, png), status);
      expectStatus(await client.delete(url(`/admin/organisation/${org.ID}/logo`)), status);
    }
    expect(await snapshot(t)).toEqual(before);
    expect((await t.db.selectFrom('organisation_logos').select('revision').execute())).toEqual([]);
  });
});

describe('POST /admin/organisation/{id}/logo', () => {
  it('makes the logo and the app icons from a real image, without its metadata, and the site names them', async () => {
    const org = await createOrg();
    const res = await uploadLogo(manager, org.ID, await wideLogo());
    expectStatus(res, 200);
    const saved = res.json() as Organisation;
    expect(saved.Logo).toEqual({ Url: expect.stringMatching(/^\/branding\/[\w-]+\/logo\.png$/), Width: 512, Height: 256, IconUrl: expect.stringMatching(/\/icon-192\.png$/) });

    const logo = await site(saved.Logo!.Url);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['set-cookie']).toBeUndefined();
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 512, 256, true]);
    // Transparent above the bar, blue in it.
    expect((await pixel(logo.rawPayload, 10, 10))[3]).toBe(0);
    expect(await pixel(logo.rawPayload, 256, 128)).toEqual([10, 60, 160, 255]);

    // GET /auth/org of its host and its manifest name the same files.
    const info = (await new TestClient(t.app).request('GET', url('/auth/org'), undefined, { headers: { host: org.Host } })).json() as OrgInfo;
    expect(info.Logo).toEqual(saved.Logo);
    const manifest = (await site('/manifest.webmanifest', org.Host)).json() as { icons: { src: string; sizes: string; purpose?: string }[] };
    expect(manifest.icons.map((i) => [i.sizes, i.purpose ?? 'any'])).toEqual([['192x192', 'any'], ['512x512', 'any'], ['512x512', 'maskable']]);
    const [small, large, maskable] = await Promise.all(manifest.icons.map(async (icon) => {
      expect(icon.src.startsWith(saved.Logo!.Url.replace('logo.png', ''))).toBe(true);
      const file = await site(icon.src);
      expect(file.statusCode).toBe(200);
      return file.rawPayload;
    }));
    expect(await sharp(small!).metadata()).toMatchObject({ format: 'png', width: 192, height: 192 });
    expect(await sharp(large!).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    // The plain icons are transparent round the logo; the maskable one is white, with the logo
    // inside its safe zone (the central 80 %).
    expect((await pixel(large!, 5, 5))[3]).toBe(0);
    expect(await pixel(maskable!, 5, 256)).toEqual([255, 255, 255, 255]);
    expect(await pixel(maskable!, 60, 256)).toEqual([10, 60, 160, 255]);
    expect(await pixel(maskable!, 45, 256)).toEqual([255, 255, 255, 255]);
  });

  it('turns a camera photo upright and drops its EXIF and GPS', async () => {
    const org = await createOrg();
    const res = await uploadLogo(manager, org.ID, await cameraJpeg(400, 300, 6), 'image/jpeg');
    expectStatus(res, 200);
    const { Logo } = res.json() as Organisation;
    expect([Logo!.Width, Logo!.Height]).toEqual([192, 256]);
    const meta = await sharp((await site(Logo!.Url)).rawPayload).metadata();
    expect(readExif(meta.exif).hasGps).toBe(false);
    expect(meta.exif).toBeUndefined();
  });

  it('replaces an earlier logo: a new address, the old files gone, both changes in the audit log', async () => {
    const org = await createOrg();
    const first = ((await uploadLogo(manager, org.ID, await wideLogo())).json() as Organisation).Logo!;
    const square = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#204080' } }).png().toBuffer();
    const second = ((await uploadLogo(manager, org.ID, square)).json() as Organisation).Logo!;
    expect(second.Url).not.toBe(first.Url);
    expect([second.Width, second.Height]).toEqual([256, 256]);
    expect((await site(first.Url)).statusCode).toBe(404);
    expect((await site(second.Url)).statusCode).toBe(200);
    expect(await t.db.selectFrom('organisation_logos').select('revision').where('organisation_id', '=', org.ID).execute()).toHaveLength(1);
    const audit = await t.db.selectFrom('audit_log').select(['summary', 'before', 'after']).where('target_id', '=', org.ID).where('action', '=', 'organisation.update').orderBy('created_at').execute();
    expect(audit.map((a) => a.summary)).toEqual([`Organisation „${org.Host}“ geändert: Logo`, `Organisation „${org.Host}“ geändert: Logo`]);
    expect(audit[1]).toMatchObject({ before: 'Logo: 512 × 256 Pixel', after: 'Logo: 256 × 256 Pixel' });
  });

  it('refuses what is no usable logo with a German message, and keeps the logo it had', async () => {
    const org = await createOrg();
    const kept = ((await uploadLogo(manager, org.ID, await wideLogo())).json() as Organisation).Logo;
    const before = await t.db.selectFrom('organisation_logos').select('revision').execute();
    const tiny = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#204080' } }).png().toBuffer();
    const cases: [Buffer, string, number, RegExp][] = [
      [Buffer.from('kein Bild'), 'application/octet-stream', 400, /kein unterstütztes Bild/],
      [Buffer.alloc(0), 'image/png', 400, /enthält kein Bild/],
      [tiny, 'image/png', 400, /^Das Logo ist zu klein: Es muss mindestens 64 Pixel breit oder hoch sein\.$/],
      [(await wideLogo()).subarray(0, 200), 'image/png', 400, /beschädigt|kein unterstütztes Bild/],
      [Buffer.alloc(10 * 1024 * 1024 + 1, 1), 'image/png', 413, /höchstens 10 MB/],
      [Buffer.from('{"a":1}'), 'application/json', 415, /./],
    ];
    for (const [bytes, type, status, message] of cases) {
      const res = await uploadLogo(manager, org.ID, bytes, type);
      expectStatus(res, status);
      expect((res.json() as { Message: string }).Message).toMatch(message);
    }
    expectStatus(await uploadLogo(manager, '0190f5a2-0000-7000-8000-00000000ffff', await wideLogo()), 404);
    expectStatus(await uploadLogo(manager, 'keine-id', await wideLogo()), 400);
    expect(await t.db.selectFrom('organisation_logos').select('revision').execute()).toEqual(before);
    expect(((await manager.get(url(`/admin/organisation/${org.ID}`))).json() as Organisation).Logo).toEqual(kept);
  });

  it('needs the anti-forgery token', async () => {
    const org = await createOrg();
    const res = await manager.request('POST', url(`/admin/organisation/${org.ID}/logo`), await wideLogo(), { headers: { 'content-type': 'image/png' }, xsrf: false });
    expectStatus(res, 403);
    expect(((await manager.get(url(`/admin/organisation/${org.ID}`))).json() as Organisation).Logo).toBeNull();
  });
});

describe('DELETE /admin/organisation/{id}/logo', () => {
  it("removes the logo: its files are gone, the manifest has the product's icons again; removing none changes nothing", async () => {
    const org = await createOrg();
    const logo = ((await uploadLogo(manager, org.ID, await wideLogo())).json() as Organisation).Logo!;
    const res = await manager.delete(url(`/admin/organisation/${org.ID}/logo`));
    expectStatus(res, 200);
    expect((res.json() as Organisation).Logo).toBeNull();
    expect((await site(logo.Url)).statusCode).toBe(404);
    const manifest = (await site('/manifest.webmanifest', org.Host)).json() as { icons: { src: string }[] };
    expect(manifest.icons.map((i) => i.src)).toEqual(['/icon-192.png', '/icon-512.png', '/icon-maskable-512.png']);
    const audits = async () => t.db.selectFrom('audit_log').select('id').where('target_id', '=', org.ID).execute();
    const count = (await audits()).length;
    expectStatus(await manager.delete(url(`/admin/organisation/${org.ID}/logo`)), 200);
    expect(await audits()).toHaveLength(count);
    expectStatus(await manager.delete(url('/admin/organisation/0190f5a2-0000-7000-8000-00000000ffff/logo')), 404);
  });

  it("goes with its organisation", async () => {
    const org = await createOrg();
    const logo = ((await uploadLogo(manager, org.ID, await wideLogo())).json() as Organisation).Logo!;
    expectStatus(await manager.delete(url(`/admin/organisation/${org.ID}`)), 200);
    expect(await t.db.selectFrom('organisation_logos').select('revision').where('organisation_id', '=', org.ID).execute()).toEqual([]);
    expect((await site(logo.Url)).statusCode).toBe(404);
  });
});

describe('GET /branding/{revision}/{file}', () => {
  it('answers 404 with a German message for an unknown revision or file', async () => {
    const org = await createOrg();
    const logo = ((await uploadLogo(manager, org.ID, await wideLogo())).json() as Organisation).Logo!;
    for (const path of ['/branding/unbekannt/logo.png', logo.Url.replace('logo.png', 'passwd.png'), logo.Url.replace('logo.png', 'logo'), `${logo.Url.replace('/logo.png', '')}/..%2Flogo.png`]) {
      const res = await site(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ Message: expect.stringMatching(/nicht gefunden/) });
    }
  });
});
