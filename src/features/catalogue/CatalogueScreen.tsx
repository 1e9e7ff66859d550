import { useParams, useSearchParams } from 'react-router-dom';
import { useCurrentLocation } from '../../app/hooks';
import { UnavailableState } from '../../app/ui/UnavailableState';
import { useHomeData } from '../../data/hooks';
import { parseCategoryFilter } from '../../domain/catalogue';
import { CatalogueSkeleton } from './CatalogueSkeleton';
import { CategoryGrid } from './CategoryGrid';
import { HomeCatalogue } from './HomeCatalogue';

/** Routes /, /home, /{locationCode} (optionally ?cat=1,2) and /{locationCode}/cats/{cat}. */
export default function CatalogueScreen() {
  const { cat } = useParams();
  const [searchParams] = useSearchParams();
  const { code } = useCurrentLocation();
  const home = useHomeData(code);

  if (!home.data) return home.state === 'loading' ? <CatalogueSkeleton /> : <UnavailableState />;
  if (cat !== undefined) return <CategoryGrid home={home.data} locationCode={code} category={cat} />;
  return <HomeCatalogue home={home.data} locationCode={code} filter={parseCategoryFilter(searchParams.get('cat'))} />;
}
