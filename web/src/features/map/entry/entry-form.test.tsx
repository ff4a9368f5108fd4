import { IMAGE_MAX_BYTES, type Category, type Variable } from '@mitmachkarte/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as de from '../../../i18n/de/map';
import { showAlert } from '../../../lib/alerts';
import { renderOne } from '../../../test/render';
import { EntryForm } from './entry-form';
import { installFakeXhr, type FakeXhr } from '../../../test/fake-xhr';
import { idempotencyKeys, layer, point, postedPoints, stubFetch, variable } from '../test-fixtures';

vi.mock('../../../lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/alerts')>()),
  showAlert: vi.fn(),
}));

const MARKER = { lat: 51.3169, lng: 9.4757 };
const warnings = () => vi.mocked(showAlert).mock.calls.filter(([type]) => type === 'warning').map(([, message]) => message);

function renderForm(schema: Variable[], options: { categories?: Category[]; category?: Category; marker?: typeof MARKER | null } = {}) {
  const onSaved = vi.fn();
  const marker = options.marker === null ? undefined : options.marker ?? MARKER;
  renderOne(<EntryForm layer={layer(schema, options.categories)} category={options.category} marker={marker}
    onSaved={onSaved} onDiscard={vi.fn()} />);
  return { onSaved, user: userEvent.setup() };
}

const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: de.map.save }));

