import type { Page } from 'playwright-core';

export const MIN_TARGET_PX = 44;

export interface SmallTarget {
  target: string;
  width: number;
  height: number;
}

/**
 * Visible interactive elements whose box is under 44x44 CSS px. Exceptions (WCAG 2.5.8): a link inside a
 * sentence (inline, with other text in the same block), and a checkbox or radio inside its label (the
 * label is the target and is measured instead).
 */
export async function smallTouchTargets(page: Page): Promise<SmallTarget[]> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=option], [role=switch], [role=tab], label:has(input[type=checkbox], input[type=radio])';
    const describe = (element: Element) => {
      const testId = element.getAttribute('data-testid');
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      const classes = [...element.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      return `${element.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : classes}${name ? ` "${name}"` : ''}`;
    };
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const wrappedChoice = (element: Element) =>
      element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio') && element.closest('label') !== null;
    const small: { target: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      if (element.closest('[hidden], [aria-hidden=true], [inert]') || inSentence(element) || wrappedChoice(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= 0 || box.left >= document.documentElement.scrollWidth) continue;
      // Half a pixel of rounding (rem sizes) is not a smaller target.
      if (box.width + 0.5 < min || box.height + 0.5 < min) {
        small.push({ target: describe(element), width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10 });
      }
    }
    return small;
  }, MIN_TARGET_PX);
}
