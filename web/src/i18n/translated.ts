import { access, alerts, common, cookie, nav, pages } from './de/common';
import { login } from './de/login';
import { accessibility, landing, topics } from './de/landing';
import { projects } from './de/projects';
import { activateAccount, activation, confirmPassword, linkForm, mfa, passkeyLogin, passwordStrength, registration, resetPassword } from './de/auth';
import { contributions, passkeys, profile } from './de/account';
import { terms } from './de/terms';
import { notifications } from './de/notifications';
import { survey } from './de/survey';
import { confirm, identities, providerLogin } from './de/identity-providers';
import { addressSearch, comments, contextLayers, map, mapLegend, myLocation, phoneMap, pointFilter, pointStatus, questionnaire, votes } from './de/map';
import { editEntry } from './de/edit-entry';
import { officialAnswer, report } from './de/moderation';
import { offline } from './de/offline';
import { residency } from './de/residency';
import { translation } from './de/translation';
import { contentLanguages } from './de/content-languages';
import { imprint, statement } from './de/legal';
import { projectPrivacy } from './de/retention';

/** The German catalogues that are translated: every language has each of them, key for key
 *  (i18n/catalogues.test.ts). A catalogue joins when its screen reads it through `useT`. */
export const TRANSLATED = {
  nav,
  common, alerts, cookie, access, pages,
  login,
  landing, topics, accessibility,
  projects,
  activateAccount, activation, confirmPassword, linkForm, mfa, passkeyLogin, passwordStrength, registration, resetPassword,
  contributions, passkeys, profile,
  terms,
  notifications,
  survey,
  confirm, identities, providerLogin,
  map,
  comments,
  votes,
  questionnaire,
  pointFilter,
  pointStatus,
  mapLegend,
  addressSearch,
  myLocation,
  phoneMap,
  contextLayers,
  editEntry,
  report, officialAnswer,
  offline,
  residency,
  translation,
  contentLanguages,
  imprint, statement,
  projectPrivacy,
} as const;
