import { menuItemId, type Organisation } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { changeSettingType, invalidNumberKeys, moveBy, newEntry, toBody, toDraft } from './org-draft';

const ORG: Organisation = {
  ID: '01900000-0000-7000-8000-0000000000c1',
  Host: 'localhost',
  Default: true,
  Logo: null,
  Config: {
    Title: 'Gewässer-App',
    Menu: [
      { Id: 'link_Hilfe_aB3dE', Display: 'Hilfe', Link: '/', External: false, Fragment: 'help', Permissions: [] },
      { Id: 'link_Mehr_x1y2z', Display: 'Mehr', Link: '', External: false, Fragment: '', Permissions: ['project'],
        Children: [{ Display: 'Blog', Link: 'https://blog.example.org', External: true, Fragment: '' }] },
    ],
    Other: { gwapp_layer: 'abc', zoom: 12, public: true },
    Content: { 'start.lead': 'Willkommen **hier**.' },
  },
};

describe('organisation draft', () => {
  it('round-trips an organisation unchanged', () => {
    expect(toBody(toDraft(ORG))).toEqual({ ID: ORG.ID, Host: ORG.Host, Config: ORG.Config });
  });

  it('sends the page texts, leaving out emptied ones (the page then shows the fallback)', () => {
    const draft = toDraft(ORG);
    const body = toBody({ ...draft, Content: { ...draft.Content, 'start.project': '  ', 'fahrrad.lead': 'Rad.' } });
    expect(body.Config.Content).toEqual({ 'start.lead': 'Willkommen **hier**.', 'fahrrad.lead': 'Rad.' });
  });

  it('reads the type of each setting from its value', () => {
    expect(toDraft(ORG).Other.map((r) => [r.key, r.type])).toEqual([['gwapp_layer', 'text'], ['zoom', 'number'], ['public', 'boolean']]);
  });

  it('resets the value when the type changes (docs/product.md §4): number 0, boolean false, text empty', () => {
    const [text, num, bool] = toDraft(ORG).Other;
    expect(changeSettingType(text!, 'number')).toMatchObject({ type: 'number', value: 0 });
    expect(changeSettingType(text!, 'boolean')).toMatchObject({ type: 'boolean', value: false });
    expect(changeSettingType(num!, 'text')).toMatchObject({ type: 'text', value: '' });
    expect(changeSettingType(bool!, 'text')).toMatchObject({ type: 'text', value: '' });
  });

  it('sends new menu entries with Id "" for the server to generate', () => {
    const draft = toDraft(ORG);
    const entry = { ...newEntry(), Display: 'Neue Seite', Link: '/neu' };
    const body = toBody({ ...draft, Menu: [...draft.Menu, entry] });
    expect(body.Config.Menu[2]).toEqual({ Id: '', Display: 'Neue Seite', Link: '/neu', External: false, Fragment: '', Permissions: [] });
  });

  it("knows the contract's id rule the server applies: 'link_' + Display with underscores + '_' + 5 alphanumerics", () => {
    expect(menuItemId('Daten erfassen', 'aB3dE')).toBe('link_Daten_erfassen_aB3dE');
    expect(menuItemId('Über uns')).toMatch(/^link_Über_uns_[A-Za-z0-9]{5}$/);
  });

  it('moves entries up and down, never past the ends', () => {
    expect(moveBy(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveBy(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveBy(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveBy(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('finds number settings without a number', () => {
    const draft = toDraft(ORG);
    draft.Other[1] = { ...draft.Other[1]!, value: '' };
    expect(invalidNumberKeys(draft)).toEqual(['zoom']);
  });
});
