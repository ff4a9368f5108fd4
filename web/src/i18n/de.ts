/** Every German UI string of the web app (DESIGN.md §2, §7). */
export const de = {
  app: {
    title: 'Mitmachkarte',
    underConstruction: 'Die Karten-App wird gerade aufgebaut.',
    organisation: 'Organisation',
    organisationLoading: 'Organisation wird geladen …',
    organisationUnavailable: 'Die Organisation konnte nicht geladen werden.',
  },
} as const;
