import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { CATEGORY_ATTRIBUTE, findCategory, isShortenableType, NO_ANSWER_TYPES, type AttributeValue, type Layer, type LayerSchema, type Point, type Variable } from '@mitmachkarte/contract';
import { ModerationNotice } from '../../../components/moderation-notice';
import { OfficialAnswerCard } from '../../../components/official-answer-card';
import * as de from '../../../i18n/de/moderation';
import { useT } from '../../../i18n/runtime';
import { useTownTextOf } from '../../../components/town-text';
import { imageUrl } from '../../../lib/image-url';
import { categoryLabel, entryTitle, formatAnswer, pointCategory } from '../../../components/questionnaire/entry-values';
import { useFormat } from '../../../lib/use-format';
import { PointFeedback } from './point-feedback';
import { DeletePointButton } from '../entry/delete-point-button';
import { DuplicateOf } from './duplicate-of';
import { EditPointButton } from '../entry/edit-point-button';
import { FollowButton } from './follow-button';
import { ModerateButtons, ReportButton, ShortenAnswerButton } from './moderation-controls';
import { PointReporter } from './point-reporter';
import { PointAssignmentForm, PublicDepartment } from './point-assignment';
import { PointResponseForm } from './point-response';
import { StatusBadge, StatusHistory } from './point-status';
import { TranslatableText } from './translatable-text';

// „Länge“ or „Fläche“ of a line or an area (docs/product.md §25.1), with Turf's measures.
const ShapeMeasure = lazy(() => import('../shape-measure'));
import * as dt from '../../../i18n/de/translation';

type Row = { key: string; label: string; variable: Variable | undefined; answer: AttributeValue };

/** The point's answers in questionnaire order, then any answers to questions no longer in it. */
function answerRows(point: Point, schema: LayerSchema): Row[] {
  const rows: Row[] = [];
  const seen = new Set<string>([CATEGORY_ATTRIBUTE]);
  for (const v of schema.Schema) {
    const answer = point.Attributes[v.Name];
    if (NO_ANSWER_TYPES.includes(v.DataType) || !answer || seen.has(v.Name)) continue;
    seen.add(v.Name);
    rows.push({ key: v.Name, label: v.Question || v.Name, variable: v, answer });
  }
  for (const [name, answer] of Object.entries(point.Attributes)) {
    if (!seen.has(name)) rows.push({ key: name, label: name, variable: undefined, answer });
  }
  return rows;
}

/** A text answer the citizen wrote, which „Übersetzen“ may translate (docs/product.md §23.1). */
const isFreeText = (answer: AttributeValue): answer is AttributeValue & { Value: string } =>
  (answer.DataType === 'text' || answer.DataType === 'text_multi') && typeof answer.Value === 'string' && answer.Value.trim() !== '';

/** The photo a card shows: the point's first image answer in questionnaire order. */
function firstPhoto(rows: Row[]): { id: string; label: string } | undefined {
  const row = rows.find((r) => r.answer.DataType === 'image' && typeof r.answer.Value === 'string');
  return row && { id: row.answer.Value as string, label: row.label };
}

/** Detail view of the selected point (docs/product.md §2.14 Map app): category, status (§16.1),
 *  date and the answers, with option labels, Ja/Nein, percentages and German numbers; photos from
 *  the normal image variant linking to the original; the official answer (§16.2) and the history,
 *  for managers the forms of status and answer and of the responsibility (§16.10; the public sees
 *  the department's name where the server sends it); moderation (§16.3): the notice for managers and
 *  the author, "Ausblenden" / "Wieder anzeigen", „Kürzen“ beside each text answer and "Löschen"
 *  (§16.5) for managers, „Von der Moderation gekürzt“ beside shortened answers, „Bearbeiten“
 *  (`onEdit`) where the server answers CanChange (§16.5, §16.6), "Melden" for everyone, „Folgen“
 *  (§16.7) for logged-in users; „Bereits gemeldet: → …“ on a merged duplicate (§24.3); „Übersetzen“ beside text answers (§23.1); whom the team recorded it for, to the team (§16.12); then votes
 *  and comments (docs/product.md §3.15 Comment, Vote). With `onDetails` (a phone's sheet not yet
 *  opened wide, §2.14 Phone layout) only the card: category, title, status, moderation notice, date, the first photo
 *  and „Details“, which calls `onDetails`; the heading stays the same element, so its focus stays. */
