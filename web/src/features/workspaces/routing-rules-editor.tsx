import { flattenCategories, ROUTING_AREA_MAX_POSITIONS, routingAreaFromGeoJson, type Departments, type Layer, type RoutingArea, type RoutingRule } from '@mitmachkarte/contract';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/responsibility';
import { useT } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';
import { showAlert } from '../../lib/alerts';
import { useRoutingRules, useSaveRoutingRules } from '../../lib/responsibility';

/** How many positions an area has (for its summary). */
const positionsOf = (area: RoutingArea) =>
  (area.type === 'Polygon' ? [area.coordinates] : area.coordinates).reduce((n, rings) => n + rings.reduce((m, r) => m + r.length, 0), 0);

/** „Regeln für neue Einträge“ (docs/product.md §16.10): an ordered list of rules, each with map,
 *  category (from the map's questionnaire), area (a GeoJSON file or pasted text), department and
 *  person; up, down, remove, add, and „Regeln speichern“. The server checks every rule again. */
export function RoutingRulesEditor({ workspaceId, layers, departments }: {
  workspaceId: string; layers: readonly Pick<Layer, 'ID' | 'Name' | 'Schema'>[]; departments: Departments;
}) {
  const t = useT('responsibility', de.responsibility);
  const tc = useT('common', de.common);
  const rules = useRoutingRules(workspaceId);
  return (
    <Card as="section" className="mb-4" aria-labelledby="routing-rules-title">
      <Card.Header><h2 id="routing-rules-title" className="h5 mb-0">{t('rules')}</h2></Card.Header>
      {rules.data ? <RulesForm workspaceId={workspaceId} stored={rules.data.Rules} layers={layers} departments={departments} />
        : <Card.Body><p className="mb-0">{rules.isError ? t('loadFailed') : tc('loading')}</p></Card.Body>}
    </Card>
  );
}

type Draft = RoutingRule & { key: number; areaError?: string };

