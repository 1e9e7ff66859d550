import type { jsPDF } from 'jspdf';
import { darkRuns, qrMatrix, VERIFICATION_QR_LEVEL, VERIFICATION_QR_MM, VERIFICATION_QR_QUIET_ZONE } from './qrModules';

const POINTS_PER_MM = 72 / 25.4;
/** The code's side on paper, in points (35 mm): the modules alone, the quiet zone is white paper around it. */
export const VERIFICATION_QR_PT = VERIFICATION_QR_MM * POINTS_PER_MM;

/** How much page the QR takes with its quiet zone above and below, in points, for a given URL. */
export function verificationQrBlock(url: string): { moduleCount: number; modulePt: number; quietPt: number } {
  const { size } = qrMatrix(url, VERIFICATION_QR_LEVEL);
  const modulePt = VERIFICATION_QR_PT / size;
  return { moduleCount: size, modulePt, quietPt: modulePt * VERIFICATION_QR_QUIET_ZONE };
}

/**
 * Draws the agency's verification QR of `url` (error correction M) as filled black rectangles, one per
 * run of dark modules in a row, its top-left module at (`left`, `top`) and VERIFICATION_QR_PT wide. The
 * caller keeps the quiet zone around it free. Shared by the in-app PDF and the e-mailed receipt.
 */
export function drawVerificationQr(doc: jsPDF, url: string, left: number, top: number): void {
  const matrix = qrMatrix(url, VERIFICATION_QR_LEVEL);
  const module = VERIFICATION_QR_PT / matrix.size;
  doc.setFillColor(0, 0, 0);
  for (const run of darkRuns(matrix)) doc.rect(left + run.col * module, top + run.row * module, run.length * module, module, 'F');
}
