import { useScreenName } from '../../../ui/screenName';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '../../../api/contract';
import { cupOption } from '../../../domain/catalogue/recipes';

function NumberedList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="recipe-block">
      <h2>{title}</h2>
      <ol className="recipe-steps">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ol>
    </section>
  );
}

function Notes({ notes }: { notes: string[] }) {
  const { t } = useTranslation('recipes');
  if (notes.length === 0) return null;
  return (
    <aside className="recipe-notes" aria-label={t('notes')}>
      <h2>{t('notes')}</h2>
      {notes.map((note, index) => (
        <p key={index}>{note}</p>
      ))}
    </aside>
  );
}

/** Coffee detail: cups choice, coffee and water for those cups, temperature, method, grind, time. */
function BrewingFacts({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation('recipes');
  const [cups, setCups] = useState(recipe.cups[0]?.cups ?? 1);
  const option = cupOption(recipe, cups);
  const facts = [
    { label: t('coffee'), value: option?.coffee },
    { label: t('water'), value: option?.water },
    { label: t('temperature'), value: recipe.temperature },
    { label: t('method'), value: recipe.method },
    { label: t('grind'), value: recipe.grindRange },
    { label: t('time'), value: recipe.time },
  ].filter((fact) => fact.value);

  return (
    <section className="recipe-block">
      {recipe.cups.length > 1 && (
        <label className="recipe-cups">
          {t('cups')}
          <select data-testid="recipe-cups" value={cups} onChange={(event) => setCups(Number(event.target.value))}>
            {recipe.cups.map((entry) => (
              <option key={entry.cups} value={entry.cups}>
                {t('cupCount', { count: entry.cups })}
              </option>
            ))}
          </select>
        </label>
      )}
      {recipe.cups.length === 1 && option && <p className="recipe-cups">{t('cupCount', { count: option.cups })}</p>}
      <dl className="recipe-facts">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Recipe detail: coffee recipes show brewing facts, the others their ingredients. */
export function RecipeDetail({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation('recipes');
  useScreenName(recipe.name);
  const brewing = recipe.type === 'coffee';
  return (
    <article className="recipe-detail">
      <img className="recipe-photo" src={recipe.photo.url500} alt={recipe.name} width={500} height={500} decoding="async" />
      <p className="recipe-kind">{t(`types.${recipe.type}`)}</p>
      <h1 data-testid="recipe-title">{recipe.name}</h1>
      {brewing ? <BrewingFacts recipe={recipe} /> : <NumberedList title={t('ingredients')} items={recipe.ingredients} />}
      <NumberedList title={t('steps')} items={recipe.steps} />
      <Notes notes={recipe.description} />
    </article>
  );
}
