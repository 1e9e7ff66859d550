import type { SeedProduct } from '../types';
import { EXTRA } from './extras';
import { withExtras } from './extra-prices';
import { prepared } from './product-builders';
import { ALLERGEN, TAG, l } from './text';

const { extraShot, milk, takeAway, size, syrups, toppings } = EXTRA;

/** Category 1: coffee drinks made at the bar. */
export const coffeeDrinks: SeedProduct[] = prepared([
  {
    productCode: 'P1001', categoryId: 1, price: 1.4, rating: 4.7, ratingCount: 412,
    title: l('Espresso', 'Espresso'),
    description: l('Corto, intenso y con crema avellana.', 'Short, intense and topped with hazelnut-coloured crema.'),
    descriptionLong: l(
      'Nuestro espresso se prepara con la Mezcla Ritmo, tostada cada semana en Valencia. Notas de chocolate negro y un final largo de frutos secos. 18 g de café para 36 ml de bebida en 27 segundos.',
      'Our espresso is pulled with the Ritmo Blend, roasted every week in Valencia. Notes of dark chocolate and a long nutty finish. 18 g of coffee for 36 ml in the cup in 27 seconds.',
    ),
    tags: [TAG.bestSeller],
    ...withExtras([extraShot, takeAway]),
    art: { motif: 'cup', hue: 24 },
  },
  {
    productCode: 'P1002', categoryId: 1, price: 1.6, rating: 4.6, ratingCount: 288,
    title: l('Cortado', 'Cortado'),
    description: l('Espresso con un toque de leche caliente.', 'Espresso cut with a little warm milk.'),
    descriptionLong: l(
      'El clásico de barra: un espresso suavizado con una pequeña cantidad de leche texturizada. Equilibrado y rápido, perfecto a media mañana.',
      'The bar classic: an espresso softened with a small amount of steamed milk. Balanced and quick, perfect for mid-morning.',
    ),
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, extraShot, takeAway]),
    art: { motif: 'glass', hue: 28 },
  },
  {
    productCode: 'P1003', categoryId: 1, price: 1.9, rating: 4.5, ratingCount: 530,
    title: l('Café con leche', 'Café con leche'),
    description: l('Mitad café, mitad leche, como en casa.', 'Half coffee, half milk, just like at home.'),
    descriptionLong: l(
      'Espresso doble con leche caliente a partes iguales, servido en taza grande. El desayuno de siempre, con café de especialidad.',
      'A double espresso with the same amount of hot milk, served in a large cup. The breakfast staple, made with specialty coffee.',
    ),
    tags: [TAG.bestSeller],
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, extraShot, takeAway]),
    art: { motif: 'cup', hue: 32 },
  },
  {
    productCode: 'P1004', categoryId: 1, price: 2.3, rating: 4.6, ratingCount: 367,
    title: l('Café latte', 'Caffè latte'),
    description: l('Espresso con mucha leche sedosa y poca espuma.', 'Espresso with plenty of silky milk and a thin layer of foam.'),
    descriptionLong: l(
      'Un espresso doble y leche texturizada a 60 °C para que resulte dulce sin azúcar. Pídelo con bebida de avena o con un sirope de vainilla.',
      'A double espresso and milk steamed to 60 °C so it tastes sweet without sugar. Try it with oat drink or a shot of vanilla syrup.',
    ),
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, extraShot, syrups, takeAway]),
    art: { motif: 'glass', hue: 34 },
  },
  {
    productCode: 'P1005', categoryId: 1, price: 2.4, rating: 4.8, ratingCount: 451,
    title: l('Capuchino', 'Cappuccino'),
    description: l('Espresso, leche y una espuma densa y cremosa.', 'Espresso, milk and a dense, creamy foam.'),
    descriptionLong: l(
      'Un tercio de espresso, un tercio de leche y un tercio de espuma. Lo terminamos con arte latte y, si quieres, con canela o cacao por encima.',
      'One third espresso, one third milk and one third foam. We finish it with latte art and, if you like, cinnamon or cocoa on top.',
    ),
    tags: [TAG.bestSeller],
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, extraShot, syrups, toppings, takeAway]),
    art: { motif: 'cup', hue: 30 },
  },
  {
    productCode: 'P1006', categoryId: 1, price: 2.7, rating: 4.9, ratingCount: 96,
    title: l('Flat white', 'Flat white'),
    description: l('Doble ristretto con microespuma muy fina.', 'Double ristretto with very fine microfoam.'),
    descriptionLong: l(
      'Más café y menos leche que un latte: dos ristrettos y una capa fina de microespuma. Intenso, dulce y aterciopelado.',
      'More coffee and less milk than a latte: two ristrettos and a thin layer of microfoam. Intense, sweet and velvety.',
    ),
    tags: [TAG.new],
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, extraShot, takeAway], { extra_shot: 0.6 }),
    art: { motif: 'cup', hue: 20 },
  },
  {
    productCode: 'P1007', categoryId: 1, price: 1.8, rating: 4.3, ratingCount: 174,
    title: l('Americano', 'Americano'),
    description: l('Espresso alargado con agua caliente.', 'Espresso lengthened with hot water.'),
    descriptionLong: l(
      'Espresso doble sobre agua caliente, que conserva la crema. Ligero y aromático, para tomar sin prisa.',
      'A double espresso poured over hot water, keeping its crema. Light and aromatic, for slow sipping.',
    ),
    tags: [TAG.vegan],
    ...withExtras([size, extraShot, takeAway]),
    art: { motif: 'cup', hue: 18 },
  },
  {
    productCode: 'P1008', categoryId: 1, price: 2.1, rating: 4.4, ratingCount: 133,
    title: l('Café bombón', 'Café bombón'),
    description: l('Espresso sobre leche condensada, en vaso.', 'Espresso over sweetened condensed milk, in a glass.'),
    descriptionLong: l(
      'Una receta muy valenciana: leche condensada en el fondo del vaso y el espresso encima, en dos capas. Se remueve justo antes de beber.',
      'A very Valencian recipe: condensed milk at the bottom of the glass and the espresso on top, in two layers. Stir just before drinking.',
    ),
    allergens: [ALLERGEN.milk],
    ...withExtras([extraShot, takeAway]),
    art: { motif: 'glass', hue: 38 },
  },
  {
    productCode: 'P1009', categoryId: 1, price: 2.9, priceOld: 3.2, rating: 4.5, ratingCount: 88,
    title: l('Moca', 'Mocha'),
    description: l('Espresso, chocolate negro y leche.', 'Espresso, dark chocolate and milk.'),
    descriptionLong: l(
      'Chocolate negro al 70 % fundido con el espresso y cubierto de leche texturizada. Con nata montada queda como un postre.',
      'Melted 70 % dark chocolate with espresso, topped with steamed milk. With whipped cream it becomes a dessert.',
    ),
    allergens: [ALLERGEN.milk, ALLERGEN.soy],
    ...withExtras([milk, size, syrups, toppings, takeAway]),
    art: { motif: 'cup', hue: 14 },
  },
  {
    productCode: 'P1010', categoryId: 1, price: 2.8, rating: 4.4, ratingCount: 121,
    title: l('Latte con hielo', 'Iced latte'),
    description: l('Espresso doble y leche fría sobre hielo.', 'Double espresso and cold milk over ice.'),
    descriptionLong: l(
      'Refrescante y suave: espresso recién hecho sobre hielo y leche fría. Con sirope de caramelo es el favorito del verano.',
      'Refreshing and smooth: freshly pulled espresso over ice and cold milk. With caramel syrup it is the summer favourite.',
    ),
    tags: [TAG.seasonal],
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, syrups, takeAway], { size_large: 0.8 }),
    art: { motif: 'glass', hue: 205 },
  },
  {
    productCode: 'P1011', categoryId: 1, price: 3.1, rating: 4.6, ratingCount: 57,
    title: l('Cold brew', 'Cold brew'),
    description: l('Café infusionado en frío durante 18 horas.', 'Coffee steeped cold for 18 hours.'),
    descriptionLong: l(
      'Café de Etiopía infusionado en agua fría durante 18 horas y filtrado dos veces. Dulce, con poca acidez y notas de frutos rojos.',
      'Ethiopian coffee steeped in cold water for 18 hours and filtered twice. Sweet, low in acidity with notes of red berries.',
    ),
    tags: [TAG.new, TAG.vegan],
    ...withExtras([size, takeAway]),
    art: { motif: 'bottle', hue: 16 },
  },
]);

