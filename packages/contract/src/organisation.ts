import { z } from 'zod';
import { Id, ScalarMap } from './common.js';
import { OrgContent } from './org-content-schemas.js';
import { isSafeLink, UNSAFE_LINK } from './link-rules.js';
import { settingsProblems } from './org-settings-catalogue.js';
import { retentionSettingProblems } from './retention-rules.js';
import { TranslationInfo } from './translation.js';
import { FIELD_MESSAGES } from './field-messages.js';

const MenuLinkFields = {
  Display: z.string().max(200),
  Link: z.string().max(2000).refine(isSafeLink, UNSAFE_LINK),
  External: z.boolean().default(false),
  Fragment: z.string().max(200).default(''),
};

/** A child entry of a menu item (docs/product.md §3.4 Menu item Children). */
export const MenuChild = z.object(MenuLinkFields);
export type MenuChild = z.infer<typeof MenuChild>;

/** One entry of an organisation's navigation menu (docs/product.md §3.4 Menu item). */
export const MenuItem = z.object({
  Id: z.string().max(300).default(''),
  ...MenuLinkFields,
  Permissions: z.array(z.string().max(100)).max(50).default([]),
  Children: z.array(MenuChild).max(50).optional(),
});
export type MenuItem = z.infer<typeof MenuItem>;

/** An organisation's configuration as answered (docs/product.md §3.3 Organisation.Config); `Content`
 *  holds the texts of its public pages (org-content.ts, docs/product.md §17.3). Settings are not
 *  checked against the catalogue here: values stored before a check existed must still be answered
 *  (the presenter empties unsafe links). */
export const OrganisationConfig = z.object({
  Title: z.string().max(200),
  Menu: z.array(MenuItem).max(100).default([]),
  Other: ScalarMap.default({}),
  Content: OrgContent.default({}),
});
export type OrganisationConfig = z.infer<typeof OrganisationConfig>;

/** The files of an organisation's logo (docs/product.md §10.2, Darstellung), each a PNG at
 *  `/branding/{revision}/{file}.png`: the logo for the navigation bar and the app's icons (square,
 *  192 and 512 px on transparency; 512 px maskable on white). */
export const LOGO_FILES = ['logo', 'icon-192', 'icon-512', 'icon-maskable'] as const;
export type LogoFile = (typeof LOGO_FILES)[number];

/** The address of the file `file` of the logo revision `revision` (LOGO_FILES), on the site's own host. */
export const logoFileUrl = (revision: string, file: LogoFile) => `/branding/${encodeURIComponent(revision)}/${file}.png`;

/** An organisation's logo as answered: the address of its file for the navigation bar with its
 *  size in pixels, and of its 192 px icon (the page's icon). Null while it has none. */
export const OrganisationLogo = z.object({
  Url: z.string(),
  Width: z.number().int().positive(),
  Height: z.number().int().positive(),
  IconUrl: z.string(),
});
export type OrganisationLogo = z.infer<typeof OrganisationLogo>;

/** GET /auth/org answer: the configuration of the organisation serving the request's host,
 *  `ContentHtml`: every Markdown block of the catalogue (its own text, else its fallback) as
 *  sanitised HTML, '' for a block to leave out (docs/product.md §17.3), and `TermsVersion`: the
 *  current version of its terms of use and netiquette, null while it has neither (§2.22);
 *  `Translation`: its service translating contributions while it is on (§23.1), else null. */
export const OrgInfo = OrganisationConfig.extend({
  ContentHtml: z.record(z.string(), z.string()).default({}),
  TermsVersion: z.string().nullable().default(null),
  Logo: OrganisationLogo.nullable().default(null),
  Translation: TranslationInfo.nullable().default(null),
});
export type OrgInfo = z.infer<typeof OrgInfo>;

/** An organisation as the admin API shows it (docs/product.md §3.3 Organisation). `Default`: it
 *  serves hosts no other organisation serves, and its settings hold the installation's retention
 *  periods (docs/product.md §17.8). `Logo`: its logo, changed through /admin/organisation/{id}/logo. */
