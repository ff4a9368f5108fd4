import { type ChildProcess, fork } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { DecodeReply, DecodeRequest } from './decode-process.js';

/** Image decoding in child processes that can be killed (docs/decisions/0021). libvips and libexif
 *  run on a thread of libuv's pool that nothing can stop: a worker thread's terminate() waits for
 *  them, and so does process.exit(). A child process ends at SIGKILL, whatever its threads do. So
 *  each upload is decoded in one of at most DECODER_PROCESSES decoder processes
 *  (decode-process.ts), kept warm between uploads; one that has not answered within the time limit
 *  is killed and replaced, and when the server's process exits, for whatever reason, it kills
 *  them all. Decoders start shortly after the server listens (warmDecoders), never before its
 *  first answer (docs/runtime.md §1), or with the first upload; idle, they keep no process
 *  alive and end after DECODER_IDLE_MS. */

/** Uploads decoded at once per server process, one per decoder process. Each decoder holds about
 *  60 MB idle and up to ~150 MB more while decoding a large photo; more uploads wait for one. */
const DECODER_PROCESSES = 2;
/** However little CPU a decoder got (a machine busy with other work), a decode ends after this many
 *  times its limit in wall-clock time. */
const WALL_CLOCK_FACTOR = 3;
/** Linux's clock tick for a process's times in /proc (USER_HZ, 100 on every architecture Node runs on), in ms. */
const CLOCK_TICK_MS = 10;
/** A decoder idle this long ends (ms); the next upload starts one again (node and sharp load). */
const DECODER_IDLE_MS = 5 * 60_000;

/** The decoder's entry beside this module: decode-process.js of the build, or decode-process.ts
 *  when the tests run the sources, which tsx's loader then compiles. */
const ENTRY = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './decode-process.ts' : './decode-process.js', import.meta.url));
const EXEC_ARGV = ENTRY.endsWith('.ts') ? ['--import', 'tsx'] : [];

/** How a decode ended: the decoder's answer, or killed after the time limit, or the decoder died. */
export type DecodeOutcome = Exclude<DecodeReply, { ready: true }> | { timedOut: true } | { crashed: true };

/** Every decoder alive, and those of them waiting for an upload. */
const decoders = new Set<Decoder>();
const idle: Decoder[] = [];
/** Uploads waiting for a decoder. */
const waiting: ((decoder: Decoder) => void)[] = [];

/** One decoder process. */
class Decoder {
  readonly child: ChildProcess;
  /** Resolves when it has loaded sharp; rejects if it exits or fails before. */
  readonly ready: Promise<void>;
  /** Hears the end of the running decode, if any. */
  onEnd?: (outcome: DecodeOutcome) => void;
  private idleTimer?: NodeJS.Timeout;

