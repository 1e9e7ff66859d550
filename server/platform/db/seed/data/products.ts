import type { SeedProduct } from '../types';
import { brewedTeas, coffeeDrinks } from './products-drinks';
import { breakfasts, pastries } from './products-food';
import { accessories, beans, groundCoffee, looseTeas } from './products-goods';

export const products: SeedProduct[] = [
  ...coffeeDrinks,
  ...brewedTeas,
  ...pastries,
  ...breakfasts,
  ...beans,
  ...groundCoffee,
  ...looseTeas,
  ...accessories,
];
