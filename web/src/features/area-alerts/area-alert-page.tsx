import type { AreaAlertCreated, CreateAreaAlertBody, GeocodeResult } from '@mitmachkarte/contract';
import { ALERT_FREQUENCIES, flattenCategories, MAX_ALERT_CATEGORIES, type Layer } from '@mitmachkarte/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { AddressSearch } from '../../components/address-search';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/area-alerts';
import { useT } from '../../i18n/runtime';
import { apiPost } from '../../lib/api-client';
import { layersQueryOptions, workspaceQueryOptions } from '../../lib/gis';
import { projectPagePath } from '../../lib/project-links';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The radii offered (metres), from the smallest to the largest the server takes. */
const RADII = [100, 250, 500, 1000, 2000, 5000] as const;

/** The categories of the project's public maps, once each by name, labelled with their path
 *  („Gewässer › Schaum“); at most as many as an alert takes. */
function categoriesOf(layers: readonly Layer[]): { name: string; label: string }[] {
  const seen = new Map<string, string>();
  for (const layer of layers.filter((l) => l.Public)) {
    // A parent comes before its children, so its label is known when they are named.
    const labels = new Map<string, string>();
    for (const { category, path } of flattenCategories(layer.Schema.Categories ?? [])) {
      labels.set(category.Name, category.Label || category.Name);
      if (!seen.has(category.Name)) seen.set(category.Name, [...path, category.Name].map((n) => labels.get(n) ?? n).join(' › '));
    }
  }
  return [...seen].slice(0, MAX_ALERT_CATEGORIES).map(([name, label]) => ({ name, label }));
}

/** „Benachrichtigung für ein Gebiet“ (docs/product.md §24.2), `/#/projekt/<id>/benachrichtigen`:
 *  a radius around an address found by the address search (the keyboard's way to an area), the
 *  categories of the project's public maps (none chosen: all), how often, and without an account the e-mail address that confirms it. The server answers in
 *  German what happens next (set up, or „Bitte bestätigen …“). */
export function AreaAlertPage() {
  const t = useT('areaAlerts', de.areaAlerts);
  const tc = useT('common', de.common);
  useDocumentTitle(t('title'));
  const id = useParams().id ?? '';
  const ids = useId();
  const session = useSession();
  const workspace = useQuery({ ...workspaceQueryOptions(id), meta: { silent: true } });
  const layers = useQuery({ ...layersQueryOptions(id), meta: { silent: true } });
  const categories = categoriesOf(layers.data ?? []);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [centre, setCentre] = useState<GeocodeResult>();
  const [radius, setRadius] = useState<number>(500);
  const [frequency, setFrequency] = useState<CreateAreaAlertBody['Frequency']>('sofort');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const create = useMutation({ mutationFn: (body: CreateAreaAlertBody) => apiPost<AreaAlertCreated>('/area-alerts', body) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!centre) {
      setMissing(true);
      return;
    }
    create.mutate({
      Area: { Kind: 'Kreis', Latitude: centre.Lat, Longitude: centre.Lng, Radius: radius }, Projects: [id], Frequency: frequency,
      ...(chosen.length > 0 ? { Categories: [...chosen] } : {}),
      ...(session.loggedIn ? {} : { Email: email.trim() }),
    });
  };

  if (workspace.isPending) return <Container className="py-4"><p role="status">{tc('loading')}</p></Container>;
  if (!workspace.data || !workspace.data.Public) {
    return (
      <Container className="py-4" style={{ maxWidth: 720 }}>
        <h1 className="h3">{t('title')}</h1>
        <Alert variant="warning">{t('notFound')}</Alert>
        <Link to="/projekte">{t('toProjects')}</Link>
      </Container>
    );
  }
  const back = <Link to={projectPagePath(id)}>{t('backToProject')}</Link>;
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{t('title')}</h1>
      <p>{t('intro', { project: workspace.data.Name })}</p>
      <div role="status">{create.data && <Alert variant="success">{create.data.Message}</Alert>}</div>
      {create.data ? <p>{back}</p> : (
        <Form onSubmit={submit} noValidate>
          <fieldset className="mb-3">
            <legend className="h5">{t('whereTitle')}</legend>
            <p className="small mb-2">{t('whereHint')}</p>
            <AddressSearch onFound={(place) => { setCentre(place); setMissing(false); }} chosenText={(label) => t('centre', { label })} />
            {!centre && <p className="mb-2">{t('noCentre')}</p>}
            {missing && <p className="text-danger" role="alert">{t('chooseCentre')}</p>}
            <Form.Label htmlFor={`${ids}-radius`}>{t('radius')}</Form.Label>
            <Form.Select id={`${ids}-radius`} value={radius} onChange={(e) => setRadius(Number(e.currentTarget.value))} style={{ maxWidth: 200 }}>
              {RADII.map((r) => <option key={r} value={r}>{r < 1000 ? t('metres', { n: r }) : t('kilometres', { n: r / 1000 })}</option>)}
            </Form.Select>
          </fieldset>
          {categories.length > 0 && (
            <fieldset className="mb-3" aria-describedby={`${ids}-what-hint`}>
              <legend className="h5">{t('whatTitle')}</legend>
              <p className="small mb-2" id={`${ids}-what-hint`}>{t('whatHint')}</p>
              {categories.map((c, i) => (
                <Form.Check key={c.name} type="checkbox" id={`${ids}-category-${i}`} label={c.label} checked={chosen.includes(c.name)}
                  onChange={(e) => { const on = e.currentTarget.checked; setChosen((now) => (on ? [...now, c.name] : now.filter((n) => n !== c.name))); }} />
              ))}
            </fieldset>
          )}
          <fieldset className="mb-3">
            <legend className="h5">{t('howOftenTitle')}</legend>
            {ALERT_FREQUENCIES.map((f) => (
              <Form.Check key={f} type="radio" id={`${ids}-${f}`} name={`${ids}-frequency`} label={t(f)} checked={frequency === f} onChange={() => setFrequency(f)} />
            ))}
          </fieldset>
          {session.loggedIn ? <p className="small">{t('accountHint')}</p> : (
            <Form.Group className="mb-3" controlId={`${ids}-email`}>
              <Form.Label>{t('email')}</Form.Label>
              <Form.Control type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.currentTarget.value)} aria-describedby={`${ids}-email-hint`} />
              <Form.Text id={`${ids}-email-hint`}>{t('emailHint')}</Form.Text>
            </Form.Group>
          )}
          {create.isError && <Alert variant="warning">{failureText(t('failed'), create.error)}</Alert>}
          <div className="d-flex flex-wrap gap-3 align-items-center">
            <Button type="submit" disabled={create.isPending}>{create.isPending ? t('submitting') : t('submit')}</Button>
            {back}
          </div>
        </Form>
      )}
    </Container>
  );
}
