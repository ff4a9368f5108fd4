/** The texts of the landing, topic and tram pages that an organisation writes itself
 *  (docs/product.md §17.3, §10.2): a catalogue of blocks per page. A `text` block is one plain
 *  line (a heading or a button label), shown as written; a `markdown` block is Markdown that the
 *  server renders to sanitised HTML (GET /auth/org `ContentHtml`). An empty block gives the
 *  block's `fallback`, which names no town, river, tram or topic of another organisation; an empty
 *  fallback leaves the paragraph or section out (docs/decisions/0011-page-content.md). */

import { LS_EXPLANATIONS } from './org-content-ls.js';

export type ContentKind = 'text' | 'markdown';
/** One editable block: its key in `Config.Content`, the editor's German label, its kind, what
 *  an organisation that has not written it sees, and whether it may be written in the translated
 *  languages and Leichte Sprache too (org-content-variants.ts, docs/product.md §23.2): not the
 *  privacy notice and the terms of use, legal texts in German around German prose (the terms
 *  are accepted in the wording of their version, §2.22), nor the Leichte Sprache
 *  explanations, which are Leichte Sprache already (`leichteSprache`: the editor checks them). */
export type ContentBlock = Readonly<{ key: string; label: string; kind: ContentKind; fallback: string; variants: boolean; leichteSprache?: true }>;
export type ContentPageId = 'start' | 'ls' | 'fahrrad' | 'gewaesser' | 'infrastruktur' | 'strassenbahn' | 'datenschutz' | 'nutzung';
/** A page with its route and its name in the editor's page choice: the topic and tram pages by
 *  their addresses, so that the choice names no demo topic (docs/product.md §17.3). */
export type ContentPage = Readonly<{ id: ContentPageId; name: string; route: string; blocks: readonly ContentBlock[] }>;

/** Longest Markdown block and longest one-line text, in characters. */
export const CONTENT_MARKDOWN_MAX = 20_000;
export const CONTENT_TEXT_MAX = 200;

const text = (key: string, label: string, fallback = ''): ContentBlock => ({ key, label, kind: 'text', fallback, variants: true });
const markdown = (key: string, label: string, fallback = ''): ContentBlock => ({ key, label, kind: 'markdown', fallback, variants: true });
/** A block in German only (no variants). */
const germanOnly = (block: ContentBlock): ContentBlock => ({ ...block, variants: false });

const TOPIC_HELP = [
  '1. Melden Sie sich an oder registrieren Sie sich – das dauert nur eine Minute.',
  '2. Öffnen Sie die Karte und wählen Sie eine Kategorie.',
  '3. Setzen Sie mit einem Doppelklick (auf dem Telefon: lange drücken) einen Marker an die richtige Stelle.',
  '4. Beantworten Sie die Fragen und speichern Sie Ihren Eintrag. Er erscheint sofort auf der Karte.',
].join('\n');
const TOPIC_APPS = 'Beiträge können Sie bequem im Browser auf dem Computer, Tablet oder Telefon erfassen – eine Installation ist nicht nötig. Den Ort setzen Sie direkt auf der Karte.';
const TOPIC_MAPS = 'Auf der Karte sehen Sie alle öffentlichen Beiträge. Wählen Sie einen Punkt aus, um die Angaben, Fotos und Kommentare zu sehen.';

/** The blocks of a topic page (bicycle, waters): title, lead, project, apps, maps and help. */
const topicBlocks = (id: string, name: string): ContentBlock[] => [
  text(`${id}.title`, 'Titel der Seite', name),
  markdown(`${id}.lead`, 'Einleitung oben auf der Seite'),
  markdown(`${id}.project`, 'Abschnitt „Das Projekt“ (leer: ohne Abschnitt)'),
  markdown(`${id}.apps`, 'Abschnitt „Die Apps“', TOPIC_APPS),
  markdown(`${id}.maps`, 'Abschnitt „Die Karten“', TOPIC_MAPS),
  markdown(`${id}.help`, 'Schritte „So machen Sie mit“ (nummerierte Liste)', TOPIC_HELP),
];

