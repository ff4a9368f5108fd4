import { describe, expect, it } from 'vitest';
import { embedOptionsOf } from './options';

const ID = '0b0f3c1e-6f3a-4b8e-9d51-3c1a2b4c5d6e';
const LAYER = '1c1f3c1e-6f3a-4b8e-9d51-3c1a2b4c5d6e';

describe('the embedded map’s options', () => {
  it('reads every option', () => {
    expect(embedOptionsOf(`/embed/${ID}`, `?layer=${LAYER}&lat=51.5&lng=9.9&zoom=14&category=licht&lang=uk&height=600`)).toEqual({
      projectId: ID, layer: LAYER, view: { lat: 51.5, lng: 9.9, zoom: 14 }, category: 'licht', language: 'uk', height: 600,
    });
  });

  it('leaves out what it cannot use and falls back to German and 400 px', () => {
    expect(embedOptionsOf(`/embed/${ID}/`, '?layer=x&lat=99&lng=9&zoom=3&lang=fr&height=5000&category=')).toEqual({ projectId: ID, language: 'de', height: 400 });
    expect(embedOptionsOf(`/embed/${ID}`, '?lat=51&lng=9')).toEqual({ projectId: ID, language: 'de', height: 400 });
  });

  it('needs a project id', () => {
    expect(embedOptionsOf('/embed/abc', '')).toBeUndefined();
    expect(embedOptionsOf('/embed/', '')).toBeUndefined();
  });
});
