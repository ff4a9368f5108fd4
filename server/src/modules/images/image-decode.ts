import exifReader from 'exif-reader';
import type { Sharp, SharpOptions } from 'sharp';
import { IMAGE_NORM_MAX_SIDE } from '@mitmachkarte/contract/limits';
import { judgeExif } from './exif-guard.js';
import type { LogoFiles } from './logo-files.js';
import { HEIC_UNSUPPORTED, HOSTILE_METADATA, logoTooSmall, NOT_AN_IMAGE, tooManyPixels, UNREADABLE } from './image-messages.js';

/** Most decoded pixels of an upload (40 megapixels: every phone camera, not a decompression bomb:
 *  a small file that claims huge dimensions is refused from its header, before decoding). */
export const IMAGE_MAX_PIXELS = 40_000_000;

type SharpFactory = (input: Buffer, options: SharpOptions) => Sharp;
let loadedSharp: Promise<SharpFactory> | undefined;

/** libvips' loaders of the accepted formats; every other loader is blocked, so that no file is
 *  read by a loader its container was not checked for (image-containers.ts). */
const ACCEPTED_LOADERS = ['VipsForeignLoadJpegBuffer', 'VipsForeignLoadPngBuffer', 'VipsForeignLoadWebpBuffer', 'VipsForeignLoadHeifBuffer'];

/** sharp, loaded when the decoder process starts (decode-process.ts): the server's own process
 *  never reads an upload with it (docs/runtime.md §1). The operation cache of libvips keeps decoded images of
 *  finished requests; a decoder of user uploads gains nothing from it and keeps less memory
 *  without it. */
export const loadSharp = () => (loadedSharp ??= import('sharp').then(({ default: sharp }) => {
  sharp.cache(false);
  sharp.block({ operation: ['VipsForeignLoad'] });
  sharp.unblock({ operation: ACCEPTED_LOADERS });
  return sharp;
}));

/** A position in WGS84 decimal degrees. */
export type GpsPosition = { latitude: number; longitude: number };

/** Degrees, minutes and seconds (EXIF rationals) and the hemisphere letter as signed decimal
 *  degrees; undefined for anything malformed or beyond `max`. */
function toDegrees(dms: unknown, ref: unknown, positive: string, negative: string, max: number): number | undefined {
  if (!Array.isArray(dms) || dms.length === 0 || dms.length > 3) return undefined;
  if (!dms.every((v) => typeof v === 'number' && Number.isFinite(v) && v >= 0)) return undefined;
  const [d = 0, m = 0, s = 0] = dms as number[];
  if (m >= 60 || s >= 60) return undefined;
  const ref_ = typeof ref === 'string' ? ref.trim().toUpperCase() : '';
  if (ref_ !== positive && ref_ !== negative) return undefined;
  const value = d + m / 60 + s / 3600;
  if (value > max) return undefined;
  return ref_ === negative ? -value : value;
}

/** The GPS position of an EXIF block (as sharp's metadata() gives it), or undefined when there is
 *  none or it cannot be read: a broken EXIF never fails an upload. A position of exactly 0/0 is
 *  taken as a camera without fix. */
export function gpsPositionOf(exif: Buffer | undefined): GpsPosition | undefined {
  if (!exif || exif.length === 0) return undefined;
  try {
    const gps = exifReader(exif).GPSInfo;
    if (!gps) return undefined;
    const latitude = toDegrees(gps.GPSLatitude, gps.GPSLatitudeRef, 'N', 'S', 90);
    const longitude = toDegrees(gps.GPSLongitude, gps.GPSLongitudeRef, 'E', 'W', 180);
    if (latitude === undefined || longitude === undefined) return undefined;
    if (latitude === 0 && longitude === 0) return undefined;
    return { latitude, longitude };
  } catch {
    return undefined;
  }
}

/** Formats accepted, as sharp names them (heif covers HEIC and AVIF). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'heif']);

/** What an upload becomes: the MIME type of the bytes as uploaded and the two cleaned variants. */
export type ProcessedImage = {
  rawType: string;
  /** Where the photo was taken, from the GPS EXIF of the upload (WGS84 decimal degrees); only
   *  answered to the uploader, never stored (orig and norm carry no metadata). */
  position?: GpsPosition;
  orig: { data: Buffer; type: 'image/jpeg' | 'image/png'; width: number; height: number };
  norm: { data: Buffer; width: number; height: number };
};

const TOO_MANY_PIXELS = tooManyPixels(IMAGE_MAX_PIXELS);

/** An upload decodeImage refuses, with the German message for its uploader (400). */
export class UploadRefused extends Error {}
const refuse = (message: string) => new UploadRefused(message);

/** Decoding options of every pipeline: the pixel limit, and failure on truncated or broken data
 *  (warnings such as extraneous bytes, common in camera files, are tolerated). */
const inputOf = (sharp: SharpFactory) => (bytes: Buffer) => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });

/** sharp's error for an image beyond limitInputPixels (from its header, before decoding). */
const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

function rawTypeOf(format: string, compression: string | undefined): string {
  if (format === 'heif') return compression === 'av1' ? 'image/avif' : 'image/heic';
  return `image/${format}`;
}

