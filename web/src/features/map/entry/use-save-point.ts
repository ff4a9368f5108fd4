import {
  CATEGORY_ATTRIBUTE, centreOfGeometry, geometryProblem, geometryProblemMessage, isInsideBoundary, type EntryShape, OUTSIDE_BOUNDARY, validateAnswerChanges, validateAnswers, withoutEmptyAnswers,
  type Boundary, type CreatePointBody, type FieldError, type Layer, type OnBehalfBody, type Point,
} from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import * as de from '../../../i18n/de/moderation';
import { useT } from '../../../i18n/runtime';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { workspacesQueryOptions } from '../../../lib/gis';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import type { QueuedEntry } from '../../../lib/offline/db';
import { localPhotosIn } from '../../../lib/offline/photos';
import { useCreatePoint, useUpdatePoint } from '../api/points';
import { enqueueEntry, replaceEntry } from '../offline/queue-store';
import { requestQueueSync, sendQueueNow } from '../offline/queue-sender';
import { answersOutsideForm, buildAttributes, categoryLabel, type FormValues } from '../../../components/questionnaire/entry-values';

/** A marker position in degrees WGS84. */
export type MarkerPosition = { lat: number; lng: number };

/** Field messages by variable name (from `Attributes.<name>`); other fields are left out. */
function byVariable(errors: readonly FieldError[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const e of errors) {
    const [root, name] = e.Field.split('.');
    if (root === 'Attributes' && name && name !== CATEGORY_ATTRIBUTE && !(name in result)) result[name] = e.Message;
  }
  return result;
}

/** Saving a point (docs/product.md §5): without a marker the warning 'Bitte setzen Sie einen Marker auf der
 *  Karte.', outside the project's boundary the server's rule and words (§17.1); then the contract's validateAnswers — each problem as a warning alert and inline at its
 *  field, nothing sent; else POST /gis/point with only the non-empty answers. Success: 'Punkt
 *  erfolgreich gespeichert.' and `onSaved`; failure: 'Der Punkt konnte nicht gespeichert werden.'
 *  (a line or an area: 'Der Eintrag …') with the server's messages, each once, the answers stay; Speichern again resends the same Idempotency-Key,
 *  so a point stored before its answer got lost is not stored twice; refused for its place, the
 *  projects (with their boundaries) are read again. `onInvalid` gets the invalid
 *  variables' names in the order of the problems.
 *
 *  With `editing`, the stored point is changed instead (docs/product.md §16.5, §16.6): PUT
 *  /gis/point/{id} with the marker's position, its altitude and the non-empty answers, plus the
 *  stored answers the form cannot show, sent back as they are; only what the change adds or alters
 *  is checked (validateAnswerChanges, as the server does). Success: 'Eintrag gespeichert.', or,
 *  when the server answers that the change waits for approval (§16.3), that it does.
 *
 *  A new entry made without network, or with a photo kept on the device, goes to the queue of this
 *  device instead (docs/product.md §22) with its own Idempotency-Key: 'Gespeichert auf diesem Gerät
 *  – wird gesendet, sobald eine Verbindung besteht' and `onQueued`; it is sent at once when there
 *  is a network, else when it returns. With `draft`, that waiting entry is changed instead and
 *  keeps its place in the queue. `onBehalf` (the team's „Für eine andere Person erfassen“,
 *  §16.12) goes with a new entry as its OnBehalf. */
