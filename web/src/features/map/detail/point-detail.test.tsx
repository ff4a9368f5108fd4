import type { Comment, Layer, Point, PointHistoryEntry, VoteCounts } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as de from '../../../i18n/de/moderation';
import { stubApi, type StubAnswer } from '../../../test/api-stub';
import { renderOne } from '../../../test/render';
import { PointDetail } from './point-detail';
import { layer, point, variable } from '../test-fixtures';

afterEach(() => vi.unstubAllGlobals());

const IMAGE_ID = '01900000-0000-7000-8000-00000000abcd';
const LAYER = layer([
  variable({ Name: 'Art', DataType: 'text', Question: 'Welche Art?' }),
  variable({ Name: 'Foto', DataType: 'image', Question: 'Foto vom Ufer' }),
]);
const P = point(1, { Art: { DataType: 'text', Value: 'Forelle' }, Foto: { DataType: 'image', Value: IMAGE_ID } });
const LOGGED_IN = { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika' };

const comment = (n: number, c: Partial<Comment> = {}): Comment => ({
  ID: `01900000-0000-7000-8000-0000000c000${n}`, PointID: P.ID, Text: `Kommentar ${n}`, AuthorName: 'Max',
  CreatedAt: new Date(Date.UTC(2026, 0, 2, 10, n)).toISOString(), Own: false, CanDelete: false, Up: 0, Down: 0, Mine: 0, Moderation: null, ...c,
});

type Routes = Parameters<typeof stubApi>[0];

/** The Idempotency-Key headers sent with POST /gis/comment so far. */
const commentKeys = () => vi.mocked(fetch).mock.calls
  .filter(([url, init]) => String(url).endsWith('/gis/comment') && init?.method === 'POST')
  .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
function setup(options: { loggedIn?: boolean; comments?: Comment[]; votes?: VoteCounts; routes?: Routes; point?: Point; onEdit?: (p: Point) => void; onDetails?: () => void; now?: Layer['Now'] } = {}) {
  let votes: VoteCounts = options.votes ?? { Up: 2, Down: 1, Mine: 0 };
  let comments = options.comments ?? [];
  const calls = stubApi({
    ...(options.loggedIn ? { 'GET /auth/info': { status: 200, body: LOGGED_IN } } : {}),
    [`GET /gis/votes/${P.ID}`]: () => ({ status: 200, body: votes }),
    [`GET /gis/comments/${P.ID}`]: () => ({ status: 200, body: comments }),
    [`POST /gis/vote/${P.ID}`]: (body): StubAnswer => {
      const v = (body as { Vote: 1 | -1 | 0 }).Vote;
      const up = votes.Up - (votes.Mine === 1 ? 1 : 0) + (v === 1 ? 1 : 0);
      const down = votes.Down - (votes.Mine === -1 ? 1 : 0) + (v === -1 ? 1 : 0);
      votes = { Up: up, Down: down, Mine: v };
      return { status: 200, body: votes };
    },
    'POST /gis/comment': (body): StubAnswer => {
      const c = comment(9, { Text: (body as { Text: string }).Text, AuthorName: 'Erika', Own: true, CanDelete: true });
      comments = [...comments, c];
      return { status: 200, body: c };
    },
    ...options.routes,
  });
  renderOne(<PointDetail point={options.point ?? P} layer={LAYER} now={options.now} onEdit={options.onEdit ?? vi.fn()} onDetails={options.onDetails} />);
  return { calls, user: userEvent.setup(), setComments: (c: Comment[]) => { comments = c; } };
}

describe('point detail (docs/product.md §2.14 Map app)', () => {
  it('shows the photo answer as the norm variant linking to the original in a new tab', async () => {
    setup();
    const img = screen.getByRole('img', { name: 'Foto: Foto vom Ufer' });
    expect(img).toHaveAttribute('src', `/api/v1/gis/image/norm/${IMAGE_ID}`);
    const link = img.closest('a')!;
    expect(link).toHaveAttribute('href', `/api/v1/gis/image/orig/${IMAGE_ID}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Forelle')).toBeInTheDocument();
    expect(await screen.findByText(de.comments.none)).toBeInTheDocument();
  });

  it('anonymous visitors see counts and comments, the login prompt, and no buttons or form but „Melden“', async () => {
    setup({ comments: [comment(1, { Up: 3 })] });
    expect(await screen.findByText('Kommentar 1')).toBeInTheDocument();
    expect(await screen.findByText('2 Daumen hoch')).toBeInTheDocument();
    expect(screen.getByText('1 Daumen runter')).toBeInTheDocument();
    expect(screen.getByText('3 Daumen hoch')).toBeInTheDocument();
    expect(screen.getByText(de.comments.loginPrompt, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/login?zurueck=%2Fmap');
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Eintrag melden', 'Kommentar von Max melden']);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('toggles the own vote: 1, then 0 when the pressed button is clicked again', async () => {
    const { calls, user } = setup({ loggedIn: true });
    const up = await screen.findByRole('button', { name: /Daumen hoch \(2\)/ });
    expect(up).toHaveAttribute('aria-pressed', 'false');
    expect(up).toHaveAccessibleName('Daumen hoch (2)');
    expect(up.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(up.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    await user.click(up);
    const pressed = await screen.findByRole('button', { name: /Daumen hoch \(3\)/ });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await user.click(pressed);
    await waitFor(() => expect(screen.getByRole('button', { name: /Daumen hoch \(2\)/ })).toHaveAttribute('aria-pressed', 'false'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ Vote: 1 }, { Vote: 0 }]);
  });

  it('follows the map\'s flags of the current phase (docs/product.md §25.4): no vote buttons and no comment form where it switched them off, saying why', async () => {
    setup({ loggedIn: true, comments: [comment(1)], now: { Phase: 'Auswertung', Contribute: false, Comment: false, Vote: false } });
    expect(await screen.findByText('Kommentar 1')).toBeInTheDocument();
    expect(await screen.findByText('In der Phase „Auswertung“ sind keine Stimmen möglich.')).toBeInTheDocument();
    expect(screen.getByText('In der Phase „Auswertung“ sind keine Kommentare möglich.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Daumen hoch/ })).toBeNull();
    expect(screen.queryByLabelText('Ihr Kommentar')).toBeNull();
  });

  it('offers comments but no votes where the phase allows only comments', async () => {
    setup({ loggedIn: true, now: { Phase: 'Auswertung', Contribute: false, Comment: true, Vote: false } });
    expect(await screen.findByLabelText('Ihr Kommentar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Daumen hoch/ })).toBeNull();
  });

  it('posts a comment and shows it as literal text, oldest first', async () => {
    const { calls, user } = setup({ loggedIn: true, comments: [comment(2), comment(1)] });
    await screen.findByText('Kommentar 1');
    await user.type(screen.getByRole('textbox', { name: de.comments.label }), '<b>x</b>');
    await user.click(screen.getByRole('button', { name: de.comments.submit }));
    const shown = await screen.findByText('<b>x</b>');
    expect(shown.querySelector('b')).toBeNull();
    expect(calls.find((c) => c.path === '/gis/comment')?.body).toEqual({ PointID: P.ID, Text: '<b>x</b>' });
    const texts = within(screen.getByRole('list')).getAllByText(/^Kommentar \d|<b>/).map((e) => e.textContent);
    expect(texts).toEqual(['Kommentar 1', 'Kommentar 2', '<b>x</b>']);
    expect(screen.getByRole('textbox', { name: de.comments.label })).toHaveValue('');
  });

  it('resends a comment after a network error with the same Idempotency-Key, the next comment with a new one', async () => {
    let answers = 0;
    const { user } = setup({
      loggedIn: true,
      routes: {
        'POST /gis/comment': (body): StubAnswer => {
          answers += 1;
          return answers === 1 ? 'network' : { status: 200, body: comment(answers, { Text: (body as { Text: string }).Text }) };
        },
      },
    });
    const box = await screen.findByRole('textbox', { name: de.comments.label });
    await user.type(box, 'Schön hier');
    await user.click(screen.getByRole('button', { name: de.comments.submit }));
    await waitFor(() => expect(commentKeys()).toHaveLength(1));
    expect(box).toHaveValue('Schön hier');
    await user.click(screen.getByRole('button', { name: de.comments.submit }));
    await waitFor(() => expect(box).toHaveValue(''));
    await user.type(box, 'Schön hier');
    await user.click(screen.getByRole('button', { name: de.comments.submit }));
    await waitFor(() => expect(commentKeys()).toHaveLength(3));
    const [first, retry, next] = commentKeys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
  });

  it('deletes a comment after confirmation', async () => {
    const c = comment(1, { CanDelete: true, AuthorName: 'Erika' });
    let deleted = false;
    const { user, setComments } = setup({
      loggedIn: true, comments: [c],
      routes: { [`DELETE /gis/comment/${c.ID}`]: () => { deleted = true; setComments([]); return { status: 200, body: {} }; } },
    });
    await user.click(await screen.findByRole('button', { name: 'Kommentar von Erika löschen' }));
    expect(deleted).toBe(false);
    await user.click(await screen.findByRole('button', { name: de.common.ok }));
    await waitFor(() => expect(deleted).toBe(true));
    expect(await screen.findByText(de.comments.none)).toBeInTheDocument();
  });

  it('votes on a comment', async () => {
    const c = comment(1, { Up: 1, Mine: 1 });
    const { calls, user } = setup({
      loggedIn: true, comments: [c],
      routes: { [`POST /gis/votecomment/${c.ID}`]: { status: 200, body: { Up: 0, Down: 0, Mine: 0 } } },
    });
    const group = await screen.findByRole('group', { name: de.votes.commentLabel });
    const up = within(group).getByRole('button', { name: /Daumen hoch \(1\)/ });
    expect(up).toHaveAttribute('aria-pressed', 'true');
    await user.click(up);
    await waitFor(() => expect(calls.find((x) => x.path === `/gis/votecomment/${c.ID}`)?.body).toEqual({ Vote: 0 }));
  });
});

describe('point detail: status (docs/product.md §16.1)', () => {
  const HISTORY: PointHistoryEntry[] = [
    { Kind: 'status', Status: 'bearbeitung', Note: 'Der Bauhof ist informiert.', By: 'Amt für Umwelt', At: '2026-01-03T09:00:00.000Z' },
  ];
  const inProgress: Point = { ...P, Status: 'bearbeitung', StatusChangedAt: '2026-01-03T09:00:00.000Z' };

  it('shows the status in words with its date, and the history with notes and names', async () => {
    const { user } = setup({ point: inProgress, routes: { [`GET /gis/point/${P.ID}/history`]: { status: 200, body: HISTORY } } });
    expect(screen.getByText('In Bearbeitung')).toBeVisible();
    expect(screen.getByText(/seit 03\.01\.2026/)).toBeVisible();
    await user.click(await screen.findByText('Verlauf (1)'));
    expect(screen.getByText(/In Bearbeitung – gesetzt von Amt für Umwelt/)).toBeVisible();
    expect(screen.getByText('Der Bauhof ist informiert.')).toBeVisible();
    expect(screen.queryByRole('button', { name: de.pointResponse.save })).toBeNull();
  });

  it('names the internal notes the server sends to the team as such', async () => {
    const notes: PointHistoryEntry[] = [...HISTORY, { Kind: 'note', Status: '', Note: 'Rückruf am Montag', By: 'Amt für Umwelt', At: '2026-01-03T10:00:00.000Z' }];
    const { user } = setup({ point: { ...inProgress, CanEdit: true }, routes: { [`GET /gis/point/${P.ID}/history`]: { status: 200, body: notes } } });
    await user.click(await screen.findByText('Verlauf (2)'));
    expect(screen.getByText(/Interne Notiz von Amt für Umwelt \(nur für das Team\)/)).toBeVisible();
    expect(screen.getByText('Rückruf am Montag')).toBeVisible();
  });
});

describe('point detail: official answer (docs/product.md §16.2)', () => {
  const answered: Point = { ...P, OfficialAnswer: { Text: 'Wir prüfen das.\nBis März.', Organisation: 'Stadt Kassel', At: '2026-01-05T09:00:00.000Z' } };

  it('shows the answer with its badge in words and the organisation, and its version in the history', async () => {
    const history: PointHistoryEntry[] = [{ Kind: 'answer', Status: '', Note: 'Wir prüfen das.\nBis März.', By: 'Amt für Umwelt', At: '2026-01-05T09:00:00.000Z' }];
    const { user } = setup({ point: answered, routes: { [`GET /gis/point/${P.ID}/history`]: { status: 200, body: history } } });
    const section = screen.getByRole('region', { name: de.officialAnswer.badge });
    expect(within(section).getByText(/^Stadt Kassel · 05\.01\.2026/)).toBeVisible();
    expect(within(section).getByText(/Wir prüfen das\.\s+Bis März\./)).toBeVisible();
    await user.click(await screen.findByText('Verlauf (1)'));
    expect(screen.getByText(/Offizielle Antwort von Amt für Umwelt/)).toBeVisible();
    expect(screen.queryByRole('button', { name: de.pointResponse.save })).toBeNull();
  });

  it('shows nothing while there is no answer', () => {
    setup({ point: P, routes: { [`GET /gis/point/${P.ID}/history`]: { status: 200, body: [] } } });
    expect(screen.queryByRole('region', { name: de.officialAnswer.badge })).toBeNull();
  });

  it('gives managers (CanEdit) one form, filled with the answer, that sends status, note, answer and internal note together', async () => {
    const { calls, user } = setup({
      point: { ...answered, CanEdit: true },
      routes: {
        [`GET /gis/point/${P.ID}/history`]: { status: 200, body: [] },
        [`PUT /gis/point/${P.ID}/response`]: { status: 200, body: { ...answered, CanEdit: true, Status: 'umgesetzt' } },
      },
    });
    const form = screen.getByRole('form', { name: de.pointResponse.title });
    expect(form).toHaveAccessibleDescription(de.pointResponse.mailHint);
    const field = within(form).getByLabelText(de.pointResponse.answer);
    expect(field).toHaveValue('Wir prüfen das.\nBis März.');
    await user.selectOptions(within(form).getByLabelText(de.pointResponse.status), 'Umgesetzt');
    await user.type(within(form).getByLabelText(de.pointResponse.statusNote), 'Erledigt.');
    await user.clear(field);
    await user.type(field, 'Der Durchlass ist gereinigt.');
    await user.type(within(form).getByLabelText(de.pointResponse.internalNote), 'Bauhof, Auftrag 4711');
    await user.click(within(form).getByRole('button', { name: de.pointResponse.save }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toEqual([{
      method: 'PUT', path: `/gis/point/${P.ID}/response`,
      body: { Status: 'umgesetzt', Note: 'Erledigt.', Answer: 'Der Durchlass ist gereinigt.', InternalNote: 'Bauhof, Auftrag 4711' },
    }]));
  });
});

describe('point detail: answer templates (docs/product.md §16.2)', () => {
  it('puts the chosen template, filled for the entry, after the answer so far and moves the focus there', async () => {
    const templates = [
      { ID: '01900000-0000-7000-8000-00000000b001', Name: 'Eingang', Text: 'Danke für „{titel}“ vom {datum} auf der Karte {karte}.' },
      { ID: '01900000-0000-7000-8000-00000000b002', Name: 'Erledigt', Text: 'Erledigt.' },
    ];
    const { user } = setup({
      point: { ...P, CanEdit: true },
      routes: { [`GET /gis/point/${P.ID}/history`]: { status: 200, body: [] }, 'GET /gis/answer-templates': { status: 200, body: templates } },
    });
    const form = screen.getByRole('form', { name: de.pointResponse.title });
    const insert = await within(form).findByRole('button', { name: de.pointResponse.templateInsert });
    expect(insert).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText(de.pointResponse.template), 'Eingang');
    await user.click(insert);
    const answer = within(form).getByLabelText(de.pointResponse.answer);
    expect(answer).toHaveValue('Danke für „Forelle“ vom 01.01.2026 auf der Karte Testlayer.');
    expect(answer).toHaveFocus();
    await user.selectOptions(within(form).getByLabelText(de.pointResponse.template), 'Erledigt');
    await user.click(insert);
    expect(answer).toHaveValue('Danke für „Forelle“ vom 01.01.2026 auf der Karte Testlayer.\n\nErledigt.');
  });

  it('shows no choice while the organisation has no templates', async () => {
    setup({ point: { ...P, CanEdit: true }, routes: { [`GET /gis/point/${P.ID}/history`]: { status: 200, body: [] }, 'GET /gis/answer-templates': { status: 200, body: [] } } });
    await screen.findByRole('form', { name: de.pointResponse.title });
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).endsWith('/gis/answer-templates'))).toBe(true));
    expect(screen.queryByLabelText(de.pointResponse.template)).toBeNull();
  });
});

describe('point detail: the moderation shortens a comment (docs/product.md §16.3)', () => {
  it('shows the note on a shortened comment and lets its managers leave parts out, checked before sending', async () => {
    const c = comment(1, { Text: 'Ruft mich an: 0171 2345678. Der Steg ist morsch.', CanShorten: true });
    const shortened = comment(2, { Text: 'Der Steg […] ist morsch.', Shortened: true });
    const { calls, user } = setup({
      point: { ...P, CanEdit: true }, comments: [c, shortened],
      routes: { [`GET /gis/point/${P.ID}/history`]: { status: 200, body: [] }, 'POST /gis/moderation/shorten': { status: 200, body: { Message: 'Der Kommentar wurde gekürzt.' } } },
    });
    expect(await screen.findByText('Von der Moderation gekürzt')).toBeVisible();
    expect(screen.getAllByRole('button', { name: /^Kürzen: Kommentar/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: /^Kürzen: Kommentar/ }));
    const dialog = await screen.findByRole('dialog', { name: de.moderation.shortenTitle });
    const field = within(dialog).getByLabelText(de.moderation.shortenText);
    expect(field).toHaveValue(c.Text);
    await user.clear(field);
    await user.type(field, 'Ruft mich an. Der Steg ist stabil.');
    await user.click(within(dialog).getByRole('button', { name: de.moderation.shorten }));
    expect(field).toHaveAccessibleDescription(/Kürzen heißt weglassen/);
    expect(calls.filter((x) => x.path === '/gis/moderation/shorten')).toEqual([]);
    await user.clear(field);
    await user.type(field, 'Ruft mich an: [[…]. Der Steg ist morsch.');
    await user.click(within(dialog).getByRole('button', { name: de.moderation.shorten }));
    await waitFor(() => expect(calls.filter((x) => x.path === '/gis/moderation/shorten')).toEqual([
      { method: 'POST', path: '/gis/moderation/shorten', body: { CommentID: c.ID, Text: 'Ruft mich an: […]. Der Steg ist morsch.' } },
    ]));
  });
});

describe('point detail: the moderation shortens an answer (docs/product.md §16.3)', () => {
  it('shows the note beside a shortened answer to everyone, „Kürzen“ beside text answers to managers only', async () => {
    setup({ point: { ...P, ShortenedAnswers: ['Art'] } });
    const answer = (await screen.findByText('Forelle')).closest('dd')!;
    expect(within(answer).getByText('Von der Moderation gekürzt')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Kürzen:/ })).toBeNull();
  });

  it('lets the managers leave parts of a text answer out, checked before sending', async () => {
    const { calls, user } = setup({
      point: { ...P, CanEdit: true },
      routes: { [`GET /gis/point/${P.ID}/history`]: { status: 200, body: [] }, 'POST /gis/moderation/shorten-answer': { status: 200, body: { Message: 'Die Antwort wurde gekürzt.' } } },
    });
    // Text answers only: none beside the photo.
    expect(await screen.findAllByRole('button', { name: /^Kürzen:/ })).toHaveLength(1);
    expect(screen.queryByText('Von der Moderation gekürzt')).toBeNull();
    const button = screen.getByRole('button', { name: 'Kürzen: Antwort auf „Welche Art?“' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: de.moderation.shortenAnswerTitle });
    const field = within(dialog).getByLabelText(de.moderation.shortenText);
    expect(field).toHaveValue('Forelle');
    expect(field).toHaveFocus();
    await user.type(field, ' und Hecht');
    await user.click(within(dialog).getByRole('button', { name: de.moderation.shorten }));
    expect(field).toHaveAccessibleDescription(/Kürzen heißt weglassen/);
    expect(calls.filter((x) => x.path === '/gis/moderation/shorten-answer')).toEqual([]);
    await user.clear(field);
    await user.type(field, 'Forel [[…]');
    await user.click(within(dialog).getByRole('button', { name: de.moderation.shorten }));
    await waitFor(() => expect(calls.filter((x) => x.path === '/gis/moderation/shorten-answer')).toEqual([
      { method: 'POST', path: '/gis/moderation/shorten-answer', body: { PointID: P.ID, Variable: 'Art', Text: 'Forel […]' } },
    ]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('point detail: reporting with an address for the outcome (docs/product.md §16.3)', () => {
  it('asks anonymous visitors for an optional address and sends it with the report', async () => {
    const { calls, user } = setup({ routes: { 'POST /gis/report': { status: 200, body: { Message: 'Danke für Ihre Meldung.' } } } });
    await user.click(await screen.findByRole('button', { name: 'Eintrag melden' }));
    const dialog = await screen.findByRole('dialog', { name: de.report.reportTitle });
    await user.click(within(dialog).getByLabelText(de.report.reasonSpam));
    const email = within(dialog).getByLabelText(de.report.reportEmail);
    expect(email).toHaveAccessibleDescription(de.report.reportEmailHint);
    await user.type(email, ' anna@example.org ');
    await user.click(within(dialog).getByRole('button', { name: de.report.reportSubmit }));
    await waitFor(() => expect(calls.filter((x) => x.path === '/gis/report')).toEqual([
      { method: 'POST', path: '/gis/report', body: { PointID: P.ID, Reason: 'spam', Text: '', Email: 'anna@example.org' } },
    ]));
  });

  it('tells logged-in reporters that the outcome goes to their account\'s address, and asks for none', async () => {
    const { calls, user } = setup({ loggedIn: true, routes: { 'POST /gis/report': { status: 200, body: { Message: 'Danke für Ihre Meldung.' } } } });
    await user.click(await screen.findByRole('button', { name: 'Eintrag melden' }));
    const dialog = await screen.findByRole('dialog', { name: de.report.reportTitle });
    await waitFor(() => expect(within(dialog).getByText(de.report.reportEmailSignedIn)).toBeVisible());
    expect(within(dialog).queryByLabelText(de.report.reportEmail)).toBeNull();
    await user.click(within(dialog).getByLabelText(de.report.reasonSpam));
    await user.click(within(dialog).getByRole('button', { name: de.report.reportSubmit }));
    await waitFor(() => expect(calls.filter((x) => x.path === '/gis/report')).toEqual([
      { method: 'POST', path: '/gis/report', body: { PointID: P.ID, Reason: 'spam', Text: '', Email: '' } },
    ]));
  });
});

describe('point detail: managers delete an entry (docs/product.md §16.5)', () => {
  it('asks first, then deletes; others have no such button', async () => {
    const { calls, user } = setup({
      point: { ...P, CanEdit: true },
      routes: {
        [`GET /gis/point/${P.ID}/history`]: { status: 200, body: [] },
        [`DELETE /gis/point/${P.ID}`]: { status: 200, body: { Message: 'Der Punkt wurde gelöscht.' } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Eintrag löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eintrag löschen' });
    expect(dialog).toHaveTextContent('„Gelöschte Einträge“');
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Eintrag löschen' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Eintrag löschen' })).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/gis/point/${P.ID}`]));
  });

  it('is not offered without CanEdit', () => {
    setup({ routes: { [`GET /gis/point/${P.ID}/history`]: { status: 200, body: [] } } });
    expect(screen.queryByRole('button', { name: 'Eintrag löschen' })).toBeNull();
  });
});

