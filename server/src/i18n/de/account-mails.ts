import type { MailBlock, MailWords, ReportOutcome, SecurityNotice, SecurityWords } from '../mail-words.js';

/** The words of the mails about an account and to reporters in German, the source of every
 *  translation (docs/product.md §23.4; modules/mail/mail.templates.ts and
 *  modules/moderation/report-outcome.templates.ts compose them): the invitation to a team, the
 *  security notices, the warning before an unused account is deleted and the outcome of a report.
 *  Every value is on one line already. */

/** What each security notice says after the greeting, by whom it was done. */
function securityText(v: SecurityWords): { subject: string; blocks: MailBlock[] } {
  const { title } = v;
  const passkey = `„${v.passkey || 'Passkey'}“`;
  const at = v.at ? ` (${v.at})` : '';
  const whom = v.contact ? `an ${v.contact}` : `an die Betreiber von ${title}`;
  /** If it was not them: someone knows the password (`also`: and had more); reset it at once,
   *  then `then`. */
  const ifNotYou = (then: string, also = ''): MailBlock[] => [
    `Falls Sie das nicht selbst waren, kennt jemand anderes Ihr Passwort${also}. Setzen Sie es bitte sofort über „Passwort vergessen“ neu:`,
    { link: v.resetLink },
    then,
  ];
  const withCode = ' und hatte einen Code Ihrer Authenticator-App oder einen Wiederherstellungscode';
  const texts: Record<SecurityNotice, () => { subject: string; blocks: MailBlock[] }> = {
    password: () => (v.byManager
      ? {
        subject: `Ein neues Passwort für Ihr Konto – ${title}`,
        blocks: [`ein Benutzerverwalter von ${title} hat soeben ein neues Passwort für Ihr Konto gesetzt. Sie wurden dabei auf allen Geräten abgemeldet.`,
          `Falls Sie das nicht erbeten haben, wenden Sie sich bitte umgehend ${whom}.`],
      }
      : {
        subject: `Ihr Passwort wurde geändert – ${title}`,
        blocks: [`das Passwort Ihres Kontos bei ${title} wurde soeben geändert.`, ...ifNotYou(`Wenden Sie sich außerdem bitte ${whom}.`)],
      }),
    'mfa-on': () => ({
      subject: `Zwei-Faktor-Anmeldung eingeschaltet – ${title}`,
      blocks: [`für Ihr Konto bei ${title} wurde soeben die Zwei-Faktor-Anmeldung eingeschaltet. Nach dem Passwort wird nun bei jeder Anmeldung ein Code aus einer Authenticator-App verlangt.`,
        ...ifNotYou(`Bitten Sie danach ${whom}, die Zwei-Faktor-Anmeldung Ihres Kontos zurückzusetzen.`)],
    }),
    'mfa-off': () => (v.byManager
      ? {
        subject: `Zwei-Faktor-Anmeldung zurückgesetzt – ${title}`,
        blocks: [`ein Benutzerverwalter von ${title} hat soeben die Zwei-Faktor-Anmeldung Ihres Kontos ausgeschaltet, etwa weil Telefon und Wiederherstellungscodes verloren gingen. Ihr Konto ist jetzt nur noch durch das Passwort geschützt; Sie können die Zwei-Faktor-Anmeldung in Ihrem Profil wieder einschalten.`,
          `Falls Sie das nicht erbeten haben, wenden Sie sich bitte umgehend ${whom}.`],
      }
      : {
        subject: `Zwei-Faktor-Anmeldung ausgeschaltet – ${title}`,
        blocks: [`für Ihr Konto bei ${title} wurde soeben die Zwei-Faktor-Anmeldung ausgeschaltet. Ihr Konto ist jetzt nur noch durch das Passwort geschützt.`,
          ...ifNotYou(`Schalten Sie danach die Zwei-Faktor-Anmeldung in Ihrem Profil wieder ein und wenden Sie sich bitte ${whom}.`, withCode)],
      }),
    'recovery-codes': () => ({
      subject: `Neue Wiederherstellungscodes – ${title}`,
      blocks: [`für Ihr Konto bei ${title} wurden soeben neue Wiederherstellungscodes erzeugt. Die bisherigen Codes gelten nicht mehr.`,
        ...ifNotYou(`Wenden Sie sich danach bitte umgehend ${whom}, damit die Zwei-Faktor-Anmeldung Ihres Kontos zurückgesetzt wird.`, withCode)],
    }),
    'passkey-added': () => ({
      subject: `Ein Passkey wurde zu Ihrem Konto hinzugefügt – ${title}`,
      blocks: [`zu Ihrem Konto bei ${title} wurde soeben der Passkey ${passkey} hinzugefügt${at}. Mit ihm kann man sich ohne Passwort anmelden.`,
        'Falls Sie das nicht selbst waren, entfernen Sie den Passkey bitte sofort in Ihrem Profil unter „Passkeys“ und setzen Sie Ihr Passwort über „Passwort vergessen“ neu:',
        { link: v.resetLink },
        `Wenden Sie sich außerdem bitte umgehend ${whom}.`],
    }),
    'passkey-removed': () => ({
      subject: `Ein Passkey wurde von Ihrem Konto entfernt – ${title}`,
      blocks: [`von Ihrem Konto bei ${title} wurde soeben der Passkey ${passkey} entfernt${at}. Mit ihm ist keine Anmeldung mehr möglich.`,
        ...ifNotYou(`Wenden Sie sich außerdem bitte ${whom}.`)],
    }),
    'passkeys-reset': () => ({
      subject: `Ihre Passkeys wurden zurückgesetzt – ${title}`,
      blocks: [`ein Benutzerverwalter von ${title} hat soeben alle Passkeys Ihres Kontos entfernt${at}, etwa weil ein Gerät verloren ging. Sie können in Ihrem Profil neue Passkeys hinzufügen.`,
        `Falls Sie das nicht erbeten haben, wenden Sie sich bitte umgehend ${whom}.`],
    }),
    'identity-linked': () => ({
      subject: `Anmeldung über einen anderen Dienst verknüpft – ${title}`,
      blocks: [`mit Ihrem Konto bei ${title} wurde soeben die Anmeldung über einen Identitätsanbieter verknüpft. Sie können sich nun auch dort anmelden; unter „Anmeldung über andere Dienste“ in Ihrem Profil sehen und trennen Sie die Verknüpfung.`,
        ...ifNotYou(`Trennen Sie danach die Verknüpfung in Ihrem Profil und wenden Sie sich bitte ${whom}.`)],
    }),
    'identity-unlinked': () => ({
      subject: `Anmeldung über einen anderen Dienst getrennt – ${title}`,
      blocks: [`von Ihrem Konto bei ${title} wurde soeben die Anmeldung über einen Identitätsanbieter getrennt.`,
        `Falls Sie das nicht selbst waren, wenden Sie sich bitte umgehend ${whom}.`],
    }),
    'account-deleted': () => ({
      subject: `Ihr Konto wurde gelöscht – ${title}`,
      blocks: v.byManager
        ? [`ein Benutzerverwalter von ${title} hat soeben Ihr Konto gelöscht.`, `Wenn Sie Fragen dazu haben, wenden Sie sich bitte ${whom}.`]
        : [`Ihr Konto bei ${title} wurde soeben mit Ihrem Passwort gelöscht.`,
          `Falls Sie das nicht selbst waren, wenden Sie sich bitte umgehend ${whom}. Ein gelöschtes Konto lässt sich nicht wiederherstellen; Sie können sich jederzeit neu registrieren.`],
    }),
  };
  return texts[v.notice]();
}

