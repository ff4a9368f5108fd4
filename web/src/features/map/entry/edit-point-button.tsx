import * as de from '../../../i18n/de/edit-entry';

/** „Bearbeiten“ of one entry (docs/product.md §16.5), named „Eintrag „<name>“ bearbeiten“ for screen
 *  readers, so that the buttons of several entries in the list stay apart. Shown by the caller
 *  only where the server answers Point.CanChange. `light`: drawn light, on a selected entry of the list. */
export function EditPointButton({ name, onEdit, light = false }: { name: string; onEdit: () => void; light?: boolean }) {
  return (
    <button type="button" className={`btn btn-sm ${light ? 'btn-light' : 'btn-outline-primary'}`} aria-label={de.editEntry.label(name)} onClick={onEdit}>
      {de.editEntry.button}
    </button>
  );
}
