import type { Context } from 'hono';

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(c: Context): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '');
  return match?.[1] ?? null;
}
