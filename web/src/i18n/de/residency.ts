// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of verified residents (docs/product.md §14.1, „Verifizierte Einwohnerinnen und
 *  Einwohner“): the project's setting, the explanation for those who cannot take part, the
 *  profile's verification and the administrators' „Verifizierung“ of a provider. */

export const residency = {
  // The project's setting in the workspace manager.
  editorTitle: 'Teilnahme nur für verifizierte Einwohnerinnen und Einwohner',
  editorIntro: 'Verifiziert ist, wer sich über einen Anmeldedienst angemeldet hat, der den Wohnsitz bestätigt (z. B. BundID). Das Projektteam ist davon nicht betroffen.',
  entries: 'Einträge nur von verifizierten Einwohnerinnen und Einwohnern',
  votes: 'Stimmen nur von verifizierten Einwohnerinnen und Einwohnern',
  municipalities: 'Nur diese Gemeinden (Amtlicher Gemeindeschlüssel, 8 Ziffern)',
  municipalitiesHelp: 'Leer lassen für jeden verifizierten Wohnsitz. Mehrere Schlüssel durch Komma oder Leerzeichen trennen, z. B. 06631009.',
  municipalitiesInvalid: 'Kein gültiger Gemeindeschlüssel: {bad}. Ein Gemeindeschlüssel hat 8 Ziffern.',
  // The explanation on the project page and in the map panel.
  noticeTitle: 'Nur für verifizierte Einwohnerinnen und Einwohner',
  // {what}: both, entries or votes; {count}: how many municipalities, {keys} their keys.
  reserved: 'An diesem Projekt können nur verifizierte Einwohnerinnen und Einwohner{count, plural, =0 {} one { der Gemeinde {keys}} other { der Gemeinden {keys}}} {what, select, both {Einträge anlegen und abstimmen} entries {Einträge anlegen} other {abstimmen}}.',
  // {labels}: the providers' names as a list with „oder“.
  signInVia: 'Melden Sie sich dazu über {labels} an: Der Dienst bestätigt Ihren Wohnsitz.',
  signInAny: 'Melden Sie sich dazu über einen Anmeldedienst an, der Ihren Wohnsitz bestätigt.',
  signInWith: 'Anmelden mit {label}',
  toLogin: 'Zur Anmeldung',
  notVerified: 'Ihr Konto ist nicht als Einwohnerin oder Einwohner{count, plural, =0 {} one { der Gemeinde {keys}} other { der Gemeinden {keys}}} verifiziert.',
  linkInProfileAny: 'Verknüpfen Sie es in Ihrem Profil unter „Anmeldung über andere Dienste“ mit einem Anmeldedienst, der Ihren Wohnsitz bestätigt, oder melden Sie sich darüber an.',
  linkInProfile: 'Verknüpfen Sie es in Ihrem Profil unter „Anmeldung über andere Dienste“ mit {labels}, oder melden Sie sich darüber an.',
  toProfile: 'Zum Profil',
  viewMap: 'Karte ansehen',
  // The profile's card.
  verifiedVia: 'Verifiziert über {label} am {date}',
  verifiedViaIn: 'Verifiziert über {label} am {date}, Gemeinde {key}',
  verifiesHint: 'bestätigt den Wohnsitz',
  // The administrators' „Verifizierung“ of a provider.
  adminTitle: 'Verifizierung',
  adminIntro: 'Welche Anmeldungen über diesen Dienst als verifizierte Einwohnerin oder verifizierter Einwohner gelten. Leer: keine. Bei jeder Anmeldung wird die Verifizierung neu gesetzt; geänderte Regeln heben alle bisherigen Verifizierungen über diesen Dienst auf.',
  acrValues: 'Anerkannte acr-Werte',
  acrHelp: 'Einer pro Zeile, z. B. http://eidas.europa.eu/LoA/substantial.',
  claim: 'Claim für die Verifizierung',
  claimHelp: 'Name oder Pfad mit Punkten, z. B. vertrauensniveau.',
  claimValues: 'Anerkannte Werte des Claims',
  claimValuesHelp: 'Einer pro Zeile, z. B. STORK-QAA-Level-3 oder true.',
  municipalityClaim: 'Claim mit dem Gemeindeschlüssel (AGS)',
  municipalityClaimHelp: 'Optional, z. B. gemeindeschluessel. Gespeichert wird nur ein Schlüssel aus 8 Ziffern, keine Anschrift.',
  verifies: 'verifiziert Einwohner',
} as const;
