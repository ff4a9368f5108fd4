import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FileGrowth, streamGrowingFile } from './growing-file.js';

/** A new file in a new folder of the system's temporary folder; removed by the caller. */
function newFile(): { file: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-growing-test-'));
  return { file: path.join(dir, 'f'), remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

describe('streamGrowingFile', () => {
  it('sends what is written as it is written, and ends when the writer ends', async () => {
    const { file, remove } = newFile();
    const growth = new FileGrowth();
    let closed = false;
    const stream = streamGrowingFile(file, growth, () => { closed = true; });
    const got: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => got.push(chunk));
    fs.writeFileSync(file, 'erste ');
    growth.grow(6);
    // The first part arrives before the writer writes more or ends (on a loaded machine later
    // than a fixed wait: vi.waitFor polls).
    await vi.waitFor(() => expect(Buffer.concat(got).toString()).toBe('erste '), { timeout: 10_000 });
    fs.appendFileSync(file, 'zweite');
    growth.end(12);
    await new Promise((r) => stream.once('end', r));
    expect(Buffer.concat(got).toString()).toBe('erste zweite');
    await vi.waitFor(() => expect(closed).toBe(true), { timeout: 10_000 });
    remove();
  });

  it('fails when the writer fails, and runs onClose when the reader leaves while it waits', async () => {
    const { file, remove } = newFile();
    fs.writeFileSync(file, 'x');
    const failing = new FileGrowth();
    const failed = streamGrowingFile(file, failing, () => undefined);
    failed.resume();
    failing.fail(new Error('kaputt'));
    await expect(new Promise((_, reject) => failed.once('error', reject))).rejects.toThrow('kaputt');

    const waiting = new FileGrowth();
    waiting.grow(1);
    let closed = false;
    const left = streamGrowingFile(file, waiting, () => { closed = true; });
    left.once('data', () => left.destroy());
    await new Promise((r) => left.once('close', r));
    expect(closed).toBe(true);
    remove();
  });
});
