import { LOGO_FILES, type LogoFile, type Organisation } from '@mitmachkarte/contract';
import { canManageOrganisations } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db, Transaction } from '../../db/database.js';
import type { OrganisationLogosTable, OrganisationsTable } from '../../db/schema.js';
import { notFound, requireFound } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { makeLogoFiles } from '../images/images.service.js';
import { presentWithDefault } from './organisations-admin.service.js';
import { ORGANISATION_NOT_FOUND } from './organisations.service.js';
import { organisationChanged } from './organisations-audit.js';
import { deleteLogoFiles, findLogoFiles, findOrganisationById, replaceLogoFiles, updateOrganisationRow } from './organisations.repository.js';
import { say } from '../../i18n/messages.js';

export const LOGO_NOT_FOUND = say('logoNotFound');

/** The logo's columns of an organisation's row. */
type LogoColumns = Pick<OrganisationsTable, 'logo_revision' | 'logo_width' | 'logo_height' | 'updated_at'>;

/** Writes the logo columns of `org` and its audit entry, in the transaction `trx`. */
async function changeLogo(trx: Transaction, actor: Actor, org: OrganisationsTable, columns: LogoColumns): Promise<OrganisationsTable> {
  const after = { ...org, ...columns };
  await updateOrganisationRow(trx, org.id, columns);
  const change = organisationChanged(org, after);
  if (change) await recordAudit(trx, actor, change);
  return after;
}

/** POST /admin/organisation/{id}/logo (orgmanager; docs/product.md §10.2): checks the image like
 *  every upload and makes the logo's files in a decoder process (images.service.ts makeLogoFiles: 400 with a German message for anything but a readable JPEG, PNG, WebP or AVIF
 *  image of at least 64 px), then makes them the organisation's logo under a new revision; the
 *  earlier revision's files go. Access and the organisation are checked before the image is read
 *  (403, 404). Recorded in the audit log. */
export async function setOrganisationLogo(db: Db, actor: Actor, id: string, bytes: Buffer): Promise<Organisation> {
  requireAccess(actor, canManageOrganisations(actor));
  requireFound(await findOrganisationById(db, id), ORGANISATION_NOT_FOUND);
  const files = await makeLogoFiles(bytes);
  const now = nowIso();
  const row: OrganisationLogosTable = {
    revision: newId(), organisation_id: id, logo: files.logo.data, icon_192: files.icon192, icon_512: files.icon512, icon_maskable: files.iconMaskable, created_at: now,
  };
  const saved = await inTransaction(db, async (trx) => {
    // Read again inside: the organisation may have been deleted while the image was decoded.
    const org = requireFound(await findOrganisationById(trx, id), ORGANISATION_NOT_FOUND);
    await replaceLogoFiles(trx, row);
    return changeLogo(trx, actor, org, { logo_revision: row.revision, logo_width: files.logo.width, logo_height: files.logo.height, updated_at: now });
  });
  return presentWithDefault(db, saved);
}

/** DELETE /admin/organisation/{id}/logo (orgmanager): the organisation has no logo any more; its
 *  pages and app show the product's icons again. Removing no logo changes nothing. */
export async function removeOrganisationLogo(db: Db, actor: Actor, id: string): Promise<Organisation> {
  requireAccess(actor, canManageOrganisations(actor));
  const saved = await inTransaction(db, async (trx) => {
    const org = requireFound(await findOrganisationById(trx, id), ORGANISATION_NOT_FOUND);
    if (org.logo_revision === null) return org;
    await deleteLogoFiles(trx, id);
    return changeLogo(trx, actor, org, { logo_revision: null, logo_width: null, logo_height: null, updated_at: nowIso() });
  });
  return presentWithDefault(db, saved);
}

const COLUMN_OF: Record<LogoFile, 'logo' | 'icon_192' | 'icon_512' | 'icon_maskable'> = {
  logo: 'logo', 'icon-192': 'icon_192', 'icon-512': 'icon_512', 'icon-maskable': 'icon_maskable',
};

/** GET /branding/{revision}/{file}: the PNG bytes of a logo's file, `file` one of LOGO_FILES with
 *  `.png`. Logos are public, as the pages that show them (docs/security.md, Images). NOT_FOUND for
 *  another name and for a revision no longer stored. */
export async function getLogoFile(db: Db, revision: string, fileName: string): Promise<Buffer> {
  const file = LOGO_FILES.find((f) => `${f}.png` === fileName);
  const files = file && (await findLogoFiles(db, revision));
  if (!file || !files) throw notFound(LOGO_NOT_FOUND);
  return files[COLUMN_OF[file]];
}
