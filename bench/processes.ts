import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A child process of the benchmark with the tail of its output kept for error messages. */
export type Child = { name: string; process: ChildProcess; output: () => string };

const children = new Set<ChildProcess>();
const started: Child[] = [];

/** Name, state and output tail of every child started so far (for error messages). */
export function describeChildren(): string {
  return started.map((c) => {
    const p = c.process;
    const state = p.exitCode !== null ? `exited with ${p.exitCode}` : p.signalCode !== null ? `killed by ${p.signalCode}` : 'running';
    return `--- ${c.name} (pid ${p.pid}, ${state})${c.output() ? `\n${c.output()}` : ''}`;
  }).join('\n');
}

/** Kills every child still running with SIGKILL. Synchronous, so it also works in process.on('exit'). */
export function killAllChildren(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}

/** Starts `node args…` (never through npx or tsx, so that its memory is node's own). */
export function startNode(name: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Child {
  const child = spawn(process.execPath, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const result = { name, process: child, output: () => tail.trim() };
  started.push(result);
  return result;
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `child` itself listens on TCP `port` (its socket inodes against /proc/net/tcp*), so that
 *  another program that happens to answer on the port is never taken for it. */
function listensOn(child: Child, port: number): boolean {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[1]?.endsWith(`:${hexPort}`) && f[3] === '0A' && f[9]) inodes.add(f[9]);
    }
  }
  try {
    return fs.readdirSync(`/proc/${child.process.pid}/fd`).some((fd) => {
      try {
        return inodes.has(/^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${child.process.pid}/fd/${fd}`))?.[1] ?? '');
      } catch {
        return false;
      }
    });
  } catch {
    return false;
  }
}

/** Polls `http://127.0.0.1:<port><path>` until `isReady(status)` and the child owns the port; fails
 *  when the child exits first or after `timeoutMs`. */
export async function waitUntilReady(child: Child, port: number, path: string, isReady: (status: number) => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null || child.process.signalCode !== null) {
      throw new Error(`${child.name} exited (${child.process.exitCode ?? child.process.signalCode}) before it was ready:\n${child.output()}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      await res.arrayBuffer();
      if (isReady(res.status) && listensOn(child, port)) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${child.name} was not ready on port ${port} within ${timeoutMs} ms:\n${child.output()}`);
}

/** Starts a node program on a free port (`args(port)`), waits until it is ready and retries with
 *  another port when someone else took the port in the meantime (EADDRINUSE). */
export async function startListening(name: string, args: (port: number) => { args: string[]; cwd: string; env: NodeJS.ProcessEnv },
  path: string, isReady: (status: number) => boolean): Promise<{ child: Child; base: string }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const spec = args(port);
    const child = startNode(name, spec.args, { cwd: spec.cwd, env: spec.env });
    try {
      await waitUntilReady(child, port, path, isReady);
      return { child, base: `http://127.0.0.1:${port}` };
    } catch (err) {
      await stopChild(child);
      if (attempt >= 3 || !child.output().includes('EADDRINUSE')) throw err;
    }
  }
}

/** Sends SIGTERM and waits for the exit; SIGKILL after `timeoutMs`. */
export async function stopChild(child: Child, timeoutMs = 15_000): Promise<void> {
  const p = child.process;
  if (p.exitCode !== null || p.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => p.once('exit', () => resolve()));
  p.kill('SIGTERM');
  const timer = setTimeout(() => p.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/** Peak resident set size of a running process in bytes (VmHWM from /proc/<pid>/status). */
export function peakRssBytes(child: Child): number {
  const status = fs.readFileSync(`/proc/${child.process.pid}/status`, 'utf8');
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmHWM for ${child.name}`);
  return Number(match[1]) * 1024;
}

/** Current resident set size of a running process in bytes (VmRSS from /proc/<pid>/status). */
export function currentRssBytes(child: Child): number {
  const status = fs.readFileSync(`/proc/${child.process.pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!match?.[1]) throw new Error(`no VmRSS for ${child.name}`);
  return Number(match[1]) * 1024;
}

let benchDir: string | undefined;

/** Kills every child and removes the benchmark's temporary DATA_DIR (idempotent). */
export function cleanUp(): void {
  killAllChildren();
  if (benchDir) fs.rmSync(benchDir, { recursive: true, force: true });
  benchDir = undefined;
}
process.on('exit', cleanUp);
for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
  process.on(signal, () => {
    cleanUp();
    process.exit(code);
  });
}

/** A fresh temporary DATA_DIR, removed by cleanUp on exit, Ctrl-C or SIGTERM. */
export function makeBenchDir(prefix = 'mitmachkarte-bench-'): string {
  benchDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  return benchDir;
}

/** Runs a benchmark's `main` and then `cleanUpAfter` (by default cleanUp above), whatever
 *  happens. A failure is printed with its cause and the last output of every child process, and
 *  sets the exit code to 1. */
export async function runBench(main: () => Promise<void>, cleanUpAfter: () => void = cleanUp): Promise<void> {
  try {
    await main();
  } catch (err) {
    console.error(`benchmark failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    if (err instanceof Error && err.cause instanceof Error) console.error(`caused by: ${err.cause.message}`);
    const children = describeChildren();
    if (children) console.error(children);
    process.exitCode = 1;
  } finally {
    cleanUpAfter();
  }
}

/** USER_HZ of Linux on every common architecture (sysconf(_SC_CLK_TCK)). */
const CLOCK_TICKS = 100;

/** CPU time (user + system of all its threads, ms, in steps of the kernel's clock tick) a running
 *  process has used so far (/proc/<pid>/stat): unlike wall time, hardly changed by other load on
 *  the machine. */
export function cpuMsOf(child: Child): number {
  const fields = fs.readFileSync(`/proc/${child.process.pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  // After the command name: state is field 3, utime field 14 and stime field 15 (proc(5)).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Resets the peak resident set size (VmHWM) of a running process to its current size, so that a
 *  later peakRssBytes is the peak of what came after (writing 5 to /proc/<pid>/clear_refs, Linux
 *  4.0 and later, proc(5)). False where the kernel refuses it (then the peak includes everything
 *  before, e.g. the 128 MiB of a password hash at login). */
export function resetPeakRss(child: Child): boolean {
  try {
    fs.writeFileSync(`/proc/${child.process.pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}
