/** Every German UI string of the web app (docs/architecture.md §7), grouped by screen and split into
 *  files by area under i18n/de/. Texts of the specification's catalogue
 *  (docs/product.md §8) are kept as written there, with its typos corrected. The long prose of
 *  the topic, tram, imprint, privacy and accessibility pages is not here but beside those lazily
 *  loaded screens (features/landing/*-texts.ts, features/legal/*-texts.ts), so that the first
 *  chunk every visitor downloads does not carry it. */
/* Modules import this one as a namespace (`import * as de from '…/i18n/de'`) and read `de.map.x`:
 * the bundler then keeps only the groups a chunk reads, so a screen's texts load with that screen
 * (docs/architecture.md §14). */
export { access, alerts, common, cookie, nav, pages, skipToContent } from './de/common';
export { activateAccount, activation, confirmPassword, linkForm, login, mfa, passwordStrength, registration, resetPassword } from './de/auth';
export { contributions, profile } from './de/account';
export { admin, adminGroups, adminOrganisations, adminUsers, dualLists } from './de/admin';
export { audit } from './de/audit';
export { review } from './de/review';
export { notifications } from './de/notifications';
export { accessibility, landing, topics } from './de/landing';
export { survey } from './de/survey';
export { addressSearch, comments, deletePoint, map, mapLegend, moderation, moderationQueue, officialAnswer, pointFilter, pointStatus, questionnaire, votes } from './de/map';
export { categoryEditor, layers, mapArea, schemaEditor, statusEditor, workspaces } from './de/editors';
export { editEntry } from './de/edit-entry';
export { projects } from './de/projects';
export { quickStart } from './de/quick-start';
export { invitation, myProjects, team } from './de/team';
