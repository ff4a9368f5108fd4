import type { ReactNode } from 'react';
import { Button, Card } from 'react-bootstrap';
import * as de from '../i18n/de/common';
import { useT } from '../i18n/runtime';

/** The texts of a managed list: its title (heading and list name), the add button, the intro
 *  under the heading, and the lines for a failed load and for an empty list. */
export type ManagedListTexts = { title: string; add: string; intro: ReactNode; loadFailed: string; empty: string };

type Props<T> = {
  /** Prefix of the heading's id (`{id}-title`), unique on the page. */
  id: string;
  texts: ManagedListTexts;
  /** The list as loaded (react-query): `data` undefined while loading or after a failure. */
  list: { data?: readonly T[]; isError: boolean };
  onAdd: () => void;
  itemKey: (item: T) => string;
  /** The content of one `list-group-item`. */
  renderItem: (item: T) => ReactNode;
  /** Below the list inside the card (e.g. a log); modals may go here too. */
  children?: ReactNode;
};

/** A section of the project management that lists things the team adds, changes and removes
 *  (Umfragen §25.2, Webhooks §24.6, Neuigkeiten §25.5): a card with the title as h2 and „…
 *  hinzufügen“ beside it, the intro, then „Wird geladen …“, the failure line, the empty line or the
 *  list (named by the title, for screen readers). */
export function ManagedListSection<T>({ id, texts, list, onAdd, itemKey, renderItem, children }: Props<T>) {
  const tc = useT('common', de.common);
  return (
    <Card as="section" className="mb-4" aria-labelledby={`${id}-title`}>
      <Card.Header className="d-flex flex-wrap gap-2 justify-content-between align-items-center">
        <h2 id={`${id}-title`} className="h5 mb-0">{texts.title}</h2>
        <Button size="sm" onClick={onAdd}>{texts.add}</Button>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{texts.intro}</p>
        {!list.data && <p className="mb-0">{list.isError ? texts.loadFailed : tc('loading')}</p>}
        {list.data?.length === 0 && <p className="mb-0">{texts.empty}</p>}
        {!!list.data?.length && (
          <ul className="list-group mb-3" aria-label={texts.title}>
            {list.data.map((item) => <li key={itemKey(item)} className="list-group-item">{renderItem(item)}</li>)}
          </ul>
        )}
        {children}
      </Card.Body>
    </Card>
  );
}
