import { access, alerts, common, cookie, nav, pages, skipToContent } from './de/common';
import { activateAccount, activation, confirmPassword, linkForm, login, mfa, passwordStrength, registration, resetPassword } from './de/auth';
import { contributions, profile } from './de/account';
import { admin, adminGroups, adminOrganisations, adminUsers, dualLists } from './de/admin';
import { audit } from './de/audit';
import { review } from './de/review';
import { notifications } from './de/notifications';
import { accessibility, landing, topics } from './de/landing';
import { survey } from './de/survey';
import { addressSearch, comments, deletePoint, map, mapLegend, moderation, moderationQueue, officialAnswer, pointFilter, pointStatus, questionnaire, votes } from './de/map';
import { categoryEditor, layers, mapArea, schemaEditor, statusEditor, workspaces } from './de/editors';
import { editEntry } from './de/edit-entry';
import { projects } from './de/projects';
import { quickStart } from './de/quick-start';
import { invitation, myProjects, team } from './de/team';

/** Every German UI string of the web app (docs/architecture.md §7), one object grouped by screen
 *  and split into files by area under i18n/de/. Texts of the specification's catalogue
 *  (docs/product.md §8) are kept as written there, with its typos corrected. The long prose of
 *  the topic, tram, imprint, privacy and accessibility pages is not here but beside those lazily
 *  loaded screens (features/landing/*-texts.ts, features/legal/*-texts.ts), so that the first
 *  chunk every visitor downloads does not carry it. */
export const de = {
  common,
  nav,
  alerts,
  skipToContent,
  cookie,
  login,
  mfa,
  admin,
  profile,
  contributions,
  notifications,
  landing,
  registration,
  activation,
  activateAccount,
  confirmPassword,
  passwordStrength,
  linkForm,
  resetPassword,
  survey,
  questionnaire,
  comments,
  votes,
  pointStatus,
  officialAnswer,
  moderation,
  moderationQueue,
  deletePoint,
  editEntry,
  pointFilter,
  map,
  addressSearch,
  dualLists,
  schemaEditor,
  categoryEditor,
  statusEditor,
  layers,
  workspaces,
  team,
  invitation,
  myProjects,
  mapArea,
  projects,
  quickStart,
  adminGroups,
  adminUsers,
  adminOrganisations,
  audit,
  review,
  topics,
  mapLegend,
  accessibility,
  access,
  pages,
} as const;