export const Organisation = z.object({ ID: Id, Host: z.string(), Default: z.boolean(), Config: OrganisationConfig, Logo: OrganisationLogo.nullable().default(null) });
export type Organisation = z.infer<typeof Organisation>;

const MENU_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random letters and digits (not for secrets: menu ids only need to differ). */
export function randomAlphanumerics(length: number, random: () => number = Math.random): string {
  let s = '';
  for (let i = 0; i < length; i++) s += MENU_ID_ALPHABET[Math.floor(random() * MENU_ID_ALPHABET.length)] ?? '0';
  return s;
}

/** Id of a menu item, generated on save (docs/product.md §3.4 Menu item): 'link_' + Display with spaces
 *  replaced by underscores + '_' + 5 random alphanumerics. Pure when `random` is given. */
export const menuItemId = (display: string, random: string = randomAlphanumerics(5)): string =>
  `link_${display.replaceAll(' ', '_')}_${random}`;

/** The menu with every empty `Id` filled by menuItemId; non-empty ids are kept. */
export const withMenuItemIds = (menu: MenuItem[]): MenuItem[] =>
  menu.map((item) => (item.Id.trim() === '' ? { ...item, Id: menuItemId(item.Display) } : item));

const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const HOST_PATTERN = new RegExp(`^${HOST_LABEL}(?:\\.${HOST_LABEL})*(?::(\\d{1,5}))?$`);
const HOST_INVALID = FIELD_MESSAGES.hostInvalid;

/** The host an organisation serves (docs/product.md §3.3 Organisation.Host): trimmed, lower-cased, a host name
 *  with an optional `:port`, matched against the request's Host header by GET /auth/org. */
export const OrganisationHost = z.string().trim().toLowerCase()
  .min(1, FIELD_MESSAGES.hostMissing)
  .max(260, HOST_INVALID)
  .regex(HOST_PATTERN, HOST_INVALID)
  .refine((h) => Number(HOST_PATTERN.exec(h)?.[1] ?? 1) <= 65535, HOST_INVALID);

/** The configuration a client sends: as OrganisationConfig, with every setting of the catalogue
 *  checked (the message names the field: Errors[].Field Config.Other.{key}, docs/product.md §10.2)
 *  and the retention periods (§17.8); without `Content` the stored page texts stay (a client that
 *  does not know them cannot lose them). */
export const OrganisationConfigBody = OrganisationConfig.extend({
  Other: ScalarMap.default({})
    .superRefine((other, ctx) => settingsProblems(other).forEach(({ key, message }) => ctx.addIssue({ code: 'custom', message, path: [key] })))
    .superRefine((other, ctx) => retentionSettingProblems(other).forEach((message) => ctx.addIssue({ code: 'custom', message }))),
  Content: OrgContent.optional(),
});
export type OrganisationConfigBody = z.infer<typeof OrganisationConfigBody>;

/** POST /admin/organisation body: a host and, optionally, its configuration (default: title
 *  'Mitmachkarte', no menu, no settings, no page texts). Empty menu ids are generated on save. */
export const CreateOrganisationBody = z.strictObject({ Host: OrganisationHost, Config: OrganisationConfigBody.optional() });
export type CreateOrganisationBody = z.infer<typeof CreateOrganisationBody>;

/** PUT /admin/organisation/{id} body: replaces host and configuration (the page texts only when
 *  `Config.Content` is sent). `ID` may be sent back but must match the path; `Default` and `Logo`,
 *  parts of the answer, may be sent back and are ignored. Empty menu ids are generated on save. */
export const OrganisationBody = z.strictObject({
  ID: Id.optional(), Host: OrganisationHost, Default: z.boolean().optional(), Logo: OrganisationLogo.nullable().optional(), Config: OrganisationConfigBody,
});
export type OrganisationBody = z.infer<typeof OrganisationBody>;
export const UpdateOrganisationBody = OrganisationBody;
export type UpdateOrganisationBody = OrganisationBody;
