import { createHash } from 'node:crypto';
import {
  CONTENT_BLOCKS, CONTENT_VARIANTS, contentSource, isSafeLink, lsShippedText, variantKey, variantText, knownContent, LINK_SETTINGS, logoFileUrl, retentionSettingProblems, type MenuChild, type MenuItem, type Organisation,
  type OrganisationConfig, type OrganisationLogo, type OrgInfo, type ScalarMap,
} from '@mitmachkarte/contract';
import type { OrganisationsTable } from '../../db/schema.js';
import { parseJson } from '../../lib/json.js';
import { renderMarkdown } from '../../lib/markdown.js';

/** A stored link the contract would now refuse (a script scheme saved before links were checked) is shown
 *  empty instead of failing the whole answer. */
const safeLink = <T extends MenuChild>(entry: T): T => (isSafeLink(entry.Link) ? entry : { ...entry, Link: '' });

/** The settings with every link-valued one that is no safe link (saved before the check) emptied,
 *  and every retention setting the contract would refuse (written straight into the database)
 *  emptied too, so that the answer stays valid; an empty value gives the default. */
const safeSettings = (other: ScalarMap): ScalarMap => Object.fromEntries(Object.entries(other).map(([key, value]) =>
  [key, (LINK_SETTINGS.includes(key) && typeof value === 'string' && !isSafeLink(value)) || retentionSettingProblems({ [key]: value }).length > 0 ? '' : value]));

/** Row → the organisation's configuration (docs/product.md §3.3); page texts of keys the
 *  catalogue no longer knows are left out. */
export const presentConfig = (row: OrganisationsTable): OrganisationConfig => ({
  Title: row.title,
  Menu: parseJson<MenuItem[]>(row.menu, []).map((item) => ({ ...safeLink(item), ...(item.Children ? { Children: item.Children.map(safeLink) } : {}) })),
  Other: safeSettings(parseJson<ScalarMap>(row.other, {})),
  Content: knownContent(parseJson<Record<string, unknown>>(row.content, {})),
});

/** Every Markdown block of the catalogue as sanitised HTML: the organisation's own text, else the
 *  block's fallback (for the Leichte Sprache explanations the shipped texts, §23.2); '' where both
 *  are empty (docs/product.md §17.3). Beside it each variant the
 *  organisation has written, under `<key>@<variant>` (§23.2); a missing one is left out, and the
 *  page shows the German. */
export const renderContent = (content: OrganisationConfig['Content']): Record<string, string> => Object.fromEntries(
  [...CONTENT_BLOCKS.values()].filter((b) => b.kind === 'markdown').flatMap((b) => [
    [b.key, renderMarkdown(contentSource(content, b.key) || (lsShippedText(b.key) ?? ''))],
    ...(b.variants ? CONTENT_VARIANTS : []).filter((v) => variantText(content, b.key, v) !== '')
      .map((v) => [variantKey(b.key, v), renderMarkdown(content[variantKey(b.key, v)]!)]),
  ]));

/** The page-content blocks whose wording people accept (docs/product.md §2.22). */
const TERMS_BLOCKS = ['nutzung.bedingungen', 'nutzung.netiquette'] as const;

/** The version of an organisation's terms of use and netiquette (docs/product.md §2.22): the
 *  first 16 hex digits of the SHA-256 of both texts (trimmed, line ends as LF), so that any
 *  change of wording gives a new one; null while both are empty. */
export function termsVersionOf(content: OrganisationConfig['Content']): string | null {
  const texts = TERMS_BLOCKS.map((key) => (content[key] ?? '').replace(/\r\n?/g, '\n').trim());
  if (texts.every((text) => text === '')) return null;
  return createHash('sha256').update(JSON.stringify(texts)).digest('hex').slice(0, 16);
}

/** Row → the organisation's logo (docs/product.md §10.2), null without one. */
export const presentLogo = (row: Pick<OrganisationsTable, 'logo_revision' | 'logo_width' | 'logo_height'>): OrganisationLogo | null =>
  row.logo_revision && row.logo_width && row.logo_height
    ? { Url: logoFileUrl(row.logo_revision, 'logo'), Width: row.logo_width, Height: row.logo_height, IconUrl: logoFileUrl(row.logo_revision, 'icon-192') }
    : null;

/** A configuration and logo → GET /auth/org's answer, with the rendered page texts and the terms'
 *  version; `Translation` is filled in by the route from the translation module (docs/product.md §23.1). */
export const presentOrgInfoOf = (config: OrganisationConfig, logo: OrganisationLogo | null = null): OrgInfo =>
  ({ ...config, ContentHtml: renderContent(config.Content), TermsVersion: termsVersionOf(config.Content), Logo: logo, Translation: null });

/** Row → the organisation's configuration as GET /auth/org answers it (docs/product.md §3, §17.3). */
export const presentOrgInfo = (row: OrganisationsTable): OrgInfo => presentOrgInfoOf(presentConfig(row), presentLogo(row));

/** Row → organisation as the admin API shows it (docs/product.md §3.3 Organisation); `isDefault`:
 *  it is the default organisation (organisations.repository.ts findDefaultOrganisation). */
export const presentOrganisation = (row: OrganisationsTable, isDefault: boolean): Organisation =>
  ({ ID: row.id, Host: row.host, Default: isDefault, Config: presentConfig(row), Logo: presentLogo(row) });
