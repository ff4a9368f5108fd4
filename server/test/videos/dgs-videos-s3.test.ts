import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DgsVideos, Organisation } from '@mitmachkarte/contract';
import { expectStatus, url, userWith } from '../admin-fixtures.js';
import { S3Peer, S3RVER_KEY } from '../s3-peer.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { makeVideo, WEBVTT } from '../video-fixtures.js';

/** DGS videos (docs/product.md §23.3) on the S3 image store (docs/decisions/0018): uploaded,
 *  played in ranges and removed against a real S3 protocol peer (s3rver, s3-peer.ts). */

const BUCKET = 'mitmachkarte-videos';
let peer: S3Peer;
let t: TestApp;

beforeAll(async () => {
  peer = await S3Peer.start([BUCKET]);
  t = await createTestApp({ env: {
    IMAGE_STORE: 's3', S3_ENDPOINT: peer.endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: S3RVER_KEY.accessKeyId, S3_SECRET_ACCESS_KEY: S3RVER_KEY.secretAccessKey,
  } });
}, 30_000);
afterAll(async () => {
  await t?.close();
  await peer?.stop();
});

describe('DGS videos in an S3 bucket', () => {
  it('stores the video and its captions in the bucket, serves ranges from it, and removes them', async () => {
    const manager = (await userWith(t, ['orgmanager'])).client;
    const org = (await manager.post(url('/admin/organisation'), { Host: 'dgs-s3.example.org', Config: { Title: 'Stadt' } })).json<Organisation>();
    const video = await makeVideo('320x240', 25, 1);
    const res = await manager.request('POST', url(`/admin/organisation/${org.ID}/videos/weitere`), video, { headers: { 'content-type': 'video/mp4' } });
    expectStatus(res, 200);
    const stored = res.json<DgsVideos>()[0]!;
    const id = stored.Url.split('/').at(-1)!;
    expect(await t.app.imageStore.get(id, 'video')).toMatchObject({ size: video.length });

    const part = await t.app.inject({ method: 'GET', url: stored.Url, headers: { range: 'bytes=10-1033' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-1033/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(10, 1034))).toBe(true);

    const captioned = await manager.request('POST', url(`/admin/organisation/${org.ID}/videos/weitere/captions`), WEBVTT, { headers: { 'content-type': 'text/vtt' } });
    expect((await t.app.inject({ method: 'GET', url: captioned.json<DgsVideos>()[0]!.CaptionsUrl! })).body).toBe(WEBVTT.toString());

    expectStatus(await manager.delete(url(`/admin/organisation/${org.ID}/videos/weitere`)), 200);
    expect(await t.app.imageStore.get(id, 'video')).toBeUndefined();
  });
});
