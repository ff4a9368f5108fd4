import { flattenCategories } from '@mitmachkarte/contract';
import type { LayerRow } from '../../db/schema.js';
import { contextLayersOf, geometriesOf, questionnaireOf, statusesOf } from '../../db/records/layer.record.js';
import { fieldChanges, listText, yesNo } from '../../lib/audit-text.js';

/** The texts of the audit entries of layers (docs/product.md §16.4): pure functions. */

type LayerFields = Pick<LayerRow, 'name' | 'public' | 'editable' | 'attributes' | 'schema' | 'statuses'> & { map_view?: string | null; context_layers?: string; duplicate_radius?: number; geometries?: string };

/** The German names of the kinds of entries a map accepts (docs/product.md §25.1). */
const KIND_LABELS = { point: 'Punkte', line: 'Linien', polygon: 'Flächen' } as const;
const kindsOf = (layer: LayerFields) => geometriesOf({ geometries: layer.geometries ?? '["point"]' });

/** The parts of a layer an entry names, each with a short text and the stored value it is
 *  compared by: the questionnaire by its questions' names, the categories by their labels, the
 *  statuses by theirs; a change of a question, an icon or a colour counts too. */
function partsOf(layer: LayerFields) {
  const questionnaire = questionnaireOf(layer);
  const statuses = statusesOf(layer);
  return {
    Name: { text: layer.name, value: layer.name },
    Öffentlich: { text: yesNo(layer.public), value: layer.public },
    Editierbar: { text: yesNo(layer.editable), value: layer.editable },
    Attribute: { text: layer.attributes, value: layer.attributes },
    Fragebogen: { text: listText(questionnaire.Schema.map((v) => v.Name).filter(Boolean)), value: JSON.stringify(questionnaire.Schema) },
    Kategorien: { text: listText(flattenCategories(questionnaire.Categories).map(({ category }) => category.Label || category.Name)), value: JSON.stringify(questionnaire.Categories) },
    Status: { text: listText(statuses.map((s) => s.Label)), value: JSON.stringify(statuses) },
    // In other languages (docs/product.md §23.5): by the languages written.
    Übersetzungen: { text: listText(Object.keys(questionnaire.Translations ?? {})), value: JSON.stringify(questionnaire.Translations ?? {}) },
    Kartenausschnitt: { text: layer.map_view ?? '–', value: layer.map_view ?? null },
    'Zusätzliche Kartenebenen': {
      text: listText(contextLayersOf({ context_layers: layer.context_layers ?? '[]' }).map((c) => `${c.Title} (${c.Kind.toUpperCase()}, ${c.Url})`)),
      value: layer.context_layers ?? '[]',
    },
    // „Wurde das schon gemeldet?“ (docs/product.md §24.3).
    'Umkreis „Schon gemeldet?“': { text: `${layer.duplicate_radius ?? 50} m`, value: layer.duplicate_radius ?? 50 },
    // Punkte, Linien, Flächen (docs/product.md §25.1), compared by the kinds in their fixed order.
    Eintragsarten: { text: listText(kindsOf(layer).map((k) => KIND_LABELS[k])), value: kindsOf(layer).join(',') },
  };
}

/** What a change of a layer changes: the labels of the changed parts (none: nothing changed) and
 *  their texts before and after. */
export function layerChanges(before: LayerFields, after: LayerFields) {
  const [old, now] = [partsOf(before), partsOf(after)];
  return fieldChanges((Object.keys(old) as (keyof typeof old)[]).map((label) => ({
    label, before: old[label].text, after: now[label].text, same: old[label].value === now[label].value,
  })));
}

/** A layer in one line, for the entry of its deletion. */
export const layerText = (layer: LayerFields) => {
  const parts = partsOf(layer);
  return `Name: ${layer.name}; Fragebogen: ${parts.Fragebogen.text}; Kategorien: ${parts.Kategorien.text}`;
};
