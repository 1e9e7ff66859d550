import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/EmptyState';
import { SkeletonCard, SkeletonScreen, Skeleton } from '../../../ui/Skeleton';
import { UnavailableState } from '../../../ui/UnavailableState';
import { useRecipes } from '../../../data/hooks';
import { RecipeDetail } from './RecipeDetail';
import { RecipeList } from './RecipeList';
import './recipes.css';

function RecipesSkeleton() {
  return (
    <SkeletonScreen>
      <Skeleton width="50%" height="2rem" />
      <ul className="card-grid" style={{ marginTop: '1rem' }}>
        {[0, 1, 2, 3].map((index) => (
          <li key={index}>
            <SkeletonCard />
          </li>
        ))}
      </ul>
    </SkeletonScreen>
  );
}

/** Route /recipes; the detail opens with ?id=<recipeId> so a reload keeps it. */
export default function RecipesScreen() {
  const { t } = useTranslation('recipes');
  const [searchParams, setSearchParams] = useSearchParams();
  const recipes = useRecipes();
  const id = searchParams.get('id');

  if (!recipes.data) return recipes.state === 'loading' ? <RecipesSkeleton /> : <UnavailableState />;
  if (id === null) {
    if (recipes.data.length === 0) return <EmptyState icon="coffee" title={t('emptyTitle')} text={t('emptyText')} />;
    return <RecipeList recipes={recipes.data} />;
  }

  const recipe = recipes.data.find((item) => String(item.id) === id);
  const back = (
    <button type="button" className="secondary outline recipe-back" onClick={() => setSearchParams({})}>
      <span aria-hidden="true">‹</span> {t('back')}
    </button>
  );
  return (
    <>
      {back}
      {recipe ? <RecipeDetail key={recipe.id} recipe={recipe} /> : <EmptyState icon="search" title={t('notFound')} text={t('notFoundText')} />}
    </>
  );
}
