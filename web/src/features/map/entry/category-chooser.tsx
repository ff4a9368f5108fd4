import type { Category } from '@mitmachkarte/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import { ChevronRightIcon } from '../../../components/icons';
import * as de from '../../../i18n/de/map';
import { useTownTextOf } from '../../../components/town-text';
import { useT } from '../../../i18n/runtime';
import { API_BASE } from '../../../lib/api-client';

type CategoryChooserProps = {
  show: boolean;
  categories: readonly Category[];
  /** Called with the chosen leaf category. */
  onChoose: (category: Category) => void;
  onClose: () => void;
};

/** Modal 'Kategorie wählen' (docs/product.md §2, §4): the top-level categories as buttons; a category with
 *  children shows them with a back button, a leaf is chosen. `onChoose` is called once the modal
 *  has faded out, so that the record form opened then keeps the focus (the modal would pull it
 *  back while it fades, then hand it to the vanished 'Neuer Eintrag' button). Closing without a
 *  choice gives the focus back to the opener. */
export function CategoryChooser({ show, categories, onChoose, onClose }: CategoryChooserProps) {
  const t = useT('map', de.map);
  const townOf = useTownTextOf();
  const tc = useT('common', de.common);
  const [path, setPath] = useState<Category[]>([]);
  const parent = path[path.length - 1];
  const shown = parent ? parent.Children ?? [] : categories;
  const list = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState(false);
  const [chosen, setChosen] = useState<Category>();

  // After going down or back a level the pressed button is gone: focus the new level's first one.
  useLayoutEffect(() => {
    if (moved) list.current?.querySelector('button')?.focus();
  }, [path, moved]);

  const go = (next: Category[]) => {
    setPath(next);
    setMoved(true);
  };

  const exited = () => {
    setPath([]);
    setMoved(false);
    setChosen(undefined);
    if (chosen) onChoose(chosen);
  };

  const pick = (c: Category) => {
    if (c.Children?.length) go([...path, c]);
    else setChosen(c);
  };

  return (
    <Modal show={show && !chosen} onHide={onClose} onExited={exited} restoreFocus={!chosen} className="map-dialog"
      aria-labelledby="category-chooser-title">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title id="category-chooser-title" as="h2" className="h5">{t('chooseCategory')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {parent && <p className="fw-semibold mb-2" {...townOf(parent, 'Label')}>{parent.Label || parent.Name}</p>}
        <div className="d-grid gap-2" ref={list}>
          {shown.map((c) => (
            <Button key={c.Name} variant="outline-primary" className="map-category-button" onClick={() => pick(c)}>
              {c.Icon && <img src={`${API_BASE}/gis/image/orig/${encodeURIComponent(c.Icon)}`} alt="" width={32} height={32} />}
              <span {...townOf(c, 'Label')}>{c.Label || c.Name}</span>
              {Boolean(c.Children?.length) && (
                <>
                  <span className="visually-hidden"> ({t('hasChildren')})</span>
                  <span className="ms-auto"><ChevronRightIcon /></span>
                </>
              )}
            </Button>
          ))}
        </div>
      </Modal.Body>
      <Modal.Footer>
        {parent && <Button variant="outline-secondary" onClick={() => go(path.slice(0, -1))}>{tc('back')}</Button>}
        <Button variant="secondary" onClick={onClose}>{tc('cancel')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
