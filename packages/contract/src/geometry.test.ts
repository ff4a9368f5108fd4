import { describe, expect, it } from 'vitest';
import { EntryGeometry, Geometries } from './geometry.js';
import {
  areaSquareMetres, boundsOfGeometry, centreOfGeometry, geometryProblem, GEOMETRY_MAX_VERTICES,
  kindOfGeometry, lengthMetres, type AreaShape, type LineShape,
} from './geometry-rules.js';
import { FIELD_MESSAGES } from './field-messages.js';

const line = (...coordinates: [number, number][]): LineShape => ({ type: 'LineString', coordinates });
const area = (...corners: [number, number][]): AreaShape => ({ type: 'Polygon', coordinates: [[...corners, corners[0]!]] });
/** A square of about 111 × 70 m in Karlsruhe. */
const square = area([8.4, 49.0], [8.401, 49.0], [8.401, 49.001], [8.4, 49.001]);

describe('geometryProblem (docs/product.md §25.1)', () => {
  it('accepts a simple line and a simple area', () => {
    expect(geometryProblem(line([8.4, 49], [8.41, 49.01], [8.42, 49]))).toBeUndefined();
    expect(geometryProblem(square)).toBeUndefined();
  });

  it('refuses a line or an area that crosses, touches or folds back on itself', () => {
    expect(geometryProblem(line([0, 0], [1, 1], [1, 0], [0, 1]))).toBe('crossing');
    expect(geometryProblem(line([0, 0], [1, 0], [0.5, 0]))).toBe('crossing');
    expect(geometryProblem(line([0, 0], [0.5, 0.5], [0.5, 0.5], [1, 0]))).toBe('crossing');
    expect(geometryProblem(line([0, 0], [0.5, 0], [0.5, 0.5], [0.25, 0.5], [0.25, 0]))).toBe('crossing');
    expect(geometryProblem(area([0, 0], [0.5, 0.5], [0.5, 0], [0, 0.5]))).toBe('crossing');
  });

  it('refuses too few, too many corners, an open ring, a wide shape and an area without area', () => {
    expect(geometryProblem(line([1, 1], [1, 1]))).toBe('tooFew');
    expect(geometryProblem(area([0, 0], [0.1, 0], [0.1, 0]))).toBe('tooFew');
    const many = Array.from({ length: GEOMETRY_MAX_VERTICES + 1 }, (_, i) => [8 + i * 0.0001, 49 + (i % 2) * 0.0001] as [number, number]);
    expect(geometryProblem(line(...many))).toBe('tooMany');
    expect(geometryProblem({ type: 'Polygon', coordinates: [[[0, 0], [0.1, 0], [0.1, 0.1], [0, 0.1]]] })).toBe('notClosed');
    expect(geometryProblem(line([8, 49], [9.5, 49]))).toBe('tooWide');
    expect(geometryProblem(area([0, 0], [0.1, 0], [0.2, 0]))).toBe('empty');
  });

  it('checks every corner against the boundary', () => {
    const boundary = { type: 'Polygon' as const, coordinates: [[[8.39, 48.99], [8.41, 48.99], [8.41, 49.01], [8.39, 49.01], [8.39, 48.99]]] };
    expect(geometryProblem(square, boundary)).toBeUndefined();
    expect(geometryProblem(line([8.4, 49], [8.42, 49]), boundary)).toBe('outside');
  });
});

describe('measures and centre', () => {
  it('measures a line in metres and an area in square metres on the sphere', () => {
    expect(lengthMetres(line([8.4, 49], [8.4, 50]))).toBeCloseTo(111_195, -2);
    expect(areaSquareMetres(square)).toBeGreaterThan(111 * 72);
    expect(areaSquareMetres(square)).toBeLessThan(112 * 74);
    expect(lengthMetres(square)).toBeGreaterThan(2 * (111 + 72));
    expect(areaSquareMetres(line([8.4, 49], [8.4, 50]))).toBe(0);
  });

  it('places the centre inside a square and bounds a line', () => {
    const c = centreOfGeometry(square);
    expect(c.Latitude).toBeCloseTo(49.0005, 6);
    expect(c.Longitude).toBeCloseTo(8.4005, 6);
    expect(boundsOfGeometry(line([8.4, 49.1], [8.3, 49]))).toEqual({ minLat: 49, minLng: 8.3, maxLat: 49.1, maxLng: 8.4 });
    expect([kindOfGeometry(undefined), kindOfGeometry(line([0, 0], [1, 1])), kindOfGeometry(square)]).toEqual(['point', 'line', 'polygon']);
  });
});

describe('EntryGeometry and Geometries schemas', () => {
  const messageOf = (value: unknown) => EntryGeometry.safeParse(value).error?.issues[0]?.message;

  it('says in German what is wrong', () => {
    expect(messageOf({ type: 'Point', coordinates: [8, 49] })).toBe(FIELD_MESSAGES.geometryType);
    expect(messageOf({ type: 'LineString', coordinates: [[8, 95], [8, 49]] })).toBe(FIELD_MESSAGES.geometryPosition);
    expect(messageOf({ type: 'Polygon', coordinates: [] })).toBe(FIELD_MESSAGES.geometryOneRing);
    expect(messageOf(line([0, 0], [1, 1], [1, 0], [0, 1]))).toBe(FIELD_MESSAGES.geometryCrossing);
    expect(messageOf(area([0, 0], [0.1, 0], [0.1, 0]))).toBe(FIELD_MESSAGES.geometryTooFewPolygon);
    expect(EntryGeometry.parse(square)).toEqual(square);
  });

  it('takes each kind once, at least one', () => {
    expect(Geometries.parse(['point', 'polygon'])).toEqual(['point', 'polygon']);
    for (const bad of [[], ['point', 'point'], ['circle']]) expect(Geometries.safeParse(bad).error?.issues[0]?.message).toBe(FIELD_MESSAGES.geometriesChoice);
  });
});
