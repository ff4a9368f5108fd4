/** Targets of a benchmark: each figure printed with its target and OK or MISSED at the end. A
 *  missed target is no error; a failed check (a wrong answer) sets the exit code to 1. */

export const fmt = (n: number, digits = 1) => n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
export const mib = (bytes: number) => bytes / 1024 / 1024;

type Row = { name: string; figure: string; target: string; verdict: 'OK' | 'MISSED' | 'SKIPPED' };

export class Targets {
  private readonly rows: Row[] = [];

  /** A measured figure against its target. */
  add(name: string, value: number, target: string, ok: boolean, format: (n: number) => string): void {
    this.rows.push({ name, figure: format(value), target, verdict: ok ? 'OK' : 'MISSED' });
  }

  /** A target that was not reached within the wait (`figure` says so, e.g. "> 60 s"). */
  missed(name: string, figure: string, target: string): void {
    this.rows.push({ name, figure, target, verdict: 'MISSED' });
  }

  /** A target not measured in this run, and why. */
  skipped(name: string, why: string, target: string): void {
    this.rows.push({ name, figure: why, target, verdict: 'SKIPPED' });
  }

  /** A failed check: printed now, and the exit code becomes 1. */
  fail(message: string): void {
    console.error(`  CHECK FAILED: ${message}`);
    process.exitCode = 1;
  }

  /** Prints every row under `heading` (by default the section of docs/product.md the map's targets come from). */
  print(heading = 'Targets (docs/product.md §19.2)'): void {
    const width = Math.max(...this.rows.map((r) => r.name.length), 6);
    const figureWidth = Math.max(...this.rows.map((r) => r.figure.length), 6);
    console.log(`\n${heading}`);
    for (const r of this.rows) console.log(`  ${r.name.padEnd(width)}  ${r.figure.padStart(figureWidth)}  target ${r.target.padEnd(10)} ${r.verdict}`);
  }
}
