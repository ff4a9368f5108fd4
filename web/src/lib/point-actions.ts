import type { HideBody, MessageBody, Point, ShowBody, StatusChangeBody } from '@mitmachkarte/contract';
import { apiPost, apiPut } from './api-client';

/** The managers' per-entry actions, as the map app's details, the moderation queue and the review
 *  table (docs/product.md §16.1, §16.3, §18.1) call them. Plain calls: each screen reloads its own
 *  queries afterwards. Errors as `api` (ApiError with the server's German message). */

/** PUT /gis/point/{id}/status: sets one of the layer's statuses with an optional note. */
export const setPointStatus = (pointId: string, body: StatusChangeBody) =>
  apiPut<Point>(`/gis/point/${encodeURIComponent(pointId)}/status`, body);

/** What is hidden or shown again: an entry or a comment. */
export type ModerationTarget = { PointID: string } | { CommentID: string };

/** POST /gis/moderation/hide (`reason` required, 1 to 500 characters) or /show (reason optional). */
export const moderateContent = (action: 'hide' | 'show', target: ModerationTarget, reason: string) =>
  apiPost<MessageBody>(`/gis/moderation/${action}`, { ...target, Reason: reason } satisfies HideBody | ShowBody);
