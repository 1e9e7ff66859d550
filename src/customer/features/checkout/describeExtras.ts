import type { Language, ProductExtra } from '../../../api/contract';
import type { Preference } from '../../../domain/pricing/pricing';
import { localized } from '../../../domain/text/localized';

/**
 * Cart lines: the chosen extras in words from the product-extras dictionary — a bool extra by its
 * title, a list extra as "Title: option", an extras option by its own title (the server's order text agrees).
 */
export function describeExtras(preferences: readonly Pick<Preference, 'extraId' | 'value'>[], dictionary: readonly ProductExtra[], language: Language): string {
  const byId = new Map(dictionary.map((extra) => [extra.id, extra]));
  return preferences
    .map((preference) => {
      const extra = byId.get(preference.extraId);
      if (!extra) return preference.value;
      const title = localized(extra.conf.titles, language);
      if (extra.extraType === 'bool') return title;
      if (extra.extraType === 'list') {
        const option = extra.conf.list.find((o) => o.id === preference.value);
        return `${title}: ${option ? localized(option.name, language) : preference.value}`;
      }
      const option = extra.conf.extras.find((o) => o.value === preference.value);
      return option ? localized(option.titles, language) : preference.value;
    })
    .join(', ');
}

/** One chosen extra value by its own name (oat drink), as a sentence names it. */
export function extraValueName(preference: Pick<Preference, 'extraId' | 'value'>, dictionary: readonly ProductExtra[], language: Language): string {
  const extra = dictionary.find((candidate) => candidate.id === preference.extraId);
  if (!extra) return preference.value;
  if (extra.extraType === 'bool') return localized(extra.conf.titles, language);
  if (extra.extraType === 'list') {
    const option = extra.conf.list.find((o) => o.id === preference.value);
    return option ? localized(option.name, language) : preference.value;
  }
  const option = extra.conf.extras.find((o) => o.value === preference.value);
  return option ? localized(option.titles, language) : preference.value;
}
