import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../../api/contract';
import { BackLink } from '../../../ui/BackLink';
import { useScreenName } from '../../../ui/screenName';
import { EmptyStateWithLinks } from '../../../ui/EmptyStateWithLinks';
import { ProductCard } from '../../../ui/ProductCard';
import { catalogueBlocks, parseCategoryFilter } from '../../../domain/catalogue/catalogue';
import { useSoldOutReasons } from '../../shared/availability/useSoldOutReasons';
import { useAllergenFilter } from '../../../data/allergenFilterStore';
import { filterByAllergens } from '../../../domain/catalogue/allergenFilter';
import { AllergenFilterBar } from './AllergenFilterBar';

type CategoryGridProps = { home: HomeData; locationCode: string; category: string };

/** /{locationCode}/cats/{cat}: one category as a full grid of cards. */
export function CategoryGrid({ home, locationCode, category }: CategoryGridProps) {
  const { t } = useTranslation('catalogue');
  const soldOut = useSoldOutReasons(home, locationCode);
  const homeLink = `/${locationCode}`;
  const filter = parseCategoryFilter(category);
  const group = filter.length > 0 ? catalogueBlocks(home, filter).groups[0] : undefined;
  useScreenName(group?.title);
  const allergenFilter = useAllergenFilter();

  if (!group) {
    return <EmptyStateWithLinks icon="search" title={t('categoryNotFound')} text={t('categoryNotFoundText')} links={[{ to: homeLink, label: t('goHome') }]} />;
  }
  const shown = filterByAllergens(group.items, allergenFilter);
  return (
    <section data-testid="category-block">
      <BackLink to={homeLink} label={t('allCategories')} />
      <h1 className="screen-title">
        <span className="visually-hidden">{t('categoryHeading')} </span>
        {group.title}
      </h1>
      <AllergenFilterBar filter={allergenFilter} hiddenCount={shown.hidden.length} markedCount={shown.marked.size} />
      <p>{t('productCount', { count: shown.items.length })}</p>
      <ul className="card-grid">
        {shown.items.map((product, index) => (
          <li key={product.productCode}>
            <ProductCard
              product={product}
              locationCode={locationCode}
              eager={index < 4}
              headingLevel={2}
              soldOut={soldOut.get(product.productCode)}
              contains={shown.marked.get(product.productCode)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
