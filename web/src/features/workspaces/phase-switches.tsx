import type { Layer, LayerPhaseSwitch, Phase } from '@mitmachkarte/contract';
import { Form, Table } from 'react-bootstrap';
import * as de from '../../i18n/de/projects';
import { useT } from '../../i18n/runtime';

/** The four switches of a phase per map (docs/product.md §25.4), in the order of the table's columns. */
const ACTS = ['View', 'Contribute', 'Comment', 'Vote'] as const;
type Act = (typeof ACTS)[number];
const WORD = { View: 'phaseView', Contribute: 'phaseContribute', Comment: 'phaseComment', Vote: 'phaseVote' } as const;

/** The switch of `layerId` in `phase`: what it stores, or everything allowed where it stores none. */
export const switchOf = (phase: Pick<Phase, 'Switches'>, layerId: string): LayerPhaseSwitch =>
  phase.Switches?.find((s) => s.Target === 'layer' && s.ID === layerId)
  ?? { Target: 'layer', ID: layerId, View: true, Contribute: true, Comment: true, Vote: true };

/** `phase`'s switches with `act` of `layerId` set to `on`; a map with everything allowed is left
 *  out, so that a phase without restrictions stores none. */
export function withSwitch(phase: Pick<Phase, 'Switches'>, layerId: string, act: Act, on: boolean): LayerPhaseSwitch[] {
  const changed = { ...switchOf(phase, layerId), [act]: on };
  const others = (phase.Switches ?? []).filter((s) => !(s.Target === 'layer' && s.ID === layerId));
  return ACTS.every((a) => changed[a]) ? others : [...others, changed];
}

/** „Was ist in dieser Phase möglich?“: a table of the project's maps × Ansehen, Beitragen,
 *  Kommentieren, Abstimmen, one labelled checkbox each (WCAG 2.1 1.3.1, 4.1.2). The server applies
 *  them at the phase's start and end; the project's team is not bound by them. */
export function PhaseSwitches({ phase, layers, idPrefix, onChange }: {
  phase: Phase; layers: readonly Pick<Layer, 'ID' | 'Name'>[]; idPrefix: string; onChange: (switches: LayerPhaseSwitch[]) => void;
}) {
  const t = useT('projects', de.projects);
  if (layers.length === 0) return <p className="small text-body-secondary mb-0">{t('phaseNoMaps')}</p>;
  // The title stands above the table, not as its caption: on a phone the table scrolls sideways
  // (Bootstrap's table-responsive), and a caption would scroll and be cut with it.
  return (
    <>
      <p className="small mb-1" id={`${idPrefix}-switches`}>{t('phaseSwitchesCaption', { title: phase.Title || t('phaseUnnamed') })}</p>
      <Table size="sm" className="phase-switches small mb-0" responsive aria-labelledby={`${idPrefix}-switches`}>
        <thead>
          <tr>
            <th scope="col">{t('phaseMap')}</th>
            {ACTS.map((act) => <th scope="col" key={act} className="text-center">{t(WORD[act])}</th>)}
          </tr>
        </thead>
        <tbody>
          {layers.map((layer) => {
            const s = switchOf(phase, layer.ID);
            return (
              <tr key={layer.ID}>
                <th scope="row" className="fw-normal">{layer.Name}</th>
                {ACTS.map((act) => (
                  <td key={act} className="text-center">
                    <Form.Check id={`${idPrefix}-${layer.ID}-${act}`} className="d-inline-block" aria-label={t('phaseSwitchLabel', { what: t(WORD[act]), map: layer.Name })}
                      checked={s[act]} onChange={(e) => onChange(withSwitch(phase, layer.ID, act, e.target.checked))} />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </>
  );
}
