import type { Recipe } from '../../api/contract';

export type RecipeSections = { brewing: Recipe[]; others: Recipe[] };
export type CupOption = Recipe['cups'][number];

/** Recipes screen: brewing (coffee) recipes first, then dessert and cocktail recipes. */
export function splitRecipes(list: Recipe[]): RecipeSections {
  return {
    brewing: list.filter((recipe) => recipe.type === 'coffee'),
    others: list.filter((recipe) => recipe.type === 'dessert' || recipe.type === 'cocktail'),
  };
}

/** Coffee detail: the chosen number of cups, or the first option when none (or an unknown one) is chosen. */
export function cupOption(recipe: Pick<Recipe, 'cups'>, cups?: number): CupOption | undefined {
  return recipe.cups.find((option) => option.cups === cups) ?? recipe.cups[0];
}
