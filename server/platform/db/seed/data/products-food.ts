import type { SeedProduct } from '../types';
import { EXTRA } from './extras';
import { withExtras } from './extra-prices';
import { prepared } from './product-builders';
import { ALLERGEN, TAG, l } from './text';

const { takeAway } = EXTRA;

/** Category 3: pastries and cakes baked every morning. */
export const pastries: SeedProduct[] = prepared([
  {
    productCode: 'P3001', categoryId: 3, price: 1.5, rating: 4.6, ratingCount: 310,
    title: l('Cruasán de mantequilla', 'Butter croissant', 'Croissant de mantega'),
    description: l('Hojaldre crujiente con mantequilla francesa.', 'Flaky pastry made with French butter.', 'Pasta de full cruixent amb mantega francesa.'),
    descriptionLong: l(
      'Masa fermentada durante 24 horas y laminada con mantequilla AOP. Lo horneamos varias veces al día para que siempre esté crujiente.',
      'Dough fermented for 24 hours and laminated with AOP butter. We bake it several times a day so it is always crisp.',
      "Massa fermentada durant 24 hores i laminada amb mantega AOP. L'enfornem diverses vegades al dia perquè sempre estiga cruixent.",
    ),
    tags: [TAG.bestSeller],
    allergens: [ALLERGEN.gluten, ALLERGEN.milk, ALLERGEN.egg],
    ...withExtras([takeAway]),
    art: { motif: 'pastry', hue: 38 },
  },
  {
    productCode: 'P3002', categoryId: 3, price: 1.7, rating: 4.5, ratingCount: 204,
    title: l('Napolitana de chocolate', 'Chocolate pain au chocolat', 'Napolitana de xocolate'),
    description: l('Hojaldre relleno de dos barritas de chocolate.', 'Flaky pastry filled with two chocolate sticks.', 'Pasta de full farcida amb dues barretes de xocolate.'),
    descriptionLong: l(
      'La misma masa que nuestro cruasán, con dos barritas de chocolate negro que se funden al hornear.',
      'The same dough as our croissant, with two dark chocolate sticks that melt while baking.',
      'La mateixa massa que el nostre croissant, amb dues barretes de xocolate negre que es fonen en enfornar-la.',
    ),
    allergens: [ALLERGEN.gluten, ALLERGEN.milk, ALLERGEN.egg, ALLERGEN.soy],
    ...withExtras([takeAway]),
    art: { motif: 'pastry', hue: 26 },
  },
  {
    productCode: 'P3003', categoryId: 3, price: 1.3, rating: 4.2, ratingCount: 97,
    title: l('Magdalena de limón', 'Lemon magdalena', 'Magdalena de llima'),
    description: l('Esponjosa, con ralladura de limón de la huerta.', 'Fluffy, with zest of local lemons.', "Esponjosa, amb ratlladura de llima de l'horta."),
    descriptionLong: l(
      'Receta de la abuela con aceite de oliva suave y ralladura de limón valenciano. Con su copete de azúcar bien dorado.',
      'Grandma\'s recipe with mild olive oil and Valencian lemon zest, with a golden sugar-crusted top.',
      "Recepta de l'àvia amb oli d'oliva suau i ratlladura de llima valenciana. Amb el seu capellet de sucre ben daurat.",
    ),
    allergens: [ALLERGEN.gluten, ALLERGEN.egg, ALLERGEN.milk],
    ...withExtras([takeAway]),
    art: { motif: 'pastry', hue: 48, shape: 'muffin' },
  },
  {
    productCode: 'P3004', categoryId: 3, price: 3.5, rating: 4.9, ratingCount: 188,
    title: l('Tarta de queso al horno', 'Baked cheesecake', 'Pastís de formatge al forn'),
    description: l('Cremosa por dentro y tostada por fuera.', 'Creamy inside with a caramelised top.', 'Cremós per dins i torrat per fora.'),
    descriptionLong: l(
      'Tarta de queso de estilo vasco, horneada a alta temperatura para que el centro quede fundente. Porción generosa.',
      'Basque-style cheesecake baked at a high temperature so the centre stays molten. A generous slice.',
      "Pastís de formatge d'estil basc, enfornat a alta temperatura perquè el centre quede fonent. Porció generosa.",
    ),
    tags: [TAG.bestSeller],
    allergens: [ALLERGEN.milk, ALLERGEN.egg, ALLERGEN.gluten],
    ...withExtras([takeAway]),
    art: { motif: 'pastry', hue: 30, shape: 'slice' },
  },
  {
    productCode: 'P3005', categoryId: 3, price: 3.2, priceOld: 3.6, rating: 4.4, ratingCount: 73,
    title: l('Bizcocho de zanahoria', 'Carrot cake', 'Bescuit de safanòria'),
    description: l('Con nueces y frosting de queso crema.', 'With walnuts and cream cheese frosting.', 'Amb nous i frosting de formatge cremós.'),
    descriptionLong: l(
      'Bizcocho especiado con zanahoria rallada, nueces y canela, cubierto de un frosting suave de queso crema.',
      'Spiced sponge with grated carrot, walnuts and cinnamon, covered with a light cream cheese frosting.',
      'Bescuit especiat amb safanòria ratllada, nous i canyella, cobert amb un frosting suau de formatge cremós.',
    ),
    allergens: [ALLERGEN.gluten, ALLERGEN.egg, ALLERGEN.milk, ALLERGEN.nuts],
    ...withExtras([takeAway]),
    art: { motif: 'pastry', hue: 22, shape: 'slice' },
  },
  {
    productCode: 'P3006', categoryId: 3, price: 1.9, rating: 4.3, ratingCount: 45,
    title: l('Galleta vegana de avellana', 'Vegan hazelnut cookie', "Galeta vegana d'avellana"),
    description: l('Con trozos de chocolate y avellana tostada.', 'With chocolate chunks and toasted hazelnuts.', 'Amb trossos de xocolate i avellana torrada.'),
    descriptionLong: l(
      'Galleta grande y tierna hecha con aceite de girasol, azúcar moreno, chocolate negro y avellanas tostadas. Sin ingredientes de origen animal.',
      'A large, chewy cookie made with sunflower oil, brown sugar, dark chocolate and toasted hazelnuts. No animal ingredients.',
      "Galeta gran i tendra feta amb oli de gira-sol, sucre moreno, xocolate negre i avellanes torrades. Sense ingredients d'origen animal.",
    ),
    tags: [TAG.new, TAG.vegan],
    allergens: [ALLERGEN.gluten, ALLERGEN.nuts, ALLERGEN.soy],
    ...withExtras([takeAway]),
    art: { motif: 'pastry', hue: 34, shape: 'cookie' },
  },
]);

