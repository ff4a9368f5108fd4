import type { Language } from '@mitmachkarte/contract';
import type { ExportWords } from './catalogue-types.js';
import * as de from './de/index.js';
import * as en from './en/index.js';
import * as tr from './tr/index.js';
import * as ar from './ar/index.js';
import * as uk from './uk/index.js';

/** The exports' fixed headers and sheet names in every language; German is the source
 *  (docs/product.md §18.4, §23.4). */
export const EXPORT_WORDS: Readonly<Record<Language, ExportWords>> = {
  de: de.exportWords, en: en.exportWords, tr: tr.exportWords, ar: ar.exportWords, uk: uk.exportWords,
};
