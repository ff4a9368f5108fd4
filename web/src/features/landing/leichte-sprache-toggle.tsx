import { Button, type ButtonProps } from 'react-bootstrap';
import * as de from '../../i18n/de/content-languages';
import { useT } from '../../i18n/runtime';
import { useLeichteSprache } from '../../lib/leichte-sprache/mode';

/** The switch „Texte in Leichter Sprache“ (docs/product.md §23.2): a toggle button (aria-pressed)
 *  that shows the pages' texts in Leichte Sprache where the organisation wrote them, kept in the
 *  browser. */
export function LeichteSpracheToggle({ variant = 'outline-primary', className }: { variant?: ButtonProps['variant']; className?: string }) {
  const t = useT('contentLanguages', de.contentLanguages);
  const [on, set] = useLeichteSprache();
  return (
    <Button variant={variant} size="sm" className={className} active={on} aria-pressed={on} onClick={() => set(!on)}>
      {on && <span aria-hidden="true">✓ </span>}{t('toggle')}
    </Button>
  );
}
