import type { ProseTranslation } from '../../i18n/prose';
import type { accessibilityTexts } from './accessibility-texts';

/** The accessibility statement's prose in English (docs/product.md §23.6). */
const translation: ProseTranslation<typeof accessibilityTexts> = {
  texts: {
    intro: (operator) => `${operator} endeavours to make this website accessible in accordance with the Barrierefreie-Informationstechnik-Verordnung (BITV 2.0, the German accessible information technology ordinance) and Directive (EU) 2016/2102. This statement applies to the Mitmachkarte at this address.`,
    operatorFallback: 'The operator',
    statusDefault: 'This website is partially compliant with the requirements of BITV 2.0 (WCAG 2.1, level AA). The non-compliances are listed below.',
    basis: 'It is based on a self-assessment with automated checks (axe) and tests with the keyboard and at the screen size of a phone.',
    dated: (date) => `This statement was prepared on ${date} and last reviewed then.`,
    undated: 'The date of this statement has not yet been provided.',
    limitationsDefault: [
      'The map itself is a graphic: without sight, the location of the points and what lies near them can only be grasped to a limited extent. However, all points can also be reached through the lists and forms beside the map.',
      'Map tiles from external providers (e.g. OpenStreetMap) have no text alternatives.',
      'Uploaded photos have no image description if the person who uploaded them did not provide one.',
    ],
    feedbackText: 'Have you noticed any barriers to access? Then please write to us. We will reply within one month.',
    enforcement: 'If you do not receive a satisfactory answer to your feedback, you can turn to the conciliation body under § 16 of the Behindertengleichstellungsgesetz (BGG, the Disability Equality Act). It helps free of charge to find an out-of-court solution.',
  },
};
export default translation;
