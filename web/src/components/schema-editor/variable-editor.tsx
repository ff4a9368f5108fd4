import { questionTitle, type Category, type DataType } from '@mitmachkarte/contract';
import { Button, ButtonGroup, Card, Col, Form, Row } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, ChevronRightIcon, TrashIcon } from '../icons';
import { CategoryConditionField } from './category-condition-field';
import { NumberInput } from './number-input';
import { OptionsEditor } from './options-editor';
import { offeredDataTypes, visibleFields, type VariableDraft } from './schema-draft';
import { concerns, type Problem } from './schema-problems';
import { VariableKeys } from './variable-keys';

type VariableEditorProps = {
  variable: VariableDraft;
  index: number;
  count: number;
  /** The layer's category tree, for the CategoryCondition. */
  categories: readonly Category[];
  allowGeolocation: boolean;
  problems: readonly Problem[];
  /** Whether its fields are shown (the schema editor opens a question with problems). */
  open: boolean;
  onToggle: () => void;
  onChange: (variable: VariableDraft) => void;
  /** A new question text: the schema editor derives the key from it while the key follows it. */
  onQuestion: (question: string) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
};

/** One variable of the schema editor (docs/product.md §3.11 Schema variable): a header whose title
 *  (its question text, or its key while it has none and the key is saved) opens and closes it (a
 *  disclosure button; closed, its type shows below), move up/down and delete; open, the fields its
 *  type shows (docs/product.md §5.7, visibleFields; the CategoryCondition only when the layer has
 *  categories or the variable a condition), its problems, and under „Erweitert“ the keys of the
 *  question and its options, which people never read (VariableKeys). Closed, a questionnaire of
 *  twenty questions fits on a phone's screen or two (docs/product.md §17.5). */
