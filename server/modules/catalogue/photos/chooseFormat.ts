import type { PhotoRendition } from '../../../platform/db/schema';

type Format = PhotoRendition['format'];

/** AVIF when the browser takes it, else WebP, else JPEG (which every browser shows). */
export function chooseFormat(accept: string | undefined, available: Format[]): Format | undefined {
  const accepted = acceptedTypes(accept ?? '');
  for (const format of ['avif', 'webp'] as const) {
    if (available.includes(format) && accepted.has(`image/${format}`)) return format;
  }
  return available.includes('jpeg') ? 'jpeg' : available[0];
}

/** The media types an Accept header names with a quality above zero. */
function acceptedTypes(accept: string): Set<string> {
  const types = new Set<string>();
  for (const part of accept.split(',')) {
    const [type, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    if (type && !(quality && Number(quality.slice(2)) === 0)) types.add(type);
  }
  return types;
}
