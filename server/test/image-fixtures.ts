import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestClient } from './client.js';
import { API } from './points-fixtures.js';
import type { TestApp } from './test-app.js';

/** EXIF of the test photos: camera, orientation and a GPS position (IFD3 is the GPS IFD of libvips). */
export const CAMERA_EXIF = {
  IFD0: { Make: 'Testkamera', Model: 'K-1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 18/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '9/1 28/1 3300/100' },
};
const GPS_XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">'
  + '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="51,18.5N" exif:GPSLongitude="9,28.55E"/></rdf:RDF></x:xmpmeta>';

/** Pixels that compress like a photo (not one flat colour), so the JPEG has a realistic size. */
function noise(width: number, height: number, channels: 3 | 4): Buffer {
  const buf = Buffer.alloc(width * height * channels);
  for (let i = 0; i < buf.length; i++) buf[i] = (i * 7919 + (i >> 9) * 31) & 255;
  return buf;
}

/** A camera-like JPEG: `width`×`height` pixels as stored, EXIF orientation (6: the camera was
 *  turned, the picture must be rotated 90° clockwise), make and model, GPS in EXIF and XMP. */
export function cameraJpeg(width: number, height: number, orientation = 6): Promise<Buffer> {
  return sharp(noise(width, height, 3), { raw: { width, height, channels: 3 } })
    .withMetadata({ orientation })
    .withExif(CAMERA_EXIF)
    .withXmp(GPS_XMP)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A half-transparent PNG with GPS in EXIF. */
export const gpsPng = (width: number, height: number) =>
  sharp(noise(width, height, 4), { raw: { width, height, channels: 4 } }).withExif(CAMERA_EXIF).png().toBuffer();

/** A WebP with GPS in EXIF and XMP. */
export const gpsWebp = (width: number, height: number) =>
  sharp(noise(width, height, 3), { raw: { width, height, channels: 3 } }).withExif(CAMERA_EXIF).withXmp(GPS_XMP).webp().toBuffer();

/** An AVIF (HEIF container, AV1) with GPS in EXIF. */
export const gpsAvif = (width: number, height: number) =>
  sharp(noise(width, height, 3), { raw: { width, height, channels: 3 } }).withExif(CAMERA_EXIF).avif().toBuffer();

/** A decompression bomb: a valid PNG of `width`×`height` one-colour pixels (1-bit grey), a few
 *  dozen kilobytes that would decode to width × height pixels. Built by hand: sharp refuses to
 *  make it quickly. */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = 1 + Math.ceil(width / 8); // filter byte + pixels
  const pixels = zlib.deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

/** What the EXIF block of an image says: orientation, and whether it has a GPS IFD with entries
 *  (read from the TIFF structure itself, not guessed from bytes). */
export function readExif(exif: Buffer | undefined): { orientation?: number; make?: string; hasGps: boolean } {
  if (!exif) return { hasGps: false };
  const tiff = exif.subarray(exif.subarray(0, 6).toString('latin1') === 'Exif\0\0' ? 6 : 0);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd0 = u32(4);
  const result: { orientation?: number; make?: string; hasGps: boolean } = { hasGps: false };
  for (let i = 0, n = u16(ifd0); i < n; i++) {
    const e = ifd0 + 2 + i * 12;
    const tag = u16(e);
    if (tag === 0x0112) result.orientation = u16(e + 8);
    if (tag === 0x010f) {
      const count = u32(e + 4);
      result.make = tiff.toString('latin1', count <= 4 ? e + 8 : u32(e + 8), (count <= 4 ? e + 8 : u32(e + 8)) + count - 1);
    }
    if (tag === 0x8825) result.hasGps = u16(u32(e + 8)) > 0;
  }
  return result;
}

/** sharp's view of an image plus what its EXIF says. */
export async function inspect(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { ...meta, exifInfo: readExif(meta.exif) };
}

/** POSTs raw bytes to the upload route (content type application/octet-stream unless given). */
export const upload = (client: TestClient, bytes: Buffer, contentType = 'application/octet-stream') =>
  client.request('POST', `${API}/gis/images/upload`, bytes, { headers: { 'content-type': contentType } });

/** Uploads and expects 200; the new image's id. */
export async function uploadOk(client: TestClient, bytes: Buffer, contentType?: string): Promise<string> {
  const res = await upload(client, bytes, contentType);
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { Id: string }).Id;
}

/** GET /gis/image/{variant}/{id}. */
export const fetchImage = (client: TestClient, variant: string, id: string): Promise<LightMyRequestResponse> =>
  client.get(`${API}/gis/image/${variant}/${id}`);

/** The image rows and every file under DATA_DIR/images: what a refused upload must leave as it was. */
export async function storedImages(t: TestApp): Promise<{ rows: string[]; files: string[] }> {
  const rows = (await t.db.selectFrom('images').select('id').orderBy('id').execute()).map((r) => r.id);
  const root = path.join(t.dataDir, 'images');
  const files = fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true }) as string[]).sort() : [];
  return { rows, files };
}

/** An EXIF bomb (the probe's finding 4): a small JPEG whose EXIF IFD0 holds `entries` pointers
 *  (Exif, GPS and Interoperability sub-IFDs) that all point back at IFD0 itself, and whose next-IFD
 *  offset points at itself too; a parser without loop protection follows them again and again.
 *  A comment segment pads the file to about `padTo` bytes. */
export async function exifBombJpeg(entries: number, padTo = 100_000): Promise<Buffer> {
  const tiff = Buffer.alloc(8 + 2 + entries * 12 + 4);
  tiff.write('II', 0);
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(entries, 8);
  const pointerTags = [0x8769, 0x8825, 0xa005];
  for (let i = 0; i < entries; i++) {
    const at = 10 + i * 12;
    tiff.writeUInt16LE(pointerTags[i % pointerTags.length]!, at);
    tiff.writeUInt16LE(4, at + 2); // LONG
    tiff.writeUInt32LE(1, at + 4);
    tiff.writeUInt32LE(8, at + 8); // → IFD0
  }
  tiff.writeUInt32LE(8, 10 + entries * 12); // next IFD → IFD0
  const segment = (marker: number, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt16BE(marker, 0);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const base = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6a8' } }).jpeg().toBuffer();
  const app1 = segment(0xffe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]));
  const padding = Math.max(0, padTo - base.length - app1.length - 4);
  const comments: Buffer[] = [];
  for (let left = padding; left > 0; left -= 65_000) comments.push(segment(0xfffe, Buffer.alloc(Math.min(65_000, left), 0x41)));
  return Buffer.concat([base.subarray(0, 2), app1, ...comments, base.subarray(2)]);
}
