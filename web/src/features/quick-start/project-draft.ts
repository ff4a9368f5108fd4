import {
  MAX_OPEN_INVITATIONS_PER_WORKSPACE, NAME_MAX_LENGTH, QUESTIONNAIRE_TEMPLATES, UserEmail,
  type CreateLayerBody, type CreateWorkspaceBody, type QuestionnaireTemplate,
} from '@mitmachkarte/contract';
import type { z } from 'zod';
import type { MapArea } from '../../components/map-area-editor';
import * as de from '../../i18n/de/quick-start';
import { translator, type MessageValues } from '../../i18n/runtime';

/** What the quick start asks (docs/product.md §17.6), step by step, before anything is sent. */
export type ProjectDraft = {
  name: string;
  description: string;
  area: MapArea;
  templateKey: QuestionnaireTemplate['Key'] | '';
  layerName: string;
  isPublic: boolean;
  editable: boolean;
  /** The team's addresses as typed: one a line (commas, semicolons and spaces separate too). */
  emails: string;
};

/** The steps in their order. */
export const STEPS = ['project', 'area', 'questionnaire', 'team'] as const;
export type Step = (typeof STEPS)[number];

/** The fields a step checks; their messages stand next to them. */
export type DraftErrors = Partial<Record<'name' | 'template' | 'layerName' | 'emails', string>>;

/** A new project: public and open to citizens' entries, everything else empty. */
export const emptyDraft = (): ProjectDraft => ({
  name: '', description: '', area: { MapView: null, Boundary: null }, templateKey: '', layerName: '', isPublic: true, editable: true, emails: '',
});

export const templateOf = (key: ProjectDraft['templateKey']): QuestionnaireTemplate | undefined => QUESTIONNAIRE_TEMPLATES.find((t) => t.Key === key);

/** The draft with another template chosen: the map's name follows the template unless the officer
 *  has given it one of her own. */
export function chooseTemplate(draft: ProjectDraft, key: QuestionnaireTemplate['Key']): ProjectDraft {
  const before = templateOf(draft.templateKey);
  const ownName = draft.layerName.trim() !== '' && draft.layerName !== before?.LayerName;
  return { ...draft, templateKey: key, layerName: ownName ? draft.layerName : templateOf(key)?.LayerName ?? '' };
}

/** The distinct addresses of the team field, trimmed and lower-cased like the server stores them,
 *  and those that are no address (as typed). */
export function parseEmails(text: string): { valid: string[]; invalid: string[] } {
  const valid = new Set<string>();
  const invalid: string[] = [];
  for (const word of text.split(/[\s,;]+/).filter(Boolean)) {
    const parsed = UserEmail.safeParse(word);
    if (parsed.success) valid.add(parsed.data);
    else invalid.push(word);
  }
  return { valid: [...valid], invalid };
}

/** A text of `quickStart` with the values of its arguments, in the reader's language (useT). */
export type QuickStartTexts = (key: keyof typeof de.quickStart & string, values?: MessageValues) => string;

const inGerman = translator('de', {});
const german: QuickStartTexts = (key, values) => inGerman(`quickStart.${key}`, de.quickStart[key], values);

/** The problems of one step's fields, in the language of `t` (German by default); empty when the
 *  step may be left with „Weiter“. The area is never required (docs/product.md §17.6: the start
 *  view is only recommended). */
export function stepErrors(step: Step, draft: ProjectDraft, t: QuickStartTexts = german): DraftErrors {
  const tooLong = (s: string) => s.trim().length > NAME_MAX_LENGTH;
  switch (step) {
    case 'project':
      if (!draft.name.trim()) return { name: t('nameMissing') };
      return tooLong(draft.name) ? { name: t('nameTooLong') } : {};
    case 'area':
      return {};
    case 'questionnaire':
      if (!draft.templateKey) return { template: t('templateMissing') };
      if (!draft.layerName.trim()) return { layerName: t('layerNameMissing') };
      return tooLong(draft.layerName) ? { layerName: t('layerNameTooLong') } : {};
    case 'team': {
      const { valid, invalid } = parseEmails(draft.emails);
      if (invalid.length > 0) return { emails: t('emailsInvalid', { list: invalid.join(', ') }) };
      return valid.length > MAX_OPEN_INVITATIONS_PER_WORKSPACE ? { emails: t('emailsTooMany', { max: MAX_OPEN_INVITATIONS_PER_WORKSPACE }) } : {};
    }
  }
}

/** POST /gis/workspace body of the draft: name, description, flags and map area. */
export const workspaceBody = (d: ProjectDraft): z.input<typeof CreateWorkspaceBody> => ({
  Name: d.name.trim(), Description: d.description.trim(), Public: d.isPublic, Editable: d.isPublic && d.editable,
  MapView: d.area.MapView, Boundary: d.area.Boundary,
});

/** POST /gis/workspace body of „Leer beginnen“ (docs/product.md §17.6): name and description only,
 *  not public until its map is set up. */
export const emptyWorkspaceBody = (d: ProjectDraft): z.input<typeof CreateWorkspaceBody> => ({
  Name: d.name.trim(), Description: d.description.trim(), Public: false, Editable: false,
});

/** POST /gis/layer body of the draft: the template's questionnaire in the new workspace, Public and
 *  Editable like it (docs/product.md §17.6); the statuses are the server's defaults. Throws when
 *  no template is chosen (the questionnaire step does not let that through). */
export function layerBody(d: ProjectDraft, workspaceId: string): z.input<typeof CreateLayerBody> {
  const template = templateOf(d.templateKey);
  if (!template) throw new Error('no questionnaire template chosen');
  const ws = workspaceBody(d);
  return { Name: d.layerName.trim(), Workspace: workspaceId, Public: ws.Public, Editable: ws.Editable, Schema: template.Schema };
}
