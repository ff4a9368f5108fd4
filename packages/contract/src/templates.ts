import type { Category, LayerSchema, Variable } from './schema.js';
import { templateCategory, templateVariable } from './template-parts.js';
import { WATER_QUESTIONNAIRE } from './template-water.js';

/** The starter questionnaires of the quick start (docs/product.md §17.6): what a new project's
 *  first map asks, chosen from a few templates. The demo's tram and water layers are built from
 *  the same parts (server/src/seed). */

/** The categories of „Stärken, Schwächen und Ideen“, in the order of the map legend (the demo's
 *  tram layer adds an icon to each). */
export const STRENGTHS_CATEGORIES = [
  { Name: 'Staerke', Label: 'Stärke' },
  { Name: 'Schwaeche', Label: 'Schwäche' },
  { Name: 'Idee', Label: 'Idee' },
] as const satisfies readonly Pick<Category, 'Name' | 'Label'>[];

/** Title, description and photo of a contribution: the questions of „Stärken, Schwächen und Ideen“
 *  after its note, and of the demo's tram layer after its central spaces. */
export const STRENGTHS_QUESTIONS: readonly Variable[] = [
  templateVariable({
    Name: 'Titel', DataType: 'text', Question: 'Titel Ihres Beitrags',
    MissingMsg: 'Bitte geben Sie Ihrem Beitrag einen kurzen Titel.', Description: 'Ein paar Worte genügen.',
  }),
  templateVariable({
    Name: 'Beschreibung', DataType: 'text_multi', Question: 'Beschreiben Sie Ihren Beitrag.',
    MissingMsg: 'Bitte beschreiben Sie Ihren Beitrag kurz.',
  }),
  templateVariable({ Name: 'Foto', DataType: 'image', Optional: true, Question: 'Foto (optional)', Description: 'Höchstens 10 MB.' }),
];

/** An optional photo of the place, as the defect and idea templates ask for it. */
const photo = templateVariable({
  Name: 'Foto', DataType: 'image', Optional: true, Question: 'Foto (optional)', Description: 'Ein Foto hilft bei der Einschätzung (höchstens 10 MB).',
});

const note = (text: string) => templateVariable({ Name: 'Hinweis', DataType: 'label', Optional: true, Question: text });

/** A starter questionnaire: its key, German title and one-line summary for the chooser, the name its
 *  map gets unless the officer changes it, and the questions and categories (the layer's `Schema`). */
export type QuestionnaireTemplate = {
  Key: 'maengelmelder' | 'ideen' | 'staerken-schwaechen' | 'gewaesser';
  Title: string;
  Summary: string;
  LayerName: string;
  Schema: LayerSchema;
};

const DEFECTS: QuestionnaireTemplate = {
  Key: 'maengelmelder',
  Title: 'Mängelmelder',
  Summary: 'Bürgerinnen und Bürger melden Schäden und Mängel im öffentlichen Raum, etwa Schlaglöcher, defekte Lampen oder Müll.',
  LayerName: 'Mängelmelder',
  Schema: {
    Categories: ['Schlagloch', 'Beleuchtung', 'Müll', 'Sonstiges'].map((label) => templateCategory(label)),
    Schema: [
      note('Melden Sie hier einen Mangel an der Stelle, an der Sie ihn gesehen haben. Ihre Meldung ist öffentlich sichtbar.'),
      templateVariable({
        Name: 'Beschreibung', DataType: 'text_multi', Question: 'Was ist Ihnen aufgefallen?',
        MissingMsg: 'Bitte beschreiben Sie den Mangel kurz.', Description: 'Zum Beispiel „Tiefes Schlagloch am Radweg“.',
      }),
      photo,
    ],
  },
};

const IDEAS: QuestionnaireTemplate = {
  Key: 'ideen',
  Title: 'Ideen sammeln',
  Summary: 'Bürgerinnen und Bürger schlagen an einem Ort auf der Karte vor, was sich dort verbessern lässt.',
  LayerName: 'Ideen',
  Schema: {
    Categories: [],
    Schema: [
      note('Was wünschen Sie sich an dieser Stelle? Ihre Idee ist öffentlich sichtbar; andere können sie bewerten und kommentieren.'),
      templateVariable({
        Name: 'Titel', DataType: 'text', Question: 'Titel Ihrer Idee',
        MissingMsg: 'Bitte geben Sie Ihrer Idee einen kurzen Titel.', Description: 'Ein paar Worte genügen.',
      }),
      templateVariable({ Name: 'Idee', DataType: 'text_multi', Question: 'Beschreiben Sie Ihre Idee.', MissingMsg: 'Bitte beschreiben Sie Ihre Idee kurz.' }),
      photo,
    ],
  },
};

const STRENGTHS: QuestionnaireTemplate = {
  Key: 'staerken-schwaechen',
  Title: 'Stärken, Schwächen und Ideen',
  Summary: 'Bürgerinnen und Bürger sagen, was an einem Ort gut ist, was fehlt oder stört und was sie vorschlagen; andere bewerten und kommentieren.',
  LayerName: 'Stärken, Schwächen und Ideen',
  Schema: {
    Categories: STRENGTHS_CATEGORIES.map((c) => ({ ...c, Icon: '' })),
    Schema: [
      note('Was ist hier gut, was fehlt oder stört, und was schlagen Sie vor? Ihr Beitrag ist öffentlich sichtbar; andere können ihn mit Daumen hoch oder runter bewerten und kommentieren.'),
      ...STRENGTHS_QUESTIONS,
    ],
  },
};

const WATERS: QuestionnaireTemplate = {
  Key: 'gewaesser',
  Title: 'Gewässerbeobachtung',
  Summary: 'Beobachtungen an Bächen, Flüssen und Seen: Zustand des Wassers, Tiere und Pflanzen, Bauwerke und Einleitungen.',
  LayerName: 'Gewässerbeobachtungen',
  Schema: WATER_QUESTIONNAIRE,
};

/** Every starter questionnaire, in the order the quick start offers them. */
export const QUESTIONNAIRE_TEMPLATES: readonly QuestionnaireTemplate[] = [DEFECTS, IDEAS, STRENGTHS, WATERS];