const OUTCOME_TEXT: Record<ReportOutcome, string> = {
  dismissed: 'Wir haben den gemeldeten Beitrag geprüft und gelassen, wie er ist.',
  hidden: 'Wir haben den gemeldeten Beitrag ausgeblendet.',
  shortened: 'Wir haben den gemeldeten Beitrag gekürzt.',
  deleted: 'Wir haben den Eintrag gelöscht.',
};

export const accountMails = {
  /** A link's lifetime in days, for the invitation ("7 Tage"). */
  validDays: (v: { days: number }) => (v.days === 1 ? '1 Tag' : `${v.days} Tage`),

  /** The invitation to a project's team (docs/product.md §17.4) from `inviter`, with the link and
   *  its lifetime in words (validFor); `hasAccount`: the address has an account, which accepts. */
  invitation: (v: { title: string; workspace: string; inviter: string; link: string; validFor: string; hasAccount: boolean }): MailWords => ({
    subject: `Sie wurden zum Projekt „${v.workspace}“ eingeladen – ${v.title}`,
    blocks: [
      'Guten Tag,',
      `${v.inviter} hat Sie eingeladen, im Team des Projekts „${v.workspace}“ bei ${v.title} mitzuarbeiten. ${v.hasAccount
        ? 'Öffnen Sie den folgenden Link, melden Sie sich mit Ihrem Konto zu dieser Adresse an und nehmen Sie die Einladung an; erst dann gehören Sie zum Team:'
        : 'Über den folgenden Link legen Sie Ihr Konto mit Namen und Passwort an und gehören dann zum Team:'}`,
      { link: v.link },
      `Der Link ist ${v.validFor} gültig und kann nur einmal verwendet werden.`,
      `Falls Sie mit dieser Einladung nichts anfangen können, ignorieren Sie diese E-Mail bitte. ${v.hasAccount ? 'Sie kommen dann nicht ins Team.' : 'Es wird dann kein Konto angelegt.'}`,
      `Mit freundlichen Grüßen\n${v.title}`,
    ],
  }),

  /** A security notice (SecurityWords). */
  securityNotice: (v: SecurityWords): MailWords => {
    const { subject, blocks } = securityText(v);
    return { subject, blocks: ['Guten Tag,', ...blocks, `Mit freundlichen Grüßen\n${v.title}`] };
  },

  /** The warning to an account nobody logged in to for `months` months (docs/product.md §17.8):
   *  deleted after `deadline` (a day in the mail's language) unless someone logs in at `link`;
   *  `keepsContributions`: its entries and comments stay without name, else they go with it. */
  inactiveAccount: (v: { title: string; months: number; deadline: string; link: string; keepsContributions: boolean }): MailWords => ({
    subject: `Ihr Konto bei ${v.title}: Bitte melden Sie sich an, wenn Sie es behalten möchten`,
    blocks: [
      'Guten Tag,',
      `Sie haben sich seit mehr als ${v.months} Monaten nicht bei ${v.title} angemeldet. Damit wir keine Daten länger als nötig speichern, löschen wir Konten, die so lange nicht genutzt wurden.`,
      `Wenn Sie Ihr Konto behalten möchten, melden Sie sich bitte bis zum ${v.deadline} an:`,
      { link: v.link },
      `Sonst löschen wir Ihr Konto nach dem ${v.deadline} mit Ihren Einstellungen und Stimmen. ${v.keepsContributions
        ? 'Ihre Einträge und Kommentare bleiben ohne Ihren Namen erhalten.'
        : 'Ihre Einträge, Kommentare und Fotos löschen wir mit.'}`,
      'Wenn Sie Ihr Konto nicht mehr brauchen, müssen Sie nichts tun.',
      `Mit freundlichen Grüßen\n${v.title}`,
    ],
  }),

  /** The outcome of a report (docs/product.md §16.3) on the entry (`entry`, '' for none, in map
   *  `layer`) or a comment on it (`comment`); `mapLink` '' while the entry is not public. */
  reportOutcome: (v: { title: string; entry: string; layer: string; comment: boolean; outcome: ReportOutcome; mapLink: string }): MailWords => {
    const entry = v.entry ? `„${v.entry}“` : `ohne Titel in der Karte „${v.layer}“`;
    return {
      subject: `Ihre Meldung zum Eintrag ${entry}`,
      blocks: [
        'Guten Tag,',
        `danke für Ihre Meldung ${v.comment ? 'eines Kommentars zum Eintrag' : 'zum Eintrag'} ${entry}. ${OUTCOME_TEXT[v.outcome]}`,
        ...(v.mapLink ? ['Zum Eintrag auf der Karte:', { link: v.mapLink }] : []),
        'Sie erhalten diese E-Mail einmal, weil Sie den Beitrag gemeldet haben. Ihre Adresse für diese Antwort haben wir danach gelöscht, soweit Sie sie bei der Meldung angegeben hatten.',
        `Mit freundlichen Grüßen\n${v.title}`,
      ],
    };
  },
};