/** Category 2: teas and infusions brewed in the shop. */
export const brewedTeas: SeedProduct[] = prepared([
  {
    productCode: 'P2001', categoryId: 2, price: 1.9, rating: 4.3, ratingCount: 64,
    title: l('Té verde sencha', 'Sencha green tea'),
    description: l('Té verde japonés, fresco y vegetal.', 'Japanese green tea, fresh and grassy.'),
    descriptionLong: l(
      'Hojas de sencha ecológico infusionadas a 75 °C durante dos minutos y medio, en tetera individual.',
      'Organic sencha leaves brewed at 75 °C for two and a half minutes, served in an individual teapot.',
    ),
    tags: [TAG.organic, TAG.vegan],
    ...withExtras([takeAway]),
    art: { motif: 'teapot', hue: 96 },
  },
  {
    productCode: 'P2002', categoryId: 2, price: 2.8, rating: 4.7, ratingCount: 142,
    title: l('Chai latte', 'Chai latte'),
    description: l('Té negro con especias y leche espumada.', 'Spiced black tea with frothed milk.'),
    descriptionLong: l(
      'Nuestro chai se cocina en la tienda con té negro de Assam, canela, cardamomo, jengibre y clavo. Se sirve con leche texturizada.',
      'Our chai is cooked in the shop with Assam black tea, cinnamon, cardamom, ginger and clove. Served with steamed milk.',
    ),
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, syrups, toppings, takeAway]),
    art: { motif: 'cup', hue: 40 },
  },
  {
    productCode: 'P2003', categoryId: 2, price: 1.9, rating: 4.2, ratingCount: 51,
    title: l('Rooibos con vainilla', 'Vanilla rooibos'),
    description: l('Infusión sudafricana sin teína.', 'South African caffeine-free infusion.'),
    descriptionLong: l(
      'Rooibos con trocitos de vainilla de Madagascar. Dulce y redondo, ideal para la tarde porque no lleva teína.',
      'Rooibos with pieces of Madagascar vanilla. Sweet and round, ideal in the afternoon because it has no caffeine.',
    ),
    tags: [TAG.vegan],
    ...withExtras([takeAway]),
    art: { motif: 'teapot', hue: 8 },
  },
  {
    productCode: 'P2004', categoryId: 2, price: 3.2, rating: 4.5, ratingCount: 79,
    title: l('Matcha latte', 'Matcha latte'),
    description: l('Matcha japonés batido con leche.', 'Japanese matcha whisked with milk.'),
    descriptionLong: l(
      'Matcha ecológico batido a mano con agua a 80 °C y completado con leche texturizada. Le va muy bien la bebida de avena.',
      'Organic matcha whisked by hand with water at 80 °C and topped with steamed milk. It pairs beautifully with oat drink.',
    ),
    tags: [TAG.organic, TAG.new],
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, syrups, takeAway]),
    art: { motif: 'glass', hue: 88 },
  },
  {
    productCode: 'P2005', categoryId: 2, price: 1.6, rating: 4.1, ratingCount: 38,
    title: l('Poleo menta', 'Pennyroyal mint'),
    description: l('La infusión digestiva de toda la vida.', 'The classic after-meal infusion.'),
    descriptionLong: l(
      'Poleo y menta piperita de cultivo ecológico. Fresca y digestiva, se sirve con miel aparte si la pides.',
      'Organically grown pennyroyal and peppermint. Fresh and soothing, served with honey on the side on request.',
    ),
    tags: [TAG.organic, TAG.vegan],
    ...withExtras([takeAway]),
    art: { motif: 'teapot', hue: 140 },
  },
]);
