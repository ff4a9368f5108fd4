import { z } from 'zod';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Entries recorded on behalf of others (docs/product.md §16.12): a team member records what
 *  someone reported by phone, letter, at a counter or by mail. How it came in and the reporter's
 *  contact stay internal to the project's team. */

/** How the entry came in („Eingangsweg“). */
export const REPORTER_CHANNELS = ['telefon', 'brief', 'schalter', 'email', 'sonstiges'] as const;
export const ReporterChannel = z.enum(REPORTER_CHANNELS, { error: FIELD_MESSAGES.channelUnknown });
export type ReporterChannel = z.infer<typeof ReporterChannel>;

/** The German names of the channels, as the team reads them (form, entry, inbox, export column). */
export const REPORTER_CHANNEL_LABELS: Record<ReporterChannel, string> = {
  telefon: 'Telefon', brief: 'Brief', schalter: 'Vor Ort', email: 'E-Mail', sonstiges: 'Sonstiges',
};

export const REPORTER_NAME_MAX = 100;
export const REPORTER_EMAIL_MAX = 254;
export const REPORTER_PHONE_MAX = 40;
export const REPORTER_NAME_TOO_LONG = /* @__PURE__ */ fieldMessage('nameMaxLength', { max: REPORTER_NAME_MAX });
export const REPORTER_BAD_EMAIL = FIELD_MESSAGES.reporterEmail;
export const REPORTER_BAD_PHONE = FIELD_MESSAGES.reporterPhone;
export const STATUS_MAILS_NEED_EMAIL = FIELD_MESSAGES.statusMailsNeedEmail;

const EMAIL_PATTERN = /^[^\s@]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?)+$/u;

/** `OnBehalf` of POST /gis/point: the channel, optionally the reporter's name, address and
 *  phone ('' or left out: none), and whether the address gets the status mails (only with one). */
export const OnBehalfBody = z.strictObject({
  Channel: ReporterChannel,
  Name: z.string({ error: REPORTER_NAME_TOO_LONG }).trim().max(REPORTER_NAME_MAX, REPORTER_NAME_TOO_LONG).default(''),
  Email: z.string({ error: REPORTER_BAD_EMAIL }).trim().toLowerCase().max(REPORTER_EMAIL_MAX, REPORTER_BAD_EMAIL)
    .refine((s) => s === '' || EMAIL_PATTERN.test(s), REPORTER_BAD_EMAIL).default(''),
  Phone: z.string({ error: REPORTER_BAD_PHONE }).trim().max(REPORTER_PHONE_MAX, REPORTER_BAD_PHONE)
    .regex(/^(?:[0-9 +\-/()]*[0-9][0-9 +\-/()]*)?$/, REPORTER_BAD_PHONE).default(''),
  StatusMails: z.boolean({ error: FIELD_MESSAGES.statusMailsNotBoolean }).default(false),
}).refine((b) => !b.StatusMails || b.Email !== '', { message: STATUS_MAILS_NEED_EMAIL, path: ['StatusMails'] });
export type OnBehalfBody = z.infer<typeof OnBehalfBody>;

/** Who the entry was recorded for, on the entry as the project's team reads it (never anyone else). */
export const Reporter = z.object({
  Channel: ReporterChannel,
  Name: z.string(),
  Email: z.string(),
  Phone: z.string(),
  StatusMails: z.boolean(),
});
export type Reporter = z.infer<typeof Reporter>;

/** „für Erika Muster erfasst (Telefon)“: how the team's lists name an entry recorded for someone. */
export const recordedForText = (reporter: Pick<Reporter, 'Channel' | 'Name'>) =>
  `für ${reporter.Name.trim() || 'eine andere Person'} erfasst (${REPORTER_CHANNEL_LABELS[reporter.Channel]})`;
