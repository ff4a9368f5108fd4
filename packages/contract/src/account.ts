import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './limits.js';
import { NewPassword } from './registration.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** POST /auth/account/delete body: the account's password, confirming the deletion (DSGVO
 *  Art. 17; docs/product.md §14). */
export const DeleteAccountBody = z.strictObject({
  Password: z.string().min(1, FIELD_MESSAGES.passwordMissing).max(MAX_PASSWORD_LENGTH),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** POST /auth/password body: the current password and the new one (docs/product.md §16.6). */
export const ChangePasswordBody = z.strictObject({
  CurrentPassword: z.string().min(1, FIELD_MESSAGES.currentPasswordMissing).max(MAX_PASSWORD_LENGTH),
  Password: NewPassword,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** One login session of the user (GET /auth/sessions): the device it was started on, when, and
 *  when it was last used; `Current` for the session of this request. No IP address. */
export const SessionInfo = z.object({
  ID: z.string(),
  Device: z.string(),
  CreatedAt: z.string(),
  LastUsedAt: z.string(),
  Current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfo>;

/** Path parameter of DELETE /auth/session/{id}: a session's public id. */
export const SessionParams = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, FIELD_MESSAGES.invalidSession) });

/** POST /accessibility/feedback body: the message (1 to 2000 characters) and, optionally, an
 *  address for the answer. */
export const AccessibilityFeedbackBody = z.strictObject({
  Email: z.union([z.literal(''), z.email(FIELD_MESSAGES.feedbackEmail).max(320)]).optional(),
  Message: z.string().trim().min(1, FIELD_MESSAGES.feedbackMissing).max(2000, FIELD_MESSAGES.feedbackTooLong),
});
export type AccessibilityFeedbackBody = z.infer<typeof AccessibilityFeedbackBody>;
