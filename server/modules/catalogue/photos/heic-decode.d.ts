declare module 'heic-decode' {
  /** The primary image of a HEIC/HEIF file as RGBA pixels, its transforms (rotation, mirror) applied. */
  export default function decode(input: { buffer: Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
