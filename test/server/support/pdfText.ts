import { inflateSync } from 'node:zlib';

/**
 * The strings a PDF draws, in order: every content stream (inflated when it is FlateDecode, as jsPDF writes
 * them with compression on), its text operators (Tj) unescaped; jsPDF's standard fonts are WinAnsi, one
 * byte a character (€ is 0x80, … is 0x85).
 */
export function pdfStrings(pdf: Buffer): string[] {
  const strings: string[] = [];
  for (const content of pdfStreams(pdf)) {
    for (const shown of content.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
      strings.push(winAnsiText(shown[1]!.replace(/\\([()\\])/g, '$1')));
    }
  }
  return strings;
}

/** Every stream of the PDF as text (page contents among them), inflated when it is FlateDecode. */
export function pdfStreams(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of source.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const dictionary = match[1]!;
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + length);
    streams.push((/\/FlateDecode/.test(dictionary) ? inflateSync(bytes) : bytes).toString('latin1'));
  }
  return streams;
}

const WIN_ANSI: Record<string, string> = { '\x80': '€', '\x85': '…', '\x96': '–', '\x97': '—' };

function winAnsiText(text: string): string {
  return Array.from(text, (char) => WIN_ANSI[char] ?? char).join('');
}