  constructor() {
    if (!killsOnExit) process.on('exit', killAll);
    killsOnExit = true;
    this.child = fork(ENTRY, [], { execArgv: EXEC_ARGV, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.ready = new Promise<void>((resolve, reject) => {
      this.child.once('message', () => resolve());
      this.child.once('exit', (code, signal) => reject(new Error(`the image decoder exited before it was ready (${signal ?? code})`)));
      this.child.once('error', reject);
    });
    this.ready.catch(() => undefined);
    this.child.on('message', (reply: DecodeReply) => {
      if (!('ready' in reply)) this.onEnd?.(reply);
    });
    this.child.on('error', () => this.forget());
    this.child.on('exit', () => {
      this.forget();
      this.onEnd?.({ crashed: true });
    });
    decoders.add(this);
  }

  get alive(): boolean {
    return decoders.has(this);
  }

  kill(): void {
    this.forget();
    this.child.kill('SIGKILL');
  }

  /** Working: keeps this process alive and may not end for idleness. Idle: neither. */
  setBusy(busy: boolean): void {
    clearTimeout(this.idleTimer);
    for (const handle of [this.child, this.child.channel]) {
      if (busy) handle?.ref();
      else handle?.unref();
    }
    if (!busy) this.idleTimer = setTimeout(() => this.kill(), DECODER_IDLE_MS).unref();
  }

  private forget(): void {
    decoders.delete(this);
    if (idle.includes(this)) idle.splice(idle.indexOf(this), 1);
  }
}

/** Kills every decoder when this process exits (hooked once, with the first decoder): they must
 *  not outlive it. */
let killsOnExit = false;
function killAll(): void {
  for (const decoder of decoders) decoder.kill();
}

/** An idle decoder, a new one while there are fewer than DECODER_PROCESSES, or the next to be
 *  released. */
function acquire(): Promise<Decoder> {
  const decoder = idle.pop() ?? (decoders.size < DECODER_PROCESSES ? new Decoder() : undefined);
  return decoder ? Promise.resolve(decoder) : new Promise((resolve) => waiting.push(resolve));
}

/** Hands a decoder to the next waiting upload, or keeps it idle; a dead one is replaced. */
function release(decoder: Decoder): void {
  const next = decoder.alive ? decoder : new Decoder();
  const waiter = waiting.shift();
  if (waiter) return waiter(next);
  next.setBusy(false);
  idle.push(next);
}

/** Starts the decoders that are not running yet, to wait idle for uploads: the server calls it
 *  once it listens, so that the first uploads after a (re)start do not wait for a decoder's start
 *  (node and sharp: about 0.2 s of CPU each). */
export function warmDecoders(): void {
  while (decoders.size < DECODER_PROCESSES) release(new Decoder());
}

/** The CPU time process `pid` has used in all its threads (ms), from /proc/<pid>/stat (utime and
 *  stime, fields 14 and 15, proc(5)); undefined where there is no /proc (not Linux) or once it is gone. */
async function cpuMsOf(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // After the name in parentheses (which may hold spaces) come the fields from the 3rd on.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * CLOCK_TICK_MS : undefined;
  } catch {
    return undefined;
  }
}

/** Decodes the upload in `dir` (request of decode-process.ts) in a decoder process, waiting for a
 *  free one first. The decoder is SIGKILLed once it has worked `timeoutMs` of CPU time on it, or
 *  after WALL_CLOCK_FACTOR times that in wall-clock time, or after `timeoutMs` where its CPU time
 *  cannot be read (not Linux): on a machine busy with other work a small photo gets the CPU it
 *  needs, and a file that keeps a decoder busy is stopped as before. The wait for a decoder, and
 *  its start, do not count. Throws if a new decoder cannot start. */
export async function runDecode(request: DecodeRequest, timeoutMs: number): Promise<DecodeOutcome> {
  const decoder = await acquire();
  decoder.setBusy(true);
  try {
    await decoder.ready;
    const startCpu = await cpuMsOf(decoder.child.pid);
    const started = Date.now();
    return await new Promise<DecodeOutcome>((resolve) => {
      let timer: NodeJS.Timeout;
      const check = async () => {
        const cpu = startCpu === undefined ? undefined : await cpuMsOf(decoder.child.pid);
        const worked = cpu === undefined || startCpu === undefined ? timeoutMs : cpu - startCpu;
        if (!decoder.onEnd) return; // it answered meanwhile
        const wallLeft = started + timeoutMs * WALL_CLOCK_FACTOR - Date.now();
        if (worked < timeoutMs && wallLeft > 0) {
          timer = setTimeout(() => void check(), Math.max(Math.min(timeoutMs - worked, wallLeft), 50));
          return;
        }
        decoder.onEnd = undefined;
        decoder.kill();
        resolve({ timedOut: true });
      };
      timer = setTimeout(() => void check(), timeoutMs);
      decoder.onEnd = (outcome) => {
        clearTimeout(timer);
        decoder.onEnd = undefined;
        resolve(outcome);
      };
      decoder.child.send(request, (err) => {
        if (err) decoder.onEnd?.({ crashed: true });
      });
    });
  } finally {
    decoder.onEnd = undefined;
    release(decoder);
  }
}
