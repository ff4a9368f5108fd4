import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The catalogue and translation files (src/i18n/<language>/<area>.ts, the team's screens'
 *  translations in src/i18n/<language>/team/<area>.ts), not a language's index. */
const AREA_FILE = /\/src\/i18n\/[a-z]{2}\/(?:team\/)?(?!index\.ts$)[\w-]+\.ts$/;

/** The compiled form of `text` (ICU MessageFormat, Lingui's compiler), or undefined where the
 *  text is shown as it is written (no argument, plural, select or quoting) or does not parse —
 *  a text of a namespace that is not translated yet may contain braces that are no argument;
 *  i18n/catalogues.test.ts makes sure every translated text parses. */
export function compiledForm(text: string): CompiledMessage | undefined {
  if (text === '') return undefined;
  let form: CompiledMessage;
  try {
    form = compileMessageOrThrow(text);
  } catch {
    return undefined;
  }
  return form.length === 1 && form[0] === text ? undefined : form;
}

/** The texts of one area file that need formatting: every string written as the value of a
 *  property (`key: 'text'`), with its compiled form. */
export function compiledTexts(source: string, fileName = 'area.ts'): Record<string, CompiledMessage> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const forms: Record<string, CompiledMessage> = {};
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer))) {
      const form = compiledForm(node.initializer.text);
      if (form) forms[node.initializer.text] = form;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return forms;
}

/** Compiles the interface texts at build time (docs/decisions/0035): appends to each area file
 *  of src/i18n a call that registers the compiled forms of its texts with arguments
 *  (src/i18n/compiled.ts), so the web app carries Lingui's small interpreter and no message
 *  parser. Used by the build and by the unit tests alike. */
export function compileMessages(): Plugin {
  return {
    name: 'mitmachkarte:compile-messages',
    enforce: 'pre',
    transform(code, id) {
      const path = id.split('?')[0]!;
      if (!AREA_FILE.test(path)) return null;
      const forms = compiledTexts(code, path);
      if (Object.keys(forms).length === 0) return null;
      // src/i18n/compiled.ts, one folder further up from a team/ file.
      const compiled = path.includes('/team/') ? '../../compiled' : '../compiled';
      return {
        code: `${code}\nimport { registerCompiled as __registerCompiled } from '${compiled}';\n__registerCompiled(${JSON.stringify(forms)});\n`,
        map: null,
      };
    },
  };
}
