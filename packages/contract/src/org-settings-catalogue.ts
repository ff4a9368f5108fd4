import { fieldMessage, type FieldMessageKey } from './field-messages.js';
import { contrastToWhite, HEX_COLOUR, MIN_CONTRAST_ON_WHITE_TEXT } from './colour-rules.js';
import { isLanguage, ORG_LANGUAGES_SETTING } from './languages.js';
import { ORG_SETTING_LAYER, ORG_SETTING_WORKSPACE } from './limits.js';
import { isSafeLink } from './link-rules.js';
import { EMBED_ORIGINS_MAX, embedOriginEntries, isEmbedOrigin } from './embed-rules.js';
import {
  ACCESSIBILITY_SETTINGS, ACCOUNT_DELETION_SETTING, EMBED_SETTINGS, IMPRESSUM_SETTINGS, LANDING_SETTINGS, MFA_REQUIRED_SETTING, OPEN_DATA_SETTINGS, OPERATOR_KINDS, ORG_SETTING_MAIL_FROM, PRIVACY_SETTINGS,
  THEME_SETTINGS, TRAM_SETTINGS,
} from './org-settings.js';

/** The organisation settings as a form (docs/product.md §10.2): every key the product reads, in
 *  sections, with a German label, a help text, a kind that decides the input and the check, and
 *  for some the kinds of operator they concern. Values stay in `Config.Other` under these keys,
 *  so settings saved before the form existed keep working; keys the catalogue does not know stay
 *  readable under „Weitere Einstellungen“. No schema is built here: the web app checks the same
 *  rules before saving (docs/runtime.md §3). */

/** How a setting is entered and checked: one line, several lines, an e-mail address, a phone
 *  number, a safe link, a colour (#rrggbb), a project or map chosen by name, one of `choices`,
 *  on/off, interface languages (codes separated by commas), or web origins (one a line). */
export type SettingKind = 'line' | 'lines' | 'email' | 'phone' | 'link' | 'colour' | 'workspace' | 'layer' | 'choice' | 'switch' | 'languages' | 'origins';
export type OperatorKind = (typeof OPERATOR_KINDS)[keyof typeof OPERATOR_KINDS];
export type SettingField = Readonly<{
  key: string;
  label: string;
  help: string;
  kind: SettingKind;
  choices?: readonly Readonly<{ value: string; label: string }>[];
  /** Shown only for these kinds of operator (the imprint of a public body has no register entry). */
  operators?: readonly OperatorKind[];
}>;
export type SettingSectionId = 'impressum' | 'datenschutz' | 'kontakt' | 'darstellung' | 'karte' | 'konten' | 'barrierefreiheit' | 'offene_daten' | 'einbettung';
export type SettingSection = Readonly<{ id: SettingSectionId; title: string; intro: string; fields: readonly SettingField[] }>;

const field = (key: string, kind: SettingKind, label: string, help: string, more: Partial<SettingField> = {}): SettingField =>
  ({ key, kind, label, help, ...more });

