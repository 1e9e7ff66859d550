import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';

/** A QR code's dark modules, row by row: what an SVG path or PDF rectangles draw (no DOM needed). */
export interface QrMatrix {
  /** Modules per side, quiet zone not included. */
  size: number;
  isDark(row: number, col: number): boolean;
}

export function qrMatrix(text: string, errorCorrectionLevel: QRCodeErrorCorrectionLevel): QrMatrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel });
  return { size: modules.size, isDark: (row, col) => Boolean(modules.get(row, col)) };
}

/**
 * The dark modules as horizontal runs (one per stretch of adjacent dark modules in a row): a PDF draws
 * a run as one rectangle, so a 33 × 33 code is a few hundred rectangles instead of a thousand.
 */
export function darkRuns(matrix: QrMatrix): Array<{ row: number; col: number; length: number }> {
  const runs: Array<{ row: number; col: number; length: number }> = [];
  for (let row = 0; row < matrix.size; row += 1) {
    let start = -1;
    for (let col = 0; col <= matrix.size; col += 1) {
      const dark = col < matrix.size && matrix.isDark(row, col);
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push({ row, col: start, length: col - start });
        start = -1;
      }
    }
  }
  return runs;
}

/** The agency's verification QR: error correction M (Orden HAC/1177/2024), the standard 4-module quiet zone. */
export const VERIFICATION_QR_LEVEL = 'M' as const;
export const VERIFICATION_QR_QUIET_ZONE = 4;
/** Printed and shown 35 mm wide, quiet zone included: inside the 30–40 mm the agency asks for. */
export const VERIFICATION_QR_MM = 35;
