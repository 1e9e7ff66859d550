/**
 * The app's cup logo as SVG markup on a 64 × 64 box, coloured by the theme's --brand and --brand-cream.
 * Where no stylesheet is (the QR worker), cupLogoIn() writes fixed colours. The shell's BrandMark draws the
 * same shapes in JSX and public/favicon.svg with fixed colours (test/unit/workers/qr.test.ts holds them equal).
 */
export const CUP_LOGO =
  '<rect width="64" height="64" rx="14" fill="var(--brand)"/>' +
  '<path d="M24 14c-3 4 3 6 0 10M32 12c-3 4 3 6 0 10M40 14c-3 4 3 6 0 10" stroke="var(--brand-cream)" stroke-width="3" stroke-linecap="round" fill="none"/>' +
  '<path d="M14 30h32v6a16 16 0 0 1-16 16 16 16 0 0 1-16-16Z" fill="var(--brand-cream)"/>' +
  '<path d="M46 33h3a6 6 0 0 1 0 12h-5" stroke="var(--brand-cream)" stroke-width="4" fill="none"/>';

/** The logo with the theme's colours written out. */
export function cupLogoIn(brand: string, cream: string): string {
  return CUP_LOGO.replaceAll('var(--brand-cream)', cream).replaceAll('var(--brand)', brand);
}
