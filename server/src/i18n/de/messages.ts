import { core } from './messages/core.js';
import { account } from './messages/account.js';
import { projects } from './messages/projects.js';
import { entries } from './messages/entries.js';
import { imports } from './messages/imports.js';
import { fields } from './messages/fields.js';
import { webhooks } from './messages/webhooks.js';
import { surveys } from './messages/surveys.js';
import { updates } from './messages/updates.js';

/** The server's messages (`{ Message }` of an answer) in German, the source of every translation
 *  (docs/product.md §23.4), one file per area of the server so that each stays small: the server's
 *  own (core), accounts and sign-in (account), projects and their teams (projects), entries,
 *  pictures, videos and exports (entries), imports (imports) and the contract's field messages
 *  (fields). A key is unique across the areas (i18n/catalogues.test.ts). */
export const areas = { core, account, projects, entries, imports, fields, webhooks, surveys, updates };

/** Every German message by key. */
export const messages = { ...core, ...account, ...projects, ...entries, ...imports, ...fields, ...webhooks, ...surveys, ...updates };
