/** The EXIF blocks of an upload, read from exactly where libvips (8.17, in sharp) reads them in the
 *  four accepted containers (docs/security.md, Images): a JPEG's APP1 segments that start "Exif",
 *  before the first scan (libjpeg keeps markers up to SOS); a PNG's eXIf chunks (libspng); a WebP's
 *  EXIF chunks (libwebp's demuxer); the Exif items of a HEIF/AVIF file's `meta` box, found through
 *  `iinf` and `iloc` (libheif), without the 4-byte offset that starts them (libvips skips it).
 *  Every such block is returned, not only the one libvips keeps: a superset is safe. Bytes anywhere
 *  else are never looked at.
 *
 *  Pure and bounded: every segment, chunk, box, item and extent visited spends one unit of the
 *  caller's WorkBudget, and the walks stop when it is spent. */

/** The containers of the accepted formats. */
export type ImageContainer = 'jpeg' | 'png' | 'webp' | 'heif';

/** Units of work one upload's inspection may spend: structural steps of the containers plus the
 *  entries of its TIFF structures (exif-guard.ts). A camera file needs a few hundred. */
export class WorkBudget {
  private left: number;
  constructor(private readonly limit: number) {
    this.left = limit;
  }

  /** The units spent so far, the refused call that exhausted the budget included. */
  get spent(): number {
    return this.limit - this.left;
  }

  /** Spends `units`; false once the budget is spent (then every later call is false too). */
  spend(units = 1): boolean {
    this.left -= units;
    return this.left >= 0;
  }

  get exhausted(): boolean {
    return this.left < 0;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The container of `bytes`, by the signature libvips' loaders check first; undefined for
 *  anything else (libvips is not asked to read other formats at all, image-decode.ts). */
export function containerOf(bytes: Buffer): ImageContainer | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'heif';
  return undefined;
}

/** The EXIF blocks of an image in `container` (as returned by containerOf). */
export function exifBlocksOf(bytes: Buffer, container: ImageContainer, budget: WorkBudget): Buffer[] {
  switch (container) {
    case 'jpeg': return jpegExif(bytes, budget);
    case 'png': return chunkedExif(bytes, 8, 'eXIf', budget);
    case 'webp': return chunkedExif(bytes, 12, 'EXIF', budget);
    case 'heif': return heifExif(bytes, budget);
  }
}

/** APP1 "Exif" segments before the first scan. Markers are found as libjpeg's next_marker finds
 *  them: bytes before an 0xFF are skipped, as are fill bytes 0xFF and stuffed 0xFF00. */
function jpegExif(bytes: Buffer, budget: WorkBudget): Buffer[] {
  const blocks: Buffer[] = [];
  for (let at = 2; at < bytes.length && budget.spend();) {
    while (at < bytes.length && bytes[at] !== 0xff) at++;
    while (at < bytes.length && bytes[at] === 0xff) at++;
    if (at >= bytes.length) break;
    const marker = bytes[at++]!;
    if (marker === 0xda || marker === 0xd9) break; // SOS, EOI
    if (marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue; // stuffed byte, TEM, RSTn, SOI: no length
    if (at + 2 > bytes.length) break;
    const length = bytes.readUInt16BE(at);
    if (length < 2) break; // libjpeg stops with "bogus marker length"
    if (marker === 0xe1 && bytes.toString('latin1', at + 2, at + 6) === 'Exif') blocks.push(bytes.subarray(at + 2, at + length));
    at += length;
  }
  return blocks;
}

/** Chunks named `type` of a PNG (big-endian length, type, data, CRC) or a RIFF file (type,
 *  little-endian size, data, padded to even), from `start`. */
function chunkedExif(bytes: Buffer, start: number, type: 'eXIf' | 'EXIF', budget: WorkBudget): Buffer[] {
  const png = type === 'eXIf';
  const blocks: Buffer[] = [];
  for (let at = start; at + 8 <= bytes.length && budget.spend();) {
    const size = png ? bytes.readUInt32BE(at) : bytes.readUInt32LE(at + 4);
    const name = bytes.toString('latin1', png ? at + 4 : at, png ? at + 8 : at + 4);
    if (name === type) blocks.push(bytes.subarray(at + 8, at + 8 + size));
    if (png && name === 'IEND') break;
    at += 8 + size + (png ? 4 : size & 1);
  }
  return blocks;
}

/** A box of an ISO base media file: its type and where its body starts and ends. */
type Box = { type: string; body: number; end: number };

/** The boxes between `start` and `end`; a box that claims to end beyond is cut at `end`. */
function boxesIn(bytes: Buffer, start: number, end: number, budget: WorkBudget): Box[] {
  const boxes: Box[] = [];
  for (let at = start; at + 8 <= end && budget.spend();) {
    let size = bytes.readUInt32BE(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) break;
      size = Number(bytes.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < body - at) break;
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), body, end: Math.min(at + size, end) });
    at += size;
  }
  return boxes;
}

