import { z } from 'zod';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH } from './notifications.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** E-mail notifications to a project's team (docs/product.md §16.8). */

/** How often a team member hears of one kind of event: a mail at once, a daily or weekly digest, never. */
export const TEAM_NOTIFICATION_FREQUENCIES = ['sofort', 'taeglich', 'woechentlich', 'nie'] as const;
export const TeamNotificationFrequency = z.enum(TEAM_NOTIFICATION_FREQUENCIES, {
  error: FIELD_MESSAGES.teamRhythmUnknown,
});
export type TeamNotificationFrequency = z.infer<typeof TeamNotificationFrequency>;

/** The kinds of events the team hears of: new entries, new reports, entries and comments waiting for approval. */
export const TEAM_NOTIFICATION_KINDS = ['Entries', 'Reports', 'Approvals'] as const;
export type TeamNotificationKind = (typeof TEAM_NOTIFICATION_KINDS)[number];

/** Until a member chooses: reports and approvals at once, new entries in the daily digest. */
export const TEAM_NOTIFICATION_DEFAULTS = { Entries: 'taeglich', Reports: 'sofort', Approvals: 'sofort' } as const satisfies Record<TeamNotificationKind, TeamNotificationFrequency>;

/** GET and PUT /gis/workspace/{id}/team-notifications: the signed-in member's own settings for the project. */
export const TeamNotificationSettings = z.strictObject({
  Entries: TeamNotificationFrequency,
  Reports: TeamNotificationFrequency,
  Approvals: TeamNotificationFrequency,
});
export type TeamNotificationSettings = z.infer<typeof TeamNotificationSettings>;

const TeamUnsubscribeToken = z.string({ error: FIELD_MESSAGES.linkInvalid }).min(1, FIELD_MESSAGES.linkInvalid)
  .max(UNSUBSCRIBE_TOKEN_MAX_LENGTH, FIELD_MESSAGES.linkInvalid);

/** GET /team-notifications/unsubscribe?Token=… query. */
export const TeamUnsubscribeQuery = z.strictObject({ Token: TeamUnsubscribeToken });
/** POST /team-notifications/unsubscribe body: the token of a team mail's unsubscribe link. */
export const TeamUnsubscribeBody = z.strictObject({ Token: TeamUnsubscribeToken });
export type TeamUnsubscribeBody = z.infer<typeof TeamUnsubscribeBody>;

/** What a team mail's unsubscribe link is about: the project's name (empty once its holder is no
 *  longer on the team) and whether any of its team mails still come. */
export const TeamUnsubscribeInfo = z.object({ WorkspaceName: z.string(), Subscribed: z.boolean() });
export type TeamUnsubscribeInfo = z.infer<typeof TeamUnsubscribeInfo>;
