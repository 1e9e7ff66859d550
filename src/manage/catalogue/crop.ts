/**
 * The crop step's square, in the pixels of the image as displayed (EXIF-oriented): where it starts, how
 * dragging, the arrow keys and the zoom slider move it (never outside the image), and the fractions of the
 * image the upload sends as `left`, `top`, `width`, `height`.
 */
export interface ImageSize {
  width: number;
  height: number;
}

export interface CropSquare {
  x: number;
  y: number;
  side: number;
}

export interface CropFractions {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The zoom slider's range: 1 is the largest square the image holds, 4 a quarter of its side. */
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** The square kept inside the image: its side at most the image's shorter side, its corner pulled in. */
export function clampSquare(square: CropSquare, image: ImageSize): CropSquare {
  const side = clamp(square.side, 1, Math.min(image.width, image.height));
  return { side, x: clamp(square.x, 0, image.width - side), y: clamp(square.y, 0, image.height - side) };
}

/** The largest square, centred: what the server would crop without a rectangle. */
export function initialSquare(image: ImageSize): CropSquare {
  const side = Math.min(image.width, image.height);
  return { side, x: (image.width - side) / 2, y: (image.height - side) / 2 };
}

/** The square moved by (dx, dy) image pixels, stopped at the image's edges. */
export function moveSquare(square: CropSquare, image: ImageSize, dx: number, dy: number): CropSquare {
  return clampSquare({ ...square, x: square.x + dx, y: square.y + dy }, image);
}

/** The zoom (1 to 4) a square's side stands for. */
export function zoomOf(square: CropSquare, image: ImageSize): number {
  return clamp(Math.min(image.width, image.height) / square.side, MIN_ZOOM, MAX_ZOOM);
}

/** The square at another zoom, around the same centre, kept inside the image. */
export function zoomSquare(square: CropSquare, image: ImageSize, zoom: number): CropSquare {
  const side = Math.min(image.width, image.height) / clamp(zoom, MIN_ZOOM, MAX_ZOOM);
  const centreX = square.x + square.side / 2;
  const centreY = square.y + square.side / 2;
  return clampSquare({ side, x: centreX - side / 2, y: centreY - side / 2 }, image);
}

const fraction = (value: number) => Math.round(clamp(value, 0, 1) * 1_000_000) / 1_000_000;

/** The square as fractions (0..1, six decimals) of the image's width and height, as the upload sends it. */
export function cropFractions(square: CropSquare, image: ImageSize): CropFractions {
  const inside = clampSquare(square, image);
  return {
    left: fraction(inside.x / image.width),
    top: fraction(inside.y / image.height),
    width: fraction(inside.side / image.width),
    height: fraction(inside.side / image.height),
  };
}

/** Pixels on screen to pixels of the image, for a pointer drag over the image shown `shownWidth` wide. */
export function screenToImage(pixels: number, image: ImageSize, shownWidth: number): number {
  return shownWidth > 0 ? (pixels * image.width) / shownWidth : 0;
}
