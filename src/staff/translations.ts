import { useEffect, useState } from 'react';
import { currentLanguage, i18n } from '../i18n';

// Named here, in the board's chunk, not by the app's bundle list (src/i18n/index.ts): the customer's first
// load carries no staff entry.
const bundles = import.meta.glob<Record<string, unknown>>('../i18n/*/staff.json', { import: 'default' });

let loading: Promise<void> | undefined;
let ready = false;

function loadStaffTranslations(): Promise<void> {
  loading ??= (async () => {
    const language = currentLanguage();
    try {
      const bundle = await bundles[`../i18n/${language}/staff.json`]?.();
      if (bundle) i18n.addResourceBundle(language, 'staff', bundle, true, true);
    } catch (error) {
      // As for any namespace that cannot load: the keys show as they are rather than no board at all.
      console.error('The staff translations could not load', error);
    }
    ready = true;
  })();
  return loading;
}

// From the moment the board's code arrives, not after its first render.
void loadStaffTranslations();

/** True once the board's translations (in the language in use) are in i18next. */
export function useStaffTranslations(): boolean {
  const [done, setDone] = useState(ready);
  useEffect(() => {
    if (done) return undefined;
    let active = true;
    void loadStaffTranslations().then(() => active && setDone(true));
    return () => {
      active = false;
    };
  }, [done]);
  return done;
}
