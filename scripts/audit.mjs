#!/usr/bin/env node
/**
 * Dependency audit of CI: `npm audit --omit=dev --audit-level=high` over the
 * production dependencies of every workspace.
 *
 * - exit 1 when npm reports a high or critical finding (the findings are listed);
 * - exit 0 when there is none;
 * - exit 0 with a loud warning when the audit endpoint itself cannot be asked (offline, a registry
 *   mirror that answers 405 to the bulk advisory endpoint, DNS or TLS failure): the build machine
 *   cannot judge then, and SECURITY.md asks for a run where the registry is reachable. Set
 *   AUDIT_STRICT=1 to fail in that case too.
 * - exit 1 for anything else npm does not explain (so a broken audit never passes silently).
 *
 * AUDIT_JSON_FILE=<file> judges a saved `npm audit --json` output instead of running npm (to
 * check this script).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const BLOCKING = ['high', 'critical'];

function runAudit() {
  if (process.env.AUDIT_JSON_FILE) return { stdout: fs.readFileSync(process.env.AUDIT_JSON_FILE, 'utf8'), stderr: '', status: 1 };
  const res = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
  return { stdout: res.stdout ?? '', stderr: `${res.stderr ?? ''}${res.error ? String(res.error) : ''}`, status: res.status };
}

/** The verdict on npm's JSON answer: 'findings' (with a list), 'clean', 'unreachable' or 'unknown'. */
export function judge(stdout, stderr) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (counts) {
    const blocking = Object.values(report.vulnerabilities ?? {}).filter((v) => BLOCKING.includes(v.severity));
    const total = BLOCKING.reduce((n, s) => n + (counts[s] ?? 0), 0);
    if (total > 0) return { verdict: 'findings', counts, list: blocking.map((v) => `${v.severity.padEnd(8)} ${v.name} ${v.range ?? ''}`) };
    return { verdict: 'clean', counts };
  }
  const status = report?.statusCode;
  const code = report?.error?.code ?? report?.code ?? /\b(E[A-Z0-9]+)\b/.exec(stderr)?.[1];
  const endpointFailed = (typeof status === 'number' && status >= 400)
    || /audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|CERT|UNABLE_TO|E40[0-9]|E5[0-9][0-9]/.test(`${code ?? ''} ${stderr} ${report?.message ?? ''}`);
  if (endpointFailed) return { verdict: 'unreachable', reason: report?.message ?? code ?? stderr.trim().split('\n').pop() };
  return { verdict: 'unknown', reason: stderr.trim() || stdout.slice(0, 500) };
}

const { stdout, stderr } = runAudit();
const result = judge(stdout, stderr);
switch (result.verdict) {
  case 'clean':
    console.log(`npm audit --omit=dev: no high or critical vulnerability (${JSON.stringify(result.counts)})`);
    process.exit(0);
    break;
  case 'findings':
    console.error(`npm audit --omit=dev: high or critical vulnerabilities (${JSON.stringify(result.counts)}):`);
    for (const line of result.list) console.error(`  ${line}`);
    console.error('Update the packages (npm audit fix, or a newer version), see SECURITY.md.');
    process.exit(1);
    break;
  case 'unreachable': {
    const strict = process.env.AUDIT_STRICT === '1';
    console.warn('');
    console.warn('######################################################################');
    console.warn('WARNING: npm audit could not reach the advisory endpoint; the production');
    console.warn('dependencies were NOT checked for known vulnerabilities on this machine.');
    console.warn(`Reason: ${result.reason}`);
    console.warn('Run `node scripts/audit.mjs` where the npm registry is reachable (SECURITY.md).');
    console.warn('######################################################################');
    console.warn('');
    process.exit(strict ? 1 : 0);
    break;
  }
  default:
    console.error(`npm audit failed in an unexpected way: ${result.reason}`);
    process.exit(1);
}
