import type { OrganisationConfig } from '@mitmachkarte/contract';
import { type AppIcon, brandingOf } from './organisations-branding.js';

/** The members of the web app manifest the server writes (W3C Web App Manifest). */
export type WebManifest = {
  id: string; name: string; short_name: string; description: string; lang: string; start_url: string; scope: string;
  display: 'standalone'; theme_color: string; background_color: string; icons: AppIcon[];
};

/** At most this many characters in `short_name`: about what a phone's home screen shows under an
 *  icon before it cuts the name. */
export const SHORT_NAME_MAX = 12;

/** Words after which a title names its place („Bürgerbeteiligung der Stadt Fulda“). */
const PLACE_KINDS = new Set(['stadt', 'gemeinde', 'samtgemeinde', 'verbandsgemeinde', 'markt', 'kreis', 'landkreis', 'hansestadt', 'landeshauptstadt', 'region']);

/** Words that lead on to the next and end no name („Karte der …“). */
const LINKING_WORDS = new Set(['der', 'die', 'das', 'des', 'dem', 'den', 'für', 'im', 'in', 'am', 'an', 'und', 'von', 'vom', 'zur', 'zum', 'mit', 'auf']);

const length = (text: string) => [...text].length;
const fits = (text: string) => text !== '' && length(text) <= SHORT_NAME_MAX;
/** A word without the punctuation that ends a phrase („Göttingen:“ → „Göttingen“). */
const bare = (word: string) => word.replace(/[.,:;!?–—-]+$/u, '');

/** The name under the app's icon on a phone (docs/product.md §22, Installable): the title when it
 *  has at most SHORT_NAME_MAX characters; else the place it names after „Stadt“, „Gemeinde“,
 *  „Landkreis“ … (the whole rest, else its first word); else its leading words that fit (without a
 *  trailing „der“, „für“ …); else, when the first word alone is too long, its last word; else its
 *  beginning with „…“. */
export function shortNameOf(title: string): string {
  const text = title.trim().replace(/\s+/gu, ' ');
  if (fits(text)) return text;
  const words = text.split(' ');
  const kind = words.findIndex((w) => PLACE_KINDS.has(w.toLowerCase()));
  if (kind >= 0 && kind < words.length - 1) {
    const place = bare(words.slice(kind + 1).join(' '));
    if (fits(place)) return place;
    if (fits(bare(words[kind + 1]!))) return bare(words[kind + 1]!);
  }
  const leading: string[] = [];
  for (const word of words) {
    if (!fits([...leading, bare(word)].join(' '))) break;
    leading.push(bare(word));
  }
  while (leading.length > 1 && LINKING_WORDS.has(leading.at(-1)!)) leading.pop();
  if (leading.length) return leading.join(' ');
  // A long first word („Bürgerbeteiligung Fulda“): the last word names the place more often than not.
  const last = bare(words.at(-1)!);
  return words.length > 1 && fits(last) ? last : `${[...text].slice(0, SHORT_NAME_MAX - 1).join('')}…`;
}

/** The web app manifest of the organisation `config` (docs/product.md §22, Installable): its
 *  title as the app's name, a short name, German, the map as the start page, shown like an app,
 *  with the organisation's colours and icons from its logo `logoRevision`, if any
 *  (organisations-branding.ts brandingOf). */
export function presentWebManifest(config: Pick<OrganisationConfig, 'Title' | 'Other'>, logoRevision: string | null = null): WebManifest {
  const branding = brandingOf(config, logoRevision);
  return {
    id: '/',
    name: config.Title,
    short_name: shortNameOf(config.Title),
    description: 'Hinweise, Beobachtungen und Ideen auf der Karte melden – auch ohne Netz.',
    lang: 'de',
    start_url: '/?source=pwa#/map',
    scope: '/',
    display: 'standalone',
    theme_color: branding.themeColor,
    background_color: branding.backgroundColor,
    icons: branding.icons,
  };
}
