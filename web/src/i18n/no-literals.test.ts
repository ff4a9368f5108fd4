import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** No German text written into a screen (docs/product.md §23, docs/decisions/0035): every text a
 *  visitor reads comes from a catalogue (`useT`), so that it exists in every interface language.
 *  This test reads the .tsx files of the folders in MIGRATED (not tests, not i18n/) and fails with
 *  file:line for each JSX text and each string in `aria-label`, `title`, `placeholder` or `alt`
 *  that looks German: a letter ä, ö, ü or ß, or a common German word.
 *
 *  That a catalogue is translated is i18n/catalogues.test.ts's part (TRANSLATED); this test
 *  keeps texts out of the components. MIGRATED lists the folders it reads: every screen's.
 *  Comments and docstrings are no JSX text and are not read. */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The folders (below web/src) whose screens read every text from a catalogue: all of them. */
const MIGRATED = ['app', 'components', 'lib', 'features'];

/** Texts that may stand as written, as `file (below web/src): texts`, each with its reason in a
 *  comment: e.g. a language's name in its own script, or a product name. None so far: the
 *  language switcher takes the languages' names from the contract (LANGUAGE_INFO). */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {};

/** The attributes whose strings a visitor reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt']);

/** A text that looks German: an umlaut or ß, or one of these words on its own. */
const GERMAN_WORDS = /\b(der|die|das|den|dem|des|und|oder|nicht|kein|keine|ist|sind|mit|für|von|zum|zur|im|am|Sie|Ihr|Ihre|Ihren|ein|eine|einen|bitte|Bitte|wird|werden|hier|alle|neu|neue|Karte|Eintrag|Einträge|Projekt|Seite|Anmelden|Abbrechen|Speichern|Löschen|Schließen|Zurück|Weiter)\b/;
/** How a catalogue's German text read directly is reported. */
const THROUGH_USE_T = ' (through useT)';
const looksGerman = (text: string): boolean => /[äöüßÄÖÜ]/.test(text) || GERMAN_WORDS.test(text);

/** The .tsx files below `dir`, tests left out. */
function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** The German-looking texts written into `file`'s JSX, as `file:line: text`. */
function germanLiterals(source: string, file: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const allowed = new Set(ALLOWED[file] ?? []);
  const report = (node: ts.Node, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (!clean || !(looksGerman(clean) || clean.endsWith(THROUGH_USE_T)) || allowed.has(clean)) return;
    found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}: ${clean}`);
  };
  /** The strings an expression shows as written: literals, also as a choice (`a ? '…' : '…'`,
   *  `x || '…'`) or in parentheses, and a template's fixed parts; not the arguments of a call
   *  (`t('key')`), whose strings are keys. */
  const shownStrings = (e: ts.Expression): string[] => {
    if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
    if (ts.isTemplateExpression(e)) return [[e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' ')];
    if (ts.isParenthesizedExpression(e)) return shownStrings(e.expression);
    if (ts.isConditionalExpression(e)) return [...shownStrings(e.whenTrue), ...shownStrings(e.whenFalse)];
    if (ts.isBinaryExpression(e) && [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(e.operatorToken.kind)) {
      return [...shownStrings(e.left), ...shownStrings(e.right)];
    }
    // A German catalogue's text read directly (`de.quickStart.open`) instead of through useT.
    if (ts.isPropertyAccessExpression(e) && ts.isPropertyAccessExpression(e.expression) && ts.isIdentifier(e.expression.expression)
      && e.expression.expression.text === 'de') return [`${e.getText(sf)}${THROUGH_USE_T}`];
    return [];
  };
  const expressionTexts = (init: ts.JsxAttributeValue | ts.JsxExpression | undefined): string[] => {
    if (!init) return [];
    if (ts.isStringLiteral(init)) return [init.text];
    return ts.isJsxExpression(init) && init.expression ? shownStrings(init.expression) : [];
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) report(node, node.text);
    // A string shown as a child: <p>{'…'}</p>, <p>{open ? '…' : '…'}</p>.
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of expressionTexts(node)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(sf))) {
      for (const text of expressionTexts(node.initializer)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('no German literal in the migrated screens (docs/product.md §23)', () => {
  it('finds German in JSX text and in read attributes, and leaves code and other attributes alone', () => {
    const source = [
      'export const A = () => (',
      '  <p title="Karte schließen" data-x="für">',
      '    {t(\'ok\')} Weiter',
      '    <img alt={`Foto von ${name}`} className="die" />',
      '    <span aria-label="Close">OK</span>',
      '    <b title={open ? t(\'close\') : \'Öffnen\'}>{done && \'Fertig und gespeichert\'}</b>',
      '    <i aria-label={de.map.close}>{ok && de.quickStart.open}</i>',
      '  </p>',
      ');',
      '// Ein Kommentar für die Leser',
    ].join('\n');
    expect(germanLiterals(source, 'x.tsx')).toEqual(['x.tsx:2: Karte schließen', 'x.tsx:3: Weiter', 'x.tsx:4: Foto von', 'x.tsx:6: Öffnen', 'x.tsx:6: Fertig und gespeichert',
      'x.tsx:7: de.map.close (through useT)', 'x.tsx:7: de.quickStart.open (through useT)']);
  });

  it('every folder in MIGRATED reads its texts from catalogues', () => {
    const found = MIGRATED.flatMap((folder) => tsxFiles(path.join(SRC, folder)))
      .flatMap((file) => germanLiterals(readFileSync(file, 'utf8'), path.relative(SRC, file)));
    expect(found).toEqual([]);
  });
});
