import QRCode from 'qrcode';

/** Spec §9 pick-up QR: 150 px with a 50 px logo in the middle (high error correction keeps it readable). */
export const QR_SIZE_PX = 150;
export const QR_LOGO_PX = 50;
const QUIET_ZONE_MODULES = 2;

// The app's cup logo (public/favicon.svg) with fixed colours: a worker has no CSS variables.
const LOGO = [
  '<rect width="64" height="64" rx="14" fill="#6f4e37"/>',
  '<path d="M24 14c-3 4 3 6 0 10M32 12c-3 4 3 6 0 10M40 14c-3 4 3 6 0 10" stroke="#f6efe6" stroke-width="3" stroke-linecap="round" fill="none"/>',
  '<path d="M14 30h32v6a16 16 0 0 1-16 16 16 16 0 0 1-16-16Z" fill="#f6efe6"/>',
  '<path d="M46 33h3a6 6 0 0 1 0 12h-5" stroke="#f6efe6" stroke-width="4" fill="none"/>',
].join('');

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Draws `text` as an SVG QR code (no DOM needed, so it runs in a worker; DESIGN §8): one path of dark
 * modules on a white square, in module units scaled to 150 px, and the logo over the centre.
 */
export function qrSvg(text: string, label = ''): string {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'H' });
  const count = modules.size;
  const side = count + QUIET_ZONE_MODULES * 2;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET_ZONE_MODULES} ${row + QUIET_ZONE_MODULES}h1v1h-1z`;
    }
  }
  const logoSide = (side * QR_LOGO_PX) / QR_SIZE_PX;
  const logoAt = (side - logoSide) / 2;
  const scale = logoSide / 64;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${QR_SIZE_PX}" height="${QR_SIZE_PX}" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges" role="img" aria-label="${escapeXml(label)}">`,
    `<rect width="${side}" height="${side}" fill="#fff"/>`,
    `<path fill="#000" d="${path}"/>`,
    `<g class="qr-logo" transform="translate(${logoAt} ${logoAt}) scale(${scale})" shape-rendering="auto">${LOGO}</g>`,
    '</svg>',
  ].join('');
}

export const qrApi = { qrSvg };
export type QrApi = typeof qrApi;
