import * as de from '../../../i18n/de/edit-entry';
import { useT } from '../../../i18n/runtime';

/** „Bearbeiten“ of one entry (docs/product.md §16.5), named „Eintrag „<name>“ bearbeiten“ for screen
 *  readers, so that the buttons of several entries in the list stay apart. Shown by the caller
 *  only where the server answers Point.CanChange. `light`: drawn light, on a selected entry of the list. */
export function EditPointButton({ name, onEdit, light = false }: { name: string; onEdit: () => void; light?: boolean }) {
  const t = useT('editEntry', de.editEntry);
  return (
    <button type="button" className={`btn btn-sm ${light ? 'btn-light' : 'btn-outline-primary'}`} aria-label={t('label', { title: name })} onClick={onEdit}>
      {t('button')}
    </button>
  );
}
