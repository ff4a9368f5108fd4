/** German texts of the account mails: a subject, a plain-text body and the same as HTML
 *  with every inserted value escaped. */
export type MailContent = Readonly<{ subject: string; text: string; html: string }>;

/** A paragraph of text, or a link shown on its own line. */
type Block = string | { link: string };

/** Escapes text for HTML element content and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One line of header text: no line breaks, no runs of white space. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function render(subject: string, blocks: Block[]): MailContent {
  const text = blocks.map((b) => (typeof b === 'string' ? b : b.link)).join('\n\n') + '\n';
  const body = blocks
    .map((b) => (typeof b === 'string'
      ? `<p>${escapeHtml(b).replaceAll('\n', '<br>\n')}</p>`
      : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`))
    .join('\n');
  const html = `<!DOCTYPE html>\n<html lang="de">\n<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>\n`
    + `<body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body>\n</html>\n`;
  return { subject, text, html };
}

/** The mail with the activation link of a registration. `title` is the organisation's product
 *  name, `validFor` the link's lifetime in words ("24 Stunden"). The link opens a page where the
 *  registration's password confirms it (docs/decisions/0009): a mail gateway that opens the link
 *  activates nothing. The registrant's name is left out on purpose: the form must not carry
 *  someone's text into mails to arbitrary addresses. */
export function activationMail(input: { title: string; link: string; validFor: string }): MailContent {
  const title = oneLine(input.title);
  return render(`Bitte bestätigen Sie Ihre Registrierung bei ${title}`, [
    'Guten Tag,',
    `vielen Dank für Ihre Registrierung bei ${title}. Bitte öffnen Sie den folgenden Link und geben Sie dort zur Bestätigung das Passwort ein, das Sie bei der Registrierung gewählt haben:`,
    { link: input.link },
    `Danach ist Ihr Konto aktiviert und Sie sind angemeldet. Der Link ist ${input.validFor} gültig und kann nur einmal verwendet werden.`,
    `Falls Sie sich nicht bei ${title} registriert haben, ignorieren Sie diese Email bitte. Es wird dann kein Konto aktiviert.`,
    `Mit freundlichen Grüßen\n${title}`,
  ]);
}

/** The mail with the link that confirms a new password. The link opens a page where the new
 *  password is typed once more; only that sets it (docs/decisions/0009), so neither a mail
 *  gateway opening the link nor someone who did not choose the password can complete the reset. */
export function passwordResetMail(input: { title: string; link: string; validFor: string }): MailContent {
  const title = oneLine(input.title);
  return render(`Bitte bestätigen Sie Ihr neues Passwort bei ${title}`, [
    'Guten Tag,',
    `für Ihr Konto bei ${title} wurde ein neues Passwort angefordert. Das neue Passwort wird erst gültig, wenn Sie den folgenden Link öffnen und es dort zur Bestätigung noch einmal eingeben:`,
    { link: input.link },
    `Bis dahin gilt Ihr bisheriges Passwort. Der Link ist ${input.validFor} gültig und kann nur einmal verwendet werden. Mit der Bestätigung werden Sie auf allen Geräten abgemeldet.`,
    'Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese Email bitte. Ihr Passwort bleibt dann unverändert.',
    `Mit freundlichen Grüßen\n${title}`,
  ]);
}

/** The notice to the owner of a switched-off account whose address was registered again: the
 *  registration changed nothing. `contact` is the organisation's contact address, if it has one. */
export function accountLockedMail(input: { title: string; contact?: string }): MailContent {
  const title = oneLine(input.title);
  const whom = input.contact ? `an ${oneLine(input.contact)}` : `an die Betreiber von ${title}`;
  return render(`Ihr Konto ist gesperrt – ${title}`, [
    'Guten Tag,',
    `soeben wurde versucht, mit Ihrer Email-Adresse ein Konto bei ${title} zu registrieren. Zu dieser Adresse gibt es bereits ein Konto, und es ist gesperrt. Eine neue Registrierung hebt die Sperre nicht auf und ändert nichts an Ihrem Konto.`,
    `Wenn Sie Fragen zur Sperrung haben, wenden Sie sich bitte ${whom}.`,
    'Falls Sie sich nicht registrieren wollten, ignorieren Sie diese Email bitte.',
    `Mit freundlichen Grüßen\n${title}`,
  ]);
}

/** Feedback on the accessibility of the site (BITV 2.0 §7 feedback form) to the organisation:
 *  the message as written and, if given, the sender's address for an answer. */
export function accessibilityFeedbackMail(input: { title: string; message: string; email?: string }): MailContent {
  const title = oneLine(input.title);
  return render(`Rückmeldung zur Barrierefreiheit – ${title}`, [
    'Guten Tag,',
    `über das Formular der Erklärung zur Barrierefreiheit von ${title} ist folgende Rückmeldung eingegangen:`,
    input.message,
    input.email ? `Antwort bitte an: ${oneLine(input.email)}` : 'Die Person hat keine E-Mail-Adresse angegeben.',
    'Nach BITV 2.0 § 7 ist eine Antwort innerhalb eines Monats vorgesehen.',
  ]);
}