/** Every page with editable texts, in the editor's order. */
export const PAGE_CONTENT: readonly ContentPage[] = [
  {
    id: 'start', name: 'Startseite', route: '/', blocks: [
      markdown('start.lead', 'Einleitung oben auf der Seite'),
      markdown('start.project', 'Abschnitt „Das Projekt“',
        'Bürgerinnen und Bürger tragen ihre Hinweise und Ideen auf einer öffentlichen Karte zusammen. So entsteht ein gemeinsames Bild, das Verwaltung und Politik bei ihren Entscheidungen hilft.'),
      markdown('start.app', 'Abschnitt „Die App“',
        'Beiträge erfassen Sie im Browser auf dem Computer, Tablet oder Telefon: Ort auf der Karte markieren, Kategorie wählen, ein paar Fragen beantworten, fertig.'),
      text('start.appBrowser', 'Satz vor dem Link zur Karte', 'Sie können Beiträge auch ohne App hier im Browser erfassen.'),
      text('start.recordLink', 'Link zur Karte im Abschnitt „Die App“', 'Jetzt Beitrag erfassen'),
      text('start.mapTitle', 'Überschrift des Kartenabschnitts', 'Karte der Beiträge'),
      markdown('start.mapText', 'Text über der Karte', 'Jeder Marker steht für einen Beitrag, den Bürgerinnen und Bürger eingetragen haben.'),
      markdown('start.help', 'Schritte „So machen Sie mit“ (nummerierte Liste)', [
        '1. Öffnen Sie die Karte und wählen Sie eine Kategorie.',
        '2. Setzen Sie mit einem Doppelklick einen Marker an die passende Stelle.',
        '3. Beantworten Sie die Fragen und speichern Sie den Eintrag. Er erscheint sofort auf der Karte.',
      ].join('\n')),
    ],
  },
  {
    // BITV 2.0 § 4: the four explanations in Leichte Sprache on the start page and /leichte-sprache.
    // Empty, they show the shipped texts (org-content-ls-texts.ts), which the server renders.
    id: 'ls', name: 'Leichte Sprache (Startseite und /leichte-sprache)', route: '/leichte-sprache',
    blocks: LS_EXPLANATIONS.map((e) => ({ ...germanOnly(markdown(e.key, e.label)), leichteSprache: true as const })),
  },
  { id: 'fahrrad', name: 'Themenseite /fahrrad', route: '/fahrrad', blocks: topicBlocks('fahrrad', 'Fahrradmobilität') },
  { id: 'gewaesser', name: 'Themenseite /gewaesser', route: '/gewaesser', blocks: topicBlocks('gewaesser', 'Stadtgewässer') },
  {
    id: 'infrastruktur', name: 'Themenseite /infrastruktur mit Umfrage', route: '/infrastruktur', blocks: [
      text('infrastruktur.title', 'Titel der Seite', 'Stadtinfrastruktur'),
      markdown('infrastruktur.lead', 'Einleitung oben auf der Seite'),
      markdown('infrastruktur.project', 'Abschnitt „Das Projekt“ (leer: ohne Abschnitt)'),
      text('infrastruktur.surveyTitle', 'Überschrift des Umfrageabschnitts', 'Umfrage'),
      markdown('infrastruktur.surveyText', 'Text des Umfrageabschnitts', 'Die kurze Umfrage dauert nur wenige Minuten.'),
      markdown('infrastruktur.help', 'Schritte „So machen Sie mit“ (nummerierte Liste)', TOPIC_HELP),
    ],
  },
  {
    id: 'strassenbahn', name: 'Beteiligungsseite /strassenbahnausbau', route: '/strassenbahnausbau', blocks: [
      text('strassenbahn.title', 'Titel der Seite', 'Beteiligung'),
      markdown('strassenbahn.lead', 'Einleitung oben auf der Seite'),
      text('strassenbahn.toMap', 'Knopf zur Karte unter dem Titel', 'Zur Karte'),
      markdown('strassenbahn.intro', 'Abschnitt „Worum es geht“ (leer: ohne Abschnitt)'),
      text('strassenbahn.kindsTitle', 'Überschrift der Beitragsarten', 'Arten von Beiträgen'),
      text('strassenbahn.kind1Title', 'Beitragsart 1: Name'),
      markdown('strassenbahn.kind1', 'Beitragsart 1: Frage'),
      text('strassenbahn.kind2Title', 'Beitragsart 2: Name'),
      markdown('strassenbahn.kind2', 'Beitragsart 2: Frage'),
      text('strassenbahn.kind3Title', 'Beitragsart 3: Name'),
      markdown('strassenbahn.kind3', 'Beitragsart 3: Frage'),
      markdown('strassenbahn.hints', 'Schritte „So machen Sie mit“ (nummerierte Liste)', [
        '1. Öffnen Sie die Karte.',
        '2. Klicken Sie auf „Neuer Eintrag“ und wählen Sie eine Kategorie.',
        '3. Setzen Sie mit einem Doppelklick (auf dem Telefon: lange drücken) einen Marker an die passende Stelle.',
        '4. Beantworten Sie die Fragen und speichern Sie Ihren Beitrag.',
      ].join('\n')),
      markdown('strassenbahn.rules', 'Abschnitt „Gut zu wissen“',
        'Alle Beiträge sind öffentlich sichtbar. Bitte bleiben Sie sachlich und nennen Sie keine Namen oder Kontaktdaten anderer Personen. Beiträge, die gegen diese Regeln verstoßen, entfernen wir.'),
    ],
  },
  {
    // The privacy notice is built from the settings (docs/product.md §2.20); these are the parts only
    // the organisation knows, each left out while empty.
    id: 'datenschutz', name: 'Datenschutzerklärung', route: '/datenschutz', blocks: [
      germanOnly(markdown('datenschutz.zusatz', 'Abschnitt „Weitere Angaben“, etwa weitere Zwecke oder Empfänger (leer: ohne Abschnitt)')),
      germanOnly(markdown('datenschutz.newsletter', 'Abschnitt „Newsletter“, nur wenn Sie einen anbieten (leer: ohne Abschnitt)')),
      germanOnly(markdown('datenschutz.socialMedia', 'Abschnitt „Präsenzen in sozialen Medien“, nur wenn Sie welche haben (leer: ohne Abschnitt)')),
    ],
  },
  {
    // Terms of use and netiquette (docs/product.md §17.3; no screen shows them yet): meant to be
    // accepted at registration while the organisation has written either, and again after a change.
    id: 'nutzung', name: 'Nutzungsbedingungen', route: '/nutzungsbedingungen', blocks: [
      germanOnly(markdown('nutzung.bedingungen', 'Nutzungsbedingungen (leer: keine; dann fragt die Registrierung nicht danach)')),
      germanOnly(markdown('nutzung.netiquette', 'Netiquette: Regeln für Beiträge und Kommentare (leer: ohne Abschnitt)')),
    ],
  },
];

