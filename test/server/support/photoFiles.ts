import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A photo-like JPEG (shapes and grain) of the given size. */
export async function photoJpeg(width: number, height: number, options: { quality?: number } = {}): Promise<Buffer> {
  return photoLike(width, height)
    .jpeg({ quality: options.quality ?? 85 })
    .toBuffer();
}

/** The same picture, before encoding, for other formats. */
export function photoLike(width: number, height: number) {
  const grain = Buffer.alloc(width * height * 3);
  for (let index = 0; index < grain.length; index++) grain[index] = (Math.random() * 60) | 0;
  const shapes = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#8a5a3b"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) * 0.4}" fill="#f3ead9"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) * 0.3}" fill="#4a2c1a"/></svg>`;
  return sharp(Buffer.from(shapes)).composite([{ input: grain, raw: { width, height, channels: 3 }, blend: 'soft-light' }]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes of PNG whose header claims a `side` × `side` canvas (a decompression bomb's shape). */
export function pngClaiming(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // One row of the claimed width, then nothing: a decoder that trusted the header would allocate it all.
  const row = deflateSync(Buffer.alloc(side * 3 + 1));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', row),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
