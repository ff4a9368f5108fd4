/** The server's mails and export words in this language, by area (i18n/mails.ts gathers them). */
export { mails } from './mails.js';
export { teamMails } from './team-mails.js';
export { accountMails } from './account-mails.js';
export { exportWords } from './exports.js';
