import { containerOf, exifBlocksOf, WorkBudget } from './image-containers.js';

/** A bounded look at an upload's EXIF before libvips sees it (docs/security.md, Images). libvips
 *  hands EXIF to libexif, which follows the Exif, GPS and Interoperability pointers of every IFD
 *  again each time it meets one and trims an IFD that runs past its block instead of refusing it:
 *  a 12 KB JPEG whose IFD0 has 1,001 entries pointing back at itself keeps a thread busy for longer
 *  than ten minutes, which only killing its process ends (decode-pool.ts). So the EXIF blocks
 *  libvips would read (image-containers.ts: only those, never bytes that merely look like a TIFF
 *  header) are walked here first, the way libexif walks them: IFD0, the IFD1 it names next, and
 *  the sub-IFDs of the three pointer tags. A block is hostile when an IFD is reached twice, lies deeper
 *  than a camera writes, has more entries than a camera writes, or runs past the end of its block;
 *  a block that is no TIFF structure at all, or a pointer past its end, is harmless (libexif stops
 *  there). Pure, and bounded by a WorkBudget over the whole file; it runs in the decoder process
 *  (decode-pool.ts), never on the server's main thread. */

/** Entries of all IFDs of one EXIF block, at most. Cameras write a few hundred. */
const MAX_ENTRIES = 4096;
/** Entries one IFD may have. */
const MAX_IFD_ENTRIES = 1000;
/** Sub-IFD pointer depth (IFD0 → Exif IFD → Interoperability IFD is 2). */
const MAX_DEPTH = 4;
/** Units of work (containers' segments, chunks, boxes, items, extents; IFDs and their entries)
 *  one upload may cost. A camera file needs a few hundred, a 10 MiB PNG of 8 KiB chunks about
 *  1,300; beyond, the file is hostile (a 10 MiB JPEG of nothing but empty segments would need 2.6
 *  million). */
export const EXIF_MAX_WORK = 250_000;
/** Tags whose value is the offset of another IFD that libexif follows: Exif, GPS, Interoperability. */
const POINTER_TAGS = new Set([0x8769, 0x8825, 0xa005]);

/** What the guard makes of an upload: a JPEG, PNG, WebP or HEIF file whose EXIF is harmless or
 *  hostile, or a file in none of those containers (libvips is not asked to read it). */
export type ExifVerdict = 'harmless' | 'hostile' | 'no-container';

/** The verdict on `bytes`, the whole upload. `budget`: the work it may spend (its tests read what
 *  was spent). */
export function judgeExif(bytes: Buffer, budget = new WorkBudget(EXIF_MAX_WORK)): ExifVerdict {
  const container = containerOf(bytes);
  if (!container) return 'no-container';
  const blocks = exifBlocksOf(bytes, container, budget);
  if (budget.exhausted || blocks.some((block) => isHostileTiff(block, budget))) return 'hostile';
  return 'harmless';
}

/** Whether one EXIF block (as a container holds it: "Exif\0\0" and a TIFF structure, or the TIFF
 *  structure alone, to which libvips adds the prefix) is hostile. */
function isHostileTiff(block: Buffer, budget: WorkBudget): boolean {
  if (block.toString('latin1', 0, 4) === 'Exif' && block.toString('latin1', 0, 6) !== 'Exif\0\0') return false;
  const tiff = block.toString('latin1', 0, 4) === 'Exif' ? block.subarray(6) : block;
  if (tiff.length < 8) return false;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return false;
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return false;

  const seen = new Set<number>();
  // IFD0 names IFD1 as its next; libexif reads no further along that chain.
  const ifdsToRead = [{ at: u32(4), depth: 0, hasNext: true }];
  let entries = 0;
  while (ifdsToRead.length > 0) {
    const { at, depth, hasNext } = ifdsToRead.pop()!;
    if (at + 2 > tiff.length) continue;
    if (seen.has(at) || depth > MAX_DEPTH) return true;
    seen.add(at);
    const count = u16(at);
    const end = at + 2 + count * 12;
    if (count > MAX_IFD_ENTRIES || end > tiff.length) return true;
    entries += count;
    if (entries > MAX_ENTRIES || !budget.spend(count + 1)) return true;
    for (let entry = at + 2; entry < end; entry += 12) {
      if (POINTER_TAGS.has(u16(entry))) ifdsToRead.push({ at: u32(entry + 8), depth: depth + 1, hasNext: false });
    }
    const next = hasNext && end + 4 <= tiff.length ? u32(end) : 0;
    if (next !== 0) ifdsToRead.push({ at: next, depth, hasNext: false });
  }
  return false;
}
