import { decodeQuotedPrintable } from './smtpListener';

/** One leaf part of a MIME message: its headers (names lower-cased) and its decoded body. */
export interface MimePart {
  headers: Record<string, string>;
  body: Buffer;
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end < 0 ? raw : raw.slice(0, end);
  const body = end < 0 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string): Buffer {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'utf8');
  return Buffer.from(body, 'utf8');
}

/** The leaf parts of a raw RFC 5322 message, multiparts opened recursively (RFC 2046 boundaries). */
export function mimeParts(raw: string): MimePart[] {
  const { headers, body } = splitHead(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) {
    return [{ headers, body: decodeBody(body, (headers['content-transfer-encoding'] ?? '7bit').toLowerCase()) }];
  }
  const sections = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?[ \\t]*\\r?\\n?`));
  // The preamble before the first boundary and the epilogue after the last are not parts.
  return sections.slice(1, -1).flatMap((section) => mimeParts(section));
}

/** An RFC 2047 encoded header (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) as text. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

export interface ReadMail {
  subject: string;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

/** A caught message read as a mail client would: subject, text and HTML bodies, attachments. */
export function readMail(raw: string): ReadMail {
  const parts = mimeParts(raw);
  const { headers } = splitHead(raw);
  const bodyOf = (type: string) =>
    parts
      .find((part) => (part.headers['content-type'] ?? '').startsWith(type) && !/attachment/i.test(part.headers['content-disposition'] ?? ''))
      ?.body.toString('utf8') ?? '';
  return {
    subject: decodeHeader(headers.subject ?? ''),
    text: bodyOf('text/plain'),
    html: bodyOf('text/html'),
    attachments: parts
      .filter((part) => /attachment/i.test(part.headers['content-disposition'] ?? ''))
      .map((part) => ({
        filename: decodeHeader(/filename="?([^";]+)"?/i.exec(part.headers['content-disposition'] ?? '')?.[1] ?? ''),
        contentType: (part.headers['content-type'] ?? '').split(';')[0]!.trim(),
        content: part.body,
      })),
  };
}
