import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { editorVariants, PageContentEditor } from './content-editor';
import { placeOf } from './leichte-sprache-findings';

/** The page-content editor's languages and Leichte Sprache (docs/product.md §2.11, §23.2). */

function Editor({ initial, languages, orgId }: { initial: Record<string, string>; languages: ('de' | 'en' | 'ar')[]; orgId?: string }) {
  const [content, setContent] = useState(initial);
  return <PageContentEditor content={content} onChange={setContent} languages={languages} orgId={orgId} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('PageContentEditor', () => {
  it('offers the organisation\'s languages and Leichte Sprache, and the languages it has texts in', () => {
    expect(editorVariants(['de', 'en'], {})).toEqual(['en', 'ls']);
    expect(editorVariants(['de'], { 'start.lead@uk': 'Привіт' })).toEqual(['uk', 'ls']);
    expect(editorVariants(['de'], { 'start.lead@uk': ' ' })).toEqual(['ls']);
  });

  it('shows each block\'s German beside the chosen variant, counts what is missing per variant and marks it „fehlt“', () => {
    renderOne(<Editor initial={{ 'start.lead': 'Willkommen.', 'start.lead@en': 'Welcome.', 'start.mapTitle@en': 'Map' }} languages={['de', 'en', 'ar']} />);
    const choice = screen.getByRole('combobox', { name: 'Sprachfassung neben dem Deutschen' });
    // The start page has 8 blocks, all with German to show: English misses 6, Arabic and Leichte Sprache all 8.
    expect(within(choice).getAllByRole('option').map((o) => o.textContent)).toEqual(['Englisch (6 fehlen)', 'Arabisch (8 fehlen)', 'Leichte Sprache (8 fehlen)']);
    const summary = within(screen.getByRole('region', { name: 'Fehlende Texte auf dieser Seite' }));
    expect(summary.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Englisch: 6 fehlen', 'Arabisch: 8 fehlen', 'Leichte Sprache: 8 fehlen']);

    expect(screen.getByRole('textbox', { name: 'Einleitung oben auf der Seite' })).toHaveValue('Willkommen.');
    const english = screen.getByRole('textbox', { name: 'Englisch: Einleitung oben auf der Seite' });
    expect(english).toHaveValue('Welcome.');
    expect(english).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('textbox', { name: 'Englisch: Abschnitt „Das Projekt“ fehlt' })).toHaveValue('');

    fireEvent.change(screen.getByRole('textbox', { name: 'Englisch: Abschnitt „Das Projekt“ fehlt' }), { target: { value: 'The project.' } });
    expect(screen.getByRole('textbox', { name: 'Englisch: Abschnitt „Das Projekt“' })).toHaveValue('The project.');
    expect(within(choice).getAllByRole('option')[0]).toHaveTextContent('Englisch (5 fehlen)');

    fireEvent.change(choice, { target: { value: 'ar' } });
    const arabic = screen.getByRole('textbox', { name: 'Arabisch: Einleitung oben auf der Seite fehlt' });
    expect(arabic).toHaveAttribute('dir', 'rtl');
  });

  it('runs the Leichte Sprache checker as the text is typed and lists each finding with its place', () => {
    renderOne(<Editor initial={{}} languages={['de']} />);
    const ls = screen.getByRole('textbox', { name: 'Leichte Sprache: Abschnitt „Das Projekt“ fehlt' });
    fireEvent.change(ls, { target: { value: 'Willkommen!\nDas ist nicht schwer, z. B. für alle.' } });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Die Prüfung auf Leichte Sprache findet 2 Stellen (Hinweise, Speichern geht trotzdem):');
    expect(ls).toHaveAccessibleDescription(/findet 2 Stellen/);
    const items = within(status.parentElement!).getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Zeile 2, Zeichen 9: Verneinung – „nicht“', 'Zeile 2, Zeichen 23: Abkürzung – „z. B.“']);
    fireEvent.change(ls, { target: { value: 'Willkommen!\nHier können Sie mitmachen.' } });
    expect(screen.getByRole('status')).toHaveTextContent('Die Prüfung auf Leichte Sprache findet nichts.');
  });

  it('checks the Leichte Sprache explanations of BITV 2.0 § 4 in their German field, which has no variants', () => {
    renderOne(<Editor initial={{ 'ls.weitere': 'Wir würden uns freuen.' }} languages={['de', 'en']} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Seite' }), { target: { value: 'ls' } });
    expect(screen.queryByRole('combobox', { name: 'Sprachfassung neben dem Deutschen' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByRole('status')).toHaveTextContent('findet 1 Stelle');
    expect(within(screen.getByRole('status').parentElement!).getByRole('listitem')).toHaveTextContent('Zeile 1, Zeichen 5: Möglichkeitsform (Konjunktiv) – „würden“');
  });

  it('counts lines and columns from 1', () => {
    expect(placeOf('ab\ncd', 0)).toEqual({ line: 1, column: 1 });
    expect(placeOf('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it('offers „DGS-Video hinzufügen“ beside each Markdown block of the start page and shows a stored video\'s facts, not beside one-line texts', async () => {
    const ORG = '0190a0b0-0000-7000-8000-0000000000c1';
    stubApi({ [`GET /admin/organisation/${ORG}/videos`]: { status: 200, body: [{
      Slot: 'start.lead', Url: '/api/v1/dgs/video/x', Type: 'video/webm', Bytes: 48 * 1024, DurationMs: 2000, Width: 320, Height: 240, CaptionsUrl: null,
    }] } });
    renderOne(<Editor initial={{}} languages={['de']} orgId={ORG} />);
    const lead = await screen.findByRole('group', { name: 'Video in Gebärdensprache: Einleitung oben auf der Seite' });
    expect(within(lead).getByText('WebM, 48 KB, 0:02 Minuten, 320 × 240 Pixel')).toBeInTheDocument();
    expect(within(lead).getByLabelText('Video ersetzen')).toHaveAttribute('type', 'file');
    const project = screen.getByRole('group', { name: 'Video in Gebärdensprache: Abschnitt „Das Projekt“' });
    expect(within(project).getByText('Noch kein Video.')).toBeInTheDocument();
    expect(within(project).getByLabelText('DGS-Video hinzufügen')).toHaveAttribute('accept', 'video/mp4,video/webm');
    // Five Markdown blocks on the start page; none beside its three one-line texts.
    expect(screen.getAllByRole('group', { name: /^Video in Gebärdensprache: / })).toHaveLength(5);
    expect(screen.queryByRole('group', { name: 'Video in Gebärdensprache: Überschrift des Kartenabschnitts' })).not.toBeInTheDocument();
  });
});
