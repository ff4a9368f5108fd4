import { FIELD_MESSAGES } from '@mitmachkarte/contract';

/** The contract's field messages (packages/contract field-messages.ts), in German: the texts its
 *  schemas answer in `errors[].Message`, read back to their keys by the error handler
 *  (i18n/messages.ts readGerman) and said in the request's language. */
export const fields = FIELD_MESSAGES;
