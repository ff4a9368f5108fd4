import type { Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createConfiguredImageStore } from '../modules/images/configured-image-store.js';
import { checkImageStore, createdAtOfId, hasProblems } from '../modules/images/images-check.service.js';

/** Files without a row younger than this may belong to an upload in progress: --repair leaves them. */
const REPAIR_MIN_AGE_MS = 60 * 60_000;

/** `fsck [--repair]`: reports image rows without files, points and category icons naming a missing image,
 *  image files without a row and (SQLite) PRAGMA integrity_check. Deletes nothing, unless
 *  `--repair` is given: then image files without a row older than an hour are removed (rows are
 *  never deleted). Exit code 1 when a problem that matters is found (images-check.service.ts
 *  hasProblems), 2 for bad arguments, else 0. Safe while the server runs. Checks the configured
 *  store (IMAGE_STORE): the folders under DATA_DIR/images or the S3 bucket. */
export async function fsck(config: Config, args: string[]): Promise<number> {
  const repair = args.includes('--repair');
  if (args.some((a) => a !== '--repair')) {
    console.error('usage: fsck [--repair]');
    return 2;
  }
  const db = openDatabase(config.database);
  const store = createConfiguredImageStore(config);
  try {
    const now = new Date();
    const report = await checkImageStore(db, store, now);
    console.log(`fsck: ${report.points} points, ${report.images} images, ${report.videos} DGS videos; database integrity: ${report.integrity}`);
    for (const f of report.rowsWithoutFile) console.log(`PROBLEM image row without file: ${f}`);
    for (const p of report.pointsWithMissingImage) console.log(`PROBLEM point names a missing image: ${p}`);
    for (const l of report.layersWithMissingIcon) console.log(`PROBLEM layer's category icon names a missing image: ${l}`);
    for (const f of report.filesWithoutRow) {
      const removable = repair && now.getTime() - createdAtOfId(f.id) > REPAIR_MIN_AGE_MS;
      if (removable) await store.delete(f.id);
      console.log(`${removable ? 'REMOVED' : 'note'} image files without a row: ${f.id}${f.old ? ' (older than a day; the sweep removes it)' : ''}`);
    }
    const problems = hasProblems(report);
    console.log(problems ? 'fsck: problems found' : 'fsck: ok');
    return problems ? 1 : 0;
  } finally {
    await db.destroy();
  }
}
