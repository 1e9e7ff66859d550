import type { Context } from 'hono';
import { ApiFailure } from './envelope';

function contentType(c: Context): string {
  return (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

async function readMultipart(c: Context): Promise<Record<string, string>> {
  const form = await c.req.parseBody().catch(() => {
    throw new ApiFailure(400, 'bad_request', 'The form body cannot be read');
  });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(form)) {
    if (typeof value !== 'string') throw new ApiFailure(400, 'bad_request', 'Files are not accepted here', name);
    fields[name] = value;
  }
  return fields;
}

/**
 * The request body as a plain value: JSON as sent, or a form-encoded flat body as a record of strings
 * (the spec's original client posted forms). An empty body reads as an empty object.
 */
export async function readBody(c: Context): Promise<unknown> {
  const type = contentType(c);
  if (type === 'multipart/form-data') return readMultipart(c);
  const text = await c.req.text();
  if (text.trim() === '') return {};
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type === 'application/json' || type === '' || type.endsWith('+json')) {
    try {
      return JSON.parse(text);
    } catch {
      throw new ApiFailure(400, 'bad_request', 'The body is not valid JSON');
    }
  }
  throw new ApiFailure(415, 'unsupported_media_type', `Bodies of type ${type} are not accepted`);
}
