import { Button, type ButtonProps } from 'react-bootstrap';
import * as de from '../../../i18n/de/edit-entry';

/** „Bearbeiten“ of one entry (docs/product.md §16.5), named „Eintrag „<name>“ bearbeiten“ for screen
 *  readers, so that the buttons of several entries in the list stay apart. Shown by the caller
 *  only where the server answers Point.CanChange. */
export function EditPointButton({ name, onEdit, variant = 'outline-primary' }: { name: string; onEdit: () => void; variant?: ButtonProps['variant'] }) {
  return (
    <Button size="sm" variant={variant} aria-label={de.editEntry.label(name)} onClick={onEdit}>
      {de.editEntry.button}
    </Button>
  );
}
