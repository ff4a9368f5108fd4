import type { Translation } from '../../catalogue';
import type * as de from '../../de/updates-team';

export const updatesTeam: Translation<typeof de.updatesTeam> = {
  title: 'News',
  intro: 'News appears on the project page and goes by e-mail to everyone who follows the project or took part in it.',
  writeTitle: 'Write news',
  titleLabel: 'Title',
  textLabel: 'Text',
  textHint: 'Markdown: **bold**, *italic*, [link](https://…), lists with “- ”.',
  recipients: '{count, plural, =0 {Goes to nobody by e-mail at the moment.} one {Goes to # person by e-mail.} other {Goes to # people by e-mail.}}',
  publish: 'Publish and send',
  published: '{count, plural, =0 {The news is published.} one {The news is published and goes to # person by e-mail.} other {The news is published and goes to # people by e-mail.}}',
  publishFailed: 'The news could not be published.',
  sentTitle: 'Published news',
  loadFailed: 'The news could not be loaded.',
  empty: 'No news yet.',
  sentTo: '{date} · {count, plural, one {sent to # person} other {sent to # people}}',
  remove: 'Delete',
  removeLabel: 'Delete news “{title}”',
  removeTitle: 'Delete news?',
  removeConfirm: 'The news “{title}” disappears from the project page. E-mails already sent stay sent.',
  removed: 'The news was deleted.',
  removeFailed: 'The news could not be deleted.',
};
