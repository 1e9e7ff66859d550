import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeValuesStyled, createCriticalCss, markupSignature } from '../../../../server/surfaces/customer/document/criticalCss';

const SHEET = [
  ':where(:root){--font:sans-serif}',
  ':root:not([data-theme=dark]),[data-theme=light]{--ink:#333}',
  '[data-theme=dark]{--ink:#eee}',
  ':where(button,[type=submit]){cursor:pointer}',
  '.card{color:var(--ink)}',
  '.card:hover .title::after{content:"›"}',
  'input:not(:focus-visible)::placeholder{opacity:.5}',
  '.absent{color:red}',
  '.absent:is(.card){color:blue}',
  '@media (min-width:600px){.card{padding:2rem}.absent{padding:0}}',
].join('');

function distWith(css: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'critical-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/app.css'), css);
  return dist;
}

describe('the critical CSS of a rendered document', () => {
  it("keeps the root's rules, the rules of elements in the markup whatever their states, and no other", async () => {
    const critical = createCriticalCss(distWith(SHEET));
    const css = await critical(
      '<html lang="es" data-theme="light">',
      '<body><div class="card"><h2 class="title">Café</h2><button>Añadir</button><input placeholder="Buscar"></div></body>',
      ['assets/app.css'],
    );
    for (const kept of [
      ':where(:root)',
      ':root:not([data-theme=dark])',
      ':where(button,[type=submit])',
      '.card{color',
      '.card:hover .title::after',
      'input:not(:focus-visible)::placeholder',
      '.card{padding:2rem}',
    ])
      expect(css).toContain(kept);
    expect(css).not.toContain('.absent');
  });

  it('is remembered for markup of the same tags, classes and styled attributes, whatever its text', async () => {
    const critical = createCriticalCss(distWith(SHEET));
    const first = critical('<html>', '<body><div class="card" aria-label="Café, 1,20 €">1,20 €</div></body>', ['assets/app.css']);
    const samePrices = critical('<html>', '<body><div class="card" aria-label="Té, 2,00 €">2,00 €</div></body>', ['assets/app.css']);
    const otherClasses = critical('<html>', '<body><div class="card absent">2,00 €</div></body>', ['assets/app.css']);
    expect(samePrices).toBe(first);
    expect(otherClasses).not.toBe(first);
    expect(await otherClasses).toContain('.absent{color:red}');
  });

  it('tells attribute values apart only where a selector tests them', () => {
    const styled = attributeValuesStyled('[type=checkbox]{x:y}[aria-current=page]{x:y}');
    expect(markupSignature('<a aria-current="page" title="Uno">', styled)).toBe(markupSignature('<a aria-current="page" title="Dos">', styled));
    expect(markupSignature('<a aria-current="page">', styled)).not.toBe(markupSignature('<a aria-current="step">', styled));
    expect(markupSignature('<input type="checkbox">', styled)).not.toBe(markupSignature('<input type="text">', styled));
  });
});
