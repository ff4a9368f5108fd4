import type { Category, LayerSchema, Variable } from './schema.js';
import { templateOptions, templateVariable } from './template-parts.js';

/** The questionnaire of water observations (docs/product.md §15): the starter questionnaire
 *  „Gewässerbeobachtung“ (templates.ts) and, with Kassel's waters as the example, the demo's
 *  layer (server/src/seed/water-data.ts). The category keys are the demo's stored ones. */

const leaf = (Name: string, Label: string): Category => ({ Name, Label, Icon: '' });

export const WATER_CATEGORIES: Category[] = [
  {
    Name: 'Gewaesserzustand', Label: 'Gewässerzustand', Icon: '',
    Children: [leaf('Klar', 'Klar'), leaf('Trueb', 'Trüb'), leaf('Verschmutzt', 'Verschmutzt')],
  },
  {
    Name: 'TiereUndPflanzen', Label: 'Tiere und Pflanzen', Icon: '',
    Children: [
      leaf('Fische', 'Fische'), leaf('Amphibien', 'Amphibien'), leaf('Voegel', 'Vögel'),
      leaf('Wasserpflanzen', 'Wasserpflanzen'), leaf('Neophyten', 'Neophyten (eingewanderte Pflanzen)'),
    ],
  },
  {
    Name: 'BauwerkeUndEinleitungen', Label: 'Bauwerke und Einleitungen', Icon: '',
    Children: [leaf('Wehr', 'Wehr oder Absturz'), leaf('Einleitung', 'Einleitung'), leaf('Muell', 'Müll')],
  },
];

const pagebreak = (): Variable => templateVariable({ Name: '', DataType: 'pagebreak', Question: '', Optional: true });

export const WATER_VARIABLES: Variable[] = [
  templateVariable({
    Name: 'Hinweis', DataType: 'label', Optional: true,
    Question: 'Vielen Dank, dass Sie mitmachen! Beschreiben Sie bitte, was Sie am Gewässer beobachtet haben. Ihre Angaben sind öffentlich sichtbar.',
  }),
  templateVariable({
    Name: 'Gewaessername', DataType: 'text', Question: 'Wie heißt das Gewässer?',
    MissingMsg: 'Bitte geben Sie den Namen des Gewässers an.', Description: 'Zum Beispiel der Name des Flusses, Bachs oder Sees.',
  }),
  templateVariable({
    Name: 'Gewaessertyp', DataType: 'single', Question: 'Um welche Art von Gewässer handelt es sich?',
    MissingMsg: 'Bitte wählen Sie die Art des Gewässers.',
    Options: templateOptions(['fluss', 'Fluss'], ['bach', 'Bach'], ['graben', 'Graben'], ['see', 'Teich oder See']),
  }),
  templateVariable({
    Name: 'Uferbeschaffenheit', DataType: 'multiple', Optional: true, Question: 'Wie sieht das Ufer aus?',
    Description: 'Mehrere Antworten möglich.',
    Options: templateOptions(
      ['naturnah', 'Naturnah'], ['gehoelz', 'Bäume und Sträucher'], ['wiese', 'Wiese'],
      ['steinschuettung', 'Steinschüttung'], ['mauer', 'Ufermauer'], ['weg', 'Weg direkt am Ufer'],
    ),
  }),
  pagebreak(),
  templateVariable({
    Name: 'Geruch', DataType: 'single', Question: 'Wie riecht das Wasser?', CategoryCondition: 'Gewaesserzustand',
    MissingMsg: 'Bitte geben Sie an, wie das Wasser riecht.',
    Options: templateOptions(
      ['kein', 'Kein Geruch'], ['modrig', 'Modrig'], ['faulig', 'Faulig (wie faule Eier)'],
      ['chemisch', 'Chemisch oder nach Öl'], ['abwasser', 'Nach Abwasser'],
    ),
  }),
  templateVariable({
    Name: 'Sichttiefe', DataType: 'number', Optional: true, Question: 'Wie tief können Sie ins Wasser sehen (in cm)?',
    Description: 'Schätzen Sie, bis zu welcher Tiefe Sie den Grund oder einen Gegenstand erkennen.',
    Constraint: true, Minimum: 0, Maximum: 500, CategoryCondition: 'Gewaesserzustand',
  }),
  templateVariable({
    Name: 'Auffaelligkeiten', DataType: 'multiple', Optional: true, Question: 'Was fällt Ihnen am Wasser auf?',
    Description: 'Mehrere Antworten möglich.', CategoryCondition: 'Gewaesserzustand',
    Options: templateOptions(
      ['schaum', 'Schaum'], ['oelfilm', 'Ölfilm'], ['algen', 'Algen'], ['verfaerbung', 'Verfärbung'],
      ['tote_fische', 'Tote Fische'], ['muell', 'Müll im Wasser'],
    ),
  }),
  templateVariable({
    Name: 'Artname', DataType: 'text', Optional: true, Question: 'Welche Art haben Sie beobachtet (falls bekannt)?',
    Description: 'Deutscher oder wissenschaftlicher Name.', CategoryCondition: 'TiereUndPflanzen',
  }),
  templateVariable({
    Name: 'Anzahl', DataType: 'number', Optional: true, Question: 'Wie viele Tiere oder Pflanzen haben Sie ungefähr gesehen?',
    Constraint: true, Minimum: 1, Maximum: 10_000, CategoryCondition: 'TiereUndPflanzen',
  }),
  templateVariable({
    Name: 'Einleitungsart', DataType: 'single', Optional: true, Question: 'Art der Einleitung',
    Description: 'Fließt an dieser Stelle etwas ins Gewässer?', CategoryCondition: 'BauwerkeUndEinleitungen',
    Options: templateOptions(
      ['rohr', 'Rohr oder Kanal'], ['regenueberlauf', 'Regenüberlauf'], ['graben', 'Graben oder Drainage'],
      ['keine', 'Keine Einleitung erkennbar'],
    ),
  }),
  templateVariable({
    Name: 'Bedeckung', DataType: 'percent', Optional: true,
    Question: 'Wie viel Prozent der Wasserfläche oder des Ufers sind bedeckt oder bewachsen?',
    Description: 'Zum Beispiel durch Algen, Schaum oder Pflanzen.',
  }),
  templateVariable({
    Name: 'Wassertemperatur', DataType: 'number', Optional: true, Question: 'Wassertemperatur (in °C), falls gemessen',
    Constraint: true, Minimum: -5, Maximum: 40,
  }),
  pagebreak(),
  templateVariable({
    Name: 'Beschreibung', DataType: 'text_multi', Question: 'Beschreiben Sie Ihre Beobachtung.',
    MissingMsg: 'Bitte beschreiben Sie kurz, was Sie beobachtet haben.',
  }),
  templateVariable({ Name: 'Gefahr', DataType: 'boolean', Optional: true, Question: 'Besteht eine akute Gefahr für Menschen, Tiere oder das Gewässer?' }),
  templateVariable({ Name: 'Gemeldet', DataType: 'boolean', Optional: true, Question: 'Haben Sie die Beobachtung bereits einer Behörde gemeldet?' }),
  templateVariable({
    Name: 'Foto', DataType: 'image', Optional: true, Question: 'Foto der Beobachtung',
    Description: 'Ein Foto hilft bei der Einschätzung (höchstens 10 MB).',
  }),
];

/** Categories and questions together, as a layer's `Schema`. */
export const WATER_QUESTIONNAIRE: LayerSchema = { Schema: WATER_VARIABLES, Categories: WATER_CATEGORIES };
