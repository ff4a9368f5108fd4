import type { TranslateBody, TranslationResult } from '@mitmachkarte/contract';
import { apiPost } from '../../../lib/api-client';

/** POST /gis/translate (docs/product.md §23.1): the machine translation of a text answer or a
 *  comment the visitor reads, into `Target`. */
export const translateContribution = (body: TranslateBody) => apiPost<TranslationResult>('/gis/translate', body);
