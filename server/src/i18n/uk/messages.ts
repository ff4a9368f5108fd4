import type { ServerMessages } from '../catalogue-types.js';
import { core } from './messages/core.js';
import { account } from './messages/account.js';
import { projects } from './messages/projects.js';
import { entries } from './messages/entries.js';
import { imports } from './messages/imports.js';
import { fields } from './messages/fields.js';
import { webhooks } from './messages/webhooks.js';
import { surveys } from './messages/surveys.js';
import { updates } from './messages/updates.js';

/** The server's messages in Ukrainian, by area as the German ones (i18n/de/messages.ts). */
export const areas = { core, account, projects, entries, imports, fields, webhooks, surveys, updates };

/** Every message in Ukrainian by key; a key the German catalogue lacks or has more does not compile. */
export const messages: ServerMessages = { ...core, ...account, ...projects, ...entries, ...imports, ...fields, ...webhooks, ...surveys, ...updates };
