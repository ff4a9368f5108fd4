/** Texts of entries recorded for someone else (docs/product.md §16.12). */
export const onBehalf = {
  toggle: 'Für eine andere Person erfassen',
  legend: 'Für eine andere Person erfassen',
  hint: 'Die Angaben zur Person sieht nur das Team des Projekts. Sie werden nie veröffentlicht und nicht exportiert.',
  channel: 'Eingangsweg',
  // The channels' names (REPORTER_CHANNELS of the contract), as the team reads them.
  channelTelefon: 'Telefon',
  channelBrief: 'Brief',
  channelSchalter: 'Vor Ort',
  channelEmail: 'E-Mail',
  channelSonstiges: 'Sonstiges',
  name: 'Name',
  email: 'E-Mail',
  phone: 'Telefon',
  statusMails: 'Statusmeldungen per E-Mail an diese Adresse senden',
  statusMailsHint: 'Nur mit einer E-Mail-Adresse möglich.',
  recordedFor: 'Erfasst für',
  anotherPerson: 'eine andere Person',
  statusMailsOn: 'erhält Statusmeldungen per E-Mail',
} as const;