/** Every section of the settings form, in its order. */
export const SETTINGS_CATALOGUE: readonly SettingSection[] = [
  {
    id: 'impressum', title: 'Impressum', intro: 'Wer die Seite betreibt (§ 5 DDG, § 18 MStV). Die Angaben erscheinen im Impressum und in der Datenschutzerklärung.',
    fields: [
      field(IMPRESSUM_SETTINGS.operatorKind, 'choice', 'Art des Betreibers', 'Davon hängt ab, welche Angaben das Impressum braucht.', {
        choices: [
          { value: OPERATOR_KINDS.authority, label: 'Öffentliche Stelle (Kommune, Kreis, Behörde)' },
          { value: OPERATOR_KINDS.association, label: 'Verein' },
          { value: OPERATOR_KINDS.company, label: 'Unternehmen oder andere Organisation' },
        ],
      }),
      field(IMPRESSUM_SETTINGS.association, 'line', 'Name des Betreibers', 'Zum Beispiel „Stadt Fulda, Der Magistrat“ oder „Umweltverein Beispielstadt e. V.“.'),
      field(IMPRESSUM_SETTINGS.chairperson, 'line', 'Vertreten durch', 'Wer den Betreiber nach außen vertritt, zum Beispiel „Oberbürgermeister Max Muster“ oder „der Vorstand“.'),
      field(IMPRESSUM_SETTINGS.address, 'lines', 'Anschrift', 'Straße, Hausnummer, Postleitzahl und Ort; jede Zeile wird eine Zeile im Impressum.'),
      field(IMPRESSUM_SETTINGS.phone, 'phone', 'Telefon', 'Zum Beispiel „0661 102-0“.'),
      field(IMPRESSUM_SETTINGS.email, 'email', 'E-Mail', 'Eine Adresse, über die Sie schnell erreichbar sind.'),
      field(IMPRESSUM_SETTINGS.supervisor, 'lines', 'Aufsichtsbehörde', 'Für öffentliche Stellen: die Behörde, die die Aufsicht führt, zum Beispiel das Regierungspräsidium.', { operators: [OPERATOR_KINDS.authority] }),
      field(IMPRESSUM_SETTINGS.registerCourt, 'line', 'Registereintrag', 'Registergericht und Nummer, zum Beispiel „Amtsgericht Fulda, VR 1234“.', { operators: [OPERATOR_KINDS.association, OPERATOR_KINDS.company] }),
      field(IMPRESSUM_SETTINGS.contentResponsible, 'line', 'Verantwortlich für den Inhalt', 'Nach § 18 Abs. 2 MStV, mit Anschrift, falls sie von der obigen abweicht. Leer: die vertretungsberechtigte Person.'),
    ],
  },
  {
    id: 'datenschutz', title: 'Datenschutz', intro: 'Angaben für die Datenschutzerklärung (Art. 13 DSGVO). Öffentliche Stellen müssen eine Datenschutzbeauftragte oder einen Datenschutzbeauftragten benennen (Art. 37 DSGVO).',
    fields: [
      field(PRIVACY_SETTINGS.controller, 'lines', 'Verantwortliche Stelle', 'Nur wenn sie nicht der Betreiber aus dem Impressum ist: Name und Anschrift der für die Datenverarbeitung verantwortlichen Stelle.'),
      field(PRIVACY_SETTINGS.dpoName, 'line', 'Datenschutzbeauftragte Person', 'Name oder Funktion, zum Beispiel „Behördlicher Datenschutzbeauftragter der Stadt Fulda“.'),
      field(PRIVACY_SETTINGS.dpoContact, 'lines', 'Kontakt der oder des Datenschutzbeauftragten', 'Anschrift und E-Mail-Adresse.'),
      field(PRIVACY_SETTINGS.authority, 'lines', 'Zuständige Datenschutz-Aufsichtsbehörde', 'Bei ihr können sich Betroffene beschweren, zum Beispiel „Der Hessische Beauftragte für Datenschutz und Informationsfreiheit, Postfach 3163, 65021 Wiesbaden“.'),
    ],
  },
  {
    id: 'kontakt', title: 'Kontakt', intro: 'Wie Bürgerinnen und Bürger Sie erreichen und in wessen Namen Mails verschickt werden.',
    fields: [
      field(LANDING_SETTINGS.contactEmail, 'email', 'Kontaktadresse', 'Erscheint im Abschnitt „Kontakt“ der Startseite und auf Fehlerseiten.'),
      field(ORG_SETTING_MAIL_FROM, 'line', 'Absender der E-Mails', 'Zum Beispiel „Stadt Fulda <beteiligung@fulda.de>“. Leer: der Absender der Installation.'),
      field(LANDING_SETTINGS.helpUrl, 'link', 'Link zu Hilfe und Neuigkeiten', 'Eine Seite mit Hilfe oder Neuigkeiten, zum Beispiel Ihr Blog.'),
    ],
  },
  {
    id: 'darstellung', title: 'Darstellung', intro: 'Wie die Seite aussieht und was ihr Fuß nennt.',
    fields: [
      field(THEME_SETTINGS.primaryColour, 'colour', 'Hauptfarbe', 'Farbe der Knöpfe und Links, als #rrggbb. Sie muss dunkel genug für weiße Schrift sein (Kontrast mindestens 4,5 : 1).'),
      field(LANDING_SETTINGS.copyrightHolder, 'line', 'Inhaber der Rechte', 'Erscheint im Fuß der Seiten als „© Jahr Inhaber“. Leer: der Titel der Organisation.'),
      field(LANDING_SETTINGS.funding, 'lines', 'Förderung', 'Dank an Förderer und Partner im Fuß der Seiten.'),
      field(LANDING_SETTINGS.appStoreUrl, 'link', 'Link zur App im Store', 'Nur falls Sie eine eigene App anbieten.'),
      field(ORG_LANGUAGES_SETTING, 'languages', 'Sprachen der Oberfläche', 'Welche Sprachen Besucherinnen und Besucher oben in der Leiste wählen können. Deutsch ist immer dabei. Bei mehr als einer Sprache erscheint die Auswahl.'),
    ],
  },
  {
    id: 'karte', title: 'Karte', intro: 'Welche Karte die Startseite zeigt und welche sich zuerst öffnet.',
    fields: [
      field(ORG_SETTING_WORKSPACE, 'workspace', 'Projekt, das sich zuerst öffnet', 'Das Projekt, mit dem die Karte startet, wenn jemand „Zur Karte“ wählt.'),
      field(ORG_SETTING_LAYER, 'layer', 'Karte der Startseite', 'Diese Karte öffnet sich zuerst, und ihre Einträge zeigt die Startseite. Leer: die Startseite zeigt keine Karte.'),
      field(TRAM_SETTINGS.workspace, 'workspace', 'Projekt der Beteiligungsseite', 'Das Projekt, zu dem die Seite /strassenbahnausbau führt.'),
      field(TRAM_SETTINGS.layer, 'layer', 'Karte der Beteiligungsseite', 'Die Karte, die die Seite /strassenbahnausbau öffnet.'),
    ],
  },
  {
    id: 'konten', title: 'Konten', intro: 'Regeln für die Konten der Nutzerinnen und Nutzer.',
    fields: [
      field(ACCOUNT_DELETION_SETTING, 'choice', 'Beiträge gelöschter Konten', 'Was mit Einträgen, Kommentaren und Fotos geschieht, wenn jemand sein Konto löscht.', {
        choices: [
          { value: 'anonymise', label: 'Bleiben ohne Namen sichtbar (anonymisiert)' },
          { value: 'delete', label: 'Werden mit dem Konto gelöscht' },
        ],
      }),
      field(MFA_REQUIRED_SETTING, 'switch', 'Zwei-Faktor-Anmeldung für Verwaltung verpflichtend', 'Wer Administration oder Benutzerverwaltung darf, muss sich mit einem zweiten Faktor anmelden. Nur Administratoren mit zweitem Faktor können das ändern.'),
    ],
  },
  {
    id: 'barrierefreiheit', title: 'Barrierefreiheit', intro: 'Angaben für die Erklärung zur Barrierefreiheit (BITV 2.0 § 7).',
    fields: [
      field(ACCESSIBILITY_SETTINGS.date, 'line', 'Datum der Erklärung', 'Wann die Erklärung erstellt oder zuletzt geprüft wurde, zum Beispiel „1. Dezember 2026“.'),
      field(ACCESSIBILITY_SETTINGS.status, 'lines', 'Stand der Vereinbarkeit', 'Zum Beispiel „Diese Website ist teilweise mit der BITV 2.0 vereinbar.“ Leer: ein allgemeiner Text.'),
      field(ACCESSIBILITY_SETTINGS.limitations, 'lines', 'Bekannte Einschränkungen', 'Eine je Zeile.'),
      field(ACCESSIBILITY_SETTINGS.feedbackEmail, 'email', 'Adresse für Rückmeldungen', 'Wohin Hinweise auf Barrieren gehen. Leer: die Kontaktadresse.'),
    ],
  },
  {
    id: 'offene_daten', title: 'Offene Daten', intro: 'Der Katalog der offenen Daten (DCAT-AP.de) unter /api/v1/dcat nennt die öffentlichen Karten der Projekte mit Lizenz; Herausgeber und Kontakt sind die Angaben aus Impressum und Kontakt.',
    fields: [
      field(OPEN_DATA_SETTINGS.contributorId, 'link', 'Datenbereitsteller-ID (GovData)', 'Nur wenn Sie direkt an GovData liefern: Ihre Adresse aus der Liste der Datenbereitsteller, zum Beispiel http://dcat-ap.de/def/contributors/stadtAugsburg. Leer: keine.'),
    ],
  },
  {
    id: 'einbettung', title: 'Karte einbetten', intro: 'Projektverantwortliche können die Karte eines Projekts in eine andere Website einbetten (Menü „Einbetten“ des Projekts). Das geht nur auf den hier genannten Websites.',
    fields: [
      field(EMBED_SETTINGS.origins, 'origins', 'Websites, die die Karte einbetten dürfen', 'Eine Adresse je Zeile, nur Schema und Rechner, zum Beispiel https://www.stadt-fulda.de. Höchstens 20. Leer: keine Website.'),
      field(EMBED_SETTINGS.entries, 'switch', 'Beiträge direkt in der eingebetteten Karte erlauben', 'Besucherinnen und Besucher können in der eingebetteten Karte ohne Anmeldung einen Eintrag machen, wo die Karte Einträge ohne Anmeldung annimmt und ihr Fragebogen dort ausgefüllt werden kann. Es gelten dieselben Grenzen und dieselbe Freigabe wie in der App.'),
    ],
  },
];

