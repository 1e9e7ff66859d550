import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '../../../api/contract';
import { splitRecipes } from '../../../domain/catalogue/recipes';

function RecipeCards({ recipes, eager }: { recipes: Recipe[]; eager: boolean }) {
  return (
    <ul className="card-grid recipe-grid">
      {recipes.map((recipe, index) => (
        <li key={recipe.id}>
          <Link to={{ search: `?id=${recipe.id}` }} className="product-card recipe-card" data-testid="recipe-card">
            <img src={recipe.photo.url250} alt="" width={250} height={250} loading={eager && index < 4 ? 'eager' : 'lazy'} decoding="async" />
            <span className="recipe-card-name">{recipe.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Recipes: brewing (coffee) recipes first, then desserts and cocktails. */
export function RecipeList({ recipes }: { recipes: Recipe[] }) {
  const { t } = useTranslation('recipes');
  const { brewing, others } = splitRecipes(recipes);
  return (
    <>
      <h1 className="screen-title">{t('title')}</h1>
      {brewing.length > 0 && (
        <section className="recipe-section" aria-labelledby="recipes-brewing">
          <h2 id="recipes-brewing">{t('brewing')}</h2>
          <p className="recipe-section-intro">{t('brewingIntro')}</p>
          <RecipeCards recipes={brewing} eager />
        </section>
      )}
      {others.length > 0 && (
        <section className="recipe-section" aria-labelledby="recipes-others">
          <h2 id="recipes-others">{t('others')}</h2>
          <p className="recipe-section-intro">{t('othersIntro')}</p>
          <RecipeCards recipes={others} eager={brewing.length === 0} />
        </section>
      )}
    </>
  );
}
