/** Bench helpers run as child processes with plain `node`: the TypeScript file transpiled here
 *  (no tsx loader, so that their memory and speed are node's own, as the built server's). */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { type Child, startListening } from './processes.js';
import { childEnv } from './server-process.js';

const BENCH_DIR = import.meta.dirname;

/** Starts bench/`file` on a free port (env PORT, HOST and `env`) and waits until GET `readyPath`
 *  answers. Its cwd is bench/, so that its imports resolve like the benchmarks'. */
export function startTranspiled(name: string, file: string, env: Record<string, string>, readyPath = '/ready'): Promise<{ child: Child; base: string }> {
  const source = fs.readFileSync(path.join(BENCH_DIR, file), 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  return startListening(name, (port) => ({
    args: ['--input-type=module', '-e', js],
    cwd: BENCH_DIR,
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', ...env }),
  }), readyPath, () => true);
}
