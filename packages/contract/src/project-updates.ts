import { z } from 'zod';
import { Id } from './common.js';
import { fieldMessage, FIELD_MESSAGES } from './field-messages.js';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH } from './notifications.js';

/** „Neuigkeiten“: updates a project's team posts to everyone who follows the project or took part
 *  in it, by mail and on the project page (docs/product.md §25.5; docs/decisions/0052). */

/** Longest title of an update, in characters. */
export const PROJECT_UPDATE_TITLE_MAX = 120;
/** Longest text of an update (Markdown), in characters. */
export const PROJECT_UPDATE_TEXT_MAX = 5000;
/** Most updates listed on the project page (the newest). */
export const PROJECT_UPDATES_LISTED = 50;

/** POST /gis/workspace/{id}/updates body: the title and the text (Markdown). */
export const ProjectUpdateBody = z.strictObject({
  Title: z.string({ error: FIELD_MESSAGES.updateTitleMissing }).trim().min(1, FIELD_MESSAGES.updateTitleMissing)
    .max(PROJECT_UPDATE_TITLE_MAX, fieldMessage('updateTitleTooLong', { max: PROJECT_UPDATE_TITLE_MAX })),
  Text: z.string({ error: FIELD_MESSAGES.updateTextMissing }).trim().min(1, FIELD_MESSAGES.updateTextMissing)
    .max(PROJECT_UPDATE_TEXT_MAX, fieldMessage('updateTextTooLong', { max: PROJECT_UPDATE_TEXT_MAX.toLocaleString('de-DE') })),
});
export type ProjectUpdateBody = z.infer<typeof ProjectUpdateBody>;

/** One update as shown: the text as safe HTML rendered by the server, never its author (the
 *  page says „Team des Projekts“); `Recipients` (how many got it by mail) and `CanDelete` for the
 *  project's team only (null and false for everyone else). */
export const ProjectUpdate = z.object({
  ID: Id,
  Title: z.string(),
  TextHtml: z.string(),
  CreatedAt: z.string(),
  Recipients: z.number().int().nullable(),
  CanDelete: z.boolean(),
});
export type ProjectUpdate = z.infer<typeof ProjectUpdate>;

/** GET /gis/workspace/{id}/updates/recipients: how many would get an update posted now. */
export const ProjectUpdateRecipients = z.object({ Count: z.number().int() });
export type ProjectUpdateRecipients = z.infer<typeof ProjectUpdateRecipients>;

/** DELETE /gis/workspace/{id}/updates/{updateId} params. */
export const ProjectUpdateParams = z.object({ id: Id, updateId: Id });

const UpdatesUnsubscribeToken = z.string({ error: FIELD_MESSAGES.linkInvalid }).min(1, FIELD_MESSAGES.linkInvalid)
  .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, FIELD_MESSAGES.linkInvalid);
/** GET /project-updates/unsubscribe?Token=… query. */
export const UpdatesUnsubscribeQuery = z.strictObject({ Token: UpdatesUnsubscribeToken });
/** POST /project-updates/unsubscribe body: the token of an update mail's unsubscribe link. */
export const UpdatesUnsubscribeBody = z.strictObject({ Token: UpdatesUnsubscribeToken });
export type UpdatesUnsubscribeBody = z.infer<typeof UpdatesUnsubscribeBody>;
/** What an update mail's unsubscribe link is about: the project's name (empty while its holder
 *  may not see the project) and whether its updates still come to them. */
export const UpdatesUnsubscribeInfo = z.object({ WorkspaceName: z.string(), Subscribed: z.boolean() });
export type UpdatesUnsubscribeInfo = z.infer<typeof UpdatesUnsubscribeInfo>;
