import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../../api/contract';
import { EmptyState } from '../../../ui/EmptyState';
import { usePurchases } from '../../../data/repurchase';
import { forgetRepurchaseHeight } from '../../../data/repurchaseSpace';
import { catalogueBlocks } from '../../../domain/catalogue/catalogue';
import { useSoldOutReasons } from '../../shared/availability/useSoldOutReasons';
import { useAllergenFilter } from '../../../data/allergenFilterStore';
import { filterByAllergens, filterGroupsByAllergens } from '../../../domain/catalogue/allergenFilter';
import { AllergenFilterBar } from './AllergenFilterBar';
import { CategoryBlock } from './CategoryBlock';

/** Only a customer with purchases sees it: its code (and the one-tap add's) loads then, into the space kept for it. */
const RepurchaseBlock = lazy(() => import('./RepurchaseBlock').then((module) => ({ default: module.RepurchaseBlock })));

type HomeCatalogueProps = { home: HomeData; locationCode: string; filter: number[] };

/**
 * Category blocks in the first render (and in the server's); the rest follow a few at a time, each step
 * an interruptible render and a small commit, so no step is a long task.
 */
const FIRST_BLOCKS = 2;
const BLOCKS_PER_STEP = 2;

/** How many of `total` blocks to show: FIRST_BLOCKS at once, then BLOCKS_PER_STEP more per task. */
function useBlocksShown(total: number): number {
  const [shown, setShown] = useState(FIRST_BLOCKS);
  useEffect(() => {
    if (shown >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + BLOCKS_PER_STEP)), 0);
    return () => clearTimeout(timer);
  }, [shown, total]);
  return shown;
}

/** Catalogue: the repurchase block first, then one scrolling block per category. */
export function HomeCatalogue({ home, locationCode, filter }: HomeCatalogueProps) {
  const { t } = useTranslation('catalogue');
  const filterKey = filter.join(',');
  // Read after the first render (the server's and the hydration's have no customer): the block fills
  // the space the head reserved for it.
  const bought = usePurchases();
  // Keyed on the ids: the screen passes a new array with the same ids on every render.
  const { repurchase: boughtHere, groups: categoryGroups } = useMemo(
    () =>
      catalogueBlocks(
        { products: home.products, productsPurchased: bought?.productsPurchased ?? home.productsPurchased, purchases: bought?.purchases },
        filter,
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- filterKey stands for filter (see above)
    [home, bought, filterKey],
  );
  // The customer's allergen filter (read after the hydration, as the purchases are) hides or marks products.
  const allergenFilter = useAllergenFilter();
  const byAllergens = useMemo(() => filterGroupsByAllergens(categoryGroups, allergenFilter), [categoryGroups, allergenFilter]);
  const allGroups = byAllergens.groups;
  const boughtShown = useMemo(() => filterByAllergens(boughtHere, allergenFilter), [boughtHere, allergenFilter]);
  const repurchase = boughtShown.items;
  const soldOut = useSoldOutReasons(home, locationCode);
  const shown = useBlocksShown(allGroups.length);
  const groups = useMemo(() => allGroups.slice(0, shown), [allGroups, shown]);
  const filtered = filter.length > 0;
  const homeLink = `/${locationCode}`;
  const noBlockHere = bought !== undefined && !filtered && repurchase.length === 0;
  useEffect(() => {
    if (noBlockHere) forgetRepurchaseHeight();
  }, [noBlockHere]);

  return (
    <>
      <h1 className="visually-hidden">{t('title', { location: home.location.name })}</h1>
      <AllergenFilterBar filter={allergenFilter} hiddenCount={byAllergens.hiddenCount} markedCount={byAllergens.marked.size} />
      {filtered && (
        <div className="catalogue-filter-bar">
          <p>{t('filteredCount', { count: allGroups.length })}</p>
          <Link to={homeLink} role="button" className="secondary outline">
            {t('goHome')}
          </Link>
        </div>
      )}
      {!filtered && (
        <div className="repurchase-slot">
          {repurchase.length > 0 && (
            <Suspense fallback={null}>
              <RepurchaseBlock products={repurchase} purchases={bought?.purchases} locationCode={locationCode} soldOut={soldOut} marked={boughtShown.marked} />
            </Suspense>
          )}
        </div>
      )}
      {groups.map((group, index) => (
        <CategoryBlock
          key={group.categoryId}
          title={group.title}
          products={group.items}
          locationCode={locationCode}
          seeAllTo={`/${locationCode}/cats/${group.categoryId}`}
          eager={index === 0 && repurchase.length === 0}
          soldOut={soldOut}
          marked={byAllergens.marked}
          testId="category-block"
        />
      ))}
      {allGroups.length === 0 && repurchase.length === 0 && (
        <EmptyState
          icon="search"
          title={t('emptyTitle')}
          text={byAllergens.hiddenCount > 0 ? t('allergenFilter.emptyText') : filtered ? t('emptyFiltered') : t('emptyText')}
        >
          {filtered && <Link to={homeLink}>{t('goHome')}</Link>}
        </EmptyState>
      )}
    </>
  );
}
