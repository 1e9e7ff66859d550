import { describe, expect, it } from 'vitest';
import { clampSquare, cropFractions, initialSquare, moveSquare, screenToImage, zoomOf, zoomSquare } from '../../../../src/manage/catalogue/crop';
import { movedOrder } from '../../../../src/manage/catalogue/PhotoGallery';

const LANDSCAPE = { width: 4000, height: 3000 };
const PORTRAIT = { width: 1200, height: 1600 };

describe('the crop step’s square', () => {
  it('starts as the largest square, centred', () => {
    expect(initialSquare(LANDSCAPE)).toEqual({ x: 500, y: 0, side: 3000 });
    expect(initialSquare(PORTRAIT)).toEqual({ x: 0, y: 200, side: 1200 });
  });

  it('sends the centred square as fractions of each side', () => {
    expect(cropFractions(initialSquare(LANDSCAPE), LANDSCAPE)).toEqual({ left: 0.125, top: 0, width: 0.75, height: 1 });
    expect(cropFractions(initialSquare(PORTRAIT), PORTRAIT)).toEqual({ left: 0, top: 0.125, width: 1, height: 0.75 });
  });

  it('moves, but never out of the image', () => {
    const start = initialSquare(LANDSCAPE);
    expect(moveSquare(start, LANDSCAPE, -200, 0)).toEqual({ x: 300, y: 0, side: 3000 });
    expect(moveSquare(start, LANDSCAPE, -9999, 50)).toEqual({ x: 0, y: 0, side: 3000 });
    expect(moveSquare(start, LANDSCAPE, 9999, 0)).toEqual({ x: 1000, y: 0, side: 3000 });
  });

  it('zooms around its centre, from 1 (the largest square) to 4, kept inside', () => {
    const start = initialSquare(LANDSCAPE);
    const zoomed = zoomSquare(start, LANDSCAPE, 2);
    expect(zoomed).toEqual({ x: 1250, y: 750, side: 1500 });
    expect(zoomOf(zoomed, LANDSCAPE)).toBe(2);
    expect(zoomSquare(zoomed, LANDSCAPE, 10).side).toBe(750);
    expect(zoomSquare(zoomed, LANDSCAPE, 0.2)).toEqual({ x: 500, y: 0, side: 3000 });
    // Zooming out next to an edge pulls the square back in.
    const corner = moveSquare(zoomed, LANDSCAPE, 9999, 9999);
    expect(zoomSquare(corner, LANDSCAPE, 1)).toEqual({ x: 1000, y: 0, side: 3000 });
  });

  it('clamps a square bigger than the image', () => {
    expect(clampSquare({ x: -5, y: -5, side: 5000 }, PORTRAIT)).toEqual({ x: 0, y: 0, side: 1200 });
  });

  it('rounds fractions to six decimals, within 0..1', () => {
    const odd = { width: 3, height: 7 };
    const fractions = cropFractions({ x: 0, y: 1, side: 3 }, odd);
    expect(fractions).toEqual({ left: 0, top: 0.142857, width: 1, height: 0.428571 });
  });

  it('turns a drag on screen into image pixels', () => {
    expect(screenToImage(39, LANDSCAPE, 390)).toBe(400);
    expect(screenToImage(10, LANDSCAPE, 0)).toBe(0);
  });
});

describe('the gallery’s order', () => {
  it('moves a photo one place left or right, and not past an edge', () => {
    expect(movedOrder([1, 2, 3], 2, -1)).toEqual([2, 1, 3]);
    expect(movedOrder([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
    expect(movedOrder([1, 2, 3], 1, -1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 3, 1)).toEqual([1, 2, 3]);
    expect(movedOrder([1, 2, 3], 9, 1)).toEqual([1, 2, 3]);
  });
});
