import {
  type AttributeValue, CATEGORY_ATTRIBUTE, EMBED_FORM_TYPES, type EmbedToken, type ErrorBody, flattenCategories, isVariableShown, type Language, type Layer,
  type Point, REQUIRED_CHECKED_TYPES, type Variable,
} from '@mitmachkarte/contract';
import { localiseSchema } from '../lib/content-translations';
import { el } from './card';
import type { EmbedTextKey } from './texts';

/** The entry form inside the embedded map (docs/product.md §24.1), loaded only when a visitor
 *  chooses „Hier mitmachen“: the map's questionnaire (GET /api/v1/gis/layer/{id}, the anonymous
 *  view, without cookies) as a small form of the simple question types (contract embed-rules.ts
 *  EMBED_FORM_TYPES; others are left out, and the server offers the form only where none of them
 *  is required), sent to the app's own route (POST /api/v1/gis/point) with the frame's entry token
 *  (POST /api/v1/embed/{id}/token, kept in memory, fetched again once when it has expired). The
 *  server's messages are shown at their fields, in the page's language, and the questionnaire in
 *  the town's translation where it wrote one (lib/content-translations.ts). */

type Say = (key: EmbedTextKey, values?: Readonly<Record<string, string | number>>) => string;

export type EntryFormContext = {
  projectId: string; layerId: string; language: Language; say: Say;
  /** Where the entry goes, in degrees WGS84, read when the form is sent. */
  place: () => { lat: number; lng: number };
  /** The entry is stored: `held` when it waits for the project team's approval. */
  onSent: (held: boolean) => void;
};

/** One rendered question: its answer as the server takes it (undefined when empty), its row and
 *  where its message goes. */
type Field = { name: string; variable?: Variable; row: HTMLElement; message: HTMLElement; focus: HTMLElement; value: () => AttributeValue | undefined };

let token: EmbedToken | undefined;
let counter = 0;
const idOf = (prefix: string) => `mk-${prefix}-${++counter}`;

const headersOf = (language: Language, more: Record<string, string> = {}) => ({ accept: 'application/json', 'accept-language': language, ...more });

/** The frame's entry token, fetched when there is none or it runs out within a minute. */
async function entryToken(projectId: string, language: Language, fresh = false): Promise<string> {
  if (!fresh && token && Date.parse(token.ExpiresAt) - Date.now() > 60_000) return token.Token;
  const res = await fetch(`/api/v1/embed/${projectId}/token`, { method: 'POST', credentials: 'omit', headers: headersOf(language) });
  if (!res.ok) throw new Error(await messageOf(res));
  token = await res.json() as EmbedToken;
  return token.Token;
}

/** The server's `Message` of a refusal, or '' when it sends none. */
async function messageOf(res: Response): Promise<string> {
  try {
    return (await res.json() as ErrorBody).Message;
  } catch {
    return '';
  }
}

/** A labelled row of a question: its label with the required mark, its help text and its message. */
function rowOf(label: string, required: boolean, say: Say, description: string, control: HTMLElement | null, group: boolean): { row: HTMLElement; message: HTMLElement; labelEl: HTMLElement } {
  const row = el(group ? 'fieldset' : 'div', 'mk-field');
  const labelEl = el(group ? 'legend' : 'label', 'mk-label', label);
  if (required) {
    const mark = el('span', 'mk-required', ' *');
    mark.setAttribute('aria-hidden', 'true');
    labelEl.append(mark, el('span', 'mk-visually-hidden', ` (${say('required')})`));
  }
  if (control && !group) (labelEl as HTMLLabelElement).htmlFor = control.id;
  const message = el('p', 'mk-error');
  message.id = idOf('error');
  message.hidden = true;
  row.append(labelEl);
  if (description) {
    const help = el('p', 'mk-help', description);
    help.id = idOf('help');
    row.append(help);
    control?.setAttribute('aria-describedby', `${help.id} ${message.id}`);
  } else control?.setAttribute('aria-describedby', message.id);
  if (control) row.append(control);
  return { row, message, labelEl };
}

