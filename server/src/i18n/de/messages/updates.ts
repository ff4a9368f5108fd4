/** The server's messages about a project's „Neuigkeiten“ (docs/product.md §25.5), in German (i18n/de/messages.ts). */
export const updates = {
  projectFollowing: 'Sie folgen jetzt dem Projekt „{project}“. Neuigkeiten kommen per E-Mail.',
  projectNotFollowing: 'Sie folgen dem Projekt nicht mehr.',
  updateNotFound: 'Diese Neuigkeit gibt es nicht (mehr).',
  updateDeleted: 'Die Neuigkeit wurde gelöscht. Bereits versandte E-Mails bleiben versandt.',
  updatesPerDay: 'Ein Projekt kann höchstens {max} Neuigkeiten am Tag veröffentlichen. Bitte versuchen Sie es morgen wieder.',
  updatesUnsubscribed: 'Sie erhalten keine Neuigkeiten aus diesem Projekt mehr.',
} as const;
