import { useState } from 'react';
import { categoryColourAt } from '@mitmachkarte/contract';
import { Button, ButtonGroup, Card, Col, Form, Row } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, ChevronRightIcon, PlusIcon, TrashIcon } from '../icons';
import { useFocusAfter } from '../use-focus-after';
import {
  addChildCategory, addTopCategory, allNodes, moveCategory, nodeAt, rekeyCategory, relabelCategory, removeCategory, updateCategory,
  type CategoryDraft, type TreePath,
} from './category-draft';
import { IconField, iconUrl } from './icon-field';
import { ColourField } from './colour-field';
import '../schema-editor/schema-editor.css';

type CategoryEditorProps = {
  categories: readonly CategoryDraft[];
  /** Problems of the tree (duplicate names, depth), shown above it. */
  problems: readonly string[];
  onChange: (categories: CategoryDraft[]) => void;
};

const nodeId = (node: CategoryDraft) => `cat-${node.uid}`;

/** The category editor (docs/product.md §2, §3.12 Category, §4, §17.5): the nested tree, each category with
 *  its Bezeichnung (label), Symbol (icon), children and, under „Erweitert“, its key, which a new
 *  category derives from its label; move up/down among its siblings, delete, add a child;
 *  'Kategorie hinzufügen' adds one at the top level. */
