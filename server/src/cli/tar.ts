import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import zlib from 'node:zlib';

/** A minimal gzip-compressed ustar archive of regular files, enough for the backup file of
 *  cli/backup.ts (issue 10) and readable with `tar -xzf`. Written here rather than added as a
 *  dependency: only regular files with names under 100 bytes, no links, no attributes. */

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

/** The 512-byte ustar header of a regular file. */
function header(name: string, size: number, mtime: Date): Buffer {
  const bytes = Buffer.byteLength(name);
  if (bytes === 0 || bytes >= 100) throw new Error(`tar: name must have 1 to 99 bytes: ${name}`);
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 'utf8');
  h.write(octal(0o600, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(octal(sum, 7) + ' ', 148, 'ascii');
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

async function write(out: Writable, chunk: Buffer): Promise<void> {
  if (!out.write(chunk)) await once(out, 'drain');
}

/** Writes a .tar.gz to `file`: add entries one after another, then `finish()`, which flushes and
 *  fsyncs the file. Each entry's sha256 (hex) is returned by `add`. */
export function createTarGzWriter(file: string) {
  const output = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const gzip = zlib.createGzip();
  gzip.pipe(output);
  return {
    /** Adds a regular file `name` with the bytes of `content`; returns their sha256. */
    async add(name: string, content: Buffer, mtime = new Date()): Promise<string> {
      await write(gzip, header(name, content.length, mtime));
      await write(gzip, content);
      await write(gzip, padding(content.length));
      return createHash('sha256').update(content).digest('hex');
    },
    /** Adds a file of the disk as `name`, streamed; returns the sha256 of its bytes. */
    async addFile(name: string, source: string): Promise<string> {
      const handle = await fs.promises.open(source, 'r');
      try {
        const { size, mtime } = await handle.stat();
        await write(gzip, header(name, size, mtime));
        const hash = createHash('sha256');
        let left = size;
        if (size > 0) {
          for await (const chunk of handle.createReadStream({ autoClose: false, start: 0, end: size - 1 }) as AsyncIterable<Buffer>) {
            const part = chunk.subarray(0, Math.min(chunk.length, left));
            left -= part.length;
            hash.update(part);
            await write(gzip, part);
          }
        }
        if (left !== 0) throw new Error(`tar: ${source} changed its size while being read`);
        await write(gzip, padding(size));
        return hash.digest('hex');
      } finally {
        await handle.close();
      }
    },
    async finish(): Promise<void> {
      await write(gzip, Buffer.alloc(BLOCK * 2));
      gzip.end();
      await finished(output);
      const handle = await fs.promises.open(file, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    },
  };
}

/** One entry read from an archive: its name and size; `pipeTo` or `read` must consume the bytes. */
export type TarEntry = { name: string; size: number };

/** Reads the regular files of the .tar.gz stream `input` one after another and hands each to
 *  `onEntry` with a function that streams its bytes into a writer (at most once per entry).
 *  Returns each entry's sha256. Throws on a damaged archive or an entry type other than a file. */
export async function readTarGz(
  input: Readable,
  onEntry: (entry: TarEntry, copyTo: (out: Writable) => Promise<void>) => Promise<void>,
): Promise<Map<string, string>> {
  const gunzip = input.pipe(zlib.createGunzip());
  const iterator = (gunzip as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  let buffered = Buffer.alloc(0);
  const fill = async (n: number) => {
    while (buffered.length < n) {
      const next = await iterator.next();
      if (next.done) throw new Error('tar: the archive ends too early (damaged or incomplete)');
      buffered = Buffer.concat([buffered, next.value]);
    }
  };
  const take = async (n: number, sink?: (b: Buffer) => Promise<void>) => {
    let left = n;
    while (left > 0) {
      await fill(1);
      const part = buffered.subarray(0, Math.min(left, buffered.length));
      buffered = buffered.subarray(part.length);
      left -= part.length;
      if (sink) await sink(part);
    }
  };
  const hashes = new Map<string, string>();
  for (;;) {
    await fill(BLOCK);
    const h = buffered.subarray(0, BLOCK);
    buffered = buffered.subarray(BLOCK);
    if (h.every((b) => b === 0)) break;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
    if (parseInt(h.toString('ascii', 148, 156), 8) !== sum) throw new Error('tar: header checksum mismatch (damaged archive)');
    const name = h.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const size = parseInt(h.toString('ascii', 124, 136), 8);
    const type = h.toString('ascii', 156, 157);
    if (type !== '0' && type !== '\0') throw new Error(`tar: entry ${name} is not a regular file`);
    const hash = createHash('sha256');
    let consumed = false;
    await onEntry({ name, size }, async (out) => {
      consumed = true;
      await take(size, async (part) => {
        hash.update(part);
        await write(out, part);
      });
      out.end();
      await finished(out);
    });
    if (!consumed) await take(size, async (part) => { hash.update(part); });
    hashes.set(name, hash.digest('hex'));
    await take(padding(size).length);
  }
  return hashes;
}
