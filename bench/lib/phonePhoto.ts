import sharp from 'sharp';

/** A phone camera's picture size: 12 MP, 4:3. */
export const PHONE_PHOTO = { width: 4000, height: 3000 } as const;

/** Colours of the background's two ends, the saucer, the cup and the foam; one set per variant. */
const PALETTES = [
  ['#6b3e26', '#e8d5b7', '#f4efe6', '#4a2c1a', '#c89f7a'],
  ['#2f4f4f', '#d9c7a7', '#fbf7f0', '#3b2314', '#d2b48c'],
  ['#8b5a2b', '#f5deb3', '#ffffff', '#5c3317', '#e3c8a0'],
  ['#3c2f2f', '#bfa58a', '#efe6da', '#2b1a10', '#b08a62'],
] as const;

type Grain = { coarse: Buffer; fine: Buffer };
const grains = new Map<string, Promise<Grain>>();

/** Noise at every scale for a picture of this size, made once (it is most of a photo's making). */
function grainOf(width: number, height: number): Promise<Grain> {
  const key = `${width}x${height}`;
  if (!grains.has(key)) {
    const noise = (w: number, h: number, amplitude: number) => {
      const bytes = Buffer.alloc(w * h * 3);
      for (let index = 0; index < bytes.length; index++) bytes[index] = 128 + Math.round((Math.random() - 0.5) * amplitude);
      return sharp(bytes, { raw: { width: w, height: h, channels: 3 } });
    };
    const coarse = noise(Math.round(width / 8), Math.round(height / 8), 90)
      .resize(width, height, { kernel: 'cubic' })
      .png()
      .toBuffer();
    const fine = noise(width, height, 70).png({ compressionLevel: 1 }).toBuffer();
    grains.set(
      key,
      Promise.all([coarse, fine]).then(([c, f]) => ({ coarse: c, fine: f })),
    );
  }
  return grains.get(key)!;
}

/**
 * A photo-like JPEG as a phone takes it: a cup on a gradient, under grain at every scale (noise survives the
 * resizing as a real photo's texture does, and costs the encoders what a real photo costs them). `variant`
 * picks the colours and where the cup sits, so each product's photo differs.
 */
export async function phoneLikeJpeg({ width, height }: { width: number; height: number } = PHONE_PHOTO, variant = 0): Promise<Buffer> {
  const { coarse, fine } = await grainOf(width, height);
  const [from, to, saucer, cup, foam] = PALETTES[variant % PALETTES.length]!;
  const side = Math.min(width, height);
  const shift = [0, -1, 1, -2, 2];
  const cx = width / 2 + shift[variant % 5]! * side * 0.05;
  const cy = height / 2 + shift[variant % 3]! * side * 0.05;
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${cx}" cy="${cy}" r="${side * 0.367}" fill="${saucer}"/><circle cx="${cx}" cy="${cy}" r="${side * 0.267}" fill="${cup}"/><ellipse cx="${cx - side * 0.05}" cy="${cy - side * 0.033}" rx="${side * 0.107}" ry="${side * 0.043}" fill="${foam}"/></svg>`;
  return sharp(Buffer.from(shapes))
    .composite([
      { input: coarse, blend: 'overlay' },
      { input: fine, blend: 'soft-light' },
    ])
    .jpeg({ quality: 92 })
    .toBuffer();
}
