import type { Translation } from '../../catalogue';
import type * as de from '../../de/retention';

export const projectRetention: Translation<typeof de.projectRetention> = {
  title: 'Retention and anonymisation',
  intro: 'After a project has closed, the Mitmachkarte removes the names from all contributions once a period has passed (storage limitation under the GDPR). Entries, comments and the number of votes stay visible; notifications, the details of reporters and the original photos with their metadata are deleted.',
  open: 'The project is still open. The period begins when it closes.',
  closedOn: 'Closed on {day}.',
  dueOn: 'The contributions will be anonymised on {day}.',
  duePassed: 'The period ended on {day}; the contributions are being anonymised.',
  never: 'The contributions of this project are not anonymised.',
  period: 'Period after closing',
  modeOrganisation: 'As the organisation: {months, plural, one {# month} other {# months}} after closing',
  modeOrganisationNever: 'As the organisation: no anonymisation',
  modeMonths: 'Own period',
  modeOff: 'Never anonymise – the project must be archived',
  months: 'Months after closing',
  monthsInvalid: 'Please enter a whole number of months between 1 and 240.',
  photos: 'Published photos on anonymisation',
  photosOrganisation: 'As the organisation: {photos, select, delete {delete} other {keep}}',
  photosKeep: 'Keep (the reduced version without metadata)',
  photosDelete: 'Delete',
  photosHint: 'The originals and the uploaded files with the location where they were taken are deleted in any case.',
  save: 'Save',
  saving: 'Saving …',
  saved: 'The retention settings have been saved.',
  saveFailed: 'The retention settings could not be saved.',
  loadFailed: 'The retention settings could not be loaded.',
};
