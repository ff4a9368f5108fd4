import { Button, Card, ListGroup } from 'react-bootstrap';
import type { Category } from '@mitmachkarte/contract';
import { failureText } from '../../components/failure-alert';
import { categoryLabel, pointCategory } from '../../components/questionnaire/entry-values';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useFormat } from '../../lib/use-format';
import { useDeletedPoints, useRestorePoint } from './api';

/** The deleted points of a layer (GET /gis/deletedpoints), the workspace manager's section
 *  „Gelöschte Einträge“ (docs/product.md §17.5), each with 'Wiederherstellen'. */
export function DeletedPoints({ layerId, categories }: { layerId: string; categories: readonly Category[] }) {
  const tc = useT('common', de.common);
  const t = useT('workspaces', de.workspaces);
  const format = useFormat();
  const deleted = useDeletedPoints(layerId);
  const restore = useRestorePoint(layerId);
  const points = deleted.data ?? [];
  const listId = `deleted-${layerId}`;

  return (
    <Card as="section" aria-labelledby={`${listId}-title`}>
      <Card.Header>
        <h2 className="h5 mb-0" id={`${listId}-title`}>{deleted.isSuccess ? t('deletedPoints', { n: points.length }) : t('section_geloescht')}</h2>
      </Card.Header>
      <Card.Body>
        {deleted.isPending && <p>{tc('loading')}</p>}
        {deleted.isError && <p className="text-body-secondary small">{t('deletedPointsLoadFailed')}</p>}
        {deleted.isSuccess && points.length === 0 && <p className="text-body-secondary small">{t('deletedPointsNone')}</p>}
        {points.length > 0 && (
          <ListGroup as="ul">
            {points.map((p) => {
              const category = pointCategory(p.Attributes);
              const what = `${category ? categoryLabel(categories, category) : t('noCategory')}, ${t('deletedPoint', { created: format.date(p.CreatedAt), deleted: format.date(p.DeletedAt) })}`;
              return (
                <ListGroup.Item as="li" key={p.ID} className="d-flex flex-wrap align-items-center gap-2">
                  <span className="me-auto">
                    <span className="fw-semibold">{category ? categoryLabel(categories, category) : t('noCategory')}</span>
                    <small className="d-block text-body-secondary">{t('deletedPoint', { created: format.date(p.CreatedAt), deleted: format.date(p.DeletedAt) })}</small>
                  </span>
                  <Button size="sm" variant="outline-primary" disabled={restore.isPending} aria-label={t('restoreLabel', { what })}
                    onClick={() => restore.mutate(p.ID, {
                      onSuccess: () => showAlert('success', t('restored')),
                      onError: (err) => showAlert('warning', failureText(t('restoreFailed'), err)),
                    })}>
                    {t('restore')}
                  </Button>
                </ListGroup.Item>
              );
            })}
          </ListGroup>
        )}
      </Card.Body>
    </Card>
  );
}
