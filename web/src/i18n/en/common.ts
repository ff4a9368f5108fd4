import type { Translation } from '../catalogue';
import type * as de from '../de/common';

export const common: Translation<typeof de.common> = {
  appName: 'Mitmachkarte',
  skipToContent: 'Skip to content',
  loadFailed: 'The data could not be loaded.',
  loading: 'Loading …',
  projectClosed: 'This project has ended. You can view all contributions and answers, but you can no longer add anything.',
  phaseNoEntries: 'No new contributions are possible in the phase “{phase}”.',
  phaseNoComments: 'No comments are possible in the phase “{phase}”.',
  phaseNoVotes: 'No votes are possible in the phase “{phase}”.',
  ok: 'OK',
  cancel: 'Cancel',
  close: 'Close',
  back: 'Back',
  next: 'Next',
  toHome: 'To the home page',
  yes: 'Yes',
  no: 'No',
  serverUnreachable: 'The server cannot be reached.',
  httpError: 'Error {status}',
};

export const alerts: Translation<typeof de.alerts> = {
  region: 'Messages',
};

export const cookie: Translation<typeof de.cookie> = {
  text: 'This website uses cookies that are necessary for it to work (signing in and protection against forged requests).',
  more: 'Learn more',
  accept: 'Accept',
  region: 'Cookies',
};

export const access: Translation<typeof de.access> = {
  mapLabel: 'Map: double-click or long press to place the marker for a new entry',
  inviteText: 'Choose a category and place a marker on the map with a double-click – on a phone, with a long press. Then answer the questions.',
  markerHint: 'Double-click on the map (on a phone: long press) to mark the place of your entry.',
  infoStep1: 'Choose “New entry” and then the right category.',
  infoStep2: 'Double-click on the map where your entry belongs – on a phone, press and hold. You can drag the marker; another double-click or long press moves it.',
  infoStep3: 'Answer the questions. Questions marked with * must be answered.',
  infoStep4: 'Click “Save”. “Discard” cancels the entry.',
  showOnMap: 'Show on the map',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  showOnMapLabel: 'Show on the map: {entry}',
};

export const pages: Translation<typeof de.pages> = {
  documentTitle: '{page} – Mitmachkarte',
  notFoundTitle: 'Page not found',
  notFoundText: 'There is no page at this address. Perhaps the link was not copied in full, or the page has moved.',
  notFoundAddress: 'Address requested:',
  notFoundNext: 'Where to go from here:',
  toMap: 'To the map',
  manageTitle: 'Manage public participation',
  manageIntro: 'From here you reach the tools for your participation projects.',
  manageMapText: 'View the entries on the maps, add new entries, comment and vote.',
  manageWorkspacesText: 'Create projects and their maps, edit questionnaires and categories, put the team together, restore deleted entries and export entries as CSV.',
  manageLayersText: 'The simpler map management: create maps, publish them and edit their questionnaires.',
};
