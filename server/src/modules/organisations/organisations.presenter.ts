import type { MenuItem, Organisation, OrgInfo, ScalarMap } from '@mitmachkarte/contract';
import type { OrganisationsTable } from '../../db/schema.js';
import { parseJson } from '../../lib/json.js';

/** Row → the organisation's configuration as GET /auth/org answers it (spec §3). */
export const presentOrgInfo = (row: OrganisationsTable): OrgInfo => ({
  Title: row.title,
  Menu: parseJson<MenuItem[]>(row.menu, []),
  Other: parseJson<ScalarMap>(row.other, {}),
});

/** Row → organisation as the admin API shows it (spec §3 Organisation). */
export const presentOrganisation = (row: OrganisationsTable): Organisation => ({ ID: row.id, Host: row.host, Config: presentOrgInfo(row) });
