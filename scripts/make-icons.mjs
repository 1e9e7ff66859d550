// Renders the app icons from one SVG drawing with headless Chromium, once; the PNGs are committed.
// Run: node scripts/make-icons.mjs   (needs /usr/bin/chromium or CHROME_PATH)
import { mkdir, writeFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const iconsDir = new URL('icons/', publicDir);

const cream = '#f6efe6';
const dark = '#4a2c1d';
const brand = '#6f4e37';

/** The cup drawing on a 64-unit grid, nudged left so cup plus handle sit centred. */
const cup = `<g transform="translate(-2.5 0)">
  <path d="M24 14c-3 4 3 6 0 10M32 12c-3 4 3 6 0 10M40 14c-3 4 3 6 0 10" stroke="${cream}" stroke-width="3" stroke-linecap="round" fill="none"/>
  <path d="M14 30h32v6a16 16 0 0 1-16 16 16 16 0 0 1-16-16Z" fill="${cream}"/>
  <path d="M46 33h3a6 6 0 0 1 0 12h-5" stroke="${cream}" stroke-width="4" fill="none"/></g>`;

/** Rounded tile: favicon and regular icons. */
const tileSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${brand}"/>${cup}
</svg>`;

/** Full-bleed square with the cup inside the maskable safe zone (the central 80 % circle). */
const maskableSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${dark}"/>
  <g transform="translate(12.8 12.8) scale(0.6)">${cup}</g>
</svg>`;

/** Apple draws its own rounded corners: a square tile. */
const appleSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${brand}"/>
  <g transform="translate(6.4 6.4) scale(0.8)">${cup}</g>
</svg>`;

const renders = [
  { file: 'icons/icon-192.png', svg: tileSvg, size: 192 },
  { file: 'icons/icon-512.png', svg: tileSvg, size: 512 },
  { file: 'icons/icon-maskable-512.png', svg: maskableSvg, size: 512 },
  { file: 'icons/apple-touch-icon-180.png', svg: appleSvg, size: 180 },
  { file: 'favicon-32.png', svg: tileSvg, size: 32, keep: false },
];

/** An .ico holding one PNG image (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  await mkdir(iconsDir, { recursive: true });
  await writeFile(new URL('favicon.svg', publicDir), `${tileSvg}\n`);
  for (const { file, svg, size, keep = true } of renders) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">` +
        svg.replace('<svg ', `<svg width="${size}" height="${size}" style="display:block" `) +
        `</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    if (keep) await writeFile(new URL(file, publicDir), png);
    if (file === 'favicon-32.png') await writeFile(new URL('favicon.ico', publicDir), icoFromPng(png, size));
    console.log(`wrote ${keep ? file : 'favicon.ico'} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
