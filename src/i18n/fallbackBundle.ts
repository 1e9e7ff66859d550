import type { Language } from '../api/contract';

type Bundle = Record<string, unknown>;

/**
 * The language whose texts fill a bundle's gaps: Valencian shows Spanish where a text is not written yet.
 * Spanish and English bundles are complete and fall back to nothing (no second download).
 */
export const FALLBACK_LANGUAGE: Partial<Record<Language, Language>> = { ca: 'es' };

const isBundle = (value: unknown): value is Bundle => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `own` with every key it lacks (or leaves empty) taken from `fallback`, nested objects merged alike. */
export function withFallback(own: Bundle, fallback: Bundle): Bundle {
  const merged: Bundle = { ...fallback };
  for (const [key, value] of Object.entries(own)) {
    const under = fallback[key];
    if (isBundle(value) && isBundle(under)) merged[key] = withFallback(value, under);
    else if (value !== '' && value !== null && value !== undefined) merged[key] = value;
  }
  return merged;
}