const IMAGE_ID = '01900000-0000-7000-8000-00000000abcd';
let fetchMock: ReturnType<typeof stubFetch>;
let xhrRequests: FakeXhr[];
beforeEach(() => {
  fetchMock = stubFetch();
  xhrRequests = installFakeXhr();
  vi.mocked(showAlert).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe('required answers (docs/product.md §5)', () => {
  const options = [{ Key: 'a', Label: 'Option A' }, { Key: 'b', Label: 'Option B' }];
  it.each([
    ['text', 'Bitte geben Sie einen Namen an.'],
    ['text_multi', 'Bitte beschreiben Sie die Beobachtung.'],
    ['single', 'Bitte wählen Sie eine Option.'],
  ] as const)('an empty %s blocks saving with its MissingMsg, inline and as a warning', async (DataType, MissingMsg) => {
    const { user, onSaved } = renderForm([variable({ Name: 'Frage', DataType, Question: 'Die Frage', MissingMsg, Options: options })]);
    await save(user);
    expect(warnings()).toEqual([MissingMsg]);
    expect(screen.getByText(MissingMsg)).toBeInTheDocument();
    expect(postedPoints(fetchMock)).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    const first = DataType === 'single' ? screen.getByLabelText('Option A') : screen.getByLabelText(/Die Frage/);
    expect(first).toHaveFocus();
  });

  it('asks for the question by its text when MissingMsg is empty, never by its key, and marks the field invalid', async () => {
    const { user } = renderForm([variable({ Name: 'Variable_4', DataType: 'text', Question: 'Wie heißt das Gewässer?' })]);
    await save(user);
    expect(warnings()).toEqual(['Bitte beantworten Sie: Wie heißt das Gewässer?']);
    const input = screen.getByLabelText(/Wie heißt das Gewässer\?/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Bitte beantworten Sie: Wie heißt das Gewässer?');
    expect(screen.queryByText(/Variable_4/)).not.toBeInTheDocument();
  });

  it('clears the inline message once the field is answered, then saves', async () => {
    const { user, onSaved } = renderForm([variable({ Name: 'Name', DataType: 'text', Question: 'Name?', MissingMsg: 'Fehlt' })]);
    await save(user);
    await user.type(screen.getByLabelText(/Name\?/), 'Fulda');
    expect(screen.queryByText('Fehlt')).not.toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it.each(['text', 'text_multi', 'single'] as const)('an optional empty %s does not block', async (DataType) => {
    const { user, onSaved } = renderForm([variable({ Name: 'Frage', DataType, Optional: true, Options: options })]);
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(warnings()).toEqual([]);
    expect(vi.mocked(showAlert)).toHaveBeenCalledWith('success', de.map.saved);
  });

  it('multiple, boolean, percent and number never block when unanswered', async () => {
    const { user, onSaved } = renderForm([
      variable({ Name: 'Mehrfach', DataType: 'multiple', Options: options }),
      variable({ Name: 'JaNein', DataType: 'boolean' }),
      variable({ Name: 'Anteil', DataType: 'percent' }),
      variable({ Name: 'Zahl', DataType: 'number', Constraint: true, Minimum: 1, Maximum: 5 }),
    ]);
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(warnings()).toEqual([]);
    expect(postedPoints(fetchMock)[0]!.Attributes).toEqual({});
  });

  it('a number outside Minimum..Maximum with Constraint gives a German message', async () => {
    const { user } = renderForm([variable({ Name: 'Tiefe', DataType: 'number', Question: 'Tiefe in cm', Constraint: true, Minimum: 0, Maximum: 500 })]);
    expect(screen.getByText('zwischen 0 und 500')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Tiefe in cm/), '1200');
    await save(user);
    expect(warnings()).toEqual(['„Tiefe in cm“ muss zwischen 0 und 500 liegen.']);
    expect(screen.getByText('„Tiefe in cm“ muss zwischen 0 und 500 liegen.')).toBeInTheDocument();
    expect(postedPoints(fetchMock)).toEqual([]);
  });
});

describe('CategoryCondition', () => {
  const categories: Category[] = [
    { Name: 'Zustand', Label: 'Gewässerzustand', Icon: '', Children: [{ Name: 'Klar', Label: 'Klar', Icon: '' }, { Name: 'Trueb', Label: 'Trüb', Icon: '' }] },
    { Name: 'Muell', Label: 'Müll', Icon: '' },
  ];
  const schema = [variable({ Name: 'Geruch', DataType: 'text', Question: 'Wie riecht es?', MissingMsg: 'Geruch fehlt', CategoryCondition: 'Zustand' })];

  it('hides the question and does not require it for another category', async () => {
    const { user, onSaved } = renderForm(schema, { categories, category: categories[1] });
    expect(screen.queryByLabelText(/Wie riecht es\?/)).not.toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(postedPoints(fetchMock)[0]!.Attributes).toEqual({ category: { DataType: 'category', Value: 'Muell' } });
  });

  it('shows and requires it for a child of the named parent', async () => {
    const { user } = renderForm(schema, { categories, category: categories[0]!.Children![1] });
    expect(screen.getByLabelText(/Wie riecht es\?/)).toBeInTheDocument();
    await save(user);
    expect(warnings()).toEqual(['Geruch fehlt']);
    expect(postedPoints(fetchMock)).toEqual([]);
  });

  it('shows and requires it for the named category itself', async () => {
    const leafSchema = [variable({ Name: 'Menge', DataType: 'single', Question: 'Wie viel Müll?', CategoryCondition: 'Muell', Options: [{ Key: 'viel', Label: 'Viel' }] })];
    const { user } = renderForm(leafSchema, { categories, category: categories[1] });
    expect(screen.getByRole('group', { name: /Wie viel Müll\?/ })).toBeInTheDocument();
    await save(user);
    expect(warnings()).toEqual(['Bitte beantworten Sie: Wie viel Müll?']);
  });
});

describe('saving', () => {
  it('without a marker warns and sends nothing', async () => {
    const { user } = renderForm([variable({ Name: 'Notiz', DataType: 'text', Optional: true })], { marker: null });
    await save(user);
    expect(warnings()).toEqual(['Bitte setzen Sie einen Marker auf der Karte.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends only the non-empty answers, the category and the marker position', async () => {
    const categories: Category[] = [{ Name: 'Fische', Label: 'Fische', Icon: '' }];
    const { user, onSaved } = renderForm([
      variable({ Name: 'Art', DataType: 'text', Question: 'Art' }),
      variable({ Name: 'Notiz', DataType: 'text_multi', Question: 'Notiz', Optional: true }),
      variable({ Name: 'Ufer', DataType: 'multiple', Question: 'Ufer', Options: [{ Key: 'wiese', Label: 'Wiese' }, { Key: 'mauer', Label: 'Mauer' }] }),
      variable({ Name: 'Gefahr', DataType: 'boolean', Question: 'Gefahr' }),
      variable({ Name: 'Anzahl', DataType: 'number', Question: 'Anzahl' }),
      variable({ Name: 'Hinweis', DataType: 'label', Question: 'Danke fürs Mitmachen!' }),
      variable({ Name: 'Foto', DataType: 'image', Question: 'Foto', Optional: true }),
    ], { categories, category: categories[0] });
    expect(screen.getByText('Danke fürs Mitmachen!')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Art/), 'Forelle');
    await user.type(screen.getByLabelText(/^Notiz/), '   ');
    await user.click(screen.getByLabelText('Mauer'));
    await user.type(screen.getByLabelText(/^Anzahl/), '3');
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(postedPoints(fetchMock)).toEqual([{
      Layer: layer([]).ID, Latitude: MARKER.lat, Longitude: MARKER.lng, Altitude: 0,
      Attributes: {
        Art: { DataType: 'text', Value: 'Forelle' },
        Ufer: { DataType: 'multiple', Value: ['mauer'] },
        Anzahl: { DataType: 'number', Value: 3 },
        category: { DataType: 'category', Value: 'Fische' },
      },
    }]);
  });

  it('keeps the answers and shows the server messages when the server refuses', async () => {
    fetchMock = stubFetch(() => ({ Message: 'Sie dürfen hier keine Punkte anlegen.' }), 403);
    const { user, onSaved } = renderForm([variable({ Name: 'Art', DataType: 'text', Question: 'Art' })]);
    await user.type(screen.getByLabelText(/^Art/), 'Forelle');
    await save(user);
    await waitFor(() => expect(warnings()).toEqual(['Der Punkt konnte nicht gespeichert werden. Sie dürfen hier keine Punkte anlegen.']));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Art/)).toHaveValue('Forelle');
  });

  it('sends one Idempotency-Key per entry: the same on Speichern after a network error, a new one after success', async () => {
    let answers = 0;
    fetchMock = stubFetch((body) => {
      answers += 1;
      if (answers === 1) throw new TypeError('Failed to fetch'); // the point may be stored, the answer is lost
      return { ...(body as object), ID: point(99).ID, CreatedAt: point(99).CreatedAt };
    });
    const { user, onSaved } = renderForm([variable({ Name: 'Art', DataType: 'text', Question: 'Art' })]);
    await user.type(screen.getByLabelText(/^Art/), 'Forelle');
    await save(user);
    await waitFor(() => expect(warnings()).toEqual([`${de.map.saveFailed} Der Server ist nicht erreichbar.`]));
    expect(onSaved).not.toHaveBeenCalled();
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    const [first, retry, next] = idempotencyKeys(fetchMock);
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(postedPoints(fetchMock)).toHaveLength(3);
  });

  it('sends a new Idempotency-Key when the answers changed after a failure', async () => {
    fetchMock = stubFetch(() => ({ Message: 'Der Server ist überlastet.' }), 503);
    const { user } = renderForm([variable({ Name: 'Art', DataType: 'text', Question: 'Art' })]);
    await user.type(screen.getByLabelText(/^Art/), 'Forelle');
    await save(user);
    await waitFor(() => expect(postedPoints(fetchMock)).toHaveLength(1));
    await user.type(screen.getByLabelText(/^Art/), 'n');
    await save(user);
    await waitFor(() => expect(postedPoints(fetchMock)).toHaveLength(2));
    const [first, changed] = idempotencyKeys(fetchMock);
    expect(changed).not.toBe(first);
  });

  it('on a multi-step form goes to the step of the first invalid field', async () => {
    const { user } = renderForm([
      variable({ Name: 'Eins', DataType: 'text', Question: 'Erste Frage', Optional: true }),
      variable({ Name: '', DataType: 'pagebreak' }),
      variable({ Name: 'Zwei', DataType: 'text', Question: 'Zweite Frage', MissingMsg: 'Zwei fehlt' }),
    ]);
    expect(screen.getByText('Schritt 1 von 2')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Zweite Frage/)).not.toBeInTheDocument();
    await save(user);
    expect(screen.getByText('Schritt 2 von 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Zweite Frage/)).toHaveFocus());
    await user.click(screen.getByRole('button', { name: de.common.back }));
    expect(screen.getByLabelText(/Erste Frage/)).toBeInTheDocument();
  });

  it('refuses an image over 10 MB and clears the file input', async () => {
    const { user } = renderForm([variable({ Name: 'Foto', DataType: 'image', Question: 'Foto', Optional: true })]);
    const input = screen.getByLabelText(/^Foto/) as HTMLInputElement;
    const big = new File(['x'], 'gross.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await user.upload(input, big);
    expect(warnings()).toEqual([de.questionnaire.imageTooLarge]);
    expect(input.value).toBe('');
    expect(xhrRequests).toEqual([]);
  });

  it('uploads the photo with a progress bar, shows the thumbnail and sends the image id', async () => {
    const { user, onSaved } = renderForm([variable({ Name: 'Foto', DataType: 'image', Question: 'Foto' })]);
    await user.upload(screen.getByLabelText(/^Foto/), new File(['png'], 'bach.png', { type: 'image/png' }));
    expect(await screen.findByRole('progressbar', { name: de.questionnaire.imageUploading })).toBeInTheDocument();
    expect(xhrRequests).toHaveLength(1);
    expect(xhrRequests[0]!.url).toBe('/api/v1/gis/images/upload');
    expect(xhrRequests[0]!.headers['Content-Type']).toBe('application/octet-stream');
    act(() => xhrRequests[0]!.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: de.questionnaire.imageUploading })).toHaveAttribute('aria-valuenow', '50');
    act(() => xhrRequests[0]!.respond(200, { Id: IMAGE_ID }));
    const thumb = await screen.findByRole('img', { name: 'Vorschau: Foto' });
    expect(thumb).toHaveAttribute('src', `/api/v1/gis/image/norm/${IMAGE_ID}`);
    expect(screen.getByText(de.questionnaire.imageReplace)).toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(postedPoints(fetchMock)[0]!.Attributes).toEqual({ Foto: { DataType: 'image', Value: IMAGE_ID } });
  });

  it('a required photo blocks saving until uploaded; Entfernen clears it again', async () => {
    const { user, onSaved } = renderForm([variable({ Name: 'Foto', DataType: 'image', Question: 'Foto', MissingMsg: 'Bitte ein Foto.' })]);
    await save(user);
    expect(warnings()).toEqual(['Bitte ein Foto.']);
    await user.upload(screen.getByLabelText(/^Foto/), new File(['png'], 'bach.png', { type: 'image/png' }));
    act(() => xhrRequests[0]!.respond(200, { Id: IMAGE_ID }));
    await user.click(await screen.findByRole('button', { name: de.questionnaire.imageRemove }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await save(user);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the server message when the upload is refused', async () => {
    const { user } = renderForm([variable({ Name: 'Foto', DataType: 'image', Question: 'Foto', Optional: true })]);
    await user.upload(screen.getByLabelText(/^Foto/), new File(['x'], 'a.txt', { type: 'image/png' }));
    act(() => xhrRequests[0]!.respond(400, { Message: 'Die Datei ist kein Bild.' }));
    await waitFor(() => expect(warnings()).toEqual(['Das Foto konnte nicht hochgeladen werden. Die Datei ist kein Bild.']));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('the position of a photo (offer to place the marker there)', () => {
  const photo = [variable({ Name: 'Foto', DataType: 'image', Question: 'Foto', Optional: true })];
  const GPS = { Latitude: 51.308333, Longitude: 9.475833 };
  function renderWithGps(marker: typeof MARKER | undefined) {
    const onPlaceMarkerAt = vi.fn();
    renderOne(<EntryForm layer={layer(photo)} category={undefined} marker={marker}
      onSaved={vi.fn()} onDiscard={vi.fn()} onPlaceMarkerAt={onPlaceMarkerAt} />);
    return { onPlaceMarkerAt, user: userEvent.setup() };
  }
  const uploadAnswering = async (user: ReturnType<typeof userEvent.setup>, answer: object) => {
    await user.upload(screen.getByLabelText(/^Foto/), new File(['jpg'], 'bach.jpg', { type: 'image/jpeg' }));
    act(() => xhrRequests[0]!.respond(200, answer));
    await screen.findByRole('img', { name: 'Vorschau: Foto' });
  };

  it('offers to place the marker where the photo was taken while none is set; the button calls back with the coordinates', async () => {
    const { user, onPlaceMarkerAt } = renderWithGps(undefined);
    await uploadAnswering(user, { Id: IMAGE_ID, ...GPS });
    expect(screen.getByText(de.questionnaire.photoPositionFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: de.questionnaire.photoPositionPlace }));
    expect(onPlaceMarkerAt).toHaveBeenCalledExactlyOnceWith({ lat: GPS.Latitude, lng: GPS.Longitude });
    expect(screen.queryByText(de.questionnaire.photoPositionFound)).not.toBeInTheDocument();
  });

  it('offers nothing when a marker is already set', async () => {
    const { user, onPlaceMarkerAt } = renderWithGps(MARKER);
    await uploadAnswering(user, { Id: IMAGE_ID, ...GPS });
    expect(screen.queryByText(de.questionnaire.photoPositionFound)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: de.questionnaire.photoPositionPlace })).not.toBeInTheDocument();
    expect(onPlaceMarkerAt).not.toHaveBeenCalled();
  });

  it('offers nothing for a photo without a position, and Entfernen withdraws the offer', async () => {
    const { user } = renderWithGps(undefined);
    await uploadAnswering(user, { Id: IMAGE_ID });
    expect(screen.queryByText(de.questionnaire.photoPositionFound)).not.toBeInTheDocument();
    await user.upload(screen.getByLabelText(/^Foto/), new File(['jpg'], 'bach2.jpg', { type: 'image/jpeg' }));
    act(() => xhrRequests[1]!.respond(200, { Id: IMAGE_ID, ...GPS }));
    expect(await screen.findByText(de.questionnaire.photoPositionFound)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: de.questionnaire.imageRemove }));
    expect(screen.queryByText(de.questionnaire.photoPositionFound)).not.toBeInTheDocument();
  });
});

describe('the project\'s boundary (docs/product.md §17.1)', () => {
  const ring = [[9.85, 51.48], [10.05, 51.48], [10.05, 51.6], [9.85, 51.6], [9.85, 51.48]] as [number, number][];
  const boundary = { type: 'Polygon' as const, coordinates: [ring] };
  const render = (marker: typeof MARKER) => {
    renderOne(<EntryForm layer={layer([])} boundary={boundary} category={undefined} marker={marker} onSaved={vi.fn()} onDiscard={vi.fn()} />);
    return userEvent.setup();
  };

  it('refuses a marker outside it with the server\'s words, sending nothing', async () => {
    await save(render(MARKER));
    expect(warnings()).toEqual(['Der Punkt liegt außerhalb des Projektgebiets. Bitte setzen Sie ihn innerhalb des Gebiets, das auf der Karte umrandet ist.']);
    expect(postedPoints(fetchMock)).toEqual([]);
  });

  it('sends a marker inside it', async () => {
    await save(render({ lat: 51.53, lng: 9.94 }));
    await waitFor(() => expect(postedPoints(fetchMock)).toHaveLength(1));
    expect(warnings()).toEqual([]);
  });
});
