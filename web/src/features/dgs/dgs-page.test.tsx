import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { DgsPage } from './dgs-page';

afterEach(() => vi.unstubAllGlobals());

const VIDEO = {
  Slot: 'navigation', Url: '/api/v1/dgs/video/0190f5a2-0000-7000-8000-0000000000d1', Type: 'video/mp4', Bytes: 12_897_485, DurationMs: 155_000,
  Width: 640, Height: 480, CaptionsUrl: '/api/v1/dgs/captions/0190f5a2-0000-7000-8000-0000000000d1',
};

describe('/gebaerdensprache (docs/product.md §23.3)', () => {
  it('shows each explanation under its heading: the player with captions, the DGS sign and the download link, or a neutral sentence', async () => {
    stubApi({ 'GET /dgs/videos': { status: 200, body: [VIDEO] } });
    renderOne(<DgsPage />);
    const part = await screen.findByRole('region', { name: 'So finden Sie sich auf der Seite zurecht' });
    const video = part.querySelector('video')!;
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video.querySelector('source')).toHaveAttribute('src', VIDEO.Url);
    expect(video.querySelector('track')).toHaveAttribute('src', VIDEO.CaptionsUrl);
    expect(within(part).getByRole('img', { name: 'Deutsche Gebärdensprache' })).toBeInTheDocument();
    expect(within(part).getByRole('link', { name: 'Video herunterladen (MP4, 12,3 MB, 2:35 Minuten)' })).toHaveAttribute('href', VIDEO.Url);
    const empty = screen.getByRole('region', { name: 'Was auf dieser Seite steht' });
    expect(empty).toHaveTextContent('Zu diesem Thema gibt es noch kein Video.');
    expect(empty.querySelector('video')).toBeNull();
  });

  it('says so when no video exists yet, without players', async () => {
    stubApi({ 'GET /dgs/videos': { status: 200, body: [] } });
    const { container } = renderOne(<DgsPage />);
    expect(await screen.findByText('Die Videos in Gebärdensprache werden zurzeit erstellt.')).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });
});