/** Reads big-endian numbers of a box body; past its end it reads zeros and is no longer `ok`. */
class Cursor {
  ok = true;
  constructor(private readonly bytes: Buffer, public at: number, private readonly end: number) {}

  /** An unsigned number of `size` bytes: 0, 1, 2, 4 or 8 (as iloc's field sizes). */
  uint(size: number): number {
    if (size === 0) return 0;
    if (this.at + size > this.end || ![1, 2, 4, 8].includes(size)) {
      this.ok = false;
      return 0;
    }
    const value = size === 8 ? Number(this.bytes.readBigUInt64BE(this.at)) : this.bytes.readUIntBE(this.at, size);
    this.at += size;
    return value;
  }
}

/** The Exif items of the `meta` boxes: their ids from `iinf` (item entries of version 2 and 3,
 *  the ones that carry an item type), their extents from `iloc` (in the file, or in `idat`). */
function heifExif(bytes: Buffer, budget: WorkBudget): Buffer[] {
  const blocks: Buffer[] = [];
  let copied = 0;
  for (const meta of boxesIn(bytes, 0, bytes.length, budget).filter((b) => b.type === 'meta')) {
    const children = boxesIn(bytes, meta.body + 4, meta.end, budget); // meta is a full box
    const idat = children.find((b) => b.type === 'idat');
    const exifItems = new Set<number>();
    for (const iinf of children.filter((b) => b.type === 'iinf')) {
      const entries = bytes[iinf.body] === 0 ? 2 : 4;
      for (const infe of boxesIn(bytes, iinf.body + 4 + entries, iinf.end, budget).filter((b) => b.type === 'infe')) {
        const c = new Cursor(bytes, infe.body, infe.end);
        const version = c.uint(1);
        if (version < 2) continue;
        c.at += 3;
        const id = c.uint(version === 2 ? 2 : 4);
        c.at += 2; // protection index
        if (c.ok && c.at + 4 <= infe.end && bytes.toString('latin1', c.at, c.at + 4) === 'Exif') exifItems.add(id);
      }
    }
    for (const iloc of children.filter((b) => b.type === 'iloc')) {
      for (const item of ilocItems(bytes, iloc, budget)) {
        if (!exifItems.has(item.id)) continue;
        const parts = item.extents.flatMap(({ offset, length }) => {
          const [from, to] = item.method === 0 ? [0, bytes.length] : item.method === 1 && idat ? [idat.body, idat.end] : [0, 0];
          const start = from + offset;
          return start < to ? [bytes.subarray(start, length === 0 ? to : Math.min(start + length, to))] : [];
        });
        // Extents may name the same bytes again and again: what they add up to is bounded.
        copied += parts.length > 1 ? parts.reduce((sum, part) => sum + part.length, 0) : 0;
        if (copied > MAX_COPIED_BYTES && !budget.spend(Infinity)) return blocks;
        const data = parts.length === 1 ? parts[0]! : Buffer.concat(parts);
        if (data.length > 4) blocks.push(data.subarray(4));
      }
    }
  }
  return blocks;
}

/** Bytes the Exif items of one file made of several extents may add up to (libvips reads no EXIF
 *  block over 8 MiB). */
const MAX_COPIED_BYTES = 16 * 1024 * 1024;

type IlocItem = { id: number; method: number; extents: { offset: number; length: number }[] };

/** The items of an `iloc` box (ISO/IEC 14496-12 §8.11.3, versions 0 to 2). */
function ilocItems(bytes: Buffer, iloc: Box, budget: WorkBudget): IlocItem[] {
  const c = new Cursor(bytes, iloc.body, iloc.end);
  const version = c.uint(1);
  if (version > 2) return [];
  c.at += 3;
  const sizes = c.uint(1);
  const more = c.uint(1);
  const [offsetSize, lengthSize, baseSize, indexSize] = [sizes >> 4, sizes & 15, more >> 4, version > 0 ? more & 15 : 0];
  const count = c.uint(version < 2 ? 2 : 4);
  const items: IlocItem[] = [];
  for (let i = 0; i < count && c.ok && budget.spend(); i++) {
    const id = c.uint(version < 2 ? 2 : 4);
    const method = version > 0 ? c.uint(2) & 15 : 0;
    c.at += 2; // data reference index
    const base = c.uint(baseSize);
    const extents: IlocItem['extents'] = [];
    for (let e = 0, n = c.uint(2); e < n && c.ok && budget.spend(); e++) {
      c.uint(indexSize);
      const offset = c.uint(offsetSize);
      extents.push({ offset: base + offset, length: c.uint(lengthSize) });
    }
    if (c.ok) items.push({ id, method, extents });
  }
  return items;
}
