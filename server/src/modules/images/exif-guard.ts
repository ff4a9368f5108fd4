/** A bounded look at the EXIF (TIFF) structures of an upload before libvips sees it
 *  (docs/security.md, Uploads). libvips hands EXIF to libexif, which follows every IFD pointer
 *  again each time it meets it: a 100 KB JPEG whose IFDs point back at themselves costs it a
 *  minute of CPU on a thread that cannot be stopped. So every TIFF header in the bytes (EXIF in
 *  JPEG APP1, PNG eXIf, WebP EXIF and HEIF Exif items all hold one) is walked here first, each IFD
 *  at most once: an IFD reached twice, pointer chains deeper than a camera writes, or more entries
 *  than any camera writes make the upload hostile. Bytes that merely resemble a TIFF header
 *  (inside compressed pixels) fail the structural checks at once and are ignored. Pure and
 *  bounded: at most MAX_ENTRIES entries are read per header. */

/** Entries of all IFDs of one EXIF block, at most. Cameras write a few hundred. */
export const MAX_ENTRIES = 4096;
/** Sub-IFD pointer depth (IFD0 → Exif IFD → Interoperability IFD is 2). */
const MAX_DEPTH = 4;
/** IFDs chained by next-IFD offsets (IFD0 → IFD1 thumbnail is 2). */
const MAX_CHAIN = 8;
/** Entries one IFD may have before it counts as no IFD at all. */
const MAX_IFD_ENTRIES = 1000;
/** Tags whose value is the offset of another IFD: Exif, GPS, Interoperability, SubIFDs. */
const POINTER_TAGS = new Set([0x8769, 0x8825, 0xa005, 0x014a]);
/** Size in bytes of one value of each TIFF field type 1–13. */
const TYPE_SIZE = [0, 1, 1, 2, 4, 8, 1, 1, 2, 4, 8, 4, 8, 4];

type Walk = 'ok' | 'not-exif' | 'hostile';

/** Walks the IFDs of the TIFF structure starting at `base` (its header); every offset is relative
 *  to `base` and checked against `bytes`. */
function walkTiff(bytes: Buffer, base: number): Walk {
  const little = bytes[base] === 0x49;
  const end = bytes.length - base;
  const u16 = (at: number) => (little ? bytes.readUInt16LE(base + at) : bytes.readUInt16BE(base + at));
  const u32 = (at: number) => (little ? bytes.readUInt32LE(base + at) : bytes.readUInt32BE(base + at));
  const first = u32(4);
  if (first < 8 || first + 2 > end) return 'not-exif';

  const visited = new Set<number>();
  const todo: { at: number; depth: number; chain: number }[] = [{ at: first, depth: 0, chain: 0 }];
  let entries = 0;
  while (todo.length > 0) {
    const { at, depth, chain } = todo.pop()!;
    if (visited.has(at)) return 'hostile';
    if (depth > MAX_DEPTH || chain > MAX_CHAIN) return 'hostile';
    const count = at >= 8 && at + 2 <= end ? u16(at) : 0;
    // A broken pointer is no attack: libexif stops there too. A broken first IFD means these
    // bytes are no TIFF structure at all.
    if (count === 0 || count > MAX_IFD_ENTRIES || at + 2 + count * 12 + 4 > end) {
      if (visited.size === 0) return 'not-exif';
      continue;
    }
    visited.add(at);
    entries += count;
    if (entries > MAX_ENTRIES) return 'hostile';
    for (let i = 0; i < count; i++) {
      const entry = at + 2 + i * 12;
      const type = u16(entry + 2);
      if (type < 1 || type > 13) {
        if (visited.size === 1) return 'not-exif';
        break;
      }
      if (!POINTER_TAGS.has(u16(entry))) continue;
      const values = u32(entry + 4);
      if (values === 1) {
        todo.push({ at: u32(entry + 8), depth: depth + 1, chain: 0 });
      } else if (values > 1 && values <= 64 && TYPE_SIZE[type] === 4) {
        // SubIFDs: an array of offsets stored elsewhere.
        const list = u32(entry + 8);
        if (list + values * 4 > end) continue;
        for (let k = 0; k < values; k++) todo.push({ at: u32(list + k * 4), depth: depth + 1, chain: 0 });
      }
    }
    const next = u32(at + 2 + count * 12);
    if (next !== 0) todo.push({ at: next, depth, chain: chain + 1 });
  }
  return 'ok';
}

/** Whether `bytes` hold a TIFF/EXIF structure built to make parsers loop or explode (an IFD
 *  reached twice, too deep, too many entries). Looks at every "II*\0" and "MM\0*" header. */
export function hasHostileExif(bytes: Buffer): boolean {
  for (const signature of [Buffer.from([0x49, 0x49, 0x2a, 0x00]), Buffer.from([0x4d, 0x4d, 0x00, 0x2a])]) {
    for (let at = bytes.indexOf(signature); at !== -1; at = bytes.indexOf(signature, at + 1)) {
      if (at + 8 <= bytes.length && walkTiff(bytes, at) === 'hostile') return true;
    }
  }
  return false;
}
