import { asc } from 'drizzle-orm';
import type { Language, Recipe } from '../../../src/api/contract';
import { pick, pickAll } from '../catalogue/localize';
import { recipePhoto } from '../catalogue/photos';
import type { Database } from '../../platform/db/connect';
import { recipes } from '../../platform/db/schema';

/** Recipe list in the language of the request. */
export async function loadRecipes(db: Database, language: Language): Promise<Recipe[]> {
  const rows = await db.select().from(recipes).orderBy(asc(recipes.sort), asc(recipes.id));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    name: pick(row.name, language),
    photo: recipePhoto(row.id),
    cups: row.cups.map(({ cups, coffee, water }) => ({ cups, coffee: pick(coffee, language), water: pick(water, language) })),
    temperature: pick(row.temperature, language),
    method: pick(row.method, language),
    grindRange: pick(row.grindRange, language),
    time: pick(row.time, language),
    steps: pickAll(row.steps, language),
    ingredients: pickAll(row.ingredients, language),
    description: pickAll(row.description, language),
  }));
}