export function PointDetail({ point, layer, closed = false, votesKeptOut = false, now, onEdit, onDetails }: {
  point: Point | undefined; layer: Pick<Layer, 'Name' | 'Schema' | 'Statuses'> & Partial<Pick<Layer, 'Workspace'>>; closed?: boolean;
  /** The project reserves votes for verified residents the visitor is not one of (docs/product.md §14.1). */
  votesKeptOut?: boolean; now?: Layer['Now']; onEdit?: (point: Point) => void; onDetails?: () => void;
}) {
  const t = useT('map', de.map);
  const tq = useT('questionnaire', de.questionnaire);
  const tt = useT('translation', dt.translation);
  const tr = useT('report', de.report);
  const format = useFormat();
  const townOf = useTownTextOf();
  // „Details“ leaves with the card: the focus goes to the heading, which stays.
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (!point) return <p className="text-body-secondary">{t('noSelection')}</p>;
  const schema = layer.Schema;
  const category = pointCategory(point.Attributes);
  const rows = answerRows(point, schema);
  const target = { layerId: point.Layer, pointId: point.ID };
  const heading = category ? categoryLabel(schema.Categories, category) : t('entry');
  const title = entryTitle(schema, point.Attributes);
  const date = (
    <>
      <p className="text-body-secondary small">{t('createdAt')} {format.date(point.CreatedAt)}</p>
      {point.Geometry && <p className="small mb-2"><Suspense fallback={null}><ShapeMeasure shape={point.Geometry} /></Suspense></p>}
    </>
  );
  return (
    <article aria-labelledby="point-detail-title">
      <h2 className="h5" id="point-detail-title" tabIndex={-1} ref={headingRef} {...(category ? townOf(findCategory(schema.Categories, category)?.category, 'Label') : {})}>{heading}</h2>
      {onDetails ? (
        <PointCard point={point} statuses={layer.Statuses} title={title} date={date} photo={firstPhoto(rows)} duplicateOf={<DuplicateOf point={point} layer={layer} />}
          onDetails={() => { onDetails(); headingRef.current?.focus(); }} />
      ) : (
        <>
          <StatusBadge point={point} statuses={layer.Statuses} />
          <DuplicateOf point={point} layer={layer} />
          <ModerationNotice moderation={point.Moderation} />
          {date}
          <PointReporter reporter={point.Reporter} />
          <PublicDepartment point={point} />
          <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
            {point.CanChange && onEdit && <EditPointButton name={title ?? heading} onEdit={() => onEdit(point)} />}
            {point.CanEdit && <ModerateButtons target={target} moderation={point.Moderation} what={tr('entry')} />}
            {point.CanEdit && <DeletePointButton point={point} />}
            {!point.Moderation && <ReportButton target={target} what={tr('entry')} />}
            <FollowButton point={point} />
          </div>
          {rows.length === 0 ? (
            <p>{t('noAnswers')}</p>
          ) : (
            <dl className="map-answers">
              {rows.map((r) => (
                <div key={r.key}>
                  <dt {...townOf(r.variable, 'Question')}>{r.label}</dt>
                  <dd dir="auto">
                    {r.answer.DataType === 'image' && typeof r.answer.Value === 'string'
                      ? (
                        <a href={imageUrl('orig', r.answer.Value)} target="_blank" rel="noopener noreferrer" title={t('photoOpen')}>
                          <img src={imageUrl('norm', r.answer.Value)} alt={t('photoAlt', { question: r.label })} className="img-fluid" />
                        </a>
                      )
                      : isFreeText(r.answer)
                        ? <TranslatableText text={r.answer.Value} source={{ Kind: 'answer', ID: point.ID, Variable: r.key }} what={tt('answerOf', { question: r.label })} />
                        : formatAnswer(r.variable, r.answer, tq, format.language)}
                    {point.ShortenedAnswers?.includes(r.key) && <span className="d-block small text-body-secondary fst-italic">{tr('shortened')}</span>}
                    {point.CanEdit && r.variable && isShortenableType(r.variable.DataType) && typeof r.answer.Value === 'string' && (
                      <span className="d-block mt-1"><ShortenAnswerButton point={point} variable={r.key} question={r.label} text={r.answer.Value} /></span>
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <OfficialAnswerCard answer={point.OfficialAnswer} id={`answer-${point.ID}`} />
          <StatusHistory key={`history-${point.ID}`} point={point} statuses={layer.Statuses} />
          {point.CanEdit && (
            <PointResponseForm key={`response-${point.ID}-${point.Status}-${point.OfficialAnswer?.At ?? ''}`} point={point} statuses={layer.Statuses}
              names={{ title: title ?? '', map: layer.Name }} />
          )}
          {point.CanAssign && layer.Workspace && (
            <PointAssignmentForm key={`assignment-${point.ID}-${point.Assignment?.Department?.ID ?? ''}-${point.Assignment?.User?.ID ?? ''}`} point={point} workspaceId={layer.Workspace} />
          )}
          <PointFeedback key={point.ID} point={point} closed={closed} votesKeptOut={votesKeptOut} now={now} />
        </>
      )}
    </article>
  );
}

/** The card of an entry in a phone's sheet, below its heading (PointDetail with `onDetails`): the
 *  title, status and date beside the first photo, the moderation notice, and „Details“. */
function PointCard({ point, statuses, title, date, photo, duplicateOf, onDetails }: {
  point: Point; statuses: Layer['Statuses']; title: string | undefined; date: ReactNode; photo: ReturnType<typeof firstPhoto>; duplicateOf: ReactNode; onDetails: () => void;
}) {
  const t = useT('map', de.map);
  return (
    <>
      <div className="d-flex gap-3">
        <div className="flex-grow-1 map-card-text">
          {title && <p className="fw-semibold mb-1" dir="auto">{title}</p>}
          <StatusBadge point={point} statuses={statuses} />
          {date}
        </div>
        {photo && <img src={imageUrl('norm', photo.id)} alt={t('photoAlt', { question: photo.label })} className="map-card-photo" />}
      </div>
      {duplicateOf}
      <ModerationNotice moderation={point.Moderation} />
      <button type="button" className="btn btn-primary d-block" onClick={onDetails}>
        {t('detail')}<span className="visually-hidden"> {t('detailsOf')}</span>
      </button>
    </>
  );
}