export function CategoryEditor({ categories, problems, onChange }: CategoryEditorProps) {
  const t = useT('categoryEditor', de.categoryEditor);
  const focusAfter = useFocusAfter();
  const [openUids, setOpenUids] = useState<ReadonlySet<string>>(new Set());
  const opened = (...uids: string[]) => setOpenUids((open) => new Set([...open, ...uids]));
  // A category without key opens (state adjusted while rendering, as in the schema editor).
  const keyless = allNodes(categories).filter((c) => c.Name.trim() === '' && !openUids.has(c.uid));
  if (keyless.length > 0) setOpenUids(new Set([...openUids, ...keyless.map((c) => c.uid)]));

  const actions: NodeActions = {
    isOpen: (node) => openUids.has(node.uid),
    toggle: (node) => setOpenUids((open) => {
      const next = new Set(open);
      if (!next.delete(node.uid)) next.add(node.uid);
      return next;
    }),
    update: (path, patch) => onChange(updateCategory(categories, path, patch)),
    relabel: (path, label) => onChange(relabelCategory(categories, path, label)),
    rekey: (path, key) => onChange(rekeyCategory(categories, path, key)),
    move: (path, delta) => {
      const node = nodeAt(categories, path)!;
      onChange(moveCategory(categories, path, delta));
      const [same, other] = delta < 0 ? ['up', 'down'] : ['down', 'up'];
      focusAfter(`${nodeId(node)}-${same}`, `${nodeId(node)}-${other}`);
    },
    remove: (path) => {
      onChange(removeCategory(categories, path));
      focusAfter('category-add');
    },
    addChild: (path) => {
      const next = addChildCategory(categories, path);
      onChange(next);
      const child = nodeAt(next, path)?.Children?.at(-1);
      if (child) {
        opened(child.uid);
        focusAfter(`${nodeId(child)}-label`);
      }
    },
  };

  const addTop = () => {
    const next = addTopCategory(categories);
    onChange(next);
    opened(next.at(-1)!.uid);
    focusAfter(`${nodeId(next.at(-1)!)}-label`);
  };

  return (
    <div className="category-editor">
      {problems.length > 0 && (
        <div className="text-danger small mb-2" role="status">
          <p className="mb-1 fw-semibold">{t('problems')}</p>
          <ul className="ps-3 mb-0">{problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      )}
      {categories.length === 0 ? <p className="text-body-secondary">{t('empty')}</p> : (
        <CategoryList nodes={categories} parentPath={[]} label={t('list')} actions={actions} />
      )}
      <Button id="category-add" variant="outline-primary" size="sm" onClick={addTop}>
        <PlusIcon /> {t('add')}
      </Button>
    </div>
  );
}

type NodeActions = {
  isOpen: (node: CategoryDraft) => boolean;
  toggle: (node: CategoryDraft) => void;
  update: (path: TreePath, patch: Partial<Omit<CategoryDraft, 'uid'>>) => void;
  relabel: (path: TreePath, label: string) => void;
  rekey: (path: TreePath, key: string) => void;
  move: (path: TreePath, delta: -1 | 1) => void;
  remove: (path: TreePath) => void;
  addChild: (path: TreePath) => void;
};

function CategoryList({ nodes, parentPath, label, actions }: { nodes: readonly CategoryDraft[]; parentPath: TreePath; label: string; actions: NodeActions }) {
  return (
    <ol className={`list-unstyled mb-2${parentPath.length > 0 ? ' category-children' : ''}`} aria-label={label}>
      {nodes.map((node, i) => (
        <CategoryNode key={node.uid} node={node} path={[...parentPath, i]} count={nodes.length} actions={actions} />
      ))}
    </ol>
  );
}

function CategoryNode({ node, path, count, actions }: { node: CategoryDraft; path: TreePath; count: number; actions: NodeActions }) {
  const t = useT('categoryEditor', de.categoryEditor);
  const id = nodeId(node);
  const index = path.at(-1)!;
  const number = path.map((i) => i + 1).join('.');
  const what = t('node', { path: number });
  const name = node.Label.trim() || node.Name;
  const title = name ? t('nodeNamed', { path: number, name }) : what;
  const open = actions.isOpen(node);
  const children = node.Children ?? [];
  return (
    <Card as="li" className="mb-2 category-node" aria-labelledby={`${id}-title`}>
      <Card.Header className="d-flex align-items-start gap-2 py-2">
        <h4 className="h6 mb-0 editor-item-heading">
          <button type="button" id={`${id}-title`} className="editor-item-toggle" aria-expanded={open}
            aria-controls={open ? `${id}-fields` : undefined} onClick={() => actions.toggle(node)}>
            {open ? <ChevronDownIcon /> : <ChevronRightIcon />}{' '}
            {node.Icon && <img src={iconUrl(node.Icon)} alt="" className="editor-item-icon me-1" />}{title}
          </button>
        </h4>
        <ButtonGroup size="sm">
          <Button variant="outline-primary" onClick={() => actions.addChild(path)} aria-label={t('addChildLabel', { what })} title={t('addChild')}>
            <PlusIcon />
          </Button>
          <Button id={`${id}-up`} variant="outline-secondary" disabled={index === 0} onClick={() => actions.move(path, -1)}
            aria-label={t('moveUpLabel', { what })} title={t('moveUp')}>
            <ArrowUpIcon />
          </Button>
          <Button id={`${id}-down`} variant="outline-secondary" disabled={index === count - 1} onClick={() => actions.move(path, 1)}
            aria-label={t('moveDownLabel', { what })} title={t('moveDown')}>
            <ArrowDownIcon />
          </Button>
          <Button variant="outline-danger" onClick={() => actions.remove(path)} aria-label={t('removeLabel', { what })} title={t('remove')}>
            <TrashIcon />
          </Button>
        </ButtonGroup>
      </Card.Header>
      {(open || children.length > 0) && (
        <Card.Body className="py-2">
          {open && <CategoryFields id={id} node={node} path={path} title={title} actions={actions} />}
          {children.length > 0 && <CategoryList nodes={children} parentPath={path} label={t('children', { what: title })} actions={actions} />}
        </Card.Body>
      )}
    </Card>
  );
}

/** The fields of an open category: Bezeichnung, Symbol, for a top-level one the colour of its
 *  markers, and under „Erweitert“ the key. */
function CategoryFields({ id, node, path, title, actions }: { id: string; node: CategoryDraft; path: TreePath; title: string; actions: NodeActions }) {
  const t = useT('categoryEditor', de.categoryEditor);
  const nameMissing = node.Name.trim() === '';
  return (
    <div id={`${id}-fields`} className="mb-2">
      <Row className="g-2">
        <Col md={6}>
          <Form.Group controlId={`${id}-label`}>
            <Form.Label>{t('label')}</Form.Label>
            <Form.Control value={node.Label} autoComplete="off" onChange={(e) => actions.relabel(path, e.target.value)} />
          </Form.Group>
        </Col>
        <Col md={6}>
          <IconField id={`${id}-icon`} what={title} icon={node.Icon} onChange={(Icon) => actions.update(path, { Icon })} />
        </Col>
        {/* The markers take the colour of the top-level category (map/view/category-markers.ts). */}
        {path.length === 1 && (
          <Col md={6}>
            <ColourField id={`${id}-colour`} what={title} colour={node.Colour} fallback={categoryColourAt([], path[0]!)}
              onChange={(Colour) => actions.update(path, { Colour })} />
          </Col>
        )}
      </Row>
      {/* The key matters to exports and interfaces only; a missing one opens the section. */}
      <details className="mt-2 category-advanced" open={nameMissing || undefined}>
        <summary aria-label={t('advancedOf', { what: title })}>{t('advanced')}</summary>
        <Form.Group controlId={`${id}-name`} className="mt-1">
          <Form.Label>{t('name')}</Form.Label>
          <Form.Control value={node.Name} autoComplete="off" isInvalid={nameMissing} aria-invalid={nameMissing || undefined}
            aria-describedby={[nameMissing && `${id}-name-error`, `${id}-name-hint`].filter(Boolean).join(' ')}
            onChange={(e) => actions.rekey(path, e.target.value)} />
          {nameMissing && <Form.Control.Feedback type="invalid" id={`${id}-name-error`}>{t('nameMissing')}</Form.Control.Feedback>}
          <Form.Text id={`${id}-name-hint`}>{t('nameHint')}</Form.Text>
        </Form.Group>
      </details>
    </div>
  );
}
