import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** s3rver's fixed access key (not a secret). It refuses any other key id; it does not verify
 *  signature V4 itself, so a wrong secret would pass: that part of S3 is not proven with it. */
export const S3RVER_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** A real S3 protocol peer for tests (docs/architecture.md §10): s3rver as a child process on a
 *  free port of 127.0.0.1, its objects as files in a temporary folder, the given buckets created at
 *  start. A process of its own rather than in the test's process, because s3rver makes its
 *  ListObjectsV2 continuation tokens with DES, which Node 20's OpenSSL 3 offers only with
 *  `--openssl-legacy-provider` (in-process, every paged listing failed with InternalError). */
export class S3Peer {
  private constructor(
    private readonly child: ChildProcess,
    /** Base URL for S3_ENDPOINT, e.g. http://127.0.0.1:40123. */
    readonly endpoint: string,
    /** Folder of s3rver's files: `<bucket>/<key>._S3rver_object` per object. */
    readonly dir: string,
  ) {}

  /** Starts s3rver and waits until it listens (at most 20 s); throws with its output otherwise. */
  static async start(buckets: string[]): Promise<S3Peer> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-s3rver-'));
    const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');
    const args = ['--openssl-legacy-provider', bin, '-d', dir, '-a', '127.0.0.1', '-p', '0', '--silent'];
    for (const bucket of buckets) args.push('--configure-bucket', bucket);
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`s3rver did not start within 20 s:\n${output}`)), 20_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /S3rver listening on [\d.]+:(\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`s3rver exited with ${code}:\n${output}`));
      });
    });
    return new S3Peer(child, `http://127.0.0.1:${port}`, dir);
  }

  /** Ends s3rver and removes its folder. */
  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
