import { flattenCategories, type Category } from '@mitmachkarte/contract';
import { Form } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { categoryLabel } from '../questionnaire/entry-values';

type CategoryConditionFieldProps = {
  id: string;
  categories: readonly Category[];
  /** The category's key, '' for every category. */
  value: string;
  invalid: boolean;
  describedBy?: string;
  onChange: (name: string) => void;
};

/** „Nur bei Kategorie“ (docs/product.md §3.11, §5.7): every category of the layer by its path of
 *  labels („Gewässerzustand › Klar“), as the map app names it, never by its key; a condition whose
 *  category is gone by its key with „(gibt es nicht)“. Nothing while the layer has no categories
 *  and the question no condition. */
export function CategoryConditionField({ id, categories, value, invalid, describedBy, onChange }: CategoryConditionFieldProps) {
  const t = useT('schemaEditor', de.schemaEditor);
  const choices = flattenCategories(categories).map(({ category, path }) => ({
    name: category.Name, label: [...path.map((name) => categoryLabel(categories, name)), category.Label || category.Name].join(' › '),
  }));
  const isGone = value !== '' && !choices.some((c) => c.name === value);
  if (choices.length === 0 && !isGone) return null;
  return (
    <Form.Group className="mt-2" controlId={id}>
      <Form.Label>{t('categoryCondition')}</Form.Label>
      <Form.Select value={value} isInvalid={invalid} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('allCategories')}</option>
        {choices.map((c) => <option key={c.name} value={c.name}>{c.label}</option>)}
        {isGone && <option value={value}>{t('missingCategory', { name: value })}</option>}
      </Form.Select>
    </Form.Group>
  );
}
