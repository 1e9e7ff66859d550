import { cupLogoIn } from '../src/customer/shared/qr/cupLogo';
import { qrMatrix, VERIFICATION_QR_LEVEL, type QrMatrix } from './qrModules';

/** Pick-up QR: 150 px with a 50 px logo in the middle (high error correction keeps it readable). */
export const QR_SIZE_PX = 150;
export const QR_LOGO_PX = 50;
const QUIET_ZONE_MODULES = 2;

/** The logo in the default variant's --brand and --brand-cream: a worker has no CSS variables. */
export const QR_LOGO = cupLogoIn('#6f4e37', '#f6efe6');

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The dark modules as one SVG path in module units, shifted right and down by the quiet zone. */
function modulesPath(matrix: QrMatrix, quietZone: number): string {
  let path = '';
  for (let row = 0; row < matrix.size; row += 1) {
    for (let col = 0; col < matrix.size; col += 1) {
      if (matrix.isDark(row, col)) path += `M${col + quietZone} ${row + quietZone}h1v1h-1z`;
    }
  }
  return path;
}

/**
 * Draws `text` as an SVG QR code (no DOM needed, so it runs in a worker): one path of dark
 * modules on a white square, in module units scaled to 150 px, and the logo over the centre.
 */
export function qrSvg(text: string, label = ''): string {
  const matrix = qrMatrix(text, 'H');
  const side = matrix.size + QUIET_ZONE_MODULES * 2;
  const logoSide = (side * QR_LOGO_PX) / QR_SIZE_PX;
  const logoAt = (side - logoSide) / 2;
  const scale = logoSide / 64;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_SIZE_PX}" height="${QR_SIZE_PX}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${side}" height="${side}" fill="#fff"/>`,
    `<path fill="#000" d="${modulesPath(matrix, QUIET_ZONE_MODULES)}"/>`,
    `<g class="qr-logo" transform="translate(${logoAt} ${logoAt}) scale(${scale})" shape-rendering="auto">${QR_LOGO}</g>`,
    '</svg>',
  ].join('');
}

/**
 * The tax agency's verification QR of an invoice as SVG: error correction M and nothing over the modules.
 * The viewBox is the modules alone and the SVG has no size of its own: the page sets the code's side in
 * millimetres and keeps the quiet zone as white padding around it.
 */
export function verificationQrSvg(text: string, label = ''): string {
  const matrix = qrMatrix(text, VERIFICATION_QR_LEVEL);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${matrix.size} ${matrix.size}" shape-rendering="crispEdges" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${matrix.size}" height="${matrix.size}" fill="#fff"/>`,
    `<path fill="#000" d="${modulesPath(matrix, 0)}"/>`,
    '</svg>',
  ].join('');
}

export const qrApi = { qrSvg, verificationQrSvg };
export type QrApi = typeof qrApi;