/** Radio buttons or checkboxes of `options` in a group, and the chosen keys. */
function choices(name: string, options: readonly { Key: string; Label: string }[], type: 'radio' | 'checkbox'): { box: HTMLElement; inputs: HTMLInputElement[] } {
  const box = el('div', 'mk-choices');
  const inputs = options.map((o) => {
    const input = el('input');
    input.type = type;
    input.name = name;
    input.value = o.Key;
    input.id = idOf('choice');
    const label = el('label', 'mk-choice');
    label.append(input, ` ${o.Label || o.Key}`);
    box.append(label);
    return input;
  });
  return { box, inputs };
}

/** The field of question `v`, or undefined for a type the form leaves out. */
function fieldOf(v: Variable, say: Say): Field | undefined {
  if (!EMBED_FORM_TYPES.includes(v.DataType) || v.DataType === 'pagebreak') return undefined;
  const label = v.Question || v.Name;
  if (v.DataType === 'label') {
    const row = el('p', 'mk-note', label);
    return { name: v.Name, variable: v, row, message: el('p'), focus: row, value: () => undefined };
  }
  const required = REQUIRED_CHECKED_TYPES.includes(v.DataType) && !v.Optional;
  if (v.DataType === 'single' || v.DataType === 'multiple' || v.DataType === 'boolean') {
    const options = v.DataType === 'boolean' ? [{ Key: 'true', Label: say('yes') }, { Key: 'false', Label: say('no') }] : v.Options;
    const { box, inputs } = choices(idOf('q'), options, v.DataType === 'multiple' ? 'checkbox' : 'radio');
    const { row, message } = rowOf(label, required, say, v.Description, null, true);
    row.setAttribute('aria-describedby', message.id);
    row.append(box, message);
    const chosen = () => inputs.filter((i) => i.checked).map((i) => i.value);
    return {
      name: v.Name, variable: v, row, message, focus: inputs[0] ?? row,
      value: () => {
        const keys = chosen();
        if (keys.length === 0) return undefined;
        if (v.DataType === 'multiple') return { DataType: 'multiple', Value: keys };
        return v.DataType === 'boolean' ? { DataType: 'boolean', Value: keys[0] === 'true' } : { DataType: 'single', Value: keys[0]! };
      },
    };
  }
  const input = v.DataType === 'text_multi' ? el('textarea') : el('input');
  input.id = idOf('q');
  input.className = 'mk-input';
  if (input instanceof HTMLInputElement) {
    input.type = v.DataType === 'text' ? 'text' : 'number';
    if (input.type === 'number') input.step = 'any';
  } else input.rows = 4;
  if (required) input.setAttribute('aria-required', 'true');
  const { row, message } = rowOf(label, required, say, v.Description, input, false);
  row.append(message);
  return {
    name: v.Name, variable: v, row, message, focus: input,
    value: () => {
      const text = input.value.trim();
      if (text === '') return undefined;
      if (v.DataType === 'number' || v.DataType === 'percent') return { DataType: v.DataType, Value: Number(text.replace(',', '.')) };
      return { DataType: v.DataType, Value: input.value };
    },
  };
}

