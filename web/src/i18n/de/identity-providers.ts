// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of the sign-in through identity providers (docs/product.md §14.1): the login page's
 *  buttons, the confirmation page, the profile's card and the administrators' section. */

export const confirm = {
  title: 'Anmeldung bestätigen',
  createTitle: 'Neues Konto anlegen mit {provider}',
  createText: 'Für die E-Mail-Adresse {email} gibt es hier noch kein Konto. Möchten Sie eines anlegen? Sie melden sich dann über den Anmeldedienst an; ein Passwort brauchen Sie nicht.',
  terms: 'Ich akzeptiere die Nutzungsbedingungen.',
  termsLink: 'Nutzungsbedingungen lesen',
  create: 'Konto anlegen',
  linkTitle: 'Konto verknüpfen',
  linkText: 'Mit der E-Mail-Adresse {email} gibt es hier bereits ein Konto. Geben Sie dessen Passwort ein, um die Anmeldung mit {provider} mit diesem Konto zu verknüpfen.',
  password: 'Passwort Ihres Kontos',
  link: 'Konto verknüpfen',
  nothing: 'Es wartet keine Anmeldung auf Ihre Bestätigung.',
  toLogin: 'Zur Anmeldung',
  failed: 'Das hat nicht geklappt.',
} as const;

export const identities = {
  title: 'Anmeldung über andere Dienste',
  intro: 'Mit diesen Anmeldediensten können Sie sich zusätzlich zu Ihrem Passwort anmelden.',
  linked: 'verknüpft',
  notLinked: 'nicht verknüpft',
  link: 'Mit {label} verknüpfen',
  unlink: 'Verknüpfung mit {label} trennen',
  linkShort: 'Verknüpfen',
  unlinkShort: 'Trennen',
  unlinked: 'Die Verknüpfung wurde getrennt.',
  justLinked: 'Die Anmeldung über den Dienst ist jetzt mit Ihrem Konto verknüpft.',
  failed: 'Das hat nicht geklappt.',
} as const;

export const providersAdmin = {
  title: 'Anmeldung über Identitätsanbieter',
  intro: 'OpenID-Connect-Dienste, über die sich Team und Bürgerinnen und Bürger anmelden können. Als Rücksprungadresse tragen Sie beim Anbieter ein:',
  empty: 'Noch keine Identitätsanbieter.',
  add: 'Identitätsanbieter hinzufügen',
  edit: '{label} bearbeiten',
  remove: '{label} löschen',
  label: 'Bezeichnung',
  labelHelp: 'Steht auf dem Knopf „Anmelden mit …“.',
  issuer: 'Aussteller-URL (Issuer)',
  clientId: 'Client-ID',
  clientSecret: 'Client-Secret',
  clientSecretKept: 'Leer lassen, um das gespeicherte Client-Secret zu behalten.',
  scopes: 'Scopes',
  audience: 'Für wen',
  // Who signs in through a provider, by IdentityProviderAudience: `audience<Audience>`.
  audienceStaff: 'Team',
  audienceCitizens: 'Bürgerinnen und Bürger',
  audienceBoth: 'beide',
  enabled: 'Aktiv',
  active: 'aktiv',
  inactive: 'ausgeschaltet',
  mappingTitle: 'Gruppen aus Claims',
  mappingIntro: 'Wer beim Anbieter den Wert im Claim hat (z. B. groups oder realm_access.roles), ist hier Mitglied der Gruppe. Bei jeder Anmeldung über diesen Anbieter wird die Mitgliedschaft in diesen Gruppen neu gesetzt.',
  mappingEmpty: 'Keine Zuordnungen.',
  claim: 'Claim',
  value: 'Wert',
  group: 'Gruppe',
  chooseGroup: 'Gruppe wählen',
  addMapping: 'Zuordnung hinzufügen',
  removeMapping: 'Zuordnung {i} entfernen',
  mappingRow: 'Zuordnung {i}',
  save: 'Speichern',
  saved: 'Der Identitätsanbieter wurde gespeichert.',
  removed: 'Der Identitätsanbieter wurde gelöscht.',
  failed: 'Das Speichern hat nicht geklappt.',
  loadFailed: 'Die Identitätsanbieter konnten nicht geladen werden.',
} as const;
