const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ENTITIES[char]!);

/** A Spanish static HTML page for a phone: the title, inline CSS, the body's lines and no script. */
export function staticPage(title: string, css: string, body: string[]): string {
  return [
    '<!doctype html>',
    '<html lang="es">',
    '<head>',
    '<meta charset="UTF-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${css}</style>`,
    '</head>',
    ...body,
    '</html>',
    '',
  ].join('\n');
}
