import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every stylesheet under src/, as files. */
function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/**
 * Rules opened inside a style rule: the build reads them as CSS nesting, so a rule left unclosed silently
 * turns every rule after it into a descendant rule that matches nothing. Only at-rules (@media, @supports,
 * @keyframes…) hold rules here.
 */
function nestedRules(css: string): number[] {
  const lines: number[] = [];
  const stack: ('at' | 'style')[] = [];
  let line = 1;
  let prelude = '';
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  for (const char of text) {
    if (char === '\n') line += 1;
    if (char === '{') {
      const kind = prelude.trim().startsWith('@') ? 'at' : 'style';
      if (kind === 'style' && stack.at(-1) === 'style') lines.push(line);
      stack.push(kind);
      prelude = '';
    } else if (char === '}') {
      stack.pop();
      prelude = '';
    } else if (char === ';') {
      prelude = '';
    } else {
      prelude += char;
    }
  }
  return lines;
}

describe('the stylesheets', () => {
  it('close every rule before the next one opens (no accidental nesting)', () => {
    const found = stylesheets(path.resolve('src')).flatMap((file) =>
      nestedRules(readFileSync(file, 'utf8')).map((line) => `${path.relative(process.cwd(), file)}:${line}`),
    );
    expect(found).toEqual([]);
  });

  it('finds an unclosed rule', () => {
    expect(nestedRules('.a {\n  color: red;\n.b {\n  color: blue;\n}\n')).toEqual([3]);
    expect(nestedRules('@media (min-width: 1px) {\n  .a { color: red; }\n}\n')).toEqual([]);
  });
});
