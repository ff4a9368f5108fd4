#!/usr/bin/env node
/**
 * Checks that the code's references into the documents resolve (part of `npm run lint`):
 * every "docs/product.md §N", "docs/architecture.md §N.M", "docs/runtime.md §N" (also without
 * "docs/") names a numbered heading of that file, every "docs/decisions/NNNN" names a decision
 * record and docs/architecture.md §11 lists every record, every citation of a section of
 * docs/security.md (the file's name, a comma and the heading, which may run onto the next line)
 * names one of its headings, and no file cites a document the repository
 * does not hold (the product specification, design document and style guide the project started
 * from) or an issue number (docs/architecture.md §8.2). Prints each bad reference as
 * `file:line: reason` and exits with 1 if there is one.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.git', 'data', 'artifacts', 'test-results']);
const EXTENSIONS = /\.(ts|tsx|mjs|js|css|md|html)$/;

/** Section numbers ("2", "2.14") of the numbered headings of a Markdown file. */
function headings(file) {
  const numbers = new Set();
  for (const line of fs.readFileSync(path.join(root, file), 'utf8').split('\n')) {
    const m = /^#{2,4} (\d+(?:\.\d+)*)\.? /.exec(line);
    if (m) numbers.add(m[1]);
  }
  return numbers;
}

const sections = Object.fromEntries(['product', 'architecture', 'runtime'].map((name) => [name, headings(`docs/${name}.md`)]));

/** The headings of docs/security.md: each one, and each also without a closing parenthesis ("Personal data" of
 *  "Personal data (DSGVO)"), longest first. */
const securityHeadings = fs.readFileSync(path.join(root, 'docs/security.md'), 'utf8').split('\n')
  .flatMap((line) => {
    const m = /^#{2,4} (.+?)\s*$/.exec(line);
    return m ? [m[1], m[1].replace(/ \(.*\)$/, '')] : [];
  })
  .sort((a, b) => b.length - a.length);

/** Whether `cited`, the text after the file's name and comma, begins with a heading of docs/security.md
 *  followed by no further letter. */
const citesSecurityHeading = (cited) => securityHeadings.some((h) => cited.startsWith(h) && !/^[\p{L}\d-]/u.test(cited.slice(h.length)));
/** Citations of the documents the project started from, which the repository does not hold. */
const OUTSIDE_DOCUMENT = new RegExp([String.raw`\bspec` + ' §', ...['DESIGN', 'STYLE'].map((name) => `${name}\\.md`)].join('|'));
const decisions = fs.readdirSync(path.join(root, 'docs/decisions')).map((f) => f.slice(0, 4));

function* files(dir) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name) && !entry.name.startsWith('.')) yield* files(rel);
    } else if (EXTENSIONS.test(entry.name) || rel === '.ci/run') yield rel;
  }
}

const problems = [];
for (const file of [...files('.'), '.ci/run']) {
  const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
  lines.forEach((line, i) => {
    const where = `${file}:${i + 1}`;
    // A chain such as "docs/product.md §2, §3.4 Menu item, §8" ends at ; ) ] or another document.
    for (const m of line.matchAll(/\b(product|architecture|runtime)\.md ((?:[^;)\]]*?))(?=;|\)|\]|(?:docs\/)?[a-z-]+\.md|\*\/|$)/g)) {
      for (const ref of m[2].matchAll(/§(\d+(?:\.\d+)*)/g)) {
        if (!sections[m[1]].has(ref[1])) problems.push(`${where}: docs/${m[1]}.md has no heading §${ref[1]}`);
      }
    }
    for (const m of line.matchAll(/security\.md,(?: (.*))?$/g)) {
      // The name may run onto the next line of a comment or paragraph.
      const next = (lines[i + 1] ?? '').replace(/^\s*(\*|\/\/|#)?\s*/, '');
      const cited = m[1] ?? '';
      if (!citesSecurityHeading(cited) && !citesSecurityHeading(`${cited} ${next}`.trim())) {
        problems.push(`${where}: docs/security.md has no heading "${`${cited} ${next}`.trim().slice(0, 40)}…"`);
      }
    }
    for (const m of line.matchAll(/docs\/decisions\/(\d{4})/g)) {
      if (!decisions.includes(m[1])) problems.push(`${where}: no decision record ${m[1]}`);
    }
    if (OUTSIDE_DOCUMENT.test(line)) problems.push(`${where}: cites a document outside the repository`);
    if (/\bissues? #?\d/i.test(line)) problems.push(`${where}: names an issue number`);
  });
}

// The index of decision records (docs/architecture.md §11) links every record.
const architecture = fs.readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const decisionIndex = /^## 11\. [^\n]*\n([\s\S]*?)(?=^## )/m.exec(architecture)?.[1] ?? '';
for (const record of fs.readdirSync(path.join(root, 'docs/decisions'))) {
  if (!decisionIndex.includes(`(decisions/${record})`)) problems.push(`docs/architecture.md: §11 does not list decisions/${record}`);
}

for (const p of problems) console.error(p);
if (problems.length > 0) process.exit(1);
console.log('check-doc-refs: every reference into docs/ resolves');
