/** Texts of entries recorded for someone else (docs/product.md §16.12). */
export const onBehalf = {
  toggle: 'Für eine andere Person erfassen',
  legend: 'Für eine andere Person erfassen',
  hint: 'Die Angaben zur Person sieht nur das Team des Projekts. Sie werden nie veröffentlicht und nicht exportiert.',
  channel: 'Eingangsweg',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  statusMails: 'Statusmeldungen per E-Mail an diese Adresse senden',
  statusMailsHint: 'Nur mit einer E-Mail-Adresse möglich.',
  recordedFor: 'Erfasst für',
  anotherPerson: 'eine andere Person',
  statusMailsOn: 'erhält Statusmeldungen per E-Mail',
};
