import { describe, expect, it } from 'vitest';
import { Attributes, CreatePointBody, encodePointsCursor, Latitude, Longitude, MAX_POINTS_PAGE, PointsQuery, UpdatePointBody } from './point.js';

const LAYER = '0190f5a2-0000-7000-8000-000000000001';
const bbox = (s: string) => PointsQuery.safeParse({ bbox: s });

describe('PointsQuery bbox', () => {
  it('is optional', () => {
    expect(PointsQuery.parse({})).toEqual({ limit: MAX_POINTS_PAGE });
  });

  it('parses minLon,minLat,maxLon,maxLat', () => {
    expect(PointsQuery.parse({ bbox: '9.4,51.3,9.5,51.4' }).bbox).toEqual({ minLon: 9.4, minLat: 51.3, maxLon: 9.5, maxLat: 51.4 });
    expect(PointsQuery.parse({ bbox: '-10.5, -20 ,0,1e1' }).bbox).toEqual({ minLon: -10.5, minLat: -20, maxLon: 0, maxLat: 10 });
  });

  it('accepts the edges of the world and an empty box (min = max)', () => {
    expect(PointsQuery.parse({ bbox: '-180,-90,180,90' }).bbox).toEqual({ minLon: -180, minLat: -90, maxLon: 180, maxLat: 90 });
    expect(bbox('9,51,9,51').success).toBe(true);
  });

  it.each([
    ['three numbers', '1,2,3'],
    ['five numbers', '1,2,3,4,5'],
    ['letters', 'a,b,c,d'],
    ['a letter among numbers', '9,51,x,52'],
    ['an empty part', '9,,10,52'],
    ['empty', ''],
    ['minLon > maxLon', '10,51,9,52'],
    ['minLat > maxLat', '9,52,10,51'],
    ['latitude 95', '9,51,10,95'],
    ['latitude -90.5', '9,-90.5,10,0'],
    ['longitude 181', '9,51,181,52'],
    ['longitude -180.1', '-180.1,51,10,52'],
    ['Infinity', '9,51,Infinity,52'],
    ['NaN', 'NaN,51,10,52'],
  ])('refuses %s', (_what, s) => {
    const result = bbox(s);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('bbox muss minLon,minLat,maxLon,maxLat in Grad sein (min ≤ max).');
  });
});

describe('coordinates', () => {
  it('accepts latitudes in [-90, 90] and longitudes in [-180, 180], edges included', () => {
    for (const x of [-90, -0, 0, 51.3169, 90]) expect(Latitude.safeParse(x).success).toBe(true);
    for (const x of [-180, 0, 9.4757, 180]) expect(Longitude.safeParse(x).success).toBe(true);
  });

  it('refuses coordinates outside, with German messages', () => {
    for (const x of [90.0001, -91, 1000]) {
      expect(Latitude.safeParse(x).error?.issues[0]?.message).toBe('Die geographische Breite muss zwischen -90 und 90 liegen.');
    }
    for (const x of [180.5, -180.0001]) {
      expect(Longitude.safeParse(x).error?.issues[0]?.message).toBe('Die geographische Länge muss zwischen -180 und 180 liegen.');
    }
  });

  it('refuses non-numbers, NaN and infinities', () => {
    for (const x of ['51.3', null, undefined, NaN, Infinity, -Infinity, true]) {
      expect(Latitude.safeParse(x).success, String(x)).toBe(false);
      expect(Longitude.safeParse(x).success, String(x)).toBe(false);
    }
    expect(Latitude.safeParse('51.3').error?.issues[0]?.message).toBe('Die geographische Breite muss eine Zahl sein.');
  });
});

describe('CreatePointBody / UpdatePointBody', () => {
  it('fills Altitude and Attributes', () => {
    expect(CreatePointBody.parse({ Layer: LAYER, Latitude: 51, Longitude: 9 })).toEqual({ Layer: LAYER, Latitude: 51, Longitude: 9, Altitude: 0, Attributes: {} });
  });

  it.each(['UserID', 'CreatedAt', 'ID', 'DeletedAt'])('refuses the extra field %s on create', (key) => {
    expect(CreatePointBody.safeParse({ Layer: LAYER, Latitude: 51, Longitude: 9, [key]: 'x' }).success).toBe(false);
  });

  it('refuses a missing or malformed Layer', () => {
    expect(CreatePointBody.safeParse({ Latitude: 51, Longitude: 9 }).success).toBe(false);
    expect(CreatePointBody.safeParse({ Layer: 'abc', Latitude: 51, Longitude: 9 }).success).toBe(false);
  });

  it('lets ID and Layer be sent back on update, but nothing else extra', () => {
    expect(UpdatePointBody.safeParse({ ID: LAYER, Layer: LAYER, Latitude: 51, Longitude: 9 }).success).toBe(true);
    expect(UpdatePointBody.safeParse({ Latitude: 51, Longitude: 9, CreatedAt: '2026-01-01T00:00:00.000Z' }).success).toBe(false);
  });

  it('checks the shape of answers', () => {
    expect(Attributes.safeParse({ Titel: { DataType: 'text', Value: 'x' } }).success).toBe(true);
    expect(Attributes.safeParse({ category: { DataType: 'category', Value: 'Klar' } }).success).toBe(true);
    expect(Attributes.safeParse({ Titel: { DataType: 'date', Value: 'x' } }).success).toBe(false);
    expect(Attributes.safeParse({ Titel: { DataType: 'text', Value: 'x', Extra: 1 } }).success).toBe(false);
    expect(Attributes.safeParse({ Titel: { DataType: 'text', Value: null } }).success).toBe(false);
    expect(Attributes.safeParse({ '': { DataType: 'text', Value: 'x' } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`v${i}`, { DataType: 'text', Value: 'x' }]));
    expect(Attributes.safeParse(many).success).toBe(false);
  });
});

describe('PointsQuery paging', () => {
  it('takes a limit of 1 to MAX_POINTS_PAGE and a cursor made by encodePointsCursor', () => {
    const cursor = { createdAt: '2026-11-25T10:00:00.000Z', id: '0190f5a2-0000-7000-8000-00000000abcd' };
    expect(PointsQuery.parse({ limit: '1', after: encodePointsCursor(cursor) })).toEqual({ limit: 1, after: cursor });
    expect(PointsQuery.parse({ limit: String(MAX_POINTS_PAGE) }).limit).toBe(MAX_POINTS_PAGE);
  });

  it.each(['0', '-1', '1.5', 'viele', String(MAX_POINTS_PAGE + 1)])('refuses limit %s in German', (limit) => {
    const r = PointsQuery.safeParse({ limit });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(`limit muss eine ganze Zahl von 1 bis ${MAX_POINTS_PAGE} sein.`);
  });

  it.each(['kaputt', '', 'WyJhIl0', btoa('{"a":1}'), btoa('[1,2]')])('refuses the cursor %j', (after) => {
    const r = PointsQuery.safeParse({ after });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/keine gültige Seitenmarke/);
  });
});
