import decode from 'heic-decode';

/**
 * Decodes a HEVC-coded HEIC (the iPhone's photos) to RGBA pixels. sharp's prebuilt libvips reads such a
 * file's header but carries no HEVC decoder; libheif compiled to WebAssembly (heic-decode) does, with the
 * file's rotation and mirroring already applied.
 */
export async function heicPixels(bytes: Buffer): Promise<{ width: number; height: number; data: Buffer }> {
  const image = await decode({ buffer: bytes });
  return { width: image.width, height: image.height, data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength) };
}