/** Checks that `bytes` really are a JPEG, PNG, WebP or HEIF/AVIF image of at most IMAGE_MAX_PIXELS
 *  (throws UploadRefused with a German message otherwise: another format, EXIF built to make parsers
 *  loop (exif-guard.ts, checked before libvips reads anything), truncated or broken data, too many
 *  pixels) and makes the variants: `orig` in full size with the EXIF orientation applied (PNG
 *  stays PNG, everything else becomes JPEG), `norm` a JPEG whose longest side is at most
 *  IMAGE_NORM_MAX_SIDE, both without any metadata (EXIF incl. GPS, XMP, IPTC: sharp writes none
 *  unless asked to). Transparent areas become white in JPEGs. The GPS position of the upload's
 *  EXIF, if any, is read before and returned as `position` (gpsPositionOf). Runs in the decoder
 *  process only (decode-process.ts), which the server kills when it takes too long. */
export async function decodeImage(bytes: Buffer): Promise<ProcessedImage> {
  const { input, meta } = await checkUpload(bytes);
  const position = gpsPositionOf(meta.exif);
  const variants = await makeVariants(input, bytes, meta.format === 'png', rawTypeOf(meta.format, meta.compression));
  return position ? { ...variants, position } : variants;
}

/** The checks every upload passes before anything decodes its pixels (see decodeImage): answers
 *  the pipeline factory and the header's metadata, or throws UploadRefused. */
async function checkUpload(bytes: Buffer) {
  const verdict = judgeExif(bytes);
  if (verdict === 'no-container') throw refuse(NOT_AN_IMAGE);
  if (verdict === 'hostile') throw refuse(HOSTILE_METADATA);
  const input = inputOf(await loadSharp());
  const meta = await input(bytes).metadata().catch((err: unknown) => {
    throw refuse(isPixelLimit(err) ? TOO_MANY_PIXELS : NOT_AN_IMAGE);
  });
  if (!ACCEPTED.has(meta.format) || !meta.width || !meta.height) throw refuse(NOT_AN_IMAGE);
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw refuse(TOO_MANY_PIXELS);
  return { input, meta: meta as typeof meta & { width: number; height: number } };
}

/** Shortest longest side of a logo (px): below, neither the navigation bar nor an app icon would be sharp. */
export const LOGO_MIN_SIDE = 64;
/** Largest size of the logo file (px): 32 CSS px high in the navigation bar at up to 8× density,
 *  and room for a wide logo. */
export const LOGO_MAX_WIDTH = 1024;
export const LOGO_MAX_HEIGHT = 256;
/** A maskable icon's content stays within the central circle of 80 % (W3C Web App Manifest,
 *  icon masks): 410 of 512 px, the rest white. */
const MASKABLE_INNER = 410;

/** An organisation's logo as its files (PNG without metadata): `logo` at most LOGO_MAX_WIDTH ×
 *  LOGO_MAX_HEIGHT, never enlarged, transparent where the upload was; `icon192` and `icon512`
 *  square with the logo centred on transparency; `iconMaskable` 512 px with the logo inside the
 *  safe zone on white. Checks as decodeImage (UploadRefused), and refuses a logo whose longer
 *  side is under LOGO_MIN_SIDE. Runs in the decoder process only (decode-process.ts). */
export async function decodeLogo(bytes: Buffer): Promise<LogoFiles> {
  const { input, meta } = await checkUpload(bytes);
  if (Math.max(meta.width, meta.height) < LOGO_MIN_SIDE) throw refuse(logoTooSmall(LOGO_MIN_SIDE));
  const clear = { r: 0, g: 0, b: 0, alpha: 0 };
  const png = { compressionLevel: 9, palette: true } as const;
  const square = (side: number) => input(bytes).rotate().resize({ width: side, height: side, fit: 'contain', background: clear }).png(png).toBuffer();
  try {
    const logo = await input(bytes).rotate()
      .resize({ width: LOGO_MAX_WIDTH, height: LOGO_MAX_HEIGHT, fit: 'inside', withoutEnlargement: true })
      .png(png).toBuffer({ resolveWithObject: true });
    const margin = (512 - MASKABLE_INNER) / 2;
    const iconMaskable = await input(bytes).rotate()
      .resize({ width: MASKABLE_INNER, height: MASKABLE_INNER, fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' })
      .png(png).toBuffer();
    return { logo: { data: logo.data, width: logo.info.width, height: logo.info.height }, icon192: await square(192), icon512: await square(512), iconMaskable };
  } catch (err) {
    if (isPixelLimit(err)) throw refuse(TOO_MANY_PIXELS);
    throw refuse(meta.format === 'heif' && meta.compression !== 'av1' ? HEIC_UNSUPPORTED : UNREADABLE);
  }
}

/** The two variants of decodeImage. */
async function makeVariants(input: ReturnType<typeof inputOf>, bytes: Buffer, isPng: boolean, rawType: string): Promise<ProcessedImage> {
  try {
    const orig = await (isPng
      ? input(bytes).rotate().png()
      : input(bytes).rotate().flatten({ background: '#ffffff' }).jpeg({ quality: 90 })
    ).toBuffer({ resolveWithObject: true });
    const norm = await input(bytes)
      .rotate()
      .resize({ width: IMAGE_NORM_MAX_SIDE, height: IMAGE_NORM_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      rawType,
      orig: { data: orig.data, type: isPng ? 'image/png' : 'image/jpeg', width: orig.info.width, height: orig.info.height },
      norm: { data: norm.data, width: norm.info.width, height: norm.info.height },
    };
  } catch (err) {
    // Whatever libvips cannot decode is the upload's fault; nothing else runs in here.
    if (isPixelLimit(err)) throw refuse(TOO_MANY_PIXELS);
    // The prebuilt libvips of sharp reads HEIF with AV1 (AVIF) but has no HEVC decoder.
    throw refuse(rawType === 'image/heic' ? HEIC_UNSUPPORTED : UNREADABLE);
  }
}