/** Category 4: breakfasts and sandwiches. */
export const breakfasts: SeedProduct[] = prepared([
  {
    productCode: 'P4001', categoryId: 4, price: 2.2, rating: 4.6, ratingCount: 265,
    title: l('Tostada con tomate y aceite', 'Toast with tomato and olive oil', 'Torrada amb tomaca i oli'),
    description: l('Pan de masa madre, tomate rallado y AOVE.', 'Sourdough bread, grated tomato and extra virgin olive oil.', "Pa de massa mare, tomaca ratllada i oli d'oliva verge extra."),
    descriptionLong: l(
      'Rebanada de pan de masa madre tostada con tomate natural rallado, aceite de oliva virgen extra de la Serra d\'Espadà y una pizca de sal.',
      'A slice of toasted sourdough with fresh grated tomato, extra virgin olive oil from the Serra d\'Espadà and a pinch of salt.',
      "Llesca de pa de massa mare torrada amb tomaca natural ratllada, oli d'oliva verge extra de la Serra d'Espadà i un pessic de sal.",
    ),
    tags: [TAG.vegan, TAG.bestSeller],
    allergens: [ALLERGEN.gluten],
    ...withExtras([takeAway]),
    art: { motif: 'sandwich', hue: 8 },
  },
  {
    productCode: 'P4002', categoryId: 4, price: 3.9, rating: 4.7, ratingCount: 118,
    title: l('Tostada de aguacate', 'Avocado toast', "Torrada d'alvocat"),
    description: l('Aguacate, lima, semillas de sésamo y escamas de chile.', 'Avocado, lime, sesame seeds and chilli flakes.', 'Alvocat, llima verda, llavors de sèsam i escates de bitxo.'),
    descriptionLong: l(
      'Aguacate machacado con lima y sal en escamas sobre pan de centeno, terminado con sésamo tostado y un toque de chile.',
      'Crushed avocado with lime and flaky salt on rye bread, finished with toasted sesame and a hint of chilli.',
      'Alvocat aixafat amb llima verda i sal en escates sobre pa de sègol, acabat amb sèsam torrat i un toc de bitxo.',
    ),
    tags: [TAG.vegan],
    allergens: [ALLERGEN.gluten, ALLERGEN.sesame],
    ...withExtras([takeAway]),
    art: { motif: 'sandwich', hue: 95 },
  },
  {
    productCode: 'P4003', categoryId: 4, price: 3.8, rating: 4.5, ratingCount: 152,
    title: l('Bocadillo de jamón serrano', 'Serrano ham baguette', 'Entrepà de pernil serrà'),
    description: l('Barra crujiente, tomate y jamón serrano.', 'Crusty baguette, tomato and Serrano ham.', 'Barra cruixent, tomaca i pernil serrà.'),
    descriptionLong: l(
      'Media barra de pan artesano untada con tomate y aceite, con jamón serrano de Teruel cortado al momento.',
      'Half an artisan baguette rubbed with tomato and olive oil, filled with freshly sliced Teruel Serrano ham.',
      'Mitja barra de pa artesà untada amb tomaca i oli, amb pernil serrà de Terol tallat al moment.',
    ),
    allergens: [ALLERGEN.gluten],
    ...withExtras([takeAway]),
    art: { motif: 'sandwich', hue: 355 },
  },
  {
    productCode: 'P4004', categoryId: 4, price: 3.2, rating: 4.2, ratingCount: 87,
    title: l('Sándwich mixto', 'Ham and cheese toastie', 'Sandvitx mixt'),
    description: l('Jamón cocido y queso fundido en pan de molde.', 'Cooked ham and melted cheese on sandwich bread.', 'Pernil cuit i formatge fos en pa de motle.'),
    descriptionLong: l(
      'Pan de molde artesano a la plancha con jamón cocido extra y queso semicurado fundido. Sencillo y reconfortante.',
      'Griddled artisan sandwich bread with premium cooked ham and melted semi-cured cheese. Simple and comforting.',
      'Pa de motle artesà a la planxa amb pernil cuit extra i formatge semicurat fos. Senzill i reconfortant.',
    ),
    allergens: [ALLERGEN.gluten, ALLERGEN.milk],
    ...withExtras([takeAway]),
    art: { motif: 'sandwich', hue: 45 },
  },
  {
    productCode: 'P4005', categoryId: 4, price: 3.6, rating: 4.6, ratingCount: 134,
    title: l('Bocadillo de tortilla', 'Spanish omelette baguette', 'Entrepà de truita'),
    description: l('Tortilla de patatas jugosa en pan recién hecho.', 'Juicy potato omelette in freshly baked bread.', 'Truita de creïlla sucosa en pa acabat de fer.'),
    descriptionLong: l(
      'Tortilla de patatas con cebolla pochada, hecha cada mañana, en media barra con un poco de alioli si lo quieres.',
      'Potato omelette with slow-cooked onion, made every morning, in half a baguette with a little aioli if you like.',
      "Truita de creïlla amb ceba confitada, feta cada matí, en mitja barra amb un poc d'allioli si en vols.",
    ),
    allergens: [ALLERGEN.gluten, ALLERGEN.egg],
    ...withExtras([takeAway]),
    art: { motif: 'sandwich', hue: 50 },
  },
]);
