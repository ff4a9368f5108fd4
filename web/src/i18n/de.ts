/** Every German UI string of the web app (docs/architecture.md §7), grouped by screen and split into
 *  files by area under i18n/de/. Texts of the specification's catalogue
 *  (docs/product.md §8) are kept as written there, with its typos corrected. The long prose of
 *  the topic, tram, imprint, privacy and accessibility pages is not here but beside those lazily
 *  loaded screens (features/landing/*-texts.ts, features/legal/*-texts.ts), so that the first
 *  chunk every visitor downloads does not carry it. */
/* A module imports the one area file whose groups it reads as a namespace
 * (`import * as de from '…/i18n/de/map'`, reading `de.map.x`; every area file re-exports the common
 * groups), and only a module that reads several areas imports this file. The bundler places a text
 * file with the first load of every page whose modules could reach it, used or not: through this
 * file, that would be every text of every screen (docs/runtime.md §3). */
export { access, alerts, common, cookie, nav, pages } from './de/common';
export { login } from './de/login';
export { activateAccount, activation, confirmPassword, linkForm, mfa, passwordStrength, registration, resetPassword } from './de/auth';
export { contributions, profile } from './de/account';
export { admin, adminGroups, adminOrganisations, adminUsers, dualLists, retentionSettings } from './de/admin';
export { audit } from './de/audit';
export { review } from './de/review';
export { notifications } from './de/notifications';
export { accessibility, landing, topics } from './de/landing';
export { survey } from './de/survey';
export { addressSearch, comments, map, mapLegend, pointFilter, pointStatus, questionnaire, votes } from './de/map';
export { deletePoint, moderation, moderationQueue, officialAnswer } from './de/moderation';
export { categoryEditor, layers, mapArea, schemaEditor, statusEditor, workspaces } from './de/editors';
export { editEntry } from './de/edit-entry';
export { drawEntry } from './de/draw-entry';
export { projects } from './de/projects';
export { projectUpdates } from './de/project-updates';
export { updatesTeam } from './de/updates-team';
export { quickStart } from './de/quick-start';
export { invitation, myProjects, team } from './de/team';
export { projectRetention } from './de/retention';
export { teamNotifications } from './de/team-notifications';
export { responsibility } from './de/responsibility';
export { jobs } from './de/jobs';
export { terms } from './de/terms';
export { inbox } from './de/inbox';
export { contentLanguages } from './de/content-languages';
