import { PERMISSIONS } from '@mitmachkarte/contract';
import { Button, ButtonGroup, Card, Form } from 'react-bootstrap';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon, XIcon } from '../../components/icons';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { LinkFields } from './link-fields';
import { newChild, type ChildDraft, type EntryDraft } from './org-draft';

type MenuEntryEditorProps = {
  entry: EntryDraft;
  index: number;
  count: number;
  onChange: (entry: EntryDraft) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
};

/** One menu entry of the organisation editor (docs/product.md §2, §3.4 Menu item, §4 menu children): link
 *  fields, the permissions that may see it, its read-only Id, optional children; move up/down
 *  and delete. */
export function MenuEntryEditor({ entry, index, count, onChange, onMove, onRemove }: MenuEntryEditorProps) {
  const t = useT('adminOrganisations', de.adminOrganisations);
  const n = index + 1;
  const what = t('entry', { n });
  const id = `menu-${entry.uid}`;
  const change = (c: Partial<EntryDraft>) => onChange({ ...entry, ...c });
  const permissionNames = [...new Set<string>([...PERMISSIONS, ...entry.Permissions])];
  const togglePermission = (name: string, on: boolean) =>
    change({ Permissions: on ? [...entry.Permissions, name] : entry.Permissions.filter((p) => p !== name) });
  const children = entry.Children;
  const changeChild = (child: ChildDraft, c: Partial<ChildDraft>) =>
    change({ Children: children?.map((x) => (x.uid === child.uid ? { ...x, ...c } : x)) });

  return (
    <Card as="li" className="mb-3 menu-entry" data-entry={entry.uid} aria-labelledby={`${id}-title`}>
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h4 id={`${id}-title`} className="h6 mb-0 me-auto">{entry.Display ? t('entryNamed', { n, display: entry.Display }) : what}</h4>
        <ButtonGroup size="sm">
          <Button variant="outline-secondary" data-action="up" disabled={index === 0} onClick={() => onMove(-1)}
            aria-label={t('moveUpLabel', { what })} title={t('moveUp')}>
            <ArrowUpIcon />
          </Button>
          <Button variant="outline-secondary" data-action="down" disabled={index === count - 1} onClick={() => onMove(1)}
            aria-label={t('moveDownLabel', { what })} title={t('moveDown')}>
            <ArrowDownIcon />
          </Button>
          <Button variant="outline-danger" onClick={onRemove} aria-label={t('removeEntryLabel', { what })} title={t('removeEntry')}>
            <TrashIcon />
          </Button>
        </ButtonGroup>
      </Card.Header>
      <Card.Body>
        <LinkFields id={id} what={what} value={entry} onChange={change} />
        <fieldset className="mt-3">
          <legend className="small fw-semibold mb-1">{t('permissions')}</legend>
          {permissionNames.map((p) => (
            <Form.Check key={p} inline type="checkbox" id={`${id}-perm-${p}`} label={p} checked={entry.Permissions.includes(p)}
              onChange={(e) => togglePermission(p, e.target.checked)} />
          ))}
          <Form.Text className="d-block">{t('permissionsHint')}</Form.Text>
        </fieldset>
        <p className="small text-body-secondary mt-2 mb-0">
          {t('id')}: {entry.Id ? <code>{entry.Id}</code> : <em>{t('idPending')}</em>}
        </p>
        <section className="mt-3 menu-children" aria-labelledby={`${id}-children-title`}>
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <h5 id={`${id}-children-title`} className="small fw-semibold mb-0 me-auto">{t('children')}</h5>
            {children === undefined ? (
              <Button size="sm" variant="outline-primary" onClick={() => change({ Children: [] })}>{t('addChildren')}</Button>
            ) : (
              <>
                <Button size="sm" variant="outline-primary" onClick={() => change({ Children: [...children, newChild()] })}>
                  <PlusIcon /> {t('addChild')}
                </Button>
                <Button size="sm" variant="outline-danger" onClick={() => change({ Children: undefined })}>{t('removeChildren')}</Button>
              </>
            )}
          </div>
          {children?.length === 0 && <p className="small text-body-secondary mb-0">{t('childrenEmpty')}</p>}
          {children && children.length > 0 && (
            <ol className="list-unstyled mb-0">
              {children.map((child, i) => {
                const childWhat = t('child', { n, m: i + 1 });
                return (
                  <li key={child.uid} className="menu-child" aria-label={childWhat}>
                    <div className="d-flex align-items-center mb-1">
                      <span className="small fw-semibold me-auto">{childWhat}</span>
                      <Button size="sm" variant="outline-danger" onClick={() => change({ Children: children.filter((c) => c.uid !== child.uid) })}
                        aria-label={t('removeChildLabel', { what: childWhat })} title={t('removeChild')}>
                        <XIcon />
                      </Button>
                    </div>
                    <LinkFields id={`${id}-child-${child.uid}`} what={childWhat} value={child} onChange={(c) => changeChild(child, c)} />
                  </li>
                );
              })}
            </ol>
          )}
        </section>
      </Card.Body>
    </Card>
  );
}
