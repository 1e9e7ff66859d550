import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storeAllergenFilter } from '../../../data/allergenFilterStore';
import { toggleAllergen, type AllergenFilter } from '../../../domain/catalogue/allergenFilter';
import { useHydrated } from '../../../ui/useHydrated';

/** The sheet's code (and its texts) load when the customer first opens it: not on the first screen. */
const AllergenFilterSheet = lazy(() => import('./AllergenFilterSheet').then((module) => ({ default: module.AllergenFilterSheet })));

type Props = { filter: AllergenFilter; hiddenCount: number; markedCount: number };

/**
 * Above the categories: the button that opens the allergen filter, how many products it hides or marks, and
 * one chip per excluded allergen (a tap removes it). One line high, so it shifts nothing when the
 * saved filter applies after the hydration.
 */
export function AllergenFilterBar({ filter, hiddenCount, markedCount }: Props) {
  const { t } = useTranslation('catalogue');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const active = filter.excluded.length > 0;
  return (
    <div className="allergen-bar" data-testid="allergen-bar">
      <button
        type="button"
        className="allergen-bar-open"
        data-testid="allergen-filter-open"
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        {t('allergenFilter.button')}
        {active && <span className="allergen-bar-count"> ({filter.excluded.length})</span>}
      </button>
      <span role="status" data-testid="allergen-filter-status">
        {active && (filter.mode === 'hide' ? t('allergenFilter.hidden', { count: hiddenCount }) : t('allergenFilter.marked', { count: markedCount }))}
      </span>
      {filter.excluded.map((code) => (
        <button
          key={code}
          type="button"
          className="allergen-chip"
          data-testid="allergen-chip"
          data-allergen={code}
          aria-label={t('allergenFilter.remove', { label: t(`allergenFilter.without.${code}`) })}
          onClick={() => storeAllergenFilter(toggleAllergen(filter, code))}
        >
          {t(`allergenFilter.without.${code}`)} <span aria-hidden="true">×</span>
        </button>
      ))}
      {open && (
        <Suspense fallback={null}>
          <AllergenFilterSheet filter={filter} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
