import type { SeedProduct } from '../types';
import { brewedTeas, coffeeDrinks } from './products-drinks';
import { breakfasts, pastries } from './products-food';
import { accessories, beans, groundCoffee, looseTeas } from './products-goods';

/** The right of withdrawal's exception of every product of a list: food spoils; bagged coffee and tea are sealed. */
const excepted = (exception: 'perishable' | 'sealed', list: SeedProduct[]): SeedProduct[] => list.map((product) => ({ ...product, withdrawalException: exception }));

export const products: SeedProduct[] = [
  ...coffeeDrinks,
  ...brewedTeas,
  ...excepted('perishable', pastries),
  ...excepted('perishable', breakfasts),
  ...excepted('sealed', beans),
  ...excepted('sealed', groundCoffee),
  ...excepted('sealed', looseTeas),
  ...accessories,
];