export function VariableEditor({ variable: v, index, count, categories, allowGeolocation, problems, open, onToggle, onChange, onQuestion, onMove, onRemove }: VariableEditorProps) {
  const t = useT('schemaEditor', de.schemaEditor);
  const n = index + 1;
  const id = `var-${v.uid}`;
  const what = t('variable', { n });
  const show = visibleFields(v);
  const change = (patch: Partial<VariableDraft>) => onChange({ ...v, ...patch });
  const name = v.Question.trim() ? questionTitle(v) : v.keyFromText ? '' : v.Name;
  const named = name ? t('variableNamed', { n, name }) : what;
  const title = v.DataType === 'pagebreak' ? t('pagebreak', { n }) : named;
  const problemsId = problems.length > 0 ? `${id}-problems` : undefined;
  const invalid = (field: Parameters<typeof concerns>[1]) => problems.some((p) => concerns(p, field));

  return (
    <Card as="li" className={`mb-2 schema-variable${problems.length > 0 ? ' border-danger' : ''}`} aria-labelledby={`${id}-title`}>
      <Card.Header className="d-flex align-items-start gap-2 py-2">
        <div className="editor-item-heading">
          <h4 className="h6 mb-0">
            <button type="button" id={`${id}-title`} className="editor-item-toggle" aria-expanded={open}
              aria-controls={open ? `${id}-body` : undefined} onClick={onToggle}>
              {open ? <ChevronDownIcon /> : <ChevronRightIcon />} {title}
            </button>
          </h4>
          {!open && <div className="small text-body-secondary text-truncate">{t(`type_${v.DataType}`)}</div>}
        </div>
        <ButtonGroup size="sm">
          <Button id={`${id}-up`} variant="outline-secondary" disabled={index === 0} onClick={() => onMove(-1)} aria-label={t('moveUpLabel', { what })} title={t('moveUp')}>
            <ArrowUpIcon />
          </Button>
          <Button id={`${id}-down`} variant="outline-secondary" disabled={index === count - 1} onClick={() => onMove(1)} aria-label={t('moveDownLabel', { what })} title={t('moveDown')}>
            <ArrowDownIcon />
          </Button>
          <Button variant="outline-danger" onClick={onRemove} aria-label={t('removeLabel', { what })} title={t('remove')}>
            <TrashIcon />
          </Button>
        </ButtonGroup>
      </Card.Header>
      {open && (
        <Card.Body id={`${id}-body`}>
          {problemsId && (
            <ul id={problemsId} className="text-danger small ps-3 mb-2">
              {problems.map((p, i) => <li key={i}>{p.message}</li>)}
            </ul>
          )}
          <Form.Group controlId={`${id}-type`}>
            <Form.Label>{t('dataType')}</Form.Label>
            <Form.Select value={v.DataType} onChange={(e) => change({ DataType: e.target.value as DataType })}>
              {offeredDataTypes(allowGeolocation, v.DataType).map((type) => <option key={type} value={type}>{t(`type_${type}`)}</option>)}
            </Form.Select>
          </Form.Group>
          {v.DataType === 'pagebreak' && <p className="small text-body-secondary mt-2 mb-0">{t('pagebreakHint')}</p>}
          {show.question && (
            <Form.Group className="mt-2" controlId={`${id}-question`}>
              <Form.Label>{v.DataType === 'label' ? t('infoText') : t('question')}</Form.Label>
              {v.DataType === 'label'
                ? <Form.Control as="textarea" rows={3} value={v.Question} onChange={(e) => onQuestion(e.target.value)} />
                : <Form.Control value={v.Question} onChange={(e) => onQuestion(e.target.value)} />}
            </Form.Group>
          )}
          {show.description && (
            <Form.Group className="mt-2" controlId={`${id}-description`}>
              <Form.Label>{t('description')}</Form.Label>
              <Form.Control value={v.Description} onChange={(e) => change({ Description: e.target.value })} />
            </Form.Group>
          )}
          {show.missingMsg && (
            <Form.Group className="mt-2" controlId={`${id}-missing`}>
              <Form.Label>{t('missingMsg')}</Form.Label>
              <Form.Control value={v.MissingMsg} aria-describedby={`${id}-missing-hint`} onChange={(e) => change({ MissingMsg: e.target.value })} />
              <Form.Text id={`${id}-missing-hint`}>{t('missingMsgHint')}</Form.Text>
            </Form.Group>
          )}
          {(show.optional || show.constraint) && (
            <div className="mt-2">
              {show.optional && (
                <Form.Check inline type="checkbox" id={`${id}-optional`} label={t('optional')} checked={v.Optional}
                  onChange={(e) => change({ Optional: e.target.checked })} />
              )}
              {show.constraint && (
                <Form.Check inline type="checkbox" id={`${id}-constraint`} label={t('constraint')} checked={v.Constraint}
                  onChange={(e) => change({ Constraint: e.target.checked })} />
              )}
            </div>
          )}
          {show.bounds && (
            <Row className="g-2 mt-0">
              <Col xs={6}>
                <NumberInput id={`${id}-min`} label={t('minimum')} value={v.Minimum} invalid={invalid('Minimum')}
                  describedBy={invalid('Minimum') ? problemsId : undefined} onChange={(Minimum) => change({ Minimum })} />
              </Col>
              <Col xs={6}>
                <NumberInput id={`${id}-max`} label={t('maximum')} value={v.Maximum} invalid={invalid('Minimum')}
                  onChange={(Maximum) => change({ Maximum })} />
              </Col>
            </Row>
          )}
          {show.categoryCondition && (
            <CategoryConditionField id={`${id}-condition`} categories={categories} value={v.CategoryCondition} invalid={invalid('CategoryCondition')}
              describedBy={invalid('CategoryCondition') ? problemsId : undefined} onChange={(CategoryCondition) => change({ CategoryCondition })} />
          )}
          {show.options && (
            <div className="mt-3">
              <OptionsEditor id={`${id}-options`} what={named} options={v.Options} invalid={invalid('Options')}
                onChange={(Options) => change({ Options })} />
            </div>
          )}
          {show.name && <VariableKeys id={id} variable={v} what={named} invalidName={invalid('Name')} problemsId={problemsId} onChange={onChange} />}
        </Card.Body>
      )}
    </Card>
  );
}
