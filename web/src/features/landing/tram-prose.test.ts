import { describe } from 'vitest';
import { itTranslatesProse } from '../../test/prose-check';
import { TRAM_PROSE } from './tram-prose';
import { tramTexts } from './tram-texts';

/** The tram page's own words in every language (docs/product.md §23.6; test/prose-check.ts). */
describe('the tram page\'s words in every language', () => {
  itTranslatesProse('tram', tramTexts, TRAM_PROSE, false);
});