/** The settings that pages put into a link's href (store link, help blog): like menu links they
 *  must be relative, http(s), mailto or tel (link-rules.ts isSafeLink). */
export const LINK_SETTINGS: readonly string[] = SETTINGS_CATALOGUE.flatMap((s) => s.fields.filter((f) => f.kind === 'link').map((f) => f.key));

/** Every field of the catalogue by key. */
export const SETTING_FIELDS: ReadonlyMap<string, SettingField> = new Map(SETTINGS_CATALOGUE.flatMap((s) => s.fields.map((f) => [f.key, f])));

/** Whether `field` concerns an operator of kind `operator` ('' : not chosen yet, every field shows). */
export const fieldConcerns = (f: SettingField, operator: string): boolean =>
  !f.operators || operator === '' || (f.operators as readonly string[]).includes(operator);

/** Longest one-line and several-line value, in characters. */
export const SETTING_LINE_MAX = 300;
export const SETTING_LINES_MAX = 4000;
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const PHONE = /^\+?[0-9][0-9 ()/.-]{2,39}$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const decimal = (n: number) => n.toFixed(1).replace('.', ',');

/** What is wrong with `value` for field `f`, in German naming the field by its label (a field
 *  message of FIELD_MESSAGES, said by the server in the answer's language); null when it is fine.
 *  An empty or missing value is always fine (the page's default applies). */
