import { describe, expect, it } from 'vitest';
import { chooseTemplate, emptyDraft, layerBody, parseEmails, stepErrors, workspaceBody } from './project-draft';

const WS = '01900000-0000-7000-8000-0000000000c1';

describe('the quick start\'s draft (docs/product.md §17.6)', () => {
  it('reads the team\'s addresses from lines, commas and semicolons, lower-cased and once each', () => {
    expect(parseEmails(' Karla@Stadt.example\nkarla@stadt.example; tom@stadt.example,\n\nkein-name ')).toEqual({
      valid: ['karla@stadt.example', 'tom@stadt.example'], invalid: ['kein-name'],
    });
    expect(parseEmails('')).toEqual({ valid: [], invalid: [] });
  });

  it('names the map after the template until the officer names it herself', () => {
    const chosen = chooseTemplate(emptyDraft(), 'ideen');
    expect(chosen.layerName).toBe('Ideen');
    expect(chooseTemplate(chosen, 'maengelmelder').layerName).toBe('Mängelmelder');
    expect(chooseTemplate({ ...chosen, layerName: 'Ideen für den Marktplatz' }, 'maengelmelder').layerName).toBe('Ideen für den Marktplatz');
  });

  it('checks each step\'s fields, never the map area', () => {
    const draft = emptyDraft();
    expect(stepErrors('project', draft)).toEqual({ name: 'Bitte geben Sie dem Projekt einen Titel.' });
    expect(stepErrors('project', { ...draft, name: 'x'.repeat(201) })).toEqual({ name: 'Der Titel ist zu lang (höchstens 200 Zeichen).' });
    expect(stepErrors('area', draft)).toEqual({});
    expect(stepErrors('questionnaire', draft)).toEqual({ template: 'Bitte wählen Sie eine Vorlage für den Fragebogen.' });
    expect(stepErrors('questionnaire', { ...chooseTemplate(draft, 'ideen'), layerName: ' ' })).toEqual({ layerName: 'Bitte geben Sie der Karte einen Namen.' });
    expect(stepErrors('team', { ...draft, emails: 'a@b.example x@' })).toEqual({ emails: 'Keine gültige E-Mail-Adresse: x@' });
    const many = Array.from({ length: 21 }, (_, i) => `p${i}@stadt.example`).join('\n');
    expect(stepErrors('team', { ...draft, emails: many })).toEqual({ emails: 'Bitte laden Sie höchstens 20 Personen auf einmal ein.' });
  });

  it('gives the layer the workspace\'s flags; a private project takes no citizens\' entries', () => {
    const draft = { ...chooseTemplate(emptyDraft(), 'ideen'), name: ' Marktplatz ', isPublic: false };
    expect(workspaceBody(draft)).toEqual({ Name: 'Marktplatz', Description: '', Public: false, Editable: false, MapView: null, Boundary: null });
    expect(layerBody(draft, WS)).toMatchObject({ Name: 'Ideen', Workspace: WS, Public: false, Editable: false });
    expect(() => layerBody(emptyDraft(), WS)).toThrow();
  });
});
