import { ALTERSGRUPPEN, INTERESSENSGRUPPEN, SURVEY_USAGE_KEYS, SurveyFormBody } from '@mitmachkarte/contract';

/** The tram survey of docs/product.md §2.18 as a survey of the tram project (docs/product.md
 *  §25.2; docs/decisions/0047): the same three questions, keys and texts. /umfrage and POST
 *  /survey keep their own storage (§3.18); this survey shows that the built surveys hold it. */
const USAGE_LABELS = ['Schule/Studium', 'Arbeit', 'als Gewerbetreibende/r', 'Freizeit', 'Anbindung an das Umland', 'als Anwohner/in', 'Einkaufen'];
const INTEREST_LABELS = ['Anlieger/Bewohner', 'Bürger/in der Stadt', 'Bürger/in aus dem Umland'];
const AGE_LABELS = ['bis 20', '21–35', '36–50', '51–65', 'über 65'];

const options = (keys: readonly string[], labels: readonly string[]) => keys.map((Key, i) => ({ Key, Label: labels[i]! }));

export const TRAM_SURVEY: SurveyFormBody = SurveyFormBody.parse({
  Title: 'Umfrage zur Straßenbahn',
  Description: 'Drei kurze Fragen dazu, wie Sie die Straßenbahn nutzen.',
  ThankYou: 'Vielen Dank für Ihre Teilnahme!',
  Published: true,
  Questions: [
    { Key: 'nutzung', Kind: 'multiple', Question: 'Wofür nutzen Sie die Straßenbahn?', Description: 'Mehrfachauswahl möglich.', Optional: true, Options: options(SURVEY_USAGE_KEYS, USAGE_LABELS) },
    { Key: 'interessensgruppe', Kind: 'single', Question: 'Interessensgruppe', Options: options(INTERESSENSGRUPPEN, INTEREST_LABELS) },
    { Key: 'altersgruppe', Kind: 'single', Question: 'Altersgruppe', Options: options(ALTERSGRUPPEN, AGE_LABELS) },
  ],
});
