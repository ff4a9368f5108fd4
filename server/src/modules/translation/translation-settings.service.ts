import { type TranslationInfo, type TranslationSettings, TranslationSettingsBody } from '@mitmachkarte/contract';
import type { z } from 'zod';
import { canManageOrganisations } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db } from '../../db/database.js';
import type { TranslationSettingsTable } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { open, seal } from '../../lib/secret-box.js';
import { recordAudit } from '../audit/audit.service.js';
import { findOrganisation } from '../organisations/organisations.service.js';
import { translationChanged } from './translation-audit.js';
import { findSettingsRow, putSettingsRow } from './translation.repository.js';

/** An organisation's service translating contributions (docs/product.md §23.1), set by holders of
 *  `orgmanager` in the organisation's editor: off by default; when on, the LibreTranslate base URL
 *  and an API key, sealed with the server's secret (lib/secret-box.ts) and never answered — only
 *  whether one is set (docs/security.md, Translation of contributions). Each change is audited. */

type Body = z.output<typeof TranslationSettingsBody>;
type Ctx = Readonly<{ db: Db; secret: string }>;

/** The service of an organisation ready to be asked: its URL and plain API key. */
export type TranslationService = { url: string; apiKey: string };

const OFF: Omit<TranslationSettingsTable, 'organisation_id'> = { enabled: 0, url: '', api_key: '', updated_at: '' };

const present = (row: Omit<TranslationSettingsTable, 'organisation_id'>): TranslationSettings =>
  ({ Enabled: row.enabled === 1, Url: row.url, HasApiKey: row.api_key !== '', UpdatedAt: row.updated_at || null });

/** GET /admin/organisation/{id}/translation (orgmanager). */
export async function getTranslationSettings(db: Db, actor: Actor, organisationId: string): Promise<TranslationSettings> {
  requireAccess(actor, canManageOrganisations(actor));
  await findOrganisation(db, organisationId);
  return present((await findSettingsRow(db, organisationId)) ?? OFF);
}

/** PUT /admin/organisation/{id}/translation (orgmanager): stores the settings; an empty `ApiKey`
 *  keeps the stored key unless `ClearApiKey`. The change and the audit entry share a transaction. */
export async function putTranslationSettings(ctx: Ctx, actor: Actor, organisationId: string, body: Body): Promise<TranslationSettings> {
  requireAccess(actor, canManageOrganisations(actor));
  await findOrganisation(ctx.db, organisationId);
  const before = (await findSettingsRow(ctx.db, organisationId)) ?? { ...OFF, organisation_id: organisationId };
  const apiKey = body.ApiKey ? seal(ctx.secret, body.ApiKey) : body.ClearApiKey ? '' : before.api_key;
  const row: TranslationSettingsTable = { organisation_id: organisationId, enabled: body.Enabled ? 1 : 0, url: body.Url, api_key: apiKey, updated_at: nowIso() };
  const state = (r: TranslationSettingsTable) => ({ enabled: r.enabled === 1, url: r.url, apiKey: r.api_key });
  const change = translationChanged(organisationId, state(before), state(row));
  if (!change) return present(before);
  await ctx.db.transaction().execute(async (trx) => {
    await putSettingsRow(trx, row);
    await recordAudit(trx, actor, change);
  });
  return present(row);
}

/** The service of `organisationId` while it is on, with its key opened; undefined while off. */
export async function findTranslationService(ctx: Ctx, organisationId: string): Promise<TranslationService | undefined> {
  const row = await findSettingsRow(ctx.db, organisationId);
  if (row?.enabled !== 1 || !row.url) return undefined;
  return { url: row.url, apiKey: row.api_key ? open(ctx.secret, row.api_key) : '' };
}

/** What GET /auth/org tells of the service of `organisationId` (undefined: no organisation): the
 *  host of its URL while it is on, for the button and the privacy notice; null while off. */
export async function translationInfoOf(db: Db, organisationId: string | undefined): Promise<TranslationInfo | null> {
  const row = organisationId ? await findSettingsRow(db, organisationId) : undefined;
  return row?.enabled === 1 && row.url ? { Host: new URL(row.url).host } : null;
}
