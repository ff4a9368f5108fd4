import { isSafeLink, LINK_SETTINGS, type MenuChild, type MenuItem, type Organisation, type OrgInfo, type ScalarMap } from '@mitmachkarte/contract';
import type { OrganisationsTable } from '../../db/schema.js';
import { parseJson } from '../../lib/json.js';

/** A stored link the contract would now refuse (a script scheme saved before links were checked) is shown
 *  empty instead of failing the whole answer. */
const safeLink = <T extends MenuChild>(entry: T): T => (isSafeLink(entry.Link) ? entry : { ...entry, Link: '' });

/** The settings with every link-valued one that is no safe link (saved before the check) emptied. */
const safeSettings = (other: ScalarMap): ScalarMap => Object.fromEntries(Object.entries(other).map(([key, value]) =>
  [key, LINK_SETTINGS.includes(key) && typeof value === 'string' && !isSafeLink(value) ? '' : value]));

/** Row → the organisation's configuration as GET /auth/org answers it (docs/product.md §3). */
export const presentOrgInfo = (row: OrganisationsTable): OrgInfo => ({
  Title: row.title,
  Menu: parseJson<MenuItem[]>(row.menu, []).map((item) => ({ ...safeLink(item), ...(item.Children ? { Children: item.Children.map(safeLink) } : {}) })),
  Other: safeSettings(parseJson<ScalarMap>(row.other, {})),
});

/** Row → organisation as the admin API shows it (docs/product.md §3.3 Organisation). */
export const presentOrganisation = (row: OrganisationsTable): Organisation => ({ ID: row.id, Host: row.host, Config: presentOrgInfo(row) });
