import { INK, type Palette, type Variant } from './palette';

/** Background decoration per variant: plain glow, diagonal stripes or a dotted cloth. */
function backdrop(palette: Palette, variant: Variant): string {
  const base = `<rect width="200" height="200" fill="${palette.background}"/>`;
  if (variant === 2) {
    return `${base}<path d="M-20 60 L60 -20 M-20 140 L140 -20 M20 220 L220 20 M100 220 L220 100" stroke="${palette.backgroundAccent}" stroke-width="22" opacity=".6"/>`;
  }
  if (variant === 3) {
    const dots: string[] = [];
    for (let y = 15; y < 200; y += 30) {
      for (let x = (y / 30) % 2 === 0 ? 15 : 30; x < 200; x += 30) dots.push(`M${x} ${y}h0`);
    }
    return `${base}<path d="${dots.join('')}" stroke="${palette.backgroundAccent}" stroke-width="7" stroke-linecap="round"/>`;
  }
  return `${base}<circle cx="100" cy="96" r="78" fill="${palette.backgroundAccent}" opacity=".55"/>`;
}

/** A square, text-free picture: backdrop, soft floor shadow, then the motif drawn in a 200×200 box. */
export function svgDocument(size: number, palette: Palette, variant: Variant, motif: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="${size}" height="${size}" role="img">` +
    backdrop(palette, variant) +
    `<ellipse cx="100" cy="166" rx="66" ry="9" fill="${INK.shadow}"/>` +
    motif +
    '</svg>'
  );
}
