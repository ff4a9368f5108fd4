/** Benchmark: the team's daily digests (docs/product.md §16.8), in this process on the server's
 *  build, on SQLite. BENCH_TEAM_MEMBERS (default 1000) accounts on the teams of BENCH_TEAM_PROJECTS
 *  (default 100) projects each, every project with BENCH_TEAM_EVENTS (default 5) new entries of an
 *  anonymous visitor since yesterday's digest; then one run of sendTeamDigests at the day's 07:00,
 *  timed: members × projects digests listed, claimed and written into the mail outbox, one
 *  transaction each. A second run at the same time must send none (claimed once). Target: the
 *  first run within 60 s. A missed target is printed, not an error; the exit code is non-zero only
 *  when the benchmark itself fails or the number of mails is wrong. See README.md. */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { v7 } from 'uuid';
import { loadConfig } from '@mitmachkarte/server/dist/config.js';
import { migrateToLatest, openDatabase } from '@mitmachkarte/server/dist/db/database.js';
import { digestSlot } from '@mitmachkarte/server/dist/modules/team-notifications/team-digest-slot.js';
import { sendTeamDigests } from '@mitmachkarte/server/dist/modules/team-notifications/team-digest.service.js';
import { makeBenchDir, runBench } from './processes.js';
import { intEnv } from './server-process.js';
import { fmt, Targets } from './targets.js';

const TARGET_S = 60;

async function main() {
  const members = intEnv('BENCH_TEAM_MEMBERS', 1000, 1);
  const projects = intEnv('BENCH_TEAM_PROJECTS', 100, 1);
  const events = intEnv('BENCH_TEAM_EVENTS', 5, 1);
  const dir = makeBenchDir('mitmachkarte-team-digests-');
  const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: `sqlite:${path.join(dir, 'bench.sqlite')}`, PUBLIC_URL: 'https://karte.example.org' });
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const at = digestSlot('taeglich', new Date());
    const created = new Date(at.getTime() - 3600_000).toISOString();
    const userIds = Array.from({ length: members }, () => v7());
    await db.transaction().execute(async (trx) => {
      for (const [i, id] of userIds.entries()) {
        await trx.insertInto('users').values({
          id, email: `mitglied-${i}@example.org`, name: `Mitglied ${i}`, password_hash: 'x', active: 1, activation_code: null,
          attributes: '{}', created_at: created, updated_at: created, deactivated_at: null,
        }).execute();
      }
      for (let p = 0; p < projects; p++) {
        const workspaceId = v7();
        const layerId = v7();
        await trx.insertInto('workspaces').values({ id: workspaceId, name: `Projekt ${p}`, public: 1, editable: 1, owner_id: userIds[0]!, attributes: '{}', created_at: created, updated_at: created }).execute();
        await trx.insertInto('layers').values({ id: layerId, workspace_id: workspaceId, name: 'Radwege', public: 1, editable: 1, attributes: '{}', schema: '{"Schema":[],"Categories":[]}', created_at: created, updated_at: created } as never).execute();
        for (let i = 1; i < members; i += 500) {
          await trx.insertInto('workspace_acl').values(userIds.slice(i, i + 500).map((user_id) => ({ workspace_id: workspaceId, user_id, created_at: created }))).execute();
        }
        for (let e = 0; e < events; e++) {
          const pointId = v7();
          await trx.insertInto('points').values({
            id: pointId, layer_id: layerId, latitude: 51.3, longitude: 9.47, altitude: 0, public: 1, editable: 0, attributes: '{}',
            status: 'neu', status_changed_at: created, answer_text: '', answer_org: '', answer_at: null, moderation: '', moderation_reason: '',
            created_at: created, updated_at: created, created_by: null, deleted_at: null, deleted_by: null, cell: 0,
          } as never).execute();
          await trx.insertInto('team_events').values({ id: v7(), workspace_id: workspaceId, kind: 'eintraege', point_id: pointId, comment_id: null, actor_id: null, host: '', created_at: created }).execute();
        }
      }
    });
    const deps = { config, secret: 'bench-secret-bench-secret-bench-secret', outbox: { kick: () => undefined } };
    const start = performance.now();
    const sent = await sendTeamDigests(db, deps, at);
    const seconds = (performance.now() - start) / 1000;
    const again = await sendTeamDigests(db, deps, at);
    const expected = members * projects;
    console.log(`team digests: ${members} members × ${projects} projects, ${events} events each: ${sent} mails in ${fmt(seconds)} s (${fmt(sent / seconds, 0)}/s); a second run sent ${again}`);
    const targets = new Targets();
    if (sent !== expected || again !== 0) targets.fail(`expected ${expected} mails and then none, got ${sent} and ${again}`);
    targets.add('first run', seconds, `≤ ${TARGET_S} s`, seconds <= TARGET_S, (n) => `${fmt(n)} s`);
    targets.print('Targets (docs/product.md §16.8)');
  } finally {
    await db.destroy();
  }
}

void runBench(main);