export function settingProblem(f: SettingField, value: unknown): string | null {
  if (value === undefined || value === '') return null;
  const name = f.label;
  const say = (key: FieldMessageKey, values: Record<string, string | number> = {}) => fieldMessage(key, { name, ...values });
  // A switch saved before the form may hold 'true' or 'false' as text; the rules read both.
  if (f.kind === 'switch') return typeof value === 'boolean' || value === 'true' || value === 'false' ? null : say('settingSwitch');
  if (typeof value !== 'string') return say('settingNotText');
  const v = value.trim();
  switch (f.kind) {
    case 'line': return v.length > SETTING_LINE_MAX ? say('settingTooLong', { max: SETTING_LINE_MAX })
      : /[\r\n]/.test(v) ? say('settingOneLine') : null;
    case 'lines': return v.length > SETTING_LINES_MAX ? say('settingTooLong', { max: SETTING_LINES_MAX.toLocaleString('de-DE') }) : null;
    case 'email': return EMAIL.test(v) && v.length <= 254 ? null : say('settingEmail');
    case 'phone': return PHONE.test(v) ? null : say('settingPhone');
    case 'link': return isSafeLink(v) && v.length <= 2000 ? null : say('settingLink');
    case 'colour': {
      if (!HEX_COLOUR.test(v)) return say('settingColour');
      const contrast = contrastToWhite(v);
      return contrast >= MIN_CONTRAST_ON_WHITE_TEXT ? null
        : say('settingTooLight', { contrast: decimal(contrast) });
    }
    case 'workspace': case 'layer': return ID.test(v) ? null : say('settingNoProject');
    case 'choice': return f.choices?.some((c) => c.value === v) ? null : say('settingNoChoice', { value: v.slice(0, 40) });
    case 'origins': {
      const entries = embedOriginEntries(v);
      if (entries.length > EMBED_ORIGINS_MAX) return say('settingTooManyOrigins', { max: EMBED_ORIGINS_MAX });
      const bad = entries.find((o) => !isEmbedOrigin(o));
      return bad === undefined ? null : say('settingOrigin', { value: bad.slice(0, 60) });
    }
    case 'languages': {
      const unknown = v.split(',').map((c) => c.trim()).find((c) => !isLanguage(c));
      return unknown === undefined ? null : say('settingLanguageUnknown', { code: unknown.slice(0, 20) });
    }
  }
}

/** Every problem of the settings `other` with the catalogue's fields, as `{ key, message }`. Keys
 *  outside the catalogue are not checked here (docs/product.md §10.2). */
export function settingsProblems(other: Readonly<Record<string, unknown>>): { key: string; message: string }[] {
  const problems: { key: string; message: string }[] = [];
  for (const [key, value] of Object.entries(other)) {
    const f = SETTING_FIELDS.get(key);
    const message = f && settingProblem(f, value);
    if (message) problems.push({ key, message });
  }
  return problems;
}
