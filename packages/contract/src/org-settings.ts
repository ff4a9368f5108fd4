/** Keys of organisation settings (docs/product.md §3.3 Organisation.Config.Other) read by the public pages
 *  (docs/product.md §10.2). Every text or link that differs between organisations lives under one of these keys,
 *  edited in the organisation screen; a missing or empty value gives the page's default. */

/** Imprint (docs/product.md §2.19 Imprint): the kind of operator (OPERATOR_KINDS), its name,
 *  who represents it, address (line breaks allowed), phone, e-mail, the supervisory authority of a
 *  public body, the register entry of an association or company (court and number), and who is
 *  responsible for the content (§ 18 (2) MStV). The first keys keep the names the product began
 *  with (`impressum_verein` holds any operator's name). */
export const IMPRESSUM_SETTINGS = {
  operatorKind: 'betreiber_art',
  association: 'impressum_verein',
  chairperson: 'impressum_vorsitz',
  address: 'impressum_adresse',
  phone: 'impressum_telefon',
  email: 'impressum_email',
  supervisor: 'impressum_aufsicht',
  registerCourt: 'impressum_registergericht',
  contentResponsible: 'impressum_verantwortlich',
} as const;

/** The kinds of operator the imprint knows: a public body, an association, a company or other organisation. */
export const OPERATOR_KINDS = { authority: 'behoerde', association: 'verein', company: 'unternehmen' } as const;

/** The privacy notice (Art. 13 (1) a, b, Art. 77 DSGVO; docs/product.md §2.20): the controller when it
 *  is not the operator, the data protection officer's name and contact, and the supervisory
 *  authority for complaints. */
export const PRIVACY_SETTINGS = {
  controller: 'datenschutz_verantwortlicher',
  dpoName: 'datenschutz_beauftragter',
  dpoContact: 'datenschutz_beauftragter_kontakt',
  authority: 'datenschutz_aufsichtsbehoerde',
} as const;

/** How the site looks (docs/product.md §10.2): the main colour of buttons and links (#rrggbb). */
export const THEME_SETTINGS = { primaryColour: 'farbe_haupt' } as const;

/** Organisation setting (Other) naming the sender of its mails, e.g. `Stadt X <karte@stadt-x.de>`. */
export const ORG_SETTING_MAIL_FROM = 'mail_from';

/** Organisation setting (Other): true requires two-factor login for holders of `admin` and
 *  `usermanager`, for their accounts on every host (docs/security.md, Two-factor login). */
export const MFA_REQUIRED_SETTING = 'mfa_pflicht';

/** Landing page (docs/product.md §1, §2): store link of the mobile app, contact address, help link (the
 *  external blog of the Hilfe menu), funding credits and the copyright holder. */
export const LANDING_SETTINGS = {
  appStoreUrl: 'app_store_url',
  contactEmail: 'kontakt_email',
  helpUrl: 'hilfe_url',
  funding: 'foerderung_text',
  copyrightHolder: 'copyright_inhaber',
} as const;

/** The tram-extension participation (docs/product.md §2 strassenbahnausbau): the workspace and layer that the
 *  page's links open in the map app. */
export const TRAM_SETTINGS = { workspace: 'strassenbahn_workspace', layer: 'strassenbahn_layer' } as const;

/** What happens to a deleted account's contributions (DSGVO Art. 17; docs/product.md
 *  §14): `anonymise` (the default: points and comments stay without author, raw photos lose their
 *  metadata) or `delete` (points, comments and photos go with the account). */
export const ACCOUNT_DELETION_SETTING = 'konto_loeschen_beitraege';
export type AccountDeletionMode = 'anonymise' | 'delete';

/** The mode an organisation's settings choose; anything but 'delete' anonymises. */
export const accountDeletionMode = (other: Record<string, unknown>): AccountDeletionMode =>
  other[ACCOUNT_DELETION_SETTING] === 'delete' ? 'delete' : 'anonymise';

/** The accessibility statement (BITV 2.0 §7, EU directive 2016/2102): its date, the
 *  state of compliance, the known limitations (one per line), and the address feedback goes to
 *  (else kontakt_email, impressum_email, the administrator). */
export const ACCESSIBILITY_SETTINGS = {
  date: 'barrierefreiheit_datum',
  status: 'barrierefreiheit_stand',
  limitations: 'barrierefreiheit_einschraenkungen',
  feedbackEmail: 'barrierefreiheit_email',
} as const;

/** Storage limitation (DSGVO Art. 5 (1) e; docs/product.md §17.8): months after a project's
 *  closing until its contributions are anonymised (or `aus`), what becomes of the published photos
 *  then (`behalten`, `loeschen`), months without a login until an account is warned (or `aus`), and
 *  months from the warning to the deletion. Projects and accounts belong to the installation, not
 *  to a host, so the default organisation's values apply (retention-rules.ts). */
export const RETENTION_SETTINGS = {
  projectMonths: 'aufbewahrung_monate',
  photos: 'aufbewahrung_fotos',
  inactiveWarnMonths: 'konto_inaktiv_warnung_monate',
  inactiveDeleteMonths: 'konto_inaktiv_loeschung_monate',
} as const;

/** Open data (docs/product.md §24.4): the organisation's ID in GovData's list of data providers
 *  (an IRI below http://dcat-ap.de/def/contributors/), given only by those who deliver to
 *  GovData directly; the catalogue names it as each dataset's dcatde:contributorID. */
export const OPEN_DATA_SETTINGS = { contributorId: 'opendata_datenbereitsteller' } as const;

/** The namespace of GovData's list of data providers (DCAT-AP.de). */
export const CONTRIBUTOR_VOCABULARY = 'http://dcat-ap.de/def/contributors/';

/** The embeddable map (docs/product.md §24.1, docs/decisions/0042): the web origins (scheme, host and
 *  port, e.g. `https://www.stadt-x.de`) whose pages may show the organisation's maps in a frame,
 *  separated by line breaks, spaces or commas. Empty: no other site may frame them. `entries`
 *  (a switch, off by default): visitors may make entries inside the frame (embed-rules.ts). */
export const EMBED_SETTINGS = { origins: 'einbettung_origins', entries: 'einbettung_eintraege' } as const;

