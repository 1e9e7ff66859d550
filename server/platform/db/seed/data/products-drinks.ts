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
    title: l('Espresso', 'Espresso', 'Espresso'),
    description: l('Corto, intenso y con crema avellana.', 'Short, intense and topped with hazelnut-coloured crema.', 'Curt, intens i amb crema de color avellana.'),
    descriptionLong: l(
      'Nuestro espresso se prepara con la Mezcla Ritmo, tostada cada semana en Valencia. Notas de chocolate negro y un final largo de frutos secos. 18 g de café para 36 ml de bebida en 27 segundos.',
      'Our espresso is pulled with the Ritmo Blend, roasted every week in Valencia. Notes of dark chocolate and a long nutty finish. 18 g of coffee for 36 ml in the cup in 27 seconds.',
      'El nostre espresso es prepara amb la Mescla Ritmo, torrada cada setmana a València. Notes de xocolate negre i un final llarg de fruita seca. 18 g de café per a 36 ml de beguda en 27 segons.',
    ),
    tags: [TAG.bestSeller],
    ...withExtras([extraShot, takeAway]),
    art: { motif: 'cup', hue: 24 },
  },
  {
    productCode: 'P1002', categoryId: 1, price: 1.6, rating: 4.6, ratingCount: 288,
    title: l('Cortado', 'Cortado', 'Tallat'),
    description: l('Espresso con un toque de leche caliente.', 'Espresso cut with a little warm milk.', 'Espresso amb un toc de llet calenta.'),
    descriptionLong: l(
      'El clásico de barra: un espresso suavizado con una pequeña cantidad de leche texturizada. Equilibrado y rápido, perfecto a media mañana.',
      'The bar classic: an espresso softened with a small amount of steamed milk. Balanced and quick, perfect for mid-morning.',
      'El clàssic de barra: un espresso suavitzat amb una xicoteta quantitat de llet texturitzada. Equilibrat i ràpid, perfecte a mig matí.',
    ),
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, extraShot, takeAway]),
    art: { motif: 'glass', hue: 28 },
  },
  {
    productCode: 'P1003', categoryId: 1, price: 1.9, rating: 4.5, ratingCount: 530,
    title: l('Café con leche', 'Café con leche', 'Café amb llet'),
    description: l('Mitad café, mitad leche, como en casa.', 'Half coffee, half milk, just like at home.', 'Mig café, mig llet, com a casa.'),
    descriptionLong: l(
      'Espresso doble con leche caliente a partes iguales, servido en taza grande. El desayuno de siempre, con café de especialidad.',
      'A double espresso with the same amount of hot milk, served in a large cup. The breakfast staple, made with specialty coffee.',
      "Espresso doble amb llet calenta a parts iguals, servit en tassa gran. L'esmorzar de sempre, amb café d'especialitat.",
    ),
    tags: [TAG.bestSeller],
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, extraShot, takeAway]),
    art: { motif: 'cup', hue: 32 },
  },
  {
    productCode: 'P1004', categoryId: 1, price: 2.3, rating: 4.6, ratingCount: 367,
    title: l('Café latte', 'Caffè latte', 'Café latte'),
    description: l('Espresso con mucha leche sedosa y poca espuma.', 'Espresso with plenty of silky milk and a thin layer of foam.', 'Espresso amb molta llet sedosa i poca escuma.'),
    descriptionLong: l(
      'Un espresso doble y leche texturizada a 60 °C para que resulte dulce sin azúcar. Pídelo con bebida de avena o con un sirope de vainilla.',
      'A double espresso and milk steamed to 60 °C so it tastes sweet without sugar. Try it with oat drink or a shot of vanilla syrup.',
      "Un espresso doble i llet texturitzada a 60 °C perquè resulte dolça sense sucre. Demana'l amb beguda de civada o amb un xarop de vainilla.",
    ),
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, extraShot, syrups, takeAway]),
    art: { motif: 'glass', hue: 34 },
  },
  {
    productCode: 'P1005', categoryId: 1, price: 2.4, rating: 4.8, ratingCount: 451,
    title: l('Capuchino', 'Cappuccino', 'Caputxino'),
    description: l('Espresso, leche y una espuma densa y cremosa.', 'Espresso, milk and a dense, creamy foam.', 'Espresso, llet i una escuma densa i cremosa.'),
    descriptionLong: l(
      'Un tercio de espresso, un tercio de leche y un tercio de espuma. Lo terminamos con arte latte y, si quieres, con canela o cacao por encima.',
      'One third espresso, one third milk and one third foam. We finish it with latte art and, if you like, cinnamon or cocoa on top.',
      "Un terç d'espresso, un terç de llet i un terç d'escuma. L'acabem amb art latte i, si vols, amb canyella o cacau per damunt.",
    ),
    tags: [TAG.bestSeller],
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, extraShot, syrups, toppings, takeAway]),
    art: { motif: 'cup', hue: 30 },
  },
  {
    productCode: 'P1006', categoryId: 1, price: 2.7, rating: 4.9, ratingCount: 96,
    title: l('Flat white', 'Flat white', 'Flat white'),
    description: l('Doble ristretto con microespuma muy fina.', 'Double ristretto with very fine microfoam.', 'Doble ristretto amb microescuma molt fina.'),
    descriptionLong: l(
      'Más café y menos leche que un latte: dos ristrettos y una capa fina de microespuma. Intenso, dulce y aterciopelado.',
      'More coffee and less milk than a latte: two ristrettos and a thin layer of microfoam. Intense, sweet and velvety.',
      'Més café i menys llet que un latte: dos ristrettos i una capa fina de microescuma. Intens, dolç i vellutat.',
    ),
    tags: [TAG.new],
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, extraShot, takeAway], { extra_shot: 0.6 }),
    art: { motif: 'cup', hue: 20 },
  },
  {
    productCode: 'P1007', categoryId: 1, price: 1.8, rating: 4.3, ratingCount: 174,
    title: l('Americano', 'Americano', 'Americà'),
    description: l('Espresso alargado con agua caliente.', 'Espresso lengthened with hot water.', 'Espresso allargat amb aigua calenta.'),
    descriptionLong: l(
      'Espresso doble sobre agua caliente, que conserva la crema. Ligero y aromático, para tomar sin prisa.',
      'A double espresso poured over hot water, keeping its crema. Light and aromatic, for slow sipping.',
      "Espresso doble sobre aigua calenta, que conserva la crema. Lleuger i aromàtic, per a prendre'l sense pressa.",
    ),
    tags: [TAG.vegan],
    ...withExtras([size, extraShot, takeAway]),
    art: { motif: 'cup', hue: 18 },
  },
  {
    productCode: 'P1008', categoryId: 1, price: 2.1, rating: 4.4, ratingCount: 133,
    title: l('Café bombón', 'Café bombón', 'Café bombó'),
    description: l('Espresso sobre leche condensada, en vaso.', 'Espresso over sweetened condensed milk, in a glass.', 'Espresso sobre llet condensada, en got.'),
    descriptionLong: l(
      'Una receta muy valenciana: leche condensada en el fondo del vaso y el espresso encima, en dos capas. Se remueve justo antes de beber.',
      'A very Valencian recipe: condensed milk at the bottom of the glass and the espresso on top, in two layers. Stir just before drinking.',
      "Una recepta molt valenciana: llet condensada al fons del got i l'espresso damunt, en dues capes. Es remena just abans de beure'l.",
    ),
    allergens: [ALLERGEN.milk],
    ...withExtras([extraShot, takeAway]),
    art: { motif: 'glass', hue: 38 },
  },
  {
    productCode: 'P1009', categoryId: 1, price: 2.9, priceOld: 3.2, rating: 4.5, ratingCount: 88,
    title: l('Moca', 'Mocha', 'Moca'),
    description: l('Espresso, chocolate negro y leche.', 'Espresso, dark chocolate and milk.', 'Espresso, xocolate negre i llet.'),
    descriptionLong: l(
      'Chocolate negro al 70 % fundido con el espresso y cubierto de leche texturizada. Con nata montada queda como un postre.',
      'Melted 70 % dark chocolate with espresso, topped with steamed milk. With whipped cream it becomes a dessert.',
      "Xocolate negre al 70 % fos amb l'espresso i cobert de llet texturitzada. Amb nata muntada queda com un postre.",
    ),
    allergens: [ALLERGEN.milk, ALLERGEN.soy],
    ...withExtras([milk, size, syrups, toppings, takeAway]),
    art: { motif: 'cup', hue: 14 },
  },
  {
    productCode: 'P1010', categoryId: 1, price: 2.8, rating: 4.4, ratingCount: 121,
    title: l('Latte con hielo', 'Iced latte', 'Latte amb gel'),
    description: l('Espresso doble y leche fría sobre hielo.', 'Double espresso and cold milk over ice.', 'Espresso doble i llet freda sobre gel.'),
    descriptionLong: l(
      'Refrescante y suave: espresso recién hecho sobre hielo y leche fría. Con sirope de caramelo es el favorito del verano.',
      'Refreshing and smooth: freshly pulled espresso over ice and cold milk. With caramel syrup it is the summer favourite.',
      "Refrescant i suau: espresso acabat de fer sobre gel i llet freda. Amb xarop de caramel és el preferit de l'estiu.",
    ),
    tags: [TAG.seasonal],
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, syrups, takeAway], { size_large: 0.8 }),
    art: { motif: 'glass', hue: 205 },
  },
  {
    productCode: 'P1011', categoryId: 1, price: 3.1, rating: 4.6, ratingCount: 57,
    title: l('Cold brew', 'Cold brew', 'Cold brew'),
    description: l('Café infusionado en frío durante 18 horas.', 'Coffee steeped cold for 18 hours.', 'Café infusionat en fred durant 18 hores.'),
    descriptionLong: l(
      'Café de Etiopía infusionado en agua fría durante 18 horas y filtrado dos veces. Dulce, con poca acidez y notas de frutos rojos.',
      'Ethiopian coffee steeped in cold water for 18 hours and filtered twice. Sweet, low in acidity with notes of red berries.',
      "Café d'Etiòpia infusionat en aigua freda durant 18 hores i filtrat dues vegades. Dolç, amb poca acidesa i notes de fruits rojos.",
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
    title: l('Té verde sencha', 'Sencha green tea', 'Te verd sencha'),
    description: l('Té verde japonés, fresco y vegetal.', 'Japanese green tea, fresh and grassy.', 'Te verd japonés, fresc i vegetal.'),
    descriptionLong: l(
      'Hojas de sencha ecológico infusionadas a 75 °C durante dos minutos y medio, en tetera individual.',
      'Organic sencha leaves brewed at 75 °C for two and a half minutes, served in an individual teapot.',
      'Fulles de sencha ecològic infusionades a 75 °C durant dos minuts i mig, en tetera individual.',
    ),
    tags: [TAG.organic, TAG.vegan],
    ...withExtras([takeAway]),
    art: { motif: 'teapot', hue: 96 },
  },
  {
    productCode: 'P2002', categoryId: 2, price: 2.8, rating: 4.7, ratingCount: 142,
    title: l('Chai latte', 'Chai latte', 'Chai latte'),
    description: l('Té negro con especias y leche espumada.', 'Spiced black tea with frothed milk.', 'Te negre amb espècies i llet escumada.'),
    descriptionLong: l(
      'Nuestro chai se cocina en la tienda con té negro de Assam, canela, cardamomo, jengibre y clavo. Se sirve con leche texturizada.',
      'Our chai is cooked in the shop with Assam black tea, cinnamon, cardamom, ginger and clove. Served with steamed milk.',
      "El nostre chai es cuina a la botiga amb te negre d'Assam, canyella, cardamom, gingebre i clau. Se servix amb llet texturitzada.",
    ),
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, syrups, toppings, takeAway]),
    art: { motif: 'cup', hue: 40 },
  },
  {
    productCode: 'P2003', categoryId: 2, price: 1.9, rating: 4.2, ratingCount: 51,
    title: l('Rooibos con vainilla', 'Vanilla rooibos', 'Rooibos amb vainilla'),
    description: l('Infusión sudafricana sin teína.', 'South African caffeine-free infusion.', 'Infusió sud-africana sense teïna.'),
    descriptionLong: l(
      'Rooibos con trocitos de vainilla de Madagascar. Dulce y redondo, ideal para la tarde porque no lleva teína.',
      'Rooibos with pieces of Madagascar vanilla. Sweet and round, ideal in the afternoon because it has no caffeine.',
      'Rooibos amb trossets de vainilla de Madagascar. Dolç i rodó, ideal per a la vesprada perquè no porta teïna.',
    ),
    tags: [TAG.vegan],
    ...withExtras([takeAway]),
    art: { motif: 'teapot', hue: 8 },
  },
  {
    productCode: 'P2004', categoryId: 2, price: 3.2, rating: 4.5, ratingCount: 79,
    title: l('Matcha latte', 'Matcha latte', 'Matcha latte'),
    description: l('Matcha japonés batido con leche.', 'Japanese matcha whisked with milk.', 'Matcha japonés batut amb llet.'),
    descriptionLong: l(
      'Matcha ecológico batido a mano con agua a 80 °C y completado con leche texturizada. Le va muy bien la bebida de avena.',
      'Organic matcha whisked by hand with water at 80 °C and topped with steamed milk. It pairs beautifully with oat drink.',
      'Matcha ecològic batut a mà amb aigua a 80 °C i completat amb llet texturitzada. Li va molt bé la beguda de civada.',
    ),
    tags: [TAG.organic, TAG.new],
    allergens: [ALLERGEN.milk],
    ...withExtras([milk, size, syrups, takeAway]),
    art: { motif: 'glass', hue: 88 },
  },
  {
    productCode: 'P2005', categoryId: 2, price: 1.6, rating: 4.1, ratingCount: 38,
    title: l('Poleo menta', 'Pennyroyal mint', 'Poliol i menta'),
    description: l('La infusión digestiva de toda la vida.', 'The classic after-meal infusion.', 'La infusió digestiva de tota la vida.'),
    descriptionLong: l(
      'Poleo y menta piperita de cultivo ecológico. Fresca y digestiva, se sirve con miel aparte si la pides.',
      'Organically grown pennyroyal and peppermint. Fresh and soothing, served with honey on the side on request.',
      'Poliol i menta piperita de cultiu ecològic. Fresca i digestiva, se servix amb mel a banda si la demanes.',
    ),
    tags: [TAG.organic, TAG.vegan],
    ...withExtras([takeAway]),
    art: { motif: 'teapot', hue: 140 },
  },
]);
