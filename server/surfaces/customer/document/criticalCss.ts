import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

/** The most selector sets remembered: a few per shop and language (cards on offer, sold out, a banner…). */
const REMEMBERED = 64;

/**
 * The rules of the built stylesheets that the rendered markup uses, found by Beasties (a maintained
 * critical-CSS extractor): the document inlines only these, and links the whole sheets at the end of its
 * body, where they block nothing that is already painted. Rules for states the markup does not show
 * (:hover, :focus…) are kept when the element is there; media queries are kept as they are.
 *
 * Extraction reads every rule against the markup (0.2–0.4 s for the catalogue on a loaded 2-core machine):
 * the answer is remembered (then under a millisecond) by the set of tags, classes, ids and attributes the
 * markup holds, which changes far less often than its text (a price, a stock count), so most new renders
 * of a shop reuse it.
 */
export function createCriticalCss(distDir: string) {
  const beasties = new SelectorAwareBeasties({
    path: distDir,
    // The markup is a throwaway document: only its <style> is kept.
    preload: 'body',
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    inlineFonts: false,
    keyframes: 'critical',
    logLevel: 'silent',
  });
  const remembered = new Map<string, Promise<string>>();
  const styledValues = new Map<string, Set<string>>();
  const styledValuesOf = (stylesheets: readonly string[]) => {
    const key = stylesheets.join(' ');
    if (!styledValues.has(key))
      styledValues.set(key, attributeValuesStyled(stylesheets.map((file) => readFileSync(path.join(distDir, file), 'utf8')).join('')));
    return styledValues.get(key)!;
  };

  /**
   * The critical CSS of a document's markup (its `<html …>` start tag, whose attributes select the theme,
   * and its body from `<body>`) styled by the sheets at `stylesheets` (built files, `assets/…`).
   */
  return function criticalCss(htmlTag: string, bodyHtml: string, stylesheets: readonly string[]): Promise<string> {
    const key = `${stylesheets.join(' ')}\n${markupSignature(htmlTag + bodyHtml, styledValuesOf(stylesheets))}`;
    let css = remembered.get(key);
    if (!css) {
      const links = stylesheets.map((file) => `<link rel="stylesheet" href="${file}">`).join('');
      css = beasties.process(`<!doctype html>${htmlTag}<head>${links}</head>${bodyHtml}</body></html>`).then(inlinedStyle);
      css.catch(() => remembered.delete(key));
      if (remembered.size >= REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, css);
    }
    return css;
  };
}

export type CriticalCss = ReturnType<typeof createCriticalCss>;

/**
 * States the markup cannot show when it is read (hover, focus, a checked box…) and pseudo-elements: taken
 * out of a selector before it is matched, so the rule is kept when its element is there.
 */
const STATE_OR_PART =
  /::?(?:-webkit-|-moz-|-ms-)?(?:hover|focus|focus-visible|focus-within|active|visited|link|any-link|target|checked|indeterminate|default|disabled|enabled|valid|invalid|user-valid|user-invalid|required|optional|read-only|read-write|placeholder-shown|autofill|modal|popover-open|fullscreen|open|before|after|placeholder|marker|selection|backdrop|first-letter|first-line|file-selector-button|[a-z]+-(?:track|thumb|button|indicator|decoration|inner-spin-button|outer-spin-button|calendar-picker-indicator|search-cancel-button|progress-bar|progress-value|meter-bar|meter-optimum-value|meter-suboptimum-value|meter-even-less-good-value|details-marker|scrollbar|autofill))(?![\w-])(?:\([^()]*\))?/gi;

/** A selector's first compound when it names the document's root element (`:root`, `html`, `:where(:root)`…). */
const ROOT_COMPOUND = /^(?::(?:where|is)\(\s*(?::root|html)\s*\)|:root|html)(?:\[[^\]]*\]|:not\([^()]*\))*/;

/**
 * Beasties matches a selector after stripping every pseudo-class with its argument, which empties Pico's
 * `:where(:root)`, `:is(button, [type=submit])` or `:root:not([data-theme=dark])` and drops their rules.
 * The selector engine it uses understands :is, :where, :not and :has: only states and pseudo-elements go.
 * It looks for matches below the root element, never at it: a rule of the root (the theme's custom
 * properties, the base font) is always kept.
 */
class SelectorAwareBeasties extends Beasties {
  normalizeCssSelector(selector: string): string {
    let normal = selector.trim().replace(ROOT_COMPOUND, '*');
    for (let previous = ''; previous !== normal;) {
      previous = normal;
      normal = normal.replace(STATE_OR_PART, '').replace(/:(?:not|is|where|has)\(\s*\)/g, '');
    }
    // A compound left empty before a combinator or at the end (`a:hover > ` , `:focus`) means any element.
    normal = normal.replace(/(^|[\s>+~(,])(?=$|[\s>+~),])/g, '$1*').trim();
    return normal;
  }
}

function inlinedStyle(html: string): string {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
}

/** The `name=value` pairs the sheets' attribute selectors test (`[type=checkbox]`, `[aria-current=page]`…). */
export function attributeValuesStyled(css: string): Set<string> {
  return new Set([...css.matchAll(/\[([\w:-]+)=["']?([^\]"']*)["']?\]/g)].map(([, name, value]) => `${name}=${value}`));
}

/**
 * What a selector can match in the markup: its tag names, class names, ids, attribute names, and the
 * attribute values that some selector tests (`styled`); other values (a label, a price) change no rule.
 */
export function markupSignature(html: string, styled: ReadonlySet<string>): string {
  const parts = new Set<string>();
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)) {
    parts.add(tag.toLowerCase());
    for (const [, name = '', value = ''] of attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) {
      if (name === 'class') value.split(/\s+/).forEach((token) => token && parts.add(`.${token}`));
      else if (name === 'id') parts.add(`#${value}`);
      else parts.add(styled.has(`${name}=${value}`) ? `[${name}=${value}]` : `[${name}]`);
    }
  }
  return [...parts].sort().join(' ');
}
