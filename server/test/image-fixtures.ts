import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestClient } from './client.js';
import type { TestApp } from './test-app.js';

/** Base of the API's paths (as points-fixtures.ts; not imported from there, so that the process
 *  tests and benchmarks can use these fixtures without loading the server). */
const API = '/api/v1';

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

/** A PNG chunk: length, type, data, CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A decompression bomb: a valid PNG of `width`×`height` one-colour pixels (1-bit grey), a few
 *  dozen kilobytes that would decode to width × height pixels. Built by hand: sharp refuses to
 *  make it quickly. */
export function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = 1 + Math.ceil(width / 8); // filter byte + pixels
  const pixels = zlib.deflateSync(Buffer.alloc(row * height), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', pixels), pngChunk('IEND', Buffer.alloc(0))]);
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

/** A JPEG segment: marker, length (2 bytes, counting itself) and data. */
function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** Most data bytes one JPEG segment can hold (its length field counts itself). */
const MAX_SEGMENT_DATA = 0xffff - 2;

/** A small real JPEG (64×64) with `segments` inserted right after its SOI marker. */
async function jpegWith(segments: Buffer[]): Promise<Buffer> {
  const base = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#6a8' } }).jpeg().toBuffer();
  return Buffer.concat([base.subarray(0, 2), ...segments, base.subarray(2)]);
}

/** COM segments carrying `bytes`, split at the segment size. */
function commentSegments(bytes: Buffer): Buffer[] {
  const segments: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += MAX_SEGMENT_DATA) segments.push(jpegSegment(0xfffe, bytes.subarray(at, at + MAX_SEGMENT_DATA)));
  return segments;
}

/** The TIFF structure of an EXIF bomb: IFD0 holds `entries` pointers (Exif, GPS and
 *  Interoperability sub-IFDs, in turn) that all point back at IFD0 itself, and its next-IFD offset
 *  points at itself too; a parser without loop protection follows them again and again. Intel
 *  (little-endian, "II") or Motorola (big-endian, "MM") byte order. */
export function exifBombTiff(entries: number, { bigEndian = false } = {}): Buffer {
  const tiff = Buffer.alloc(8 + 2 + entries * 12 + 4);
  const u16 = (value: number, at: number) => (bigEndian ? tiff.writeUInt16BE(value, at) : tiff.writeUInt16LE(value, at));
  const u32 = (value: number, at: number) => (bigEndian ? tiff.writeUInt32BE(value, at) : tiff.writeUInt32LE(value, at));
  tiff.write(bigEndian ? 'MM' : 'II', 0);
  u16(42, 2);
  u32(8, 4);
  u16(entries, 8);
  const pointerTags = [0x8769, 0x8825, 0xa005];
  for (let i = 0; i < entries; i++) {
    const at = 10 + i * 12;
    u16(pointerTags[i % pointerTags.length]!, at);
    u16(4, at + 2); // LONG
    u32(1, at + 4);
    u32(8, at + 8); // → IFD0
  }
  u32(8, 10 + entries * 12); // next IFD → IFD0
  return tiff;
}

/** A small real JPEG whose APP1 segment holds "Exif\0\0" and `tiff`, cut at the end of the segment
 *  if longer. Comment segments pad the file to about `padTo` bytes. */
export async function jpegWithExif(tiff: Buffer, padTo = 0): Promise<Buffer> {
  const app1 = jpegSegment(0xffe1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]).subarray(0, MAX_SEGMENT_DATA));
  const plain = await jpegWith([app1]);
  return plain.length >= padTo ? plain : jpegWith([app1, ...commentSegments(Buffer.alloc(padTo - plain.length, 0x41))]);
}

/** An EXIF bomb (the probe's findings 1 and 4) in a small JPEG: the TIFF of exifBombTiff in an APP1
 *  "Exif" segment. An IFD too large for one segment (more than about 5,460 entries) is cut at its
 *  end, as an IFD that claims more entries than the block holds. Comment segments pad the file
 *  to about `padTo` bytes. */
export const exifBombJpeg = (entries: number, padTo = 100_000, { bigEndian = false } = {}): Promise<Buffer> =>
  jpegWithExif(exifBombTiff(entries, { bigEndian }), padTo);

/** A small real PNG (32×32) whose eXIf chunk (before the pixels, as the PNG specification places it)
 *  holds `tiff`. */
export async function pngWithExif(tiff: Buffer): Promise<Buffer> {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#48c' } }).png().toBuffer();
  const ihdrEnd = 8 + 8 + 13 + 4;
  return Buffer.concat([png.subarray(0, ihdrEnd), pngChunk('eXIf', tiff), png.subarray(ihdrEnd)]);
}

/** A small real WebP (extended format, VP8X) whose EXIF chunk holds `tiff` in place of the one
 *  sharp wrote. */
