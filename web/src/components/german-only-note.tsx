import { hasGerman } from '../lib/content-translations';
import { ContentNote } from './page-content';

/** „Nur auf Deutsch verfügbar“ (in the interface language) before a localised questionnaire or
 *  project text that still shows some of the town's German (docs/product.md §23.5); nothing where
 *  all of it is in the visitor's language, and nothing in German. */
export function GermanOnlyNote({ of }: { of: object | undefined }) {
  return <ContentNote note={hasGerman(of) ? 'german' : null} />;
}
