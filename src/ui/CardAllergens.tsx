import { AllergenIcon } from './AllergenIcon';
import { useCatalogueTranslation } from './useCommonTranslation';

/** The allergens a card names; the rest are counted ("+2") and listed on the product's page. */
const SHOWN = 2;

/** A card's line of allergens, each an icon with its name; kept one line high (also empty) so cards line up. */
export function CardAllergens({ codes }: { codes: readonly string[] }) {
  const t = useCatalogueTranslation();
  const more = codes.length - SHOWN;
  return (
    <ul className="card-allergens" aria-label={codes.length > 0 ? t('allergensLabel') : undefined} data-testid="card-allergens">
      {codes.slice(0, SHOWN).map((code) => (
        <li key={code} data-allergen={code}>
          <AllergenIcon code={code} size={14} />
          <span>{t(`allergen.${code}`)}</span>
        </li>
      ))}
      {more > 0 && (
        <li className="card-allergens-more">
          <span aria-hidden="true">+{more}</span>
          <span className="visually-hidden">
            {t('allergenAlso', {
              list: codes
                .slice(SHOWN)
                .map((code) => t(`allergen.${code}`))
                .join(', '),
            })}
          </span>
        </li>
      )}
    </ul>
  );
}
