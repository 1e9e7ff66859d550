import type { Language, ProductExtra } from '../../../src/api/contract';
import type { Preference } from '../../../src/domain/pricing/pricing';
import { pick } from '../catalogue/localize';

/**
 * The chosen extras of a line in words, from the product-extras dictionary: a bool extra by its title,
 * a list extra as "Title: option", an extras option by its own title ("Milk: oat, Sugar").
 */
export function describeExtras(
  preferences: readonly Pick<Preference, 'extraId' | 'value'>[],
  dictionary: ReadonlyMap<number, ProductExtra>,
  language: Language,
): string {
  return preferences
    .map((preference) => {
      const extra = dictionary.get(preference.extraId);
      if (!extra) return preference.value;
      const title = pick(extra.conf.titles, language);
      if (extra.extraType === 'bool') return title;
      if (extra.extraType === 'list') {
        const option = extra.conf.list.find((o) => o.id === preference.value);
        return `${title}: ${option ? pick(option.name, language) : preference.value}`;
      }
      const option = extra.conf.extras.find((o) => o.value === preference.value);
      return option ? pick(option.titles, language) : preference.value;
    })
    .join(', ');
}
