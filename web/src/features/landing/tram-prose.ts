import type { ProseLoaders } from '../../i18n/prose';
import type { tramTexts } from './tram-texts';

/** Where the tram page's own words are in each translated language (docs/product.md §23.6): each
 *  file its own chunk, loaded by useProse only for the language shown. */
export const TRAM_PROSE: ProseLoaders<typeof tramTexts> = {
  en: () => import('./tram-texts.en'), tr: () => import('./tram-texts.tr'), ar: () => import('./tram-texts.ar'), uk: () => import('./tram-texts.uk'),
};
