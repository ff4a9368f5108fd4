import type { AreaAlertCreated, CreateAreaAlertBody, GeocodeResult } from '@mitmachkarte/contract';
import {
  ALERT_AREA_MAX_KM2, ALERT_FREQUENCIES, ALERT_POLYGON_MAX_VERTICES, ALERT_SPAN_MAX_DEGREES, flattenCategories, MAX_ALERT_CATEGORIES, MAX_ALERT_PROJECTS, type Layer,
} from '@mitmachkarte/contract';
import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { AddressSearch } from '../../components/address-search';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/area-alerts';
import { useT } from '../../i18n/runtime';
import { ApiError, apiPost } from '../../lib/api-client';
import { areaKm2, cornersProblem, formatCorners, parseCorners, roundKm2, type Corner } from '../../lib/draw/corners';
import { layersQueryOptions, useWorkspaces, workspaceQueryOptions } from '../../lib/gis';
import { projectPagePath } from '../../lib/project-links';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormat } from '../../lib/use-format';
import { AlertAreaMap } from './alert-area-map';

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
 *  the area, either „Kreis um einen Ort“ (the centre found by the address search, the keyboard's
 *  way, or tapped on the map; a radius) or „Gebiet zeichnen“ (a polygon drawn on the map with
 *  Leaflet-Geoman, loaded then, or typed as „Ecken als Koordinaten“; checked here against the
 *  contract's limits, the server deciding), shown live on a small map; the project and „Weitere
 *  Projekte“ among the public ones; the categories of the chosen projects' public maps (none
 *  chosen: all), how often, and without an account the e-mail address that confirms it. The
 *  server answers in German what happens next (set up, or „Bitte bestätigen …“). */
