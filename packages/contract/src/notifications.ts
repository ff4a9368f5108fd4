import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** E-mail notifications to the followers of an entry (docs/product.md §16.7). */

/** One entry the user follows, as listed in the profile. */
export const Follow = z.object({
  PointID: Id,
  Workspace: Id,
  Layer: Id,
  LayerName: z.string(),
  Title: z.string(),
  Since: Timestamp,
});
export type Follow = z.infer<typeof Follow>;

/** GET /auth/notifications: whether „Keine E-Mails“ is on, and the entries followed, newest first. */
export const NotificationSettings = z.object({ NoMail: z.boolean(), Follows: z.array(Follow) });
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** PUT /auth/notifications body: „Keine E-Mails“ on or off. */
export const NotificationSettingsBody = z.strictObject({ NoMail: z.boolean({ error: FIELD_MESSAGES.noMailNotBoolean }) });
export type NotificationSettingsBody = z.infer<typeof NotificationSettingsBody>;

/** Longest unsubscribe token, in characters (two ids and a signature are about 120). */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;
const UnsubscribeToken = z.string({ error: FIELD_MESSAGES.linkInvalid }).min(1, FIELD_MESSAGES.linkInvalid)
  .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, FIELD_MESSAGES.linkInvalid);

/** GET /notifications/unsubscribe?Token=… query. */
export const UnsubscribeQuery = z.strictObject({ Token: UnsubscribeToken });

/** POST /notifications/unsubscribe body: the token of a mail's unsubscribe link. */
export const UnsubscribeBody = z.strictObject({ Token: UnsubscribeToken });
export type UnsubscribeBody = z.infer<typeof UnsubscribeBody>;

/** What an unsubscribe link is about: the entry's title and layer, and whether its mails still
 *  come. */
export const UnsubscribeInfo = z.object({ Title: z.string(), LayerName: z.string(), Following: z.boolean() });
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfo>;
