import { AllergenIcon } from './AllergenIcon';
import { useCatalogueTranslation } from './useCommonTranslation';

/** The allergens a card names; the rest are counted ("+2") and listed on the product's page. */
const SHOWN = 2;

/** A card's line of allergens, each an icon with its name; kept one line high (also empty) so cards line up. */
export function CardAllergens({ codes }: { codes: readonly string[] }) {
  const t = useCatalogueTranslation();
  const names = codes.map((code) => t(`allergen.${code}`));
  return (
    <ul className="card-allergens" data-testid="card-allergens">
      {codes.slice(0, SHOWN).map((code, index) => (
        <li key={code} data-allergen={code}>
          <AllergenIcon code={code} size={14} /> <span>{names[index]}</span>
        </li>
      ))}
      {names.length > SHOWN && (
        <li>
          <span aria-hidden="true">+{names.length - SHOWN}</span>
          <span className="visually-hidden">{t('allergenAlso', { list: names.slice(SHOWN).join(', ') })}</span>
        </li>
      )}
    </ul>
  );
}