export function useSavePoint(
  layer: Layer, boundary: Boundary | null, categoryName: string | undefined, onSaved: (point: Point) => void, editing?: Point,
  onQueued?: () => void, draft?: QueuedEntry,
) {
  const t = useT('map', de.map);
  const to = useT('offline', de.offline);
  const te = useT('editEntry', de.editEntry);
  const tr = useT('report', de.report);
  const qc = useQueryClient();
  const create = useCreatePoint();
  const update = useUpdatePoint();
  const idempotency = useIdempotencyKey();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Why the line or area was refused, by the contract's checks or the server (field `Geometry`).
  const [geometryError, setGeometryError] = useState<string>();

  const clearError = (name: string) => {
    if (name in errors) setErrors(({ [name]: _, ...rest }) => rest);
  };

  /** `shape`: the entry is a line or an area (docs/product.md §25.1); its centre is sent as the
   *  position, and it is checked as the server checks it (geometryProblem with the boundary). */
  const save = (marker: MarkerPosition | undefined, values: FormValues, onInvalid: (names: string[]) => void, onBehalf?: OnBehalfBody, shape?: EntryShape) => {
    if (shape) {
      const problem = geometryProblem(shape, boundary);
      if (problem) {
        const message = geometryProblemMessage(shape, problem);
        setGeometryError(message);
        showAlert('warning', message);
        return;
      }
      setGeometryError(undefined);
      const centre = centreOfGeometry(shape);
      marker = { lat: centre.Latitude, lng: centre.Longitude };
    }
    if (!marker) {
      showAlert('warning', t('markerMissing'));
      return;
    }
    // A stored entry that keeps its place may lie outside a boundary drawn after it (§17.1).
    const moved = !shape && (!editing || marker.lat !== editing.Latitude || marker.lng !== editing.Longitude);
    if (moved && !isInsideBoundary(boundary, marker.lat, marker.lng)) {
      showAlert('warning', OUTSIDE_BOUNDARY);
      return;
    }
    const answers = buildAttributes(layer.Schema, categoryName, values);
    const attributes = editing ? { ...answersOutsideForm(layer.Schema, editing.Attributes), ...answers } : answers;
    const problems = editing ? validateAnswerChanges(layer.Schema, editing.Attributes, attributes) : validateAnswers(layer.Schema, attributes);
    if (problems.length > 0) {
      problems.forEach((p) => showAlert('warning', p.Message));
      const fieldErrors = byVariable(problems);
      setErrors(fieldErrors);
      onInvalid(Object.keys(fieldErrors));
      return;
    }
    setErrors({});
    const handlers = (savedText: (point: Point) => string, failedText: string) => ({
      onSuccess: (point: Point) => {
        showAlert('success', savedText(point));
        onSaved(point);
      },
      onError: (err: Error) => {
        const apiError = err instanceof ApiError ? err : undefined;
        // The server's Message often repeats its first field message: each said once.
        const details = apiError ? [...new Set([apiError.message, ...apiError.errors.map((e) => e.Message)])] : [];
        showAlert('warning', [failedText, ...details].join(' '));
        const fieldErrors = byVariable(apiError?.errors ?? []);
        setErrors(fieldErrors);
        setGeometryError(apiError?.errors.find((e) => e.Field === 'Geometry' || e.Field.startsWith('Geometry.'))?.Message);
        // Refused for its place: the team may have changed the project's boundary meanwhile, so
        // the map and the drawing's own check read it again.
        if (apiError?.errors.some((e) => /^(Geometry|Latitude|Longitude)\b/.test(e.Field))) void qc.invalidateQueries({ queryKey: workspacesQueryOptions.queryKey });
        if (Object.keys(fieldErrors).length > 0) onInvalid(Object.keys(fieldErrors));
      },
    });
    const fields = { Latitude: marker.lat, Longitude: marker.lng, Attributes: withoutEmptyAnswers(attributes), ...(shape ? { Geometry: shape } : {}) };
    if (editing) {
      // A stored entry is changed on the server only: its photos must be uploaded first.
      if (localPhotosIn(fields.Attributes).length > 0) {
        showAlert('warning', to('editOnlyOnline'));
        return;
      }
      // On a layer with pre-moderation the server sends an author's change back to approval.
      const savedText = (point: Point) => (point.Moderation?.State === 'pending' ? te('savedPending') : te('saved'));
      update.mutate({ id: editing.ID, body: { ...fields, Altitude: editing.Altitude } }, handlers(savedText, te('saveFailed')));
      return;
    }
    const body: CreatePointBody = { Layer: layer.ID, ...fields, Altitude: 0, ...(onBehalf ? { OnBehalf: onBehalf } : {}) };
    if (draft || !navigator.onLine || localPhotosIn(body.Attributes).length > 0) {
      void queue(body);
      return;
    }
    // A line or an area is no „Punkt“: it failed as „Der Eintrag konnte nicht gespeichert werden.“
    const created = handlers((point) => (point.Moderation ? tr('savedPending') : t(shape ? 'savedShape' : 'saved')), shape ? te('saveFailed') : t('saveFailed'));
    create.mutate({ body, idempotencyKey: idempotency.keyFor(body) }, {
      ...created,
      onSuccess: (point) => {
        idempotency.done();
        // On a layer with pre-moderation the author learns that the entry waits for approval.
        created.onSuccess(point);
      },
    });
  };

  /** Saves the new entry `body` on this device and sends it if there is a network. */
  const queue = async (body: CreatePointBody) => {
    const entry = {
      body, layerName: layer.Name, categoryLabel: categoryName && categoryLabel(layer.Schema.Categories, categoryName), savedAt: new Date().toISOString(),
    };
    try {
      if (draft) await replaceEntry(draft, entry);
      else await enqueueEntry({ ...entry, idempotencyKey: idempotency.keyFor(body) });
    } catch {
      // No IndexedDB (some private windows): the answers stay in the form.
      showAlert('warning', t('saveFailed'));
      return;
    }
    idempotency.done();
    showAlert('info', to('savedOnDevice'));
    onQueued?.();
    await requestQueueSync();
    if (navigator.onLine) await sendQueueNow(qc, to);
  };

  return { save, errors, geometryError, clearError, isPending: create.isPending || update.isPending };
}
