import type { Layer, LayerPhaseSwitch, Phase, PhaseSwitch, SurveyForm, SurveyPhaseSwitch } from '@mitmachkarte/contract';
import { Form, Table } from 'react-bootstrap';
import * as de from '../../i18n/de/projects';
import { useT } from '../../i18n/runtime';

/** The four switches of a phase per map (docs/product.md §25.4), in the order of the table's columns. */
const ACTS = ['View', 'Contribute', 'Comment', 'Vote'] as const;
type Act = (typeof ACTS)[number];
const WORD = { View: 'phaseView', Contribute: 'phaseContribute', Comment: 'phaseComment', Vote: 'phaseVote' } as const;

/** The switch of `layerId` in `phase`: what it stores, or everything allowed where it stores none. */
export const switchOf = (phase: Pick<Phase, 'Switches'>, layerId: string): LayerPhaseSwitch =>
  phase.Switches?.find((s): s is LayerPhaseSwitch => s.Target === 'layer' && s.ID === layerId)
  ?? { Target: 'layer', ID: layerId, View: true, Contribute: true, Comment: true, Vote: true };

/** `phase`'s switches with `act` of `layerId` set to `on`; a map with everything allowed is left
 *  out, so that a phase without restrictions stores none. */
export function withSwitch(phase: Pick<Phase, 'Switches'>, layerId: string, act: Act, on: boolean): PhaseSwitch[] {
  const changed = { ...switchOf(phase, layerId), [act]: on };
  const others = (phase.Switches ?? []).filter((s) => !(s.Target === 'layer' && s.ID === layerId));
  return ACTS.every((a) => changed[a]) ? others : [...others, changed];
}

/** The two switches of a phase per survey (docs/product.md §25.4), in the order of the columns. */
const SURVEY_ACTS = ['View', 'Answer'] as const;
type SurveyAct = (typeof SURVEY_ACTS)[number];
const SURVEY_WORD = { View: 'phaseView', Answer: 'phaseAnswer' } as const;

/** The switch of the survey `surveyId` in `phase`: what it stores, or everything allowed. */
export const surveySwitchOf = (phase: Pick<Phase, 'Switches'>, surveyId: string): SurveyPhaseSwitch =>
  phase.Switches?.find((s): s is SurveyPhaseSwitch => s.Target === 'survey' && s.ID === surveyId)
  ?? { Target: 'survey', ID: surveyId, View: true, Answer: true };

/** `phase`'s switches with `act` of the survey `surveyId` set to `on`; a survey with everything
 *  allowed is left out, as a map is. */
export function withSurveySwitch(phase: Pick<Phase, 'Switches'>, surveyId: string, act: SurveyAct, on: boolean): PhaseSwitch[] {
  const changed = { ...surveySwitchOf(phase, surveyId), [act]: on };
  const others = (phase.Switches ?? []).filter((s) => !(s.Target === 'survey' && s.ID === surveyId));
  return SURVEY_ACTS.every((a) => changed[a]) ? others : [...others, changed];
}

/** „Was ist in dieser Phase möglich?“: a table of the project's maps × Ansehen, Beitragen,
 *  Kommentieren, Abstimmen, and one of its surveys × Ansehen, Antworten, one labelled checkbox
 *  each (WCAG 2.1 1.3.1, 4.1.2). The server applies them at the phase's start and end; the
 *  project's team is not bound by them. */
export function PhaseSwitches({ phase, layers, surveys = [], idPrefix, onChange }: {
  phase: Phase; layers: readonly Pick<Layer, 'ID' | 'Name'>[]; surveys?: readonly Pick<SurveyForm, 'Id' | 'Title'>[]; idPrefix: string;
  onChange: (switches: PhaseSwitch[]) => void;
}) {
  const t = useT('projects', de.projects);
  if (layers.length === 0 && surveys.length === 0) return <p className="small text-body-secondary mb-0">{t('phaseNoMaps')}</p>;
  // The title stands above the tables, not as their caption: on a phone a table scrolls sideways
  // (Bootstrap's table-responsive), and a caption would scroll and be cut with it.
  return (
    <>
      <p className="small mb-1" id={`${idPrefix}-switches`}>{t('phaseSwitchesCaption', { title: phase.Title || t('phaseUnnamed') })}</p>
      {layers.length > 0 && (
        <SwitchTable labelledBy={`${idPrefix}-switches`} idPrefix={idPrefix} head={t('phaseMap')} acts={ACTS} word={(act) => t(WORD[act])}
          rows={layers.map((l) => ({ id: l.ID, name: l.Name }))} value={(id) => switchOf(phase, id)}
          label={(act, map) => t('phaseSwitchLabel', { what: t(WORD[act]), map })} onChange={(id, act, on) => onChange(withSwitch(phase, id, act, on))} />
      )}
      {surveys.length > 0 && (<>
        <p className="small fw-semibold mb-1 mt-2" id={`${idPrefix}-surveys`}>{t('phaseSurveys')}</p>
        <SwitchTable labelledBy={`${idPrefix}-surveys ${idPrefix}-switches`} idPrefix={idPrefix} head={t('phaseSurvey')} acts={SURVEY_ACTS} word={(act) => t(SURVEY_WORD[act])}
          rows={surveys.map((x) => ({ id: x.Id, name: x.Title }))} value={(id) => surveySwitchOf(phase, id)}
          label={(act, survey) => t('phaseSurveySwitchLabel', { what: t(SURVEY_WORD[act]), survey })} onChange={(id, act, on) => onChange(withSurveySwitch(phase, id, act, on))} />
      </>)}
    </>
  );
}

/** One table of switches: a row per map or survey (its name as the row's header), a column per
 *  act, a checkbox in each cell labelled by `label` (e.g. „Beitragen in der Karte „Radwege““). */
function SwitchTable<A extends string>({ labelledBy, idPrefix, head, acts, word, rows, value, label, onChange }: {
  labelledBy: string; idPrefix: string; head: string; acts: readonly A[]; word: (act: A) => string;
  rows: readonly { id: string; name: string }[]; value: (id: string) => Record<A, boolean>;
  label: (act: A, name: string) => string; onChange: (id: string, act: A, on: boolean) => void;
}) {
  return (
    <Table size="sm" className="phase-switches small mb-0" responsive aria-labelledby={labelledBy}>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          {acts.map((act) => <th scope="col" key={act} className="text-center">{word(act)}</th>)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const s = value(row.id);
          return (
            <tr key={row.id}>
              <th scope="row" className="fw-normal">{row.name}</th>
              {acts.map((act) => (
                <td key={act} className="text-center">
                  <Form.Check id={`${idPrefix}-${row.id}-${act}`} className="d-inline-block" aria-label={label(act, row.name)}
                    checked={s[act]} onChange={(e) => onChange(row.id, act, e.target.checked)} />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
