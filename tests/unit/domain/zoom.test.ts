import { describe, expect, it } from 'vitest';
import { NO_PAN, clampPan, clampZoom, isZoomed, panAfterZoom, panByKey, zoomIn, zoomOut } from '@domain/zoom';

const size = { width: 400, height: 300 };

describe('lightbox zoom (ratio 1 to 3)', () => {
  it('stays between 1 and 3', () => {
    expect(clampZoom(0.2)).toBe(1);
    expect(clampZoom(7)).toBe(3);
    expect(clampZoom(Number.NaN)).toBe(1);
    expect(zoomIn(2.75)).toBe(3);
    expect(zoomOut(1.25)).toBe(1);
    expect(zoomIn(1)).toBe(1.5);
    expect(isZoomed(1)).toBe(false);
    expect(isZoomed(1.5)).toBe(true);
  });

  it('pans until the edge of the image meets the edge of the view', () => {
    // At 2×, a 400 px wide view shows half the image: the centre can move 200 px either way.
    expect(clampPan({ x: 500, y: -500 }, 2, size)).toEqual({ x: 200, y: -150 });
    expect(clampPan({ x: 50, y: 20 }, 1, size)).toEqual({ x: 0, y: 0 });
  });

  it('pans by arrow keys in the physical direction, the same in every locale', () => {
    expect(panByKey('ArrowRight', NO_PAN, 2, size)).toEqual({ x: -48, y: 0 });
    expect(panByKey('ArrowUp', NO_PAN, 2, size)).toEqual({ x: 0, y: 48 });
    expect(panByKey('ArrowLeft', { x: 190, y: 0 }, 2, size)).toEqual({ x: 200, y: 0 });
    expect(panByKey('Enter', NO_PAN, 2, size)).toBeNull();
  });

  it('recentres the image when zoomed back to 1, and keeps it in bounds when zooming out', () => {
    expect(panAfterZoom({ x: 200, y: 100 }, 1, size)).toEqual(NO_PAN);
    expect(panAfterZoom({ x: 200, y: 100 }, 1.5, size)).toEqual({ x: 100, y: 75 });
  });
});
