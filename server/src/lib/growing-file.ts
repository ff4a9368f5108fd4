import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

/** A file that another thread is still writing, sent while it grows: the writer reports how many
 *  bytes are on disk (FileGrowth), the reader sends them and waits for more, so the client gets
 *  the first bytes of an export as soon as they are written, and the writer never waits for the
 *  client (docs/decisions/0029). */

/** How far a file has been written: `written` bytes are on disk; `end` once no more will come,
 *  `error` when writing failed. Changes are announced to whoever waits (`changed`). */
export class FileGrowth {
  written = 0;
  ended = false;
  error: Error | undefined;
  private waiters: (() => void)[] = [];

  /** `bytes` are on disk now. */
  grow(bytes: number): void {
    this.written = Math.max(this.written, bytes);
    this.wake();
  }

  /** The file is complete at `bytes`. */
  end(bytes: number): void {
    this.written = Math.max(this.written, bytes);
    this.ended = true;
    this.wake();
  }

  /** Writing failed: readers fail with `error`. */
  fail(error: Error): void {
    this.error ??= error;
    this.wake();
  }

  /** Resolves at the next change. */
  changed(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}

/** Bytes read from the file per chunk. */
const CHUNK = 64 * 1024;

/** The file `file` as a stream while `growth` says how far it is written: chunks of up to 64 KiB
 *  as the client reads, waiting for more where the writer has not got to; the stream ends once
 *  the writer ended and everything was read, and fails when the writer failed. `onClose` runs once
 *  the stream is closed — read to its end, failed, or destroyed because the client went away. */
export function streamGrowingFile(file: string, growth: FileGrowth, onClose: () => void): Readable {
  let handle: FileHandle | undefined;
  let offset = 0;
  let closed = false;
  const stream = new Readable({
    highWaterMark: CHUNK,
    async read() {
      try {
        while (offset >= growth.written && !growth.ended && !growth.error && !closed) await growth.changed();
        if (closed) return;
        if (growth.error) throw growth.error;
        if (offset >= growth.written) {
          this.push(null);
          return;
        }
        if (!handle) {
          const opened = await open(file, 'r');
          if (closed) return void opened.close().catch(() => undefined);
          handle = opened;
        }
        const buffer = Buffer.allocUnsafe(Math.min(CHUNK, growth.written - offset));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
        offset += bytesRead;
        this.push(bytesRead === buffer.length ? buffer : buffer.subarray(0, bytesRead));
      } catch (error) {
        this.destroy(error instanceof Error ? error : new Error(String(error)));
      }
    },
    destroy(error, done) {
      // A read waiting for the writer returns at the writer's next change (its end, once stopped).
      closed = true;
      void (handle?.close().catch(() => undefined));
      done(error);
    },
  });
  stream.once('close', onClose);
  return stream;
}
