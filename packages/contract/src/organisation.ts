import { z } from 'zod';
import { Id, ScalarMap } from './common.js';

const MenuLinkFields = {
  Display: z.string().max(200),
  Link: z.string().max(2000),
  External: z.boolean().default(false),
  Fragment: z.string().max(200).default(''),
};

/** A child entry of a menu item (spec §3 Menu item Children). */
export const MenuChild = z.object(MenuLinkFields);
export type MenuChild = z.infer<typeof MenuChild>;

/** One entry of an organisation's navigation menu (spec §3 Menu item). */
export const MenuItem = z.object({
  Id: z.string().max(300).default(''),
  ...MenuLinkFields,
  Permissions: z.array(z.string().max(100)).max(50).default([]),
  Children: z.array(MenuChild).max(50).optional(),
});
export type MenuItem = z.infer<typeof MenuItem>;

/** An organisation's configuration (spec §3 Organisation.Config). */
export const OrganisationConfig = z.object({
  Title: z.string().max(200),
  Menu: z.array(MenuItem).max(100).default([]),
  Other: ScalarMap.default({}),
});
export type OrganisationConfig = z.infer<typeof OrganisationConfig>;

/** GET /auth/org answer: the configuration of the organisation serving the request's host. */
export const OrgInfo = OrganisationConfig;
export type OrgInfo = z.infer<typeof OrgInfo>;

/** An organisation as the admin API shows it (spec §3 Organisation). */
export const Organisation = z.object({ ID: Id, Host: z.string(), Config: OrganisationConfig });
export type Organisation = z.infer<typeof Organisation>;
