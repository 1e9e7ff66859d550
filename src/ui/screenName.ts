import { useEffect } from 'react';

/**
 * Names the shown screen in the document title (a product's, a recipe's, a page's name instead of its
 * route's); nothing (undefined, empty) leaves the route's name. The name's store loads with the title's
 * code only when a screen names itself, so the catalogue's first load does without it.
 */
export function useScreenName(name: string | null | undefined): void {
  useEffect(() => {
    if (!name) return;
    let hide: (() => void) | undefined;
    let shown = true;
    void import('./screenNameStore').then(({ showScreenName }) => {
      if (shown) hide = showScreenName(name);
    });
    return () => {
      shown = false;
      hide?.();
    };
  }, [name]);
}