function RulesForm({ workspaceId, stored, layers, departments }: {
  workspaceId: string; stored: RoutingRule[]; layers: readonly Pick<Layer, 'ID' | 'Name' | 'Schema'>[]; departments: Departments;
}) {
  const t = useT('responsibility', de.responsibility);
  const format = useFormat();
  const id = useId();
  const save = useSaveRoutingRules(workspaceId);
  const [drafts, setDrafts] = useState<Draft[]>(() => stored.map((r, i) => ({ ...r, key: i })));
  const [next, setNext] = useState(stored.length);
  const [error, setError] = useState('');
  const change = (key: number, patch: Partial<Draft>) => setDrafts((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (index: number, by: number) => setDrafts((all) => {
    const copy = [...all];
    const [rule] = copy.splice(index, 1);
    copy.splice(index + by, 0, rule!);
    return copy;
  });
  const setArea = (key: number, text: string) => {
    if (text.trim() === '') return change(key, { Area: null, areaError: undefined });
    const parsed = routingAreaFromGeoJson(text);
    change(key, 'area' in parsed ? { Area: parsed.area, areaError: undefined }
      : { areaError: t(`geojson_${parsed.error}`, { max: format.number(ROUTING_AREA_MAX_POSITIONS) }) });
  };
  const onFile = (key: number) => async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) setArea(key, await file.text());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    if (drafts.some((r) => r.Department === null && r.User === null)) return setError(t('needsTarget'));
    setError('');
    save.mutate({ Rules: drafts.map(({ Layer, Category, Area, Department, User }) => ({ Layer, Category, Area, Department, User })) }, {
      onSuccess: () => showAlert('success', t('rulesSaved')),
      onError: (err) => showAlert('warning', failureText(t('rulesFailed'), err)),
    });
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('rules')}>
      <Card.Body>
        <p className="small text-body-secondary">{t('rulesIntro')}</p>
        {drafts.length === 0 && <p>{t('noRules')}</p>}
        <ol className="list-unstyled">
          {drafts.map((r, i) => {
            const layer = layers.find((l) => l.ID === r.Layer);
            const categories = layer ? flattenCategories(layer.Schema.Categories) : [];
            const f = `${id}-${r.key}`;
            return (
              <li key={r.key} className="border rounded p-2 mb-3">
                <fieldset>
                  <legend className="fs-6 fw-semibold">{t('rule', { n: i + 1 })}</legend>
                  <Form.Group controlId={`${f}-layer`} className="mb-2">
                    <Form.Label>{t('ruleMap')}</Form.Label>
                    <Form.Select value={r.Layer ?? ''} onChange={(e) => change(r.key, { Layer: e.target.value || null, Category: null })}>
                      <option value="">{t('anyMap')}</option>
                      {layers.map((l) => <option key={l.ID} value={l.ID}>{l.Name}</option>)}
                    </Form.Select>
                  </Form.Group>
                  {layer && categories.length > 0 && (
                    <Form.Group controlId={`${f}-category`} className="mb-2">
                      <Form.Label>{t('ruleCategory')}</Form.Label>
                      <Form.Select value={r.Category ?? ''} onChange={(e) => change(r.key, { Category: e.target.value || null })}>
                        <option value="">{t('anyCategory')}</option>
                        {categories.map(({ category, path }) => (
                          <option key={category.Name} value={category.Name}>{[...path.map(() => '–'), category.Label || category.Name].join(' ')}</option>
                        ))}
                      </Form.Select>
                    </Form.Group>
                  )}
                  <Form.Group controlId={`${f}-area`} className="mb-2">
                    <Form.Label>{t('ruleArea')}: {r.Area ? t('areaSet', { n: positionsOf(r.Area) }) : t('areaNone')}</Form.Label>
                    <Form.Control as="textarea" rows={2} placeholder={t('areaPaste')} aria-label={`${t('areaPaste')} (${t('rule', { n: i + 1 })})`}
                      isInvalid={!!r.areaError} onBlur={(e) => setArea(r.key, e.target.value)} />
                    <Form.Control.Feedback type="invalid">{r.areaError}</Form.Control.Feedback>
                  </Form.Group>
                  <Form.Group controlId={`${f}-file`} className="mb-2">
                    <Form.Label>{t('areaFile')}</Form.Label>
                    <Form.Control type="file" accept=".geojson,.json" onChange={onFile(r.key)} />
                  </Form.Group>
                  {r.Area && <Button variant="link" size="sm" className="px-0 mb-2" onClick={() => change(r.key, { Area: null })}>{t('areaRemove')}</Button>}
                  <Form.Group controlId={`${f}-department`} className="mb-2">
                    <Form.Label>{t('ruleDepartment')}</Form.Label>
                    <Form.Select value={r.Department ?? ''} onChange={(e) => change(r.key, { Department: e.target.value || null })}>
                      <option value="">{t('nobody')}</option>
                      {departments.Departments.map((d) => <option key={d.ID} value={d.ID}>{d.Name}</option>)}
                    </Form.Select>
                  </Form.Group>
                  <Form.Group controlId={`${f}-person`} className="mb-2">
                    <Form.Label>{t('rulePerson')}</Form.Label>
                    <Form.Select value={r.User ?? ''} onChange={(e) => change(r.key, { User: e.target.value || null })}>
                      <option value="">{t('nobody')}</option>
                      {departments.Team.map((p) => <option key={p.ID} value={p.ID}>{p.Name}</option>)}
                    </Form.Select>
                  </Form.Group>
                  <div className="d-flex flex-wrap gap-2">
                    <Button variant="outline-secondary" size="sm" disabled={i === 0} onClick={() => move(i, -1)}>{t('up', { n: i + 1 })}</Button>
                    <Button variant="outline-secondary" size="sm" disabled={i === drafts.length - 1} onClick={() => move(i, 1)}>{t('down', { n: i + 1 })}</Button>
                    <Button variant="outline-danger" size="sm" onClick={() => setDrafts((all) => all.filter((x) => x.key !== r.key))}>{t('removeRule', { n: i + 1 })}</Button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <Button variant="outline-secondary" onClick={() => { setDrafts((all) => [...all, { key: next, Layer: null, Category: null, Area: null, Department: null, User: null }]); setNext(next + 1); }}>
          {t('addRule')}
        </Button>
        {error && <p role="alert" className="text-danger mt-2 mb-0">{error}</p>}
      </Card.Body>
      <Card.Footer>
        <Button type="submit" disabled={save.isPending}>{save.isPending ? t('saving') : t('saveRules')}</Button>
      </Card.Footer>
    </Form>
  );
}
