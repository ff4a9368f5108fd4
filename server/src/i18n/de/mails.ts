import type { AlertConfirmWords, AlertItemWords, AlertWords, FollowerWords, MailBlock, MailWords, ProjectUpdateWords } from '../mail-words.js';

/** The words of the citizen's mails in German, the source of every translation (docs/product.md
 *  §23, „Die Sprache des Servers“; modules/mail/mail.templates.ts composes them). Each is a
 *  function of the mail's values, which are on one line already (mail.templates.ts oneLine);
 *  every language has the same keys and uses the same values (i18n/catalogues.test.ts). */

/** How the entry is named: its title in quotes, else the layer it is in. */
const entryName = (v: FollowerWords) => (v.entry ? `„${v.entry}“` : `in „${v.layer}“`);

/** How an entry of an area alert is named: its title in quotes, else the layer it is in. */
const alertItemName = (i: AlertItemWords | undefined) => (i?.entry ? `„${i.entry}“` : `in „${i?.layer ?? ''}“`);

/** The closing blocks of every mail to a follower: the entry on the map, and how to stop them. */
const followerFooter = (v: FollowerWords): MailBlock[] => [
  'Zum Eintrag auf der Karte:',
  { link: v.mapLink },
  ...(v.reporter ? [
    'Sie erhalten diese E-Mail, weil Sie uns Ihr Anliegen gemeldet und Nachrichten zu seinem Stand gewünscht haben. Keine E-Mails mehr zu diesem Eintrag:',
    { link: v.unsubscribeLink },
  ] : [
    'Sie erhalten diese E-Mail, weil Sie dem Eintrag folgen. Keine E-Mails mehr zu diesem Eintrag:',
    { link: v.unsubscribeLink },
    `Alle E-Mails zu Einträgen schalten Sie in Ihrem Profil bei ${v.title} mit „Keine E-Mails“ ab.`,
  ]),
  `Mit freundlichen Grüßen\n${v.title}`,
];

