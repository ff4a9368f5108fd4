import { COMMENT_MAX_LENGTH, type Comment, type Layer, type Point, type VoteCounts, type VoteValue } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { ThumbsDownIcon, ThumbsUpIcon } from '../../../components/icons';
import { ModerationNotice } from '../../../components/moderation-notice';
import * as de from '../../../i18n/de/moderation';
import { useT } from '../../../i18n/runtime';
import { showAlert } from '../../../lib/alerts';
import { ApiError } from '../../../lib/api-client';
import { useIdempotencyKey } from '../../../lib/idempotency-key';
import { useFormat } from '../../../lib/use-format';
import { loginReturningTo } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';
import {
  useComments, useCreateComment, useDeleteComment, usePointVotes, useVoteComment, useVotePoint,
} from '../api/feedback';
import { ModerateButtons, ReportButton, ShortenButton } from './moderation-controls';
import { TranslatableText } from './translatable-text';
import * as dt from '../../../i18n/de/translation';

const message = (err: unknown) => (err instanceof ApiError ? err.message : '');

type VoteButtonsProps = {
  counts: VoteCounts;
  label: string;
  /** Logged in: buttons; otherwise the counts only. */
  canVote: boolean;
  pending: boolean;
  onVote: (vote: VoteValue) => void;
};

/** Thumbs up / down with counts (docs/product.md §3.16 Vote). The caller's own vote is pressed (aria-pressed);
 *  clicking it again withdraws it (Vote 0). Anonymous visitors see the counts as text. The icons
 *  are inline SVG: emoji render as empty boxes where no emoji font is installed. */
export function VoteButtons({ counts, label, canVote, pending, onVote }: VoteButtonsProps) {
  const tv = useT('votes', de.votes);
  if (!canVote) {
    return (
      <div role="group" className="small text-body-secondary mb-2" aria-label={label}>
        <span className="me-3"><ThumbsUpIcon /> {tv('upCount', { n: counts.Up })}</span>
        <span><ThumbsDownIcon /> {tv('downCount', { n: counts.Down })}</span>
      </div>
    );
  }
  const button = (vote: 1 | -1, icon: ReactNode, text: string) => {
    const pressed = counts.Mine === vote;
    return (
      <Button size="sm" variant={pressed ? 'primary' : 'outline-primary'} aria-pressed={pressed} disabled={pending}
        onClick={() => onVote(pressed ? 0 : vote)}>
        {icon} {text}
      </Button>
    );
  };
  return (
    <div role="group" aria-label={label} className="d-flex gap-2 mb-2">
      {button(1, <ThumbsUpIcon />, tv('up', { n: counts.Up }))}
      {button(-1, <ThumbsDownIcon />, tv('down', { n: counts.Down }))}
    </div>
  );
}

/** Votes on the point (docs/product.md §3.16 Vote). */
function PointVotes({ pointId, canVote }: { pointId: string; canVote: boolean }) {
  const tv = useT('votes', de.votes);
  const { data } = usePointVotes(pointId);
  const vote = useVotePoint(pointId);
  if (typeof data?.Up !== 'number') return null;
  return (
    <VoteButtons counts={data} label={tv('label')} canVote={canVote} pending={vote.isPending}
      onVote={(v) => vote.mutate(v, { onError: (err) => showAlert('warning', tv('failed', { message: message(err) })) })} />
  );
}

function CommentItem({ comment, point, loggedIn, canVote, onDelete }: {
  comment: Comment; point: Point; loggedIn: boolean; canVote: boolean; onDelete: (c: Comment) => void;
}) {
  const tc = useT('comments', de.comments);
  const tv = useT('votes', de.votes);
  const tt = useT('translation', dt.translation);
  const tr = useT('report', de.report);
  const format = useFormat();
  const vote = useVoteComment(point.ID);
  const target = { layerId: point.Layer, pointId: point.ID, commentId: comment.ID };
  const what = tr('comment', { author: comment.AuthorName });
  return (
    <li className="mb-3 border-bottom pb-2">
      <div className="small text-body-secondary">{tc('by', { author: comment.AuthorName, date: format.date(comment.CreatedAt) })}</div>
      <ModerationNotice moderation={comment.Moderation} />
      <p className="mb-1 map-comment-text" dir="auto">
        <TranslatableText text={comment.Text} source={{ Kind: 'comment', ID: comment.ID }} what={tt('commentOf', { author: comment.AuthorName })} />
      </p>
      {comment.Shortened && <p className="small text-body-secondary fst-italic mb-1">{tr('shortened')}</p>}
      <div className="d-flex flex-wrap align-items-start gap-2">
        <VoteButtons counts={comment} label={tv('commentLabel')} canVote={canVote} pending={vote.isPending}
          onVote={(v) => vote.mutate({ commentId: comment.ID, vote: v }, { onError: (err) => showAlert('warning', tv('failed', { message: message(err) })) })} />
        {loggedIn && comment.CanDelete && (
          <Button size="sm" variant="outline-danger" aria-label={tc('removeLabel', { author: comment.AuthorName })} onClick={() => onDelete(comment)}>
            {tc('remove')}
          </Button>
        )}
        {point.CanEdit && <ModerateButtons target={target} moderation={comment.Moderation} what={what} />}
        {comment.CanShorten && <ShortenButton comment={comment} what={what} />}
        {!comment.Moderation && !comment.Own && <ReportButton target={target} what={what} />}
      </div>
    </li>
  );
}

