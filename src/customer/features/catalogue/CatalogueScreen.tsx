import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useCurrentLocation } from '../../shared/hooks';
import { UnavailableState } from '../../../ui/UnavailableState';
import { useCatalogueHome } from '../../../data/hooks';
import { parseCategoryFilter } from '../../../domain/catalogue/catalogue';
import { CatalogueSkeleton } from './CatalogueSkeleton';
import { HomeCatalogue } from './HomeCatalogue';

/** A category's own page is not the first screen: its code loads when opened (the first-load budget). */
const CategoryGrid = lazy(() => import('./CategoryGrid').then((module) => ({ default: module.CategoryGrid })));

/** Routes /, /home, /{locationCode} (optionally ?cat=1,2) and /{locationCode}/cats/{cat}. */
export default function CatalogueScreen() {
  const { cat } = useParams();
  const [searchParams] = useSearchParams();
  const { code } = useCurrentLocation();
  const home = useCatalogueHome(code);

  if (!home.data) return home.state === 'loading' ? <CatalogueSkeleton /> : <UnavailableState />;
  if (cat !== undefined) {
    return (
      <Suspense fallback={<CatalogueSkeleton />}>
        <CategoryGrid home={home.data} locationCode={code} category={cat} />
      </Suspense>
    );
  }
  return <HomeCatalogue home={home.data} locationCode={code} filter={parseCategoryFilter(searchParams.get('cat'))} />;
}
