import { Form } from 'react-bootstrap';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { useAllLayers, useWorkspaces } from '../../lib/gis';

type ReferenceSelectProps = {
  kind: 'workspace' | 'layer';
  /** The stored id ('' for none). */
  value: string;
  /** The input's id, for a visible label (`htmlFor`) and help text (`describedBy`). */
  id: string;
  describedBy?: string;
  onChange: (id: string) => void;
};

/** The value of a setting that names a workspace or a layer (the settings catalogue's kinds
 *  workspace and layer, docs/product.md §17.3), chosen by name instead of typed as an id: projects by name, maps as
 *  „Karte (Projekt)“. An id that names nothing the administrator can see is kept and shown as
 *  unknown, so that saving does not lose it. */
export function ReferenceSelect({ kind, value, id, describedBy, onChange }: ReferenceSelectProps) {
  const t = useT('adminOrganisations', de.adminOrganisations);
  const workspaces = useWorkspaces().data ?? [];
  const layers = useAllLayers().data ?? [];
  const projectName = (id: string) => workspaces.find((w) => w.ID === id)?.Name ?? '?';
  const options = kind === 'workspace'
    ? workspaces.map((w) => ({ id: w.ID, text: w.Name }))
    : layers.map((l) => ({ id: l.ID, text: `${l.Name} (${projectName(l.Workspace)})` }));
  const known = value === '' || options.some((o) => o.id === value);
  return (
    <Form.Select id={id} value={value} aria-describedby={describedBy} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('referenceNone')}</option>
      {!known && <option value={value}>{t('referenceUnknown', { id: value })}</option>}
      {options.sort((a, b) => a.text.localeCompare(b.text, 'de')).map((o) => <option key={o.id} value={o.id}>{o.text}</option>)}
    </Form.Select>
  );
}