/** Fills `box` with the entry form of the map `ctx.layerId`. */
export async function showEntryForm(box: HTMLElement, ctx: EntryFormContext): Promise<void> {
  const { say, language } = ctx;
  const status = el('p', 'mk-message', say('formLoading'));
  status.setAttribute('role', 'status');
  box.replaceChildren(status);
  const res = await fetch(`/api/v1/gis/layer/${ctx.layerId}`, { credentials: 'omit', headers: headersOf(language) });
  if (!res.ok) {
    status.textContent = say('sendFailed');
    return;
  }
  const read = await res.json() as Layer;
  // The town's translations of its questionnaire in the page's language, else its German (§23.5).
  const layer = { ...read, Schema: localiseSchema(read.Schema, language) };
  const form = el('form', 'mk-form');
  form.noValidate = true;
  const heading = el('h2', 'mk-card-title', say('formTitle'));
  heading.tabIndex = -1;
  const summary = el('p', 'mk-error');
  summary.setAttribute('role', 'alert');
  summary.hidden = true;
  form.append(heading);

  const fields: Field[] = [];
  const categories = flattenCategories(layer.Schema.Categories).filter(({ category }) => !category.Children?.length);
  let categoryOf = (): string | undefined => undefined;
  if (categories.length > 0) {
    const select = el('select', 'mk-input');
    select.id = idOf('category');
    select.setAttribute('aria-required', 'true');
    const none = el('option', '', say('chooseCategory'));
    none.value = '';
    const labels = new Map(flattenCategories(layer.Schema.Categories).map(({ category: c }) => [c.Name, c.Label || c.Name]));
    select.append(none, ...categories.map(({ category, path }) => {
      const option = el('option', '', [...path.map((p) => labels.get(p) ?? p), category.Label || category.Name].join(' › '));
      option.value = category.Name;
      return option;
    }));
    const { row, message } = rowOf(say('category'), true, say, '', select, false);
    row.append(message);
    categoryOf = () => select.value || undefined;
    fields.push({ name: CATEGORY_ATTRIBUTE, row, message, focus: select, value: () => (select.value ? { DataType: 'category', Value: select.value } : undefined) });
    select.addEventListener('change', () => showFor());
  }
  for (const v of layer.Schema.Schema) {
    const field = fieldOf(v, say);
    if (field) fields.push(field);
  }
  // Questions that belong to a category are shown once it is chosen (contract isVariableShown).
  const showFor = () => {
    for (const f of fields) if (f.variable) f.row.hidden = !isVariableShown(f.variable, categoryOf(), layer.Schema.Categories);
  };
  showFor();
  for (const f of fields) form.append(f.row);

  const send = el('button', 'mk-button', say('send'));
  send.type = 'submit';
  const actions = el('div', 'mk-actions');
  actions.append(send);
  form.append(summary, actions);
  box.replaceChildren(form);
  heading.focus();

  const clearMessages = () => {
    summary.hidden = true;
    for (const f of fields) {
      f.message.hidden = true;
      f.message.textContent = '';
      f.focus.removeAttribute('aria-invalid');
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void (async () => {
      clearMessages();
      send.disabled = true;
      send.textContent = say('sending');
      try {
        const attributes: Record<string, AttributeValue> = {};
        for (const f of fields) {
          const value = f.row.hidden ? undefined : f.value();
          if (value !== undefined) attributes[f.name] = value;
        }
        const { lat, lng } = ctx.place();
        const body = JSON.stringify({ Layer: ctx.layerId, Latitude: lat, Longitude: lng, Attributes: attributes });
        const post = async (fresh: boolean) => fetch('/api/v1/gis/point', {
          method: 'POST', credentials: 'omit', body,
          headers: headersOf(language, { 'content-type': 'application/json', authorization: `Bearer ${await entryToken(ctx.projectId, language, fresh)}` }),
        });
        let answer = await post(false);
        if (answer.status === 401) answer = await post(true);
        if (answer.ok) {
          const point = await answer.json() as Point;
          ctx.onSent(point.Moderation?.State === 'pending');
          return;
        }
        const error = await answer.json().catch(() => ({ Message: '' })) as ErrorBody;
        summary.textContent = error.Message || say('sendFailed');
        summary.hidden = false;
        let first: HTMLElement | undefined;
        for (const e of error.Errors ?? []) {
          const f = fields.find((x) => e.Field === `Attributes.${x.name}`);
          if (!f) continue;
          f.message.textContent = e.Message;
          f.message.hidden = false;
          f.focus.setAttribute('aria-invalid', 'true');
          first ??= f.focus;
        }
        first?.focus();
      } catch (error) {
        summary.textContent = error instanceof Error && error.message ? error.message : say('sendFailed');
        summary.hidden = false;
      } finally {
        send.disabled = false;
        send.textContent = say('send');
      }
    })();
  });
}