export function AreaAlertPage() {
  const t = useT('areaAlerts', de.areaAlerts);
  const tc = useT('common', de.common);
  const format = useFormat();
  useDocumentTitle(t('title'));
  const id = useParams().id ?? '';
  const ids = useId();
  const session = useSession();
  const workspace = useQuery({ ...workspaceQueryOptions(id), meta: { silent: true } });
  const workspaces = useWorkspaces();
  const [extra, setExtra] = useState<readonly string[]>([]);
  const projects = [id, ...extra];
  const layers = useQueries({
    queries: projects.map((p) => ({ ...layersQueryOptions(p), meta: { silent: true } })),
    combine: (results) => results.flatMap((r) => r.data ?? []),
  });
  const categories = categoriesOf(layers);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [kind, setKind] = useState<'Kreis' | 'Polygon'>('Kreis');
  const [centre, setCentre] = useState<{ lat: number; lng: number; label: string }>();
  const [place, setPlace] = useState<GeocodeResult>();
  const [radius, setRadius] = useState<number>(500);
  const [corners, setCorners] = useState<readonly Corner[]>([]);
  const [cornersText, setCornersText] = useState('');
  const [cornersTouched, setCornersTouched] = useState(false);
  const [frequency, setFrequency] = useState<CreateAreaAlertBody['Frequency']>('sofort');
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const create = useMutation({ mutationFn: (body: CreateAreaAlertBody) => apiPost<AreaAlertCreated>('/area-alerts', body) });

  const parsed = parseCorners(cornersText);
  const problem = cornersProblem(corners);
  /** The message at the field „Ecken als Koordinaten“: a line not read, then the limits (fewer
   *  than three corners or none on a line only once the form was sent), then the server's. */
  const cornersError = (() => {
    if ('error' in parsed) return (cornersTouched || missing) ? t(parsed.error === 'line' ? 'cornersLine' : 'cornersRange', { line: parsed.line }) : undefined;
    if (problem === 'tooMany') return t('tooMany', { max: ALERT_POLYGON_MAX_VERTICES });
    if (problem === 'tooWide') return t('tooWide', { max: format.number(ALERT_SPAN_MAX_DEGREES) });
    if (problem === 'tooLarge') return t('tooLarge', { max: format.number(ALERT_AREA_MAX_KM2) });
    if (problem && missing) return t(problem);
    const server = create.error instanceof ApiError ? create.error.errors.find((e) => e.Field.startsWith('Area'))?.Message : undefined;
    return server;
  })();

  const drawn = (next: Corner[]) => {
    setCorners(next);
    setCornersText(formatCorners(next));
    create.reset();
  };
  const typed = (text: string) => {
    setCornersText(text);
    const read = parseCorners(text);
    if (!('error' in read)) setCorners(read.corners);
    create.reset();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (kind === 'Kreis' ? !centre : ('error' in parsed || problem)) {
      setMissing(true);
      return;
    }
    const area: CreateAreaAlertBody['Area'] = kind === 'Kreis'
      ? { Kind: 'Kreis', Latitude: centre!.lat, Longitude: centre!.lng, Radius: radius }
      : { Kind: 'Polygon', Coordinates: corners.map(([lat, lng]) => [lng, lat]) };
    const offered = new Set(categories.map((c) => c.name));
    const categoriesChosen = chosen.filter((c) => offered.has(c));
    create.mutate({
      Area: area, Projects: projects, Frequency: frequency,
      ...(categoriesChosen.length > 0 ? { Categories: categoriesChosen } : {}),
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
  const others = (workspaces.data ?? []).filter((w) => w.Public && w.ID !== id);
  const back = <Link to={projectPagePath(id)}>{t('backToProject')}</Link>;
  const km2 = areaKm2(corners);
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
            <div className="mb-2">
              <Form.Check inline type="radio" id={`${ids}-kreis`} name={`${ids}-kind`} label={t('kindCircle')} checked={kind === 'Kreis'} onChange={() => { setKind('Kreis'); setMissing(false); }} />
              <Form.Check inline type="radio" id={`${ids}-polygon`} name={`${ids}-kind`} label={t('kindPolygon')} checked={kind === 'Polygon'} onChange={() => { setKind('Polygon'); setMissing(false); }} />
            </div>
            <p className="small mb-2" id={`${ids}-map-hint`}>{t(kind === 'Kreis' ? 'circleHint' : 'drawHint')}</p>
            <AddressSearch areas={kind === 'Polygon'} onFound={(found) => {
                setPlace(found);
                if (kind === 'Kreis') { setCentre({ lat: found.Lat, lng: found.Lng, label: found.Label }); setMissing(false); }
              }} />
            {kind === 'Polygon' && place?.Area !== undefined && (
              // A district's boundary, from the address search (docs/product.md §24.2).
              place.Area
                ? <Button variant="outline-primary" size="sm" className="mb-2" onClick={() => { drawn(place.Area!.map(([lng, lat]) => [lat, lng])); setMissing(false); }}>
                    {t('useOutline', { label: place.Label })}
                  </Button>
                : <p className="small mb-2">{t('noOutline', { label: place.Label })}</p>
            )}
            <AlertAreaMap kind={kind} centre={centre} radius={radius} place={place} describedBy={`${ids}-map-hint`}
              onCentre={(lat, lng) => { setCentre({ lat, lng, label: t('mapPoint', { lat: format.number(Math.round(lat * 1e5) / 1e5), lng: format.number(Math.round(lng * 1e5) / 1e5) }) }); setMissing(false); }}
              corners={corners} onCorners={drawn} start={workspace.data.MapView} boundary={workspace.data.Boundary} />
            {kind === 'Kreis' ? (
              <>
                <p className="mb-2" aria-live="polite">{centre ? t('centre', { label: centre.label }) : t('noCentre')}</p>
                {missing && <p className="text-danger" role="alert">{t('chooseCentre')}</p>}
                <Form.Label htmlFor={`${ids}-radius`}>{t('radius')}</Form.Label>
                <Form.Select id={`${ids}-radius`} value={radius} onChange={(e) => setRadius(Number(e.currentTarget.value))} style={{ maxWidth: 200 }}>
                  {RADII.map((r) => <option key={r} value={r}>{r < 1000 ? t('metres', { n: r }) : t('kilometres', { n: r / 1000 })}</option>)}
                </Form.Select>
              </>
            ) : (
              <>
                <p className="mb-2" aria-live="polite">
                  {corners.length >= 3 ? t('areaSize', { km2: format.number(roundKm2(km2)), n: corners.length }) : t('noArea')}
                </p>
                <Form.Group controlId={`${ids}-corners`}>
                  <Form.Label>{t('corners')}</Form.Label>
                  <Form.Control as="textarea" rows={5} value={cornersText} spellCheck={false} isInvalid={Boolean(cornersError)} aria-invalid={Boolean(cornersError)}
                    onChange={(e) => typed(e.currentTarget.value)} onBlur={() => setCornersTouched(true)}
                    aria-describedby={`${ids}-corners-hint${cornersError ? ` ${ids}-corners-error` : ''}`} />
                  <Form.Text id={`${ids}-corners-hint`}>{t('cornersHint', { max: ALERT_POLYGON_MAX_VERTICES })}</Form.Text>
                  {cornersError && <div className="invalid-feedback d-block" id={`${ids}-corners-error`} role="alert">{cornersError}</div>}
                </Form.Group>
              </>
            )}
          </fieldset>
          {others.length > 0 && (
            <fieldset className="mb-3" aria-describedby={`${ids}-projects-hint`}>
              <legend className="h5">{t('moreProjects')}</legend>
              <p className="small mb-2" id={`${ids}-projects-hint`}>{t('projectsHint', { project: workspace.data.Name, max: MAX_ALERT_PROJECTS })}</p>
              {others.map((w) => {
                const on = extra.includes(w.ID);
                return (
                  <Form.Check key={w.ID} type="checkbox" id={`${ids}-project-${w.ID}`} label={w.Name} checked={on}
                    disabled={!on && projects.length >= MAX_ALERT_PROJECTS}
                    onChange={(e) => { const add = e.currentTarget.checked; setExtra((now) => (add ? [...now, w.ID] : now.filter((p) => p !== w.ID))); }} />
                );
              })}
            </fieldset>
          )}
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
          {create.isError && <Alert variant="warning" role="alert">{failureText(t('failed'), create.error)}</Alert>}
          <div className="d-flex flex-wrap gap-3 align-items-center">
            <Button type="submit" disabled={create.isPending}>{create.isPending ? t('submitting') : t('submit')}</Button>
            {back}
          </div>
        </Form>
      )}
    </Container>
  );
}
