import { useDeferredValue, useMemo } from 'react';
import * as de from '../../i18n/de/content-editor';
import { useT } from '../../i18n/runtime';
import { checkLeichteSprache } from '../../lib/leichte-sprache/check';

/** The line and column (both from 1) of UTF-16 offset `offset` in `text`. */
export function placeOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** What the Leichte Sprache checker (BITV 2.0 Anlage 2 Teil 2) finds in `text` as it is typed
 *  (docs/product.md §23.2): the count, announced politely, then each finding with its rule, its
 *  place (line, column) and the words found. A help for the editor; it never blocks saving. */
export function LeichteSpracheFindings({ id, text }: { id: string; text: string }) {
  const t = useT('contentEditor', de.contentEditor);
  const checked = useDeferredValue(text);
  const findings = useMemo(() => checkLeichteSprache(checked), [checked]);
  if (!checked.trim()) return null;
  return (
    <div className="ls-findings small mt-1">
      <p id={id} className="mb-1" role="status">{findings.length === 0 ? t('findingsNone') : t('findingsCount', { n: findings.length })}</p>
      {findings.length > 0 && (
        <ul className="mb-0">
          {findings.map((f) => {
            const { line, column } = placeOf(checked, f.start);
            return <li key={`${f.rule}-${f.start}-${f.end}`}>{t('findingPlace', { line, column })}: {t(`rule_${f.rule}`)} – „<span lang="de">{f.text}</span>“</li>;
          })}
        </ul>
      )}
    </div>
  );
}
