import type { Category } from '@mitmachkarte/contract';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { PlusIcon } from '../icons';
import { moveItem } from '../list-moves';
import { useFocusAfter } from '../use-focus-after';
import { newVariable, retextVariable, type VariableDraft } from './schema-draft';
import type { DraftProblems } from './schema-problems';
import { VariableEditor } from './variable-editor';
import './schema-editor.css';

type SchemaEditorProps = {
  variables: readonly VariableDraft[];
  /** The layer's category tree, offered as CategoryCondition by its labels. */
  categories: readonly Category[];
  /** The layer manager offers the geolocation type; the workspace manager does not (docs/product.md §2). */
  allowGeolocation: boolean;
  problems: DraftProblems;
  onChange: (variables: VariableDraft[]) => void;
};

/** The schema editor of the workspace and layer managers (docs/product.md §2, §4, §5.7): the ordered
 *  variables, each closed until its title is clicked, with move up/down and delete, and 'Frage
 *  hinzufügen' (text, opened; its key follows the question text, schema-draft.ts retextVariable). */
export function SchemaEditor({ variables, categories, allowGeolocation, problems, onChange }: SchemaEditorProps) {
  const t = useT('schemaEditor', de.schemaEditor);
  const focusAfter = useFocusAfter();
  const [openUids, setOpenUids] = useState<ReadonlySet<string>>(new Set());
  const toggle = (uid: string) => setOpenUids((open) => {
    const next = new Set(open);
    if (!next.delete(uid)) next.add(uid);
    return next;
  });
  // A question with problems opens, and stays open once they are fixed (state adjusted while
  // rendering, as React recommends for state derived from props).
  const opening = variables.filter((v, i) => problems.variables.has(i) && !openUids.has(v.uid));
  if (opening.length > 0) setOpenUids(new Set([...openUids, ...opening.map((v) => v.uid)]));
  const move = (i: number, delta: -1 | 1) => {
    const uid = variables[i]!.uid;
    onChange(moveItem(variables, i, delta));
    const [same, other] = delta < 0 ? ['up', 'down'] : ['down', 'up'];
    focusAfter(`var-${uid}-${same}`, `var-${uid}-${other}`);
  };
  const remove = (i: number) => {
    const next = variables[i + 1] ?? variables[i - 1];
    onChange(variables.filter((_, j) => j !== i));
    focusAfter(...(next ? [`var-${next.uid}-title`] : []), 'schema-add');
  };
  const add = () => {
    const created = newVariable(variables);
    onChange([...variables, created]);
    setOpenUids((open) => new Set(open).add(created.uid));
    focusAfter(`var-${created.uid}-type`);
  };

  return (
    <div className="schema-editor">
      {variables.length === 0 ? <p className="text-body-secondary">{t('empty')}</p> : (
        <ol className="list-unstyled mb-2" aria-label={t('list')}>
          {variables.map((v, i) => (
            <VariableEditor key={v.uid} variable={v} index={i} count={variables.length} categories={categories}
              allowGeolocation={allowGeolocation} problems={problems.variables.get(i) ?? []}
              open={openUids.has(v.uid)} onToggle={() => toggle(v.uid)}
              onChange={(changed) => onChange(variables.map((x, j) => (j === i ? changed : x)))}
              onQuestion={(question) => onChange(retextVariable(variables, i, question))}
              onMove={(delta) => move(i, delta)} onRemove={() => remove(i)} />
          ))}
        </ol>
      )}
      <Button id="schema-add" variant="outline-primary" size="sm" onClick={add}>
        <PlusIcon /> {t('add')}
      </Button>
    </div>
  );
}
