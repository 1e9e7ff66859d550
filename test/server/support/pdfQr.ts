import jsQR from 'jsqr';
import { pdfStreams } from './pdfText';

/** The filled rectangles a PDF page draws, in points from the page's bottom-left corner (PDF's own axes). */
type Rect = { x: number; y: number; width: number; height: number };

function filledRects(content: string): Rect[] {
  const rects: Rect[] = [];
  for (const match of content.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\s+f\b/g)) {
    const [x, y, width, height] = match.slice(1, 5).map(Number) as [number, number, number, number];
    // jsPDF writes a rectangle from its top edge with a negative height.
    rects.push(height < 0 ? { x, y: y + height, width, height: -height } : { x, y, width, height });
  }
  return rects;
}

/**
 * Reads back the QR code a PDF draws as black rectangles (as workers/verificationQrPdf.ts does), with no
 * renderer: the module grid is rebuilt from the rectangles' positions, painted into pixels with a quiet
 * zone and decoded with jsQR, as a camera would. Null when no page draws a readable code.
 */
export function pdfQrCode(pdf: Buffer): { text: string; sidePt: number } | null {
  for (const content of pdfStreams(pdf)) {
    const rects = filledRects(content);
    if (rects.length === 0) continue;
    const module = Math.min(...rects.map((rect) => rect.height));
    const left = Math.min(...rects.map((rect) => rect.x));
    const top = Math.max(...rects.map((rect) => rect.y + rect.height));
    const sidePt = Math.max(...rects.map((rect) => rect.x + rect.width)) - left;
    const size = Math.round(sidePt / module);
    const quiet = 4;
    const scale = 4;
    const pixels = (size + quiet * 2) * scale;
    const image = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
    for (const rect of rects) {
      const row = Math.round((top - rect.y - rect.height) / module);
      const col = Math.round((rect.x - left) / module);
      const length = Math.round(rect.width / module);
      for (let y = (row + quiet) * scale; y < (row + quiet + 1) * scale; y += 1) {
        for (let x = (col + quiet) * scale; x < (col + quiet + length) * scale; x += 1) image.fill(0, (y * pixels + x) * 4, (y * pixels + x) * 4 + 3);
      }
    }
    const code = jsQR(image, pixels, pixels);
    if (code) return { text: code.data, sidePt };
  }
  return null;
}
