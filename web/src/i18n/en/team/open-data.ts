import type { Translation } from '../../catalogue';
import type * as de from '../../de/open-data';

export const openData: Translation<typeof de.openData> = {
  title: 'Open data',
  licence: 'Licence of the public maps',
  none: 'No licence – do not publish as open data',
  dlByDe: 'Data licence Germany – attribution – version 2.0',
  dlZeroDe: 'Data licence Germany – Zero – version 2.0',
  ccBy: 'Creative Commons Attribution 4.0 International (CC BY 4.0)',
  ccBySa: 'Creative Commons Attribution-ShareAlike 4.0 International (CC BY-SA 4.0)',
  ccZero: 'Creative Commons Zero (CC0 1.0)',
  help: 'With a licence, the public maps of this project and their public, approved entries are listed in the open data catalogue (DCAT-AP.de, {catalogue}), which open data portals such as GovData fetch regularly. Without a licence the project does not appear there: a portal needs a licence. Names and e-mail addresses of persons are never published.',
};
