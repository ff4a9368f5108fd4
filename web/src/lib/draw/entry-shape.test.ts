import { describe, expect, it } from 'vitest';
import { latLngsOfShape, shapeFitOptions, shapeOfCorners } from './entry-shape';

describe('shapeOfCorners and latLngsOfShape', () => {
  const corners = [{ lat: 51.31, lng: 9.48 }, { lat: 51.32, lng: 9.49 }, { lat: 51.31, lng: 9.5 }];
  it('makes a GeoJSON line of [longitude, latitude] positions', () => {
    expect(shapeOfCorners('line', corners)).toEqual({ type: 'LineString', coordinates: [[9.48, 51.31], [9.49, 51.32], [9.5, 51.31]] });
  });
  it('closes an area\'s ring, and reads the corners back without the repeated one', () => {
    const area = shapeOfCorners('polygon', corners)!;
    expect(area).toEqual({ type: 'Polygon', coordinates: [[[9.48, 51.31], [9.49, 51.32], [9.5, 51.31], [9.48, 51.31]]] });
    expect(latLngsOfShape(area)).toEqual([[51.31, 9.48], [51.32, 9.49], [51.31, 9.5]]);
  });
  it('is nothing without corners', () => {
    expect(shapeOfCorners('polygon', [])).toBeUndefined();
  });
});

describe('shapeFitOptions', () => {
  it('keeps the shape above what covers the bottom of the map (a phone\'s sheet)', () => {
    expect(shapeFitOptions(376)).toEqual({ maxZoom: 18, paddingTopLeft: [24, 24], paddingBottomRight: [24, 400] });
    expect(shapeFitOptions(0).paddingBottomRight).toEqual([24, 24]);
  });
});