export async function webpWithExif(tiff: Buffer): Promise<Buffer> {
  const webp = await gpsWebp(32, 32);
  const chunks: Buffer[] = [];
  for (let at = 12; at + 8 <= webp.length;) {
    const type = webp.toString('latin1', at, at + 4);
    const size = webp.readUInt32LE(at + 4);
    const data = type === 'EXIF' ? tiff : webp.subarray(at + 8, at + 8 + size);
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32LE(data.length, 4);
    chunks.push(head, data, Buffer.alloc(data.length & 1));
    at += 8 + size + (size & 1);
  }
  const body = Buffer.concat(chunks);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + body.length, 4);
  riff.write('WEBP', 8, 'latin1');
  return Buffer.concat([riff, body]);
}

/** A small real AVIF (HEIF container) whose Exif item holds "Exif\0\0" and `tiff`: the item's
 *  data (a 4-byte offset of the TIFF header, then the block, as HEIF stores EXIF) goes into an
 *  `mdat` box appended to the file, and the item's extent in the `iloc` box is pointed at it. */
export async function avifWithExif(tiff: Buffer): Promise<Buffer> {
  const avif = Buffer.from(await gpsAvif(64, 64));
  const boxes = (start: number, end: number) => {
    const found = new Map<string, { at: number; size: number }>();
    for (let at = start; at + 8 <= end;) {
      const size = avif.readUInt32BE(at);
      found.set(avif.toString('latin1', at + 4, at + 8), { at, size });
      at += size;
    }
    return found;
  };
  const meta = boxes(0, avif.length).get('meta')!;
  const inMeta = boxes(meta.at + 12, meta.at + meta.size);
  // iinf version 0 with infe boxes of version 2: the id of the item whose type is 'Exif'.
  const iinf = inMeta.get('iinf')!;
  let exifItem: number | undefined;
  for (let at = iinf.at + 14; at < iinf.at + iinf.size; at += avif.readUInt32BE(at)) {
    if (avif.toString('latin1', at + 16, at + 20) === 'Exif') exifItem = avif.readUInt16BE(at + 12);
  }
  // iloc version 0, 4-byte offsets, lengths and base offsets: 18 bytes per one-extent item.
  const iloc = inMeta.get('iloc')!;
  if (avif[iloc.at + 8] !== 0 || avif[iloc.at + 12] !== 0x44 || avif[iloc.at + 13] !== 0x40) throw new Error('unexpected iloc layout of sharp\'s AVIF');
  let patched = false;
  const data = Buffer.concat([Buffer.from([0, 0, 0, 6]), Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + data.length, 0);
  mdat.write('mdat', 4, 'latin1');
  for (let i = 0, at = iloc.at + 16; i < avif.readUInt16BE(iloc.at + 14); i++, at += 18) {
    if (avif.readUInt16BE(at) !== exifItem || avif.readUInt16BE(at + 8) !== 1) continue;
    avif.writeUInt32BE(0, at + 4); // base offset
    avif.writeUInt32BE(avif.length + 8, at + 10);
    avif.writeUInt32BE(data.length, at + 14);
    patched = true;
  }
  if (!patched) throw new Error('no Exif item in sharp\'s AVIF');
  return Buffer.concat([avif, mdat, data]);
}

/** Bytes made of TIFF headers ("II*\0") that all point at one IFD of `ifdEntries` plain entries
 *  (ASCII values) at the end, `size` bytes in all (the probe's finding 2: 1 MB held 123,499 headers). */
export function tiffHeaderFlood(size: number, ifdEntries = 1000): Buffer {
  const ifdSize = 2 + ifdEntries * 12 + 4;
  const headers = Math.floor((size - ifdSize) / 8);
  const bytes = Buffer.alloc(headers * 8 + ifdSize);
  const ifd = headers * 8;
  for (let i = 0; i < headers; i++) {
    bytes.write('II*\0', i * 8, 'latin1');
    bytes.writeUInt32LE(ifd - i * 8, i * 8 + 4); // TIFF offsets count from their own header
  }
  bytes.writeUInt16LE(ifdEntries, ifd);
  for (let i = 0; i < ifdEntries; i++) {
    bytes.writeUInt16LE(0x010e + (i % 8), ifd + 2 + i * 12); // ImageDescription and its neighbours
    bytes.writeUInt16LE(2, ifd + 4 + i * 12); // ASCII
    bytes.writeUInt32LE(4, ifd + 6 + i * 12);
  }
  return bytes;
}

/** A small real JPEG carrying each of `payloads` (at most 65,533 bytes each) in a comment segment
 *  of its own, outside any EXIF block. */
export const jpegWithComments = (payloads: Buffer[]): Promise<Buffer> => jpegWith(payloads.map((payload) => jpegSegment(0xfffe, payload)));
