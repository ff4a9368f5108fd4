import type { OrgInfo } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { orgInfo } from '../test/api-stub';
import { contentPart, wantedVariants } from './content-part';

/** Which text of a block a visitor sees, in which language, with which note (docs/product.md §23.2). */

const ORG: OrgInfo = orgInfo({
  Title: 'Stadt', Menu: [], Other: { sprachen: 'de,en,ar' },
  Content: { 'start.lead': 'Willkommen.', 'start.lead@en': 'Welcome.', 'start.lead@ar': 'أهلا.', 'start.lead@ls': 'Hier machen Sie mit.', 'start.mapTitle@en': 'Map', 'nutzung.bedingungen': 'Regeln.' },
  ContentHtml: {
    'start.lead': '<p>Willkommen.</p>', 'start.lead@en': '<p>Welcome.</p>', 'start.lead@ar': '<p>أهلا.</p>', 'start.lead@ls': '<p>Hier machen Sie mit.</p>',
    'start.project': '<p>Das Projekt.</p>', 'strassenbahn.intro': '', 'nutzung.bedingungen': '<p>Regeln.</p>',
  },
});

describe('contentPart', () => {
  it('asks for Leichte Sprache first, then the interface language, never German', () => {
    expect(wantedVariants('de', false)).toEqual([]);
    expect(wantedVariants('en', false)).toEqual(['en']);
    expect(wantedVariants('de', true)).toEqual(['ls']);
    expect(wantedVariants('uk', true)).toEqual(['ls', 'uk']);
  });

  it('shows German to a German reader, unmarked and without a note', () => {
    expect(contentPart(ORG, 'start.lead', 'de', false)).toEqual({ text: 'Willkommen.', html: '<p>Willkommen.</p>', attrs: {}, note: null });
  });

  it('shows the written translation in its language and direction', () => {
    expect(contentPart(ORG, 'start.lead', 'en', false)).toEqual({ text: 'Welcome.', html: '<p>Welcome.</p>', attrs: { lang: 'en', dir: 'ltr' }, note: null });
    expect(contentPart(ORG, 'start.lead', 'ar', false)).toMatchObject({ html: '<p>أهلا.</p>', attrs: { lang: 'ar', dir: 'rtl' }, note: null });
    expect(contentPart(ORG, 'start.mapTitle', 'en', false)).toMatchObject({ text: 'Map', attrs: { lang: 'en' } });
  });

  it('falls back to the German, marked German, with the note „Nur auf Deutsch verfügbar“', () => {
    expect(contentPart(ORG, 'start.project', 'en', false)).toEqual({ text: expect.any(String), html: '<p>Das Projekt.</p>', attrs: { lang: 'de', dir: 'ltr' }, note: 'german' });
    // One-line blocks: the fallback line, marked German.
    expect(contentPart(ORG, 'start.recordLink', 'tr', false)).toMatchObject({ text: 'Jetzt Beitrag erfassen', attrs: { lang: 'de' }, note: 'german' });
  });

  it('gives no note for a block left out, nor for a German-only block', () => {
    expect(contentPart(ORG, 'strassenbahn.intro', 'en', false).note).toBeNull();
    expect(contentPart(ORG, 'nutzung.bedingungen', 'en', false)).toMatchObject({ html: '<p>Regeln.</p>', attrs: { lang: 'de' }, note: null });
  });

  it('shows Leichte Sprache where written (German), else the German with its own note', () => {
    expect(contentPart(ORG, 'start.lead', 'de', true)).toEqual({ text: 'Hier machen Sie mit.', html: '<p>Hier machen Sie mit.</p>', attrs: {}, note: null });
    expect(contentPart(ORG, 'start.lead', 'en', true)).toMatchObject({ html: '<p>Hier machen Sie mit.</p>', attrs: { lang: 'de', dir: 'ltr' } });
    expect(contentPart(ORG, 'start.project', 'de', true)).toMatchObject({ html: '<p>Das Projekt.</p>', attrs: {}, note: 'leichte-sprache' });
    // Without Leichte Sprache, the interface language's text before the German.
    expect(contentPart(ORG, 'start.mapTitle', 'en', true)).toMatchObject({ text: 'Map', attrs: { lang: 'en' }, note: null });
  });

  it('shows no line while the organisation loads', () => {
    expect(contentPart(undefined, 'start.mapTitle', 'de', false)).toEqual({ text: '', html: '', attrs: {}, note: null });
  });
});
