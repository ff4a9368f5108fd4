import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './limits.js';

/** POST /auth/account/delete body: the account's password, confirming the deletion (issue 15,
 *  DSGVO Art. 17). */
export const DeleteAccountBody = z.strictObject({
  Password: z.string().min(1, 'Bitte geben Sie Ihr Passwort an.').max(MAX_PASSWORD_LENGTH),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
