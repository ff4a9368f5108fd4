import type { ContextLayer, Point } from '@mitmachkarte/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MapContainer } from 'react-leaflet/MapContainer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZoomLabels } from '../../components/zoom-labels';
import { LanguageProvider, loadMessages } from '../../i18n/runtime';
import { useAlerts } from '../../lib/alerts';
import { createQueryClient } from '../../lib/query-client';
import { stubApi } from '../../test/api-stub';
import { category } from '../../test/schema-fixtures';
import { renderOne } from '../../test/render';
import { EntryForm } from './entry/entry-form';
import { layer, point, variable } from './test-fixtures';
import { ContextLayers } from './view/context-layers';

/** The rest of the map app in other interface languages (docs/product.md §23): editing one's
 *  entry, the map's layers and zoom buttons, and the alert of a failed load. */

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

const ORG = { Title: 'Stadt Fulda', Menu: [], Other: { sprachen: 'de,en,tr,ar,uk' } };
const CATEGORIES = [category('Trueb', 'Trübes Wasser')];
const LAYER = layer([variable({ Name: 'Name', DataType: 'text', Question: 'Name des Gewässers', Optional: true })], CATEGORIES);
const STORED: Point = { ...point(7, { category: { DataType: 'category', Value: 'Trueb' }, Name: { DataType: 'text', Value: 'Fulda' } }), CanChange: true };
const HOCHWASSER: ContextLayer = { Kind: 'wmts', Title: 'Hochwasser', Url: 'https://t.example/{TileMatrix}/{TileRow}/{TileCol}.png', Layers: '', Attribution: '', Opacity: 0.7, Visible: false };

async function inLanguage(language: 'en' | 'ar', children: React.ReactNode) {
  stubApi({}, ORG);
  const messages = await loadMessages(language);
  return renderOne(<LanguageProvider initial={language} messages={messages}>{children}</LanguageProvider>);
}

const editForm = <EntryForm layer={LAYER} category={CATEGORIES[0]} marker={{ lat: 51, lng: 9 }} point={STORED} onChangeCategory={vi.fn()} onSaved={vi.fn()} onDiscard={vi.fn()} />;
const map = (
  <MapContainer center={[51, 9]} zoom={10} style={{ height: 300, width: 300 }}>
    <ZoomLabels />
    <ContextLayers layers={[HOCHWASSER]} />
  </MapContainer>
);

describe('the map app in other languages', () => {
  it('English: editing one’s entry, the category the town’s German', async () => {
    await inLanguage('en', editForm);
    const heading = await screen.findByRole('heading', { name: 'Edit entry: Trübes Wasser' });
    expect(heading.querySelector('[lang="de"]')).toHaveTextContent('Trübes Wasser');
    expect(screen.getByRole('button', { name: 'Change category' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Marker set. Drag it or double-click on the map to change the place.');
  });

  it('Arabic: editing one’s entry in Arabic', async () => {
    await inLanguage('ar', editForm);
    expect(await screen.findByRole('heading', { name: 'تعديل الإدخال: Trübes Wasser' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تغيير الفئة' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('English: the zoom buttons and the map’s layers, their names German', async () => {
    await inLanguage('en', map);
    expect(await screen.findByText('Map layers')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Show and hide additional map layers' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Hochwasser' })).toBeInTheDocument();
    expect(screen.getByText('Hochwasser')).toHaveAttribute('lang', 'de');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zoom in' })).toHaveAttribute('title', 'Zoom in'));
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument();
  });

  it('Arabic: a failed load is said in Arabic', async () => {
    stubApi({}, ORG);
    const queryClient = createQueryClient();
    function Alerts() {
      return <ul>{useAlerts().map((a) => <li key={a.id}>{a.message}</li>)}</ul>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <LanguageProvider initial="ar" messages={await loadMessages('ar')}><Alerts /></LanguageProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    await queryClient.fetchQuery({ queryKey: ['kaputt'], queryFn: () => Promise.reject(new Error('kaputt')), retry: false }).catch(() => undefined);
    expect(await screen.findByText('تعذّر تحميل البيانات.')).toBeInTheDocument();
  });

  it('Arabic: the zoom buttons in Arabic', async () => {
    await inLanguage('ar', map);
    expect(await screen.findByText('طبقات الخريطة')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'تكبير' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'تصغير' })).toBeInTheDocument();
  });
});
