/** German texts of the account mails (issue 4): a subject, a plain-text body and the same as HTML
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

/** The mail with the activation link of a new account. `title` is the organisation's product name.
 *  The registrant's name is left out on purpose: the form must not carry someone's text into
 *  mails to arbitrary addresses. */
export function activationMail(input: { title: string; link: string; validHours: number }): MailContent {
  const title = oneLine(input.title);
  return render(`Bitte bestätigen Sie Ihre Registrierung bei ${title}`, [
    'Guten Tag,',
    `vielen Dank für Ihre Registrierung bei ${title}. Bitte bestätigen Sie Ihre Email-Adresse, indem Sie den folgenden Link öffnen:`,
    { link: input.link },
    `Danach können Sie sich mit Ihrer Email-Adresse und Ihrem Passwort anmelden. Der Link ist ${input.validHours} Stunden gültig und kann nur einmal verwendet werden.`,
    `Falls Sie sich nicht bei ${title} registriert haben, ignorieren Sie diese Email bitte. Es wird dann kein Konto aktiviert.`,
    `Mit freundlichen Grüßen\n${title}`,
  ]);
}

/** The mail with the link that confirms a new password (spec §5 Password reset). */
export function passwordResetMail(input: { title: string; link: string; validHours: number }): MailContent {
  const title = oneLine(input.title);
  return render(`Bitte bestätigen Sie Ihr neues Passwort bei ${title}`, [
    'Guten Tag,',
    `für Ihr Konto bei ${title} wurde ein neues Passwort angefordert. Das neue Passwort wird erst gültig, wenn Sie den folgenden Link öffnen:`,
    { link: input.link },
    `Bis dahin gilt Ihr bisheriges Passwort. Der Link ist ${input.validHours} Stunden gültig und kann nur einmal verwendet werden. Mit dem Öffnen des Links werden Sie auf allen Geräten abgemeldet.`,
    'Falls Sie kein neues Passwort angefordert haben, ignorieren Sie diese Email bitte. Ihr Passwort bleibt dann unverändert.',
    `Mit freundlichen Grüßen\n${title}`,
  ]);
}
