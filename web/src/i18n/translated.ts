import type { Catalogue } from './catalogue';
import * as account from './de/account';
import * as admin from './de/admin';
import * as areaAlerts from './de/area-alerts';
import * as audit from './de/audit';
import * as auth from './de/auth';
import * as common from './de/common';
import * as contentEditor from './de/content-editor';
import * as contentLanguages from './de/content-languages';
import * as contentTranslations from './de/content-translations';
import * as deadlines from './de/deadlines';
import * as webhooks from './de/webhooks';
import * as dgs from './de/dgs';
import * as drawEntry from './de/draw-entry';
import * as editEntry from './de/edit-entry';
import * as editors from './de/editors';
import * as identityProviders from './de/identity-providers';
import * as inbox from './de/inbox';
import * as jobs from './de/jobs';
import * as landing from './de/landing';
import * as legal from './de/legal';
import * as login from './de/login';
import * as map from './de/map';
import * as moderation from './de/moderation';
import * as notifications from './de/notifications';
import * as offline from './de/offline';
import * as onBehalf from './de/on-behalf';
import * as openData from './de/open-data';
import * as embedDialog from './de/embed-dialog';
import * as profileQuestions from './de/profile-questions';
import * as projectUpdates from './de/project-updates';
import * as projects from './de/projects';
import * as quickStart from './de/quick-start';
import * as residency from './de/residency';
import * as responsibility from './de/responsibility';
import * as results from './de/results';
import * as resultsTeam from './de/results-team';
import * as retention from './de/retention';
import * as review from './de/review';
import * as settingsCatalogue from './de/settings-catalogue';
import * as reviewCharts from './de/review-charts';
import * as staffSignIn from './de/staff-sign-in';
import * as survey from './de/survey';
import * as surveys from './de/surveys';
import * as surveysTeam from './de/surveys-team';
import * as team from './de/team';
import * as teamNotifications from './de/team-notifications';
import * as terms from './de/terms';
import * as translation from './de/translation';
import * as updatesTeam from './de/updates-team';

/** Every German catalogue of the web app, all translated (docs/product.md §23): each area file of
 *  i18n/de/ with all its namespaces, so that a new screen's texts are checked in every language
 *  by i18n/catalogues.test.ts as soon as they are written (a missing key also fails to compile in
 *  the translation typed by them). For the tests only: a screen imports its own area file. */
const areas = { ...account, ...admin, ...areaAlerts, ...audit, ...auth, ...common, ...contentEditor, ...contentLanguages, ...contentTranslations, ...deadlines, ...dgs, ...drawEntry, ...editEntry, ...editors, ...embedDialog, ...identityProviders, ...inbox, ...jobs, ...landing, ...legal, ...login, ...map, ...moderation, ...notifications, ...offline, ...onBehalf, ...openData, ...profileQuestions, ...projects, ...projectUpdates, ...quickStart, ...residency, ...responsibility, ...results, ...resultsTeam, ...retention, ...review, ...reviewCharts, ...settingsCatalogue, ...staffSignIn, ...survey, ...surveys, ...surveysTeam, ...team, ...teamNotifications, ...terms, ...translation, ...updatesTeam, ...webhooks };

/** The namespaces of the areas: every export whose name begins in lower case (an upper-case one,
 *  such as REPORT_REASON_KEYS, is a table of keys, not texts). */
export const TRANSLATED: Readonly<Record<string, Catalogue>> = Object.fromEntries(Object.entries(areas).filter(([name]) => /^[a-z]/.test(name)));
