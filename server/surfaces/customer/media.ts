import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { products } from '../../platform/db/seed/data/products';
import { recipes } from '../../platform/db/seed/data/recipes';
import { pageArt } from '../../modules/catalogue/art/page-art';
import { paletteFor, type Variant } from '../../modules/catalogue/art/palette';
import { drawProduct } from '../../modules/catalogue/art/product-art';
import { drawRecipe } from '../../modules/catalogue/art/recipe-art';
import { svgDocument } from '../../modules/catalogue/art/svg';
import type { PhotoFiles } from '../../modules/catalogue/photos/photoFiles';

const SIZED_FILE = /^([A-Za-z0-9_-]+)-(250|500)\.svg$/;
const PAGE_FILE = /^([a-z0-9_-]+)\.svg$/;
const PHOTO_FILE = /^([0-9a-f]{64})-(\d+)$/;
/** A photo's URL names its content: the same URL always answers the same file. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PAGE_IMAGE_SIZE = 500;

const productArt = new Map(products.map((product) => [product.productCode, product.art]));
const recipeArt = new Map(recipes.map((recipe) => [String(recipe.id), recipe.art]));
const pageArtByName = new Map(Object.entries(pageArt));

function variantOf(query: string | undefined): Variant {
  return query === '2' ? 2 : query === '3' ? 3 : 1;
}

/** Answers an SVG with a strong ETag, or 304 when the client already holds that version. */
function sendSvg(c: Context, svg: string) {
  const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
  c.header('Content-Type', 'image/svg+xml; charset=utf-8');
  c.header('Cache-Control', 'public, max-age=86400');
  c.header('ETag', etag);
  if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
  return c.body(svg, 200);
}

function notFound(c: Context) {
  return c.json({ wasOk: false, error: { code: 'not_found', message: 'Image not found' } }, 404);
}

/** Uploaded product photos (stored in the database) and locally drawn demo pictures; mount at `/media`. */
export function mediaRoutes(photos: PhotoFiles): Hono {
  const app = new Hono();

  app.get('/p/:file', async (c) => {
    const match = PHOTO_FILE.exec(c.req.param('file'));
    const file = match ? await photos.find(match[1] ?? '', Number(match[2]), c.req.header('Accept')) : undefined;
    if (!file) return notFound(c);
    const etag = `"${file.hash}"`;
    c.header('Cache-Control', IMMUTABLE);
    c.header('Vary', 'Accept');
    c.header('ETag', etag);
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    c.header('Content-Type', file.contentType);
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200);
  });

  app.get('/products/:file', (c) => {
    const match = SIZED_FILE.exec(c.req.param('file'));
    const art = match ? productArt.get(match[1] ?? '') : undefined;
    if (!match || !art) return notFound(c);
    const variant = variantOf(c.req.query('v'));
    return sendSvg(c, svgDocument(Number(match[2]), paletteFor(art.hue, variant), variant, drawProduct(art, paletteFor(art.hue))));
  });

  app.get('/recipes/:file', (c) => {
    const match = SIZED_FILE.exec(c.req.param('file'));
    const art = match ? recipeArt.get(match[1] ?? '') : undefined;
    if (!match || !art) return notFound(c);
    return sendSvg(c, svgDocument(Number(match[2]), paletteFor(art.hue), 1, drawRecipe(art.motif, paletteFor(art.hue))));
  });

  app.get('/pages/:file', (c) => {
    const match = PAGE_FILE.exec(c.req.param('file'));
    const art = match ? pageArtByName.get(match[1] ?? '') : undefined;
    if (!art) return notFound(c);
    const palette = paletteFor(art.hue);
    return sendSvg(c, svgDocument(PAGE_IMAGE_SIZE, palette, 1, art.draw(palette)));
  });

  return app;
}