function CommentForm({ pointId }: { pointId: string }) {
  const tc = useT('comments', de.comments);
  const tr = useT('report', de.report);
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const create = useCreateComment(pointId);
  const idempotency = useIdempotencyKey();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') {
      setError(tc('empty'));
      showAlert('warning', tc('empty'));
      return;
    }
    const body = text.trim();
    create.mutate({ text: body, idempotencyKey: idempotency.keyFor(body) }, {
      onSuccess: (created) => {
        idempotency.done();
        setText('');
        setError(undefined);
        showAlert('success', created.Moderation ? tr('savedPending') : tc('posted'));
      },
      onError: (err) => showAlert('warning', tc('postFailed', { message: message(err) })),
    });
  };
  return (
    <Form onSubmit={submit} noValidate>
      <Form.Group className="mb-2">
        <Form.Label htmlFor={`${id}-text`}>{tc('label')}</Form.Label>
        <Form.Control id={`${id}-text`} as="textarea" rows={3} maxLength={COMMENT_MAX_LENGTH} value={text}
          onChange={(e) => { setText(e.target.value); setError(undefined); }} isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined} aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`} />
        <Form.Text id={`${id}-help`} as="div">{tc('help', { max: COMMENT_MAX_LENGTH })}</Form.Text>
        {error && <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">{error}</Form.Control.Feedback>}
      </Form.Group>
      <Button type="submit" disabled={create.isPending}>{create.isPending ? tc('sending') : tc('submit')}</Button>
    </Form>
  );
}

/** Votes and the comment thread of a point (docs/product.md §2.14 Map app, §3.15 Comment/Vote): counts for everyone;
 *  vote buttons, the comment form and delete buttons for logged-in users; a login prompt otherwise;
 *  in a closed project (`closed`, §17.2) counts and comments only, with a note why; where the
 *  project's current phase switched comments or votes off on the map (`now`, the layer's flags,
 *  §25.4), no form or buttons for them, with a note naming the phase.
 *  Each comment can be reported; managers (the point's CanEdit) hide and show them (§16.3).
 *  Comment texts are plain text, rendered as text. */
export function PointFeedback({ point, closed = false, votesKeptOut = false, now }: { point: Point; closed?: boolean; votesKeptOut?: boolean; now?: Layer['Now'] }) {
  const tc = useT('comments', de.comments);
  const tcm = useT('common', de.common);
  const pointId = point.ID;
  const { loggedIn } = useSession();
  // In a closed project (docs/product.md §17.2) nobody votes or comments; the server refuses it too.
  const canRespond = loggedIn && !closed;
  // Where votes are for verified residents only (§14.1), others see the counts; the panel's notice says why.
  const votesOff = now?.Vote === false && !closed;
  const commentsOff = now?.Comment === false && !closed;
  const canVote = canRespond && !votesKeptOut && !votesOff;
  const comments = useComments(pointId);
  const remove = useDeleteComment(pointId);
  const [toDelete, setToDelete] = useState<Comment>();
  const headingId = useId();

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.ID, {
      onSuccess: () => showAlert('success', tc('removed')),
      onError: (err) => showAlert('warning', tc('removeFailed', { message: message(err) })),
      onSettled: () => setToDelete(undefined),
    });
  };

  return (
    <>
      <PointVotes pointId={pointId} canVote={canVote} />
      {votesOff && now?.Phase && <p className="small text-body-secondary">{tcm('phaseNoVotes', { phase: now.Phase })}</p>}
      <section aria-labelledby={headingId} className="mt-3">
        <h3 className="h6" id={headingId}>{tc('title')}</h3>
        {comments.isPending && <p className="small text-body-secondary">{tc('loading')}</p>}
        {comments.isError && <p className="small text-danger">{tc('loadFailed')}</p>}
        {comments.data && comments.data.length === 0 && <p className="small text-body-secondary">{tc('none')}</p>}
        {comments.data && comments.data.length > 0 && (
          <ol className="list-unstyled">
            {comments.data.map((c) => (
              <CommentItem key={c.ID} comment={c} point={point} loggedIn={loggedIn} canVote={canVote} onDelete={setToDelete} />
            ))}
          </ol>
        )}
        {closed ? <p className="small text-body-secondary">{tcm('projectClosed')}</p>
          : commentsOff ? <p className="small text-body-secondary">{tcm('phaseNoComments', { phase: now?.Phase ?? '' })}</p>
          : loggedIn ? <CommentForm pointId={pointId} /> : (
          <p className="small">{tc('loginPrompt')} <Link to={loginReturningTo('/map')}>{tc('toLogin')}</Link></p>
        )}
      </section>
      <ConfirmModal id={`${headingId}-delete`} show={toDelete !== undefined} title={tc('removeTitle')}
        onConfirm={confirmDelete} onCancel={() => setToDelete(undefined)} pending={remove.isPending}>
        {tc('removeQuestion')}
      </ConfirmModal>
    </>
  );
}
