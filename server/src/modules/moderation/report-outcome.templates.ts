import { type Block, type MailContent, oneLine, render } from '../mail/mail.templates.js';

/** The mail that tells a reporter the outcome of their report (docs/product.md §16.3). */

/** How a report was closed: the content left as it is, hidden, shortened, or deleted with its entry. */
export type ReportOutcome = 'dismissed' | 'hidden' | 'shortened' | 'deleted';

export const OUTCOME_TEXT: Record<ReportOutcome, string> = {
  dismissed: 'Wir haben den gemeldeten Beitrag geprüft und gelassen, wie er ist.',
  hidden: 'Wir haben den gemeldeten Beitrag ausgeblendet.',
  shortened: 'Wir haben den gemeldeten Beitrag gekürzt.',
  deleted: 'Wir haben den Eintrag gelöscht.',
};

/** What the mail names: the organisation's product name, the entry's title ('' none) and map,
 *  whether a comment on it was reported, the outcome, and the entry's link while it is public. */
export type ReportOutcomeInput = { title: string; entry: string; layer: string; comment: boolean; outcome: ReportOutcome; mapLink: string | null };

export function reportOutcomeMail(input: ReportOutcomeInput): MailContent {
  const entry = input.entry ? `„${oneLine(input.entry)}“` : `ohne Titel in der Karte „${oneLine(input.layer)}“`;
  const link: Block[] = input.mapLink ? ['Zum Eintrag auf der Karte:', { link: input.mapLink }] : [];
  return render(`Ihre Meldung zum Eintrag ${entry}`, [
    'Guten Tag,',
    `danke für Ihre Meldung ${input.comment ? 'eines Kommentars zum Eintrag' : 'zum Eintrag'} ${entry}. ${OUTCOME_TEXT[input.outcome]}`,
    ...link,
    'Sie erhalten diese E-Mail einmal, weil Sie den Beitrag gemeldet haben. Ihre Adresse für diese Antwort haben wir danach gelöscht, soweit Sie sie bei der Meldung angegeben hatten.',
    `Mit freundlichen Grüßen\n${oneLine(input.title)}`,
  ]);
}
