import type { AnswerTemplate } from '@mitmachkarte/contract';
import type { AnswerTemplatesTable } from '../../db/schema.js';

/** Row → template as answered (docs/product.md §16.2). */
export const presentTemplate = (row: AnswerTemplatesTable): AnswerTemplate => ({ ID: row.id, Name: row.name, Text: row.text });
