import type { ProseLoaders } from '../../i18n/prose';
import type { accessibilityTexts } from './accessibility-texts';
import type { imprintTexts } from './imprint-texts';
import type { privacyTexts } from './privacy-texts';

/** Where the legal pages' prose is in each translated language (docs/product.md §23.6): each file
 *  its own chunk, loaded by useProse only for the language shown. */
export const PRIVACY_PROSE: ProseLoaders<typeof privacyTexts> = {
  en: () => import('./privacy-texts.en'), tr: () => import('./privacy-texts.tr'), ar: () => import('./privacy-texts.ar'), uk: () => import('./privacy-texts.uk'),
};
export const IMPRINT_PROSE: ProseLoaders<typeof imprintTexts> = {
  en: () => import('./imprint-texts.en'), tr: () => import('./imprint-texts.tr'), ar: () => import('./imprint-texts.ar'), uk: () => import('./imprint-texts.uk'),
};
export const ACCESSIBILITY_PROSE: ProseLoaders<typeof accessibilityTexts> = {
  en: () => import('./accessibility-texts.en'), tr: () => import('./accessibility-texts.tr'), ar: () => import('./accessibility-texts.ar'), uk: () => import('./accessibility-texts.uk'),
};
