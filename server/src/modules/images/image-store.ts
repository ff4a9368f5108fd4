import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ImageVariant } from '@mitmachkarte/contract';

/** Where the files of images live (docs/architecture.md §1 image store). Every state lives here or in the
 *  database, never in process memory, so a store shared by several servers (object storage, a
 *  network file system) can replace the local one behind this interface. */
export interface ImageStore {
  /** Stores one variant; a reader sees the old file, or none, or all of the new one. Throws on a
   *  malformed id or variant (as do get and delete). */
  put(id: string, variant: StoredVariant, bytes: Buffer): Promise<void>;
  /** Stores one variant from the local file `file` (`size` bytes), streamed, never held in memory
   *  whole (the videos in DGS, docs/product.md §23.3); readers see what put promises. */
  putFile(id: string, variant: StoredVariant, file: string, size: number): Promise<void>;
  /** The variant's bytes as a stream with its size, or undefined if there is none. With `range`
   *  (first and last byte, inclusive, both within the file) only those bytes, and `size` is their
   *  count. */
  get(id: string, variant: StoredVariant, range?: ByteRange): Promise<{ stream: Readable; size: number } | undefined>;
  /** Removes every variant of the image; nothing happens if there is none. */
  delete(id: string): Promise<void>;
  /** Ids of every image with files in the store (the sweep compares them with the database). */
  list(): AsyncIterable<string>;
}

/** The files a store keeps under an id: an image's variants, or a DGS video and its captions
 *  (docs/product.md §23.3). */
export type StoredVariant = ImageVariant | 'video' | 'captions';
/** First and last byte of a part of a file, inclusive (RFC 9110 §14.1.2). */
export type ByteRange = { start: number; end: number };

/** An image id as the stores accept it: a lower-case UUID (the stores' folder or key prefix). */
export const IMAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const VARIANTS: readonly string[] = ['raw', 'orig', 'norm', 'video', 'captions'];

/** Refuses anything but a lower-case UUID and a known variant, so that no path or object key
 *  leaves the root (shared by every ImageStore). Returns the id; throws an Error naming the bad value. */
export function checkedImageId(id: string, variant?: StoredVariant): string {
  if (!IMAGE_ID.test(id)) throw new Error(`image store: malformed id ${JSON.stringify(id)}`);
  if (variant !== undefined && !VARIANTS.includes(variant)) throw new Error(`image store: unknown variant ${JSON.stringify(variant)}`);
  return id;
}

const isNotFound = (err: unknown) => (err as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/** fsync of a directory, so that a rename or new entry in it survives a power cut. */
async function syncDir(dir: string): Promise<void> {
  const handle = await fsp.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The image store on the local disk: `<root>/<id>/{raw,orig,norm}`. A variant is written to a
 *  temporary file in the same folder, fsynced and renamed over its name, and the folder fsynced:
 *  a crash leaves the old file or the whole new one, never half a file (a stray temporary file
 *  goes with its image's folder when the sweep removes it). */
export function createLocalImageStore(root: string): ImageStore {
  const dirOf = (id: string) => path.join(root, checkedImageId(id));
  /** Writes a variant through a temporary file: `write` fills the open handle. */
  async function writeVariant(id: string, variant: StoredVariant, write: (handle: fsp.FileHandle) => Promise<void>): Promise<void> {
    const dir = dirOf(id);
    checkedImageId(id, variant);
    await fsp.mkdir(dir, { recursive: true });
    const tmp = path.join(dir, `.${variant}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      const handle = await fsp.open(tmp, 'wx', 0o640);
      try {
        await write(handle);
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(tmp, path.join(dir, variant));
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    await syncDir(dir);
  }
  return {
    put: (id, variant, bytes) => writeVariant(id, variant, (handle) => handle.writeFile(bytes)),

    putFile: (id, variant, file) => writeVariant(id, variant, async (handle) => {
      for await (const chunk of fs.createReadStream(file)) await handle.write(chunk as Buffer);
    }),

    async get(id, variant, range) {
      checkedImageId(id, variant);
      let handle: fsp.FileHandle;
      try {
        handle = await fsp.open(path.join(dirOf(id), variant), 'r');
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
      try {
        const { size } = await handle.stat();
        // The stream owns the handle from here and closes it when done or destroyed.
        if (range) return { stream: handle.createReadStream({ start: range.start, end: range.end }), size: range.end - range.start + 1 };
        return { stream: handle.createReadStream(), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },

    async delete(id) {
      await fsp.rm(dirOf(id), { recursive: true, force: true });
    },

    async *list() {
      let dir: fs.Dir;
      try {
        dir = await fsp.opendir(root);
      } catch (err) {
        if (isNotFound(err)) return;
        throw err;
      }
      for await (const entry of dir) {
        if (entry.isDirectory() && IMAGE_ID.test(entry.name)) yield entry.name;
      }
    },
  };
}
