// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Texts of a project's „Neuigkeiten“ as visitors see them (docs/product.md §25.5): the section
 *  on the project page with the follow button, and the page of the update mails' unsubscribe link. */

export const projectUpdates = {
  title: 'Neuigkeiten',
  from: 'Team des Projekts',
  postedOn: 'Veröffentlicht am {date}',
  follow: 'Projekt folgen',
  unfollow: 'Nicht mehr folgen',
  followHint: 'Sie bekommen Neuigkeiten aus diesem Projekt per E-Mail.',
  followingHint: 'Sie folgen diesem Projekt und bekommen seine Neuigkeiten per E-Mail.',
  signInToFollow: 'Anmelden, um Neuigkeiten per E-Mail zu bekommen',
  followFailed: 'Das hat nicht geklappt.',
  unsubscribeTitle: 'Neuigkeiten abbestellen',
  unsubscribeAbout: 'Sie erhalten Neuigkeiten aus dem Projekt „{project}“ per E-Mail.',
  unsubscribeHidden: 'Der Link gehört zu einem Projekt, das Sie zurzeit nicht sehen können. Solange das so ist, erhalten Sie keine Neuigkeiten aus ihm.',
  unsubscribeButton: 'Keine Neuigkeiten mehr aus diesem Projekt',
  alreadyUnsubscribed: 'Sie erhalten keine Neuigkeiten aus diesem Projekt mehr.',
  unsubscribeFailed: 'Das Abbestellen hat nicht geklappt.',
  toProjects: 'Zu den Projekten',
};
