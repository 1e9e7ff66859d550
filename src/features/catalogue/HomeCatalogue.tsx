import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { HomeData } from '../../api/contract';
import { EmptyState } from '../../app/ui/EmptyState';
import { catalogueBlocks } from '../../domain/catalogue';
import { CategoryBlock } from './CategoryBlock';

type HomeCatalogueProps = { home: HomeData; locationCode: string; filter: number[] };

/** Spec §2 catalogue: the repurchase block first, then one scrolling block per category. */
export function HomeCatalogue({ home, locationCode, filter }: HomeCatalogueProps) {
  const { t } = useTranslation('catalogue');
  const { repurchase, groups } = catalogueBlocks(home, filter);
  const filtered = filter.length > 0;
  const homeLink = `/${locationCode}`;

  return (
    <>
      <h1 className="visually-hidden">{t('title', { location: home.location.name })}</h1>
      {filtered && (
        <div className="catalogue-filter-bar">
          <p>{t('filteredCount', { count: groups.length })}</p>
          <Link to={homeLink} role="button" className="secondary outline">
            {t('goHome')}
          </Link>
        </div>
      )}
      {repurchase.length > 0 && (
        <CategoryBlock
          title={t('orderAgain')}
          products={repurchase}
          locationCode={locationCode}
          className="catalogue-repurchase"
          testId="repurchase-block"
          eager
        />
      )}
      {groups.map((group, index) => (
        <CategoryBlock
          key={group.categoryId}
          title={group.title}
          products={group.items}
          locationCode={locationCode}
          seeAllTo={`/${locationCode}/cats/${group.categoryId}`}
          eager={index === 0 && repurchase.length === 0}
          testId="category-block"
        />
      ))}
      {groups.length === 0 && repurchase.length === 0 && (
        <EmptyState icon="search" title={t('emptyTitle')} text={filtered ? t('emptyFiltered') : t('emptyText')}>
          {filtered && <Link to={homeLink}>{t('goHome')}</Link>}
        </EmptyState>
      )}
    </>
  );
}