/** Whether the organisation has written any block of `page` (docs/product.md §2.3, §2.4, §17.3):
 *  the topic and tram pages and the survey exist only for an organisation that wrote them, so
 *  that a new town's site shows none of the demo's topics. */
export const hasPageContent = (content: Readonly<Record<string, string>> | undefined, page: ContentPageId): boolean =>
  Object.entries(content ?? {}).some(([key, text]) => key.startsWith(`${page}.`) && text.trim() !== '');

/** Every block by key. */
export const CONTENT_BLOCKS: ReadonlyMap<string, ContentBlock> = new Map(PAGE_CONTENT.flatMap((p) => p.blocks.map((b) => [b.key, b])));
const PAGE_NAMES: ReadonlyMap<string, string> = new Map(PAGE_CONTENT.flatMap((p) => p.blocks.map((b) => [b.key, p.name])));
/** A block as messages name it: 'Beteiligungsseite /strassenbahnausbau: Titel der Seite', with the
 *  name of a variant after it: '… (Englisch)'. */
const blockName = (block: ContentBlock, variantName?: string) =>
  `${PAGE_NAMES.get(block.key) ?? ''}: ${block.label}${variantName ? ` (${variantName})` : ''}`;

/** A block as messages and the audit log name it, 'Startseite: Einleitung oben auf der Seite'. */
export const contentBlockName = (block: ContentBlock, variantName?: string) => blockName(block, variantName);

/** The most characters a block may hold. */
export const contentMaxLength = (block: ContentBlock) => (block.kind === 'text' ? CONTENT_TEXT_MAX : CONTENT_MARKDOWN_MAX);

/** A `text` block's line as the page shows it: the organisation's own, else the fallback. */
export function contentText(content: Readonly<Record<string, string>> | undefined, key: string): string {
  const own = content?.[key]?.trim() ?? '';
  return own || (CONTENT_BLOCKS.get(key)?.fallback ?? '');
}

/** The Markdown a block is rendered from: the organisation's own, else the fallback. */
export const contentSource = (content: Readonly<Record<string, string>>, key: string): string =>
  (content[key]?.trim() ? content[key]! : (CONTENT_BLOCKS.get(key)?.fallback ?? ''));

