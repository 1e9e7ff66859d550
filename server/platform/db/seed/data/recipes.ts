import type { SeedRecipe } from '../types';
import { brewingRecipes } from './recipes-brewing';
import { otherRecipes } from './recipes-other';

export const recipes: SeedRecipe[] = [...brewingRecipes, ...otherRecipes];