export const mails = {
  /** A link's lifetime in words ("24 Stunden", "30 Minuten"). */
  validFor: (v: { minutes: number }) => (v.minutes >= 60 ? `${v.minutes / 60} Stunden` : `${v.minutes} Minuten`),

  activation: (v: { title: string; link: string; validFor: string }): MailWords => ({
    subject: `Bitte bestätigen Sie Ihre Registrierung bei ${v.title}`,
    blocks: [
      'Guten Tag,',
      `vielen Dank für Ihre Registrierung bei ${v.title}. Bitte öffnen Sie den folgenden Link und geben Sie dort zur Bestätigung das Passwort ein, das Sie bei der Registrierung gewählt haben:`,
      { link: v.link },
      `Danach ist Ihr Konto aktiviert und Sie sind angemeldet. Der Link ist ${v.validFor} gültig und kann nur einmal verwendet werden.`,
      `Falls Sie sich nicht bei ${v.title} registriert haben, ignorieren Sie diese Email bitte. Es wird dann kein Konto aktiviert.`,
      `Mit freundlichen Grüßen\n${v.title}`,
    ],
  }),

  passwordReset: (v: { title: string; link: string; validFor: string }): MailWords => ({
    subject: `Bitte bestätigen Sie Ihr neues Passwort bei ${v.title}`,
    blocks: [
      'Guten Tag,',
      `für Ihr Konto bei ${v.title} wurde ein neues Passwort angefordert. Das neue Passwort wird erst gültig, wenn Sie den folgenden Link öffnen und es dort zur Bestätigung noch einmal eingeben:`,
      { link: v.link },
      `Bis dahin gilt Ihr bisheriges Passwort. Der Link ist ${v.validFor} gültig und kann nur einmal verwendet werden. Mit der Bestätigung werden Sie auf allen Geräten abgemeldet.`,
      'Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese Email bitte. Ihr Passwort bleibt dann unverändert.',
      `Mit freundlichen Grüßen\n${v.title}`,
    ],
  }),

  /** `contact`: the organisation's contact address, '' for none. */
  accountLocked: (v: { title: string; contact: string }): MailWords => ({
    subject: `Ihr Konto ist gesperrt – ${v.title}`,
    blocks: [
      'Guten Tag,',
      `soeben wurde versucht, mit Ihrer Email-Adresse ein Konto bei ${v.title} zu registrieren. Zu dieser Adresse gibt es bereits ein Konto, und es ist gesperrt. Eine neue Registrierung hebt die Sperre nicht auf und ändert nichts an Ihrem Konto.`,
      `Wenn Sie Fragen zur Sperrung haben, wenden Sie sich bitte ${v.contact ? `an ${v.contact}` : `an die Betreiber von ${v.title}`}.`,
      'Falls Sie sich nicht registrieren wollten, ignorieren Sie diese Email bitte.',
      `Mit freundlichen Grüßen\n${v.title}`,
    ],
  }),

  reporterReceipt: (v: FollowerWords): MailWords => ({
    subject: `Ihre Meldung ist eingegangen – Eintrag ${entryName(v)}`,
    blocks: [
      'Guten Tag,',
      `Ihre Meldung ist eingegangen. Wir haben sie als Eintrag ${entryName(v)} (${v.layer}) erfasst und schreiben Ihnen, wenn sich sein Status ändert oder es eine offizielle Antwort gibt.`,
      ...followerFooter({ ...v, reporter: true }),
    ],
  }),

  /** `status`: the new status's label; `note`: the managers' note, '' for none. */
  followerStatus: (v: FollowerWords & { status: string; note: string }): MailWords => ({
    subject: `Neuer Status „${v.status}“ – Eintrag ${entryName(v)}`,
    blocks: [
      'Guten Tag,',
      `der Eintrag ${entryName(v)} (${v.layer}) hat einen neuen Status: ${v.status}.`,
      ...(v.note ? [`Anmerkung: ${v.note}`] : []),
      ...followerFooter(v),
    ],
  }),

  /** `answer`: the official answer's text; `organisation`: who wrote it. */
  followerAnswer: (v: FollowerWords & { answer: string; organisation: string }): MailWords => ({
    subject: `Offizielle Antwort zum Eintrag ${entryName(v)}`,
    blocks: [
      'Guten Tag,',
      `zum Eintrag ${entryName(v)} (${v.layer}) gibt es eine offizielle Antwort von ${v.organisation}:`,
      v.answer,
      ...followerFooter(v),
    ],
  }),

  followerResponse: (v: FollowerWords & { status: string; note: string; answer: string; organisation: string }): MailWords => ({
    subject: `Neuer Status „${v.status}“ und offizielle Antwort – Eintrag ${entryName(v)}`,
    blocks: [
      'Guten Tag,',
      `der Eintrag ${entryName(v)} (${v.layer}) hat einen neuen Status: ${v.status}.`,
      ...(v.note ? [`Anmerkung: ${v.note}`] : []),
      `Dazu gibt es eine offizielle Antwort von ${v.organisation}:`,
      v.answer,
      ...followerFooter(v),
    ],
  }),

  /** `count`: the new comments; `quoted`: those quoted, each with author ('' for anonymous) and
   *  text; `rest`: how many more are on the map. */
  commentDigest: (v: FollowerWords & { count: number; quoted: { author: string; text: string }[]; rest: number }): MailWords => ({
    subject: `${v.count === 1 ? 'Ein neuer Kommentar' : `${v.count} neue Kommentare`} zum Eintrag ${entryName(v)}`,
    blocks: [
      'Guten Tag,',
      `zum Eintrag ${entryName(v)} (${v.layer}) ${v.count === 1 ? 'gibt es einen neuen Kommentar' : `gibt es ${v.count} neue Kommentare`}:`,
      ...v.quoted.map((c) => `${c.author || 'Jemand'} schreibt:\n${c.text}`),
      ...(v.rest > 0 ? [`… und ${v.rest === 1 ? 'ein weiterer' : `${v.rest} weitere`} auf der Karte.`] : []),
      ...followerFooter(v),
    ],
  }),
  /** The link that confirms an area alert by e-mail (docs/product.md §24.2): nothing is sent before. */
  areaAlertConfirm: (v: AlertConfirmWords): MailWords => ({
    subject: `Bitte bestätigen Sie Ihre Benachrichtigung bei ${v.title}`,
    blocks: [
      'Guten Tag,',
      `für diese E-Mail-Adresse wurde bei ${v.title} eine Benachrichtigung über neue Einträge in einem Gebiet bestellt. Bitte öffnen Sie den folgenden Link und bestätigen Sie dort:`,
      { link: v.link },
      `Erst danach erhalten Sie E-Mails. Ohne Bestätigung wird die Benachrichtigung nach ${v.days} Tagen gelöscht. Falls Sie nichts bestellt haben, ignorieren Sie diese E-Mail bitte.`,
      `Mit freundlichen Grüßen\n${v.title}`,
    ],
  }),

  /** An area alert's mail (docs/product.md §24.2): one new entry or status change at once, or the
   *  daily or weekly digest of several, each with its link; how to end the alert. */
  areaAlert: (v: AlertWords): MailWords => ({
    subject: v.frequency === 'sofort'
      ? `${v.items[0]?.kind === 'status' ? 'Neuer Status' : 'Neuer Eintrag'} in Ihrem Gebiet: ${alertItemName(v.items[0])}`
      : `${v.frequency === 'taeglich' ? 'Ihre tägliche' : 'Ihre wöchentliche'} Übersicht: ${v.count} Neuigkeiten in Ihrem Gebiet`,
    blocks: [
      'Guten Tag,',
      v.frequency === 'sofort' ? 'in dem Gebiet, für das Sie sich benachrichtigen lassen, gibt es Neues:' : `in dem Gebiet, für das Sie sich benachrichtigen lassen, gibt es ${v.count} Neuigkeiten:`,
      ...v.items.flatMap((i): MailBlock[] => [
        i.kind === 'status' ? `Neuer Status „${i.status}“: ${alertItemName(i)} (${i.layer})` : `Neuer Eintrag: ${alertItemName(i)} (${i.layer})`,
        { link: i.mapLink },
      ]),
      ...(v.rest > 0 ? [`… und ${v.rest} weitere auf der Karte.`] : []),
      'Alle Neuigkeiten als Feed (Atom):',
      { link: v.feedLink },
      'Sie erhalten diese E-Mail, weil Sie diese Benachrichtigung bestellt haben. Benachrichtigung abbestellen:',
      { link: v.unsubscribeLink },
      `Mit freundlichen Grüßen\n${v.title}`,
    ],
  }),
  /** An update of a project's team to those who follow it or took part (docs/product.md §25.5). */
  projectUpdate: (v: ProjectUpdateWords): MailWords => ({
    subject: `Neuigkeiten aus dem Projekt „${v.project}“: ${v.updateTitle}`,
    blocks: [
      `Neuigkeiten aus dem Projekt „${v.project}“:`,
      v.updateTitle,
      v.text,
      'Zum Projekt:',
      { link: v.projectLink },
      `Warum bekomme ich diese E-Mail? ${v.follows ? 'Sie folgen dem Projekt' : 'Sie haben sich an dem Projekt beteiligt'} „${v.project}“. Keine Neuigkeiten mehr aus diesem Projekt:`,
      { link: v.unsubscribeLink },
      `Mit freundlichen Grüßen\n${v.title}`,
    ],
  }),
};