describe('„Bearbeiten“ (docs/product.md §16.5)', () => {
  it('is offered, named after the entry, where the server answers CanChange, and opens edit mode', async () => {
    const onEdit = vi.fn();
    const { user } = setup({ point: { ...P, CanChange: true }, onEdit });
    await user.click(screen.getByRole('button', { name: 'Eintrag „Forelle“ bearbeiten' }));
    expect(onEdit).toHaveBeenCalledWith({ ...P, CanChange: true });
    // An author's entry: „Bearbeiten“ without the managers' buttons.
    expect(screen.queryByRole('button', { name: de.deletePoint.label })).toBeNull();
  });

  it('is not offered where the server answers CanChange false', () => {
    setup({ point: { ...P, CanEdit: false, CanChange: false } });
    expect(screen.queryByRole('button', { name: /bearbeiten/ })).toBeNull();
  });
});

describe('point detail as a phone\'s card (docs/product.md §2.14 Phone layout)', () => {
  it('shows the category heading, the title, the status, the date and the photo, and „Details“, which asks for the rest and keeps the focus on the heading', async () => {
    const onDetails = vi.fn();
    const { calls, user } = setup({ loggedIn: true, point: { ...P, CanChange: true, CanEdit: true }, onDetails });
    const card = screen.getByRole('article', { name: 'Eintrag' });
    expect(within(card).getByText('Forelle')).toBeInTheDocument();
    expect(card.querySelector('.map-status')).toHaveTextContent(/^Status: Neu/);
    expect(within(card).getByRole('img', { name: 'Foto: Foto vom Ufer' })).toHaveAttribute('src', `/api/v1/gis/image/norm/${IMAGE_ID}`);
    // Nothing of the details yet: no answers list, buttons, votes or comments, and nothing asked of the server.
    expect(within(card).queryByRole('button', { name: /bearbeiten$/ })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Melden' })).toBeNull();
    expect(within(card).queryByText('Welche Art?')).toBeNull();
    expect(calls.filter((c) => /^\/gis\/(comments|votes)\//.test(c.path))).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Details zu diesem Eintrag' }));
    expect(onDetails).toHaveBeenCalledOnce();
    expect(screen.getByRole('heading', { name: 'Eintrag' })).toHaveFocus();
  });
});

describe('a merged duplicate (docs/product.md §24.3)', () => {
  it('says „Bereits gemeldet“ with a link to the original, on the card and in the details', async () => {
    const original = point(7, { Art: { DataType: 'text', Value: 'Forelle im Teich' } });
    const merged = { ...P, Status: 'abgelehnt', DuplicateOf: original.ID };
    for (const onDetails of [undefined, vi.fn()]) {
      setup({ point: merged, onDetails, routes: { [`GET /gis/point/${original.ID}`]: { status: 200, body: original } } });
      const link = await screen.findByRole('link', { name: 'Forelle im Teich' });
      expect(link.closest('p')).toHaveTextContent('Bereits gemeldet: → Forelle im Teich');
      expect(link).toHaveAttribute('href', `/map?workspace=${LAYER.Workspace}&layer=${LAYER.ID}&punkt=${original.ID}`);
      vi.unstubAllGlobals();
      document.body.innerHTML = '';
    }
    setup();
    expect(screen.queryByText(/Bereits gemeldet/)).not.toBeInTheDocument();
  });
});
