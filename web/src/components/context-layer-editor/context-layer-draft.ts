import { CONTEXT_OPACITY_DEFAULT, ContextLayer, type ContextLayerKind } from '@mitmachkarte/contract';

/** A context layer being edited in the layer panel (docs/product.md §17.7). `uid` keeps React's
 *  entries apart while titles change. */
export type ContextLayerDraft = {
  uid: string;
  Kind: ContextLayerKind;
  Title: string;
  Url: string;
  Layers: string;
  Attribution: string;
  Opacity: number;
  Visible: boolean;
};

/** The fields of a draft a message can belong to. */
export type ContextLayerField = 'Kind' | 'Title' | 'Url' | 'Layers' | 'Attribution' | 'Opacity' | 'Visible';

let nextUid = 0;
const uid = () => `context-${nextUid++}`;

export const toContextLayerDrafts = (layers: readonly ContextLayer[]): ContextLayerDraft[] => layers.map((l) => ({ ...l, uid: uid() }));

/** A new, empty WMS context layer at the end of the list, hidden at start, 70 % opaque. */
export const newContextLayerDraft = (): ContextLayerDraft => ({
  uid: uid(), Kind: 'wms', Title: '', Url: '', Layers: '', Attribution: '', Opacity: CONTEXT_OPACITY_DEFAULT, Visible: false,
});

/** The context layers as they would be saved (PUT /gis/layer/{id} `ContextLayers`), texts trimmed. */
export const fromContextLayerDrafts = (drafts: readonly ContextLayerDraft[]) =>
  drafts.map(({ uid: _uid, ...l }) => ({ ...l, Title: l.Title.trim(), Url: l.Url.trim(), Layers: l.Layers.trim(), Attribution: l.Attribution.trim() }));

/** Why each draft cannot be saved: per draft uid and field the first German message of the
 *  contract's ContextLayer (the messages the server answers with), or none. */
export function contextLayerProblems(drafts: readonly ContextLayerDraft[]): Record<string, Partial<Record<ContextLayerField, string>>> {
  const result: Record<string, Partial<Record<ContextLayerField, string>>> = {};
  drafts.forEach((draft, i) => {
    const parsed = ContextLayer.safeParse(fromContextLayerDrafts([draft])[0]);
    if (parsed.success) return;
    const fields: Partial<Record<ContextLayerField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = (issue.path[0] ?? 'Title') as ContextLayerField;
      fields[field] ??= issue.message;
    }
    result[drafts[i]!.uid] = fields;
  });
  return result;
}
