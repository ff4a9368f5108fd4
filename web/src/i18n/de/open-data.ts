// Every area's texts come with the common ones: a module imports one area as `de` (i18n/de.ts).
export * from './common';
/** Open data (docs/product.md §24.4): the project's licence in the workspace manager. The
 *  licences' names are those of the DCAT-AP.de licence vocabulary. */

export const openData = {
  title: 'Offene Daten',
  licence: 'Lizenz der öffentlichen Karten',
  none: 'Keine Lizenz – nicht als offene Daten veröffentlichen',
  dlByDe: 'Datenlizenz Deutschland – Namensnennung – Version 2.0',
  dlZeroDe: 'Datenlizenz Deutschland – Zero – Version 2.0',
  ccBy: 'Creative Commons Namensnennung 4.0 International (CC BY 4.0)',
  ccBySa: 'Creative Commons Namensnennung – Weitergabe unter gleichen Bedingungen 4.0 International (CC BY-SA 4.0)',
  ccZero: 'Creative Commons Zero (CC0 1.0)',
  // {catalogue}: the address of the catalogue.
  help: 'Mit einer Lizenz stehen die öffentlichen Karten dieses Projekts mit ihren öffentlichen, freigegebenen Einträgen im Katalog für offene Daten (DCAT-AP.de, {catalogue}), den Open-Data-Portale wie GovData regelmäßig abrufen. Ohne Lizenz erscheint das Projekt dort nicht: Ein Portal braucht eine Lizenz. Namen und E-Mail-Adressen von Personen werden nie veröffentlicht.',
} as const;
