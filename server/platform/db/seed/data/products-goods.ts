import type { SeedProduct } from '../types';
import { EXTRA } from './extras';
import { withExtras } from './extra-prices';
import { singleGoods } from './product-builders';
import { ALLERGEN, TAG, l } from './text';

/** Category 5: whole coffee beans, roasted in Valencia. */
export const beans: SeedProduct[] = singleGoods([
  {
    productCode: 'P5001', categoryId: 5, price: 9.9, rating: 4.7, ratingCount: 143, stockCurrent: 24,
    title: l('Colombia Huila 250 g', 'Colombia Huila 250 g', 'Colòmbia Huila 250 g'),
    description: l('Caramelo, manzana roja y cacao.', 'Caramel, red apple and cocoa.', 'Caramel, poma roja i cacau.'),
    descriptionLong: l(
      'Café lavado de pequeños productores de Huila, variedad caturra, cultivado a 1.700 m. Tueste medio, muy versátil: brilla en espresso y en filtro.',
      'Washed coffee from smallholders in Huila, caturra variety, grown at 1,700 m. Medium roast and very versatile: it shines as espresso and as filter.',
      'Café rentat de xicotets productors de Huila, varietat caturra, cultivat a 1.700 m. Torrat mitjà, molt versàtil: brilla en espresso i en filtre.',
    ),
    tags: [TAG.singleOrigin, TAG.bestSeller],
    art: { motif: 'bag', hue: 200 },
  },
  {
    productCode: 'P5002', categoryId: 5, price: 11.5, rating: 4.9, ratingCount: 87, stockCurrent: 3,
    title: l('Etiopía Yirgacheffe 250 g', 'Ethiopia Yirgacheffe 250 g', 'Etiòpia Yirgacheffe 250 g'),
    description: l('Floral, bergamota y melocotón.', 'Floral, bergamot and peach.', 'Floral, bergamota i bresquilla.'),
    descriptionLong: l(
      'Variedades autóctonas etíopes lavadas y secadas en camas africanas. Tueste claro pensado para V60 y Chemex. Taza limpia, delicada y muy aromática.',
      'Ethiopian heirloom varieties, washed and dried on raised beds. A light roast made for V60 and Chemex. A clean, delicate and very aromatic cup.',
      'Varietats autòctones etíops rentades i assecades en llits africans. Torrat clar pensat per a V60 i Chemex. Tassa neta, delicada i molt aromàtica.',
    ),
    tags: [TAG.singleOrigin, TAG.organic],
    art: { motif: 'bag', hue: 320 },
  },
  {
    productCode: 'P5003', categoryId: 5, price: 27.9, priceOld: 31.0, rating: 4.4, ratingCount: 61, stockCurrent: 12,
    title: l('Brasil Cerrado 1 kg', 'Brazil Cerrado 1 kg', 'Brasil Cerrado 1 kg'),
    description: l('Chocolate con leche y avellana.', 'Milk chocolate and hazelnut.', 'Xocolate amb llet i avellana.'),
    descriptionLong: l(
      'Natural de Cerrado Mineiro, cuerpo alto y acidez baja. El formato de un kilo es perfecto para casa u oficina con cafetera superautomática.',
      'A natural from Cerrado Mineiro with full body and low acidity. The one-kilo bag is ideal for home or office bean-to-cup machines.',
      "Natural de Cerrado Mineiro, cos alt i acidesa baixa. El format d'un quilo és perfecte per a casa o per a l'oficina amb cafetera superautomàtica.",
    ),
    art: { motif: 'bag', hue: 140 },
  },
  {
    productCode: 'P5004', categoryId: 5, price: 10.5, rating: 4.6, ratingCount: 52, stockCurrent: 0,
    title: l('Guatemala Antigua 250 g', 'Guatemala Antigua 250 g', 'Guatemala Antigua 250 g'),
    description: l('Cacao, especias dulces y naranja.', 'Cocoa, sweet spices and orange.', 'Cacau, espècies dolces i taronja.'),
    descriptionLong: l(
      'Bourbon cultivado en suelos volcánicos del valle de Antigua. Dulce y especiado. Agotado por ahora: volverá con la nueva cosecha.',
      'Bourbon grown on the volcanic soils of the Antigua valley. Sweet and spicy. Sold out for now: it comes back with the new harvest.',
      "Bourbon cultivat en sòls volcànics de la vall d'Antigua. Dolç i especiat. Esgotat de moment: tornarà amb la nova collita.",
    ),
    tags: [TAG.singleOrigin],
    art: { motif: 'bag', hue: 35 },
  },
  {
    productCode: 'P5005', categoryId: 5, price: 15.9, rating: 4.8, ratingCount: 219, stockCurrent: 40,
    title: l('Mezcla Ritmo 500 g', 'Ritmo Blend 500 g', 'Mescla Ritmo 500 g'),
    description: l('Nuestro espresso de la casa.', 'Our house espresso.', 'El nostre espresso de la casa.'),
    descriptionLong: l(
      'La mezcla que usamos en todas nuestras tiendas: Brasil, Colombia y una pizca de Etiopía. Chocolate negro, frutos secos y un final dulce.',
      'The blend we use in all our shops: Brazil, Colombia and a touch of Ethiopia. Dark chocolate, nuts and a sweet finish.',
      "La mescla que utilitzem en totes les nostres botigues: Brasil, Colòmbia i un pessic d'Etiòpia. Xocolate negre, fruita seca i un final dolç.",
    ),
    tags: [TAG.bestSeller, TAG.fairTrade],
    art: { motif: 'bag', hue: 12 },
  },
  {
    productCode: 'P5006', categoryId: 5, price: 10.9, rating: 4.3, ratingCount: 40, stockCurrent: 4,
    title: l('Descafeinado Sierra 250 g', 'Sierra Decaf 250 g', 'Descafeïnat Sierra 250 g'),
    description: l('Descafeinado al agua, sin disolventes.', 'Water-processed decaf, no solvents.', 'Descafeïnat amb aigua, sense dissolvents.'),
    descriptionLong: l(
      'Café de Chiapas (México) descafeinado con agua de montaña. Conserva el dulzor y las notas de caramelo y nuez.',
      'Coffee from Chiapas (Mexico) decaffeinated with mountain water. It keeps its sweetness and notes of caramel and walnut.',
      'Café de Chiapas (Mèxic) descafeïnat amb aigua de muntanya. Conserva la dolçor i les notes de caramel i nou.',
    ),
    tags: [TAG.decaf],
    art: { motif: 'bag', hue: 260 },
  },
  {
    productCode: 'P5007', categoryId: 5, price: 12.9, rating: 4.7, ratingCount: 18, stockCurrent: 2,
    title: l('Kenia AA 250 g', 'Kenya AA 250 g', 'Kenya AA 250 g'),
    description: l('Grosella negra, pomelo y panela.', 'Blackcurrant, grapefruit and panela.', 'Grosella negra, aranja i panela.'),
    descriptionLong: l(
      'Lote de Nyeri, variedades SL28 y SL34. Acidez jugosa y dulzor largo. Edición limitada de temporada.',
      'A lot from Nyeri, SL28 and SL34 varieties. Juicy acidity and long sweetness. A limited seasonal release.',
      'Lot de Nyeri, varietats SL28 i SL34. Acidesa sucosa i dolçor llarga. Edició limitada de temporada.',
    ),
    tags: [TAG.new, TAG.seasonal, TAG.singleOrigin],
    art: { motif: 'bag', hue: 0 },
  },
]);

/** Category 6: ground coffee, ground to order for the chosen brewer. */
export const groundCoffee: SeedProduct[] = singleGoods([
  {
    productCode: 'P6001', categoryId: 6, price: 8.9, rating: 4.5, ratingCount: 176, stockCurrent: 35,
    title: l('Mezcla Ritmo molido 250 g', 'Ritmo Blend ground 250 g', 'Mescla Ritmo mòlta 250 g'),
    description: l('Nuestra mezcla, molida a tu gusto.', 'Our blend, ground the way you brew.', 'La nostra mescla, mòlta al teu gust.'),
    descriptionLong: l(
      'La Mezcla Ritmo molida el mismo día del envío. Elige la molienda según tu cafetera: espresso, moka, filtro o prensa francesa.',
      'The Ritmo Blend ground on the day it ships. Choose the grind for your brewer: espresso, moka pot, filter or French press.',
      "La Mescla Ritmo mòlta el mateix dia de l'enviament. Tria la mòlta segons la teua cafetera: espresso, moka, filtre o premsa francesa.",
    ),
    tags: [TAG.fairTrade],
    ...withExtras([EXTRA.grind]),
    art: { motif: 'bag', hue: 18 },
  },
  {
    productCode: 'P6002', categoryId: 6, price: 9.9, rating: 4.6, ratingCount: 64, stockCurrent: 20,
    title: l('Colombia Huila molido 250 g', 'Colombia Huila ground 250 g', 'Colòmbia Huila mòlt 250 g'),
    description: l('Caramelo y manzana, listo para tu cafetera.', 'Caramel and apple, ready for your brewer.', 'Caramel i poma, a punt per a la teua cafetera.'),
    descriptionLong: l(
      'Nuestro Colombia de origen único, molido al momento de preparar tu pedido para que llegue con todo su aroma.',
      'Our single-origin Colombia, ground when we pack your order so it arrives with all its aroma.',
      "El nostre Colòmbia d'origen únic, mòlt en el moment de preparar la teua comanda perquè arribe amb tota la seua aroma.",
    ),
    tags: [TAG.singleOrigin],
    ...withExtras([EXTRA.grind]),
    art: { motif: 'bag', hue: 190 },
  },
  {
    productCode: 'P6003', categoryId: 6, price: 10.5, rating: 4.2, ratingCount: 29, stockCurrent: 9,
    title: l('Descafeinado molido 250 g', 'Decaf ground 250 g', 'Descafeïnat mòlt 250 g'),
    description: l('Todo el sabor, sin cafeína.', 'All the flavour, no caffeine.', 'Tot el sabor, sense cafeïna.'),
    descriptionLong: l(
      'Descafeinado Sierra molido a tu gusto. Perfecto para el café de la sobremesa sin perder el sueño.',
      'Sierra Decaf ground to order. Perfect for an after-dinner coffee without losing sleep.',
      'Descafeïnat Sierra mòlt al teu gust. Perfecte per al café de sobretaula sense perdre el son.',
    ),
    tags: [TAG.decaf],
    ...withExtras([EXTRA.grind]),
    art: { motif: 'bag', hue: 250 },
  },
  {
    productCode: 'P6004', categoryId: 6, price: 14.5, priceOld: 16.0, rating: 4.4, ratingCount: 47, stockCurrent: 15,
    title: l('Brasil molido para moka 500 g', 'Brazil ground for moka pot 500 g', 'Brasil mòlt per a moka 500 g'),
    description: l('Cuerpo y dulzor para la cafetera italiana.', 'Body and sweetness for the stovetop pot.', 'Cos i dolçor per a la cafetera italiana.'),
    descriptionLong: l(
      'Brasil Cerrado con un tueste algo más largo, molido de serie para cafetera italiana. Oferta de lanzamiento.',
      'Brazil Cerrado with a slightly longer roast, ground for the stovetop moka pot. Launch offer.',
      'Brasil Cerrado amb un torrat un poc més llarg, mòlt de sèrie per a cafetera italiana. Oferta de llançament.',
    ),
    ...withExtras([EXTRA.grind]),
    art: { motif: 'bag', hue: 130 },
  },
]);

/** Category 7: loose-leaf teas and infusions in resealable bags. */
export const looseTeas: SeedProduct[] = singleGoods([
  {
    productCode: 'P7001', categoryId: 7, price: 7.5, rating: 4.4, ratingCount: 33, stockCurrent: 18,
    title: l('Té verde sencha ecológico 100 g', 'Organic sencha green tea 100 g', 'Te verd sencha ecològic 100 g'),
    description: l('Hoja japonesa, vegetal y luminosa.', 'Japanese leaf, grassy and bright.', 'Fulla japonesa, vegetal i lluminosa.'),
    descriptionLong: l(
      'Sencha de Shizuoka de cultivo ecológico. Infusiona 2 g por taza a 75 °C durante 2 minutos; admite una segunda infusión.',
      'Organic sencha from Shizuoka. Brew 2 g per cup at 75 °C for 2 minutes; it takes a second infusion.',
      'Sencha de Shizuoka de cultiu ecològic. Infusiona 2 g per tassa a 75 °C durant 2 minuts; admet una segona infusió.',
    ),
    tags: [TAG.organic],
    art: { motif: 'bag', hue: 100 },
  },
  {
    productCode: 'P7002', categoryId: 7, price: 6.9, rating: 4.3, ratingCount: 27, stockCurrent: 14,
    title: l('Rooibos vainilla 100 g', 'Vanilla rooibos 100 g', 'Rooibos vainilla 100 g'),
    description: l('Sin teína, dulce y envolvente.', 'Caffeine-free, sweet and comforting.', 'Sense teïna, dolç i envolupant.'),
    descriptionLong: l(
      'Rooibos de Cederberg con vainilla natural. Infusiona a 95 °C durante 5 minutos. Delicioso también con un poco de leche.',
      'Cederberg rooibos with natural vanilla. Brew at 95 °C for 5 minutes. Also lovely with a dash of milk.',
      "Rooibos de Cederberg amb vainilla natural. Infusiona'l a 95 °C durant 5 minuts. També és deliciós amb un poc de llet.",
    ),
    art: { motif: 'bag', hue: 10 },
  },
  {
    productCode: 'P7003', categoryId: 7, price: 7.9, rating: 4.8, ratingCount: 58, stockCurrent: 22,
    title: l('Chai especiado 100 g', 'Spiced chai 100 g', 'Chai especiat 100 g'),
    description: l('Té negro con canela, cardamomo y jengibre.', 'Black tea with cinnamon, cardamom and ginger.', 'Te negre amb canyella, cardamom i gingebre.'),
    descriptionLong: l(
      'La misma mezcla de nuestro chai latte para que lo prepares en casa: hierve las especias con leche y azúcar moreno y cuela.',
      'The same blend as our chai latte so you can make it at home: simmer with milk and brown sugar, then strain.',
      'La mateixa mescla del nostre chai latte perquè el prepares a casa: bull les espècies amb llet i sucre moreno i cola-ho.',
    ),
    tags: [TAG.bestSeller],
    art: { motif: 'bag', hue: 28 },
  },
  {
    productCode: 'P7004', categoryId: 7, price: 14.9, rating: 4.6, ratingCount: 21, stockCurrent: 1,
    title: l('Matcha ceremonial 30 g', 'Ceremonial matcha 30 g', 'Matcha cerimonial 30 g'),
    description: l('Verde intenso, umami y dulce.', 'Vivid green, umami and sweet.', 'Verd intens, umami i dolç.'),
    descriptionLong: l(
      'Matcha de Uji molido en piedra, de primera cosecha. Bate 2 g con 70 ml de agua a 80 °C hasta que haga espuma.',
      'Stone-ground first-harvest matcha from Uji. Whisk 2 g with 70 ml of water at 80 °C until frothy.',
      "Matcha d'Uji mòlt en pedra, de primera collita. Bat 2 g amb 70 ml d'aigua a 80 °C fins que faça escuma.",
    ),
    tags: [TAG.organic, TAG.new],
    art: { motif: 'bag', hue: 85 },
  },
  {
    productCode: 'P7005', categoryId: 7, price: 5.5, rating: 4.1, ratingCount: 16, stockCurrent: 26,
    title: l('Manzanilla y menta 80 g', 'Chamomile and mint 80 g', 'Camamilla i menta 80 g'),
    description: l('Flores enteras de manzanilla con menta.', 'Whole chamomile flowers with mint.', 'Flors senceres de camamilla amb menta.'),
    descriptionLong: l(
      'Manzanilla de Aragón en flor entera con hojas de menta piperita. Suave y relajante, para después de cenar.',
      'Whole-flower chamomile from Aragon with peppermint leaves. Gentle and calming, for after dinner.',
      "Camamilla d'Aragó en flor sencera amb fulles de menta piperita. Suau i relaxant, per a després de sopar.",
    ),
    tags: [TAG.organic],
    art: { motif: 'bag', hue: 52 },
  },
]);

/** Category 8: mugs, accessories and syrups to take home (mugs and gear pay 21 % VAT). */
export const accessories: SeedProduct[] = singleGoods([
  {
    productCode: 'P8001', categoryId: 8, price: 12.0, vatTypeId: 1, rating: 4.7, ratingCount: 39, stockCurrent: 15,
    title: l('Taza Ritmo 350 ml', 'Ritmo mug 350 ml', 'Tassa Ritmo 350 ml'),
    description: l('Gres esmaltado hecho a mano en Manises.', 'Glazed stoneware handmade in Manises.', 'Gres esmaltat fet a mà a Manises.'),
    descriptionLong: l(
      'Taza de gres de ceramistas de Manises, cada una ligeramente distinta. Apta para lavavajillas y microondas.',
      'A stoneware mug from potters in Manises, each one slightly different. Dishwasher and microwave safe.',
      'Tassa de gres de ceramistes de Manises, cadascuna lleugerament diferent. Apta per a rentaplats i microones.',
    ),
    art: { motif: 'mug', hue: 15 },
  },
  {
    productCode: 'P8002', categoryId: 8, price: 18.9, priceOld: 22.0, vatTypeId: 1, rating: 4.5, ratingCount: 26, stockCurrent: 4,
    title: l('Vaso térmico de viaje 400 ml', 'Travel tumbler 400 ml', 'Got tèrmic de viatge 400 ml'),
    description: l('Acero inoxidable, mantiene el calor 4 horas.', 'Stainless steel, keeps drinks hot for 4 hours.', 'Acer inoxidable, manté la calor 4 hores.'),
    descriptionLong: l(
      'Vaso de doble pared con tapa antigoteo. Tráelo a la tienda y te descontamos 0,20 € en cada bebida para llevar.',
      'A double-walled tumbler with a leak-proof lid. Bring it to the shop and we take 0.20 € off every takeaway drink.',
      "Got de doble paret amb tapa antidegoteig. Porta'l a la botiga i et descomptem 0,20 € en cada beguda per a emportar.",
    ),
    tags: [TAG.new],
    art: { motif: 'mug', hue: 175 },
  },
  {
    productCode: 'P8003', categoryId: 8, price: 24.9, vatTypeId: 1, rating: 4.6, ratingCount: 14, stockCurrent: 7,
    title: l('Botella para cold brew 1 l', 'Cold brew bottle 1 l', 'Botella per a cold brew 1 l'),
    description: l('Vidrio de borosilicato con filtro de acero.', 'Borosilicate glass with a steel filter.', "Vidre de borosilicat amb filtre d'acer."),
    descriptionLong: l(
      'Prepara cold brew en casa: 70 g de café molido grueso, agua fría y 16 horas en la nevera. Incluye filtro reutilizable.',
      'Make cold brew at home: 70 g of coarse ground coffee, cold water and 16 hours in the fridge. Reusable filter included.',
      'Prepara cold brew a casa: 70 g de café mòlt gros, aigua freda i 16 hores en el frigorífic. Inclou filtre reutilitzable.',
    ),
    art: { motif: 'bottle', hue: 210 },
  },
  {
    productCode: 'P8004', categoryId: 8, price: 6.5, vatTypeId: 1, rating: 4.4, ratingCount: 31, stockCurrent: 30,
    title: l('Filtros de papel V60, 100 uds', 'V60 paper filters, 100 pcs', 'Filtres de paper V60, 100 u.'),
    description: l('Papel sin blanquear para goteo.', 'Unbleached paper for pour-over.', 'Paper sense blanquejar per a degoteig.'),
    descriptionLong: l(
      'Filtros cónicos de tamaño 02 para V60 y goteros similares. Enjuágalos con agua caliente antes de usarlos.',
      'Size 02 cone filters for the V60 and similar drippers. Rinse them with hot water before brewing.',
      "Filtres cònics de grandària 02 per a V60 i degotadors semblants. Esbandix-los amb aigua calenta abans d'usar-los.",
    ),
    art: { motif: 'bag', hue: 45 },
  },
  {
    productCode: 'P8005', categoryId: 8, price: 6.9, rating: 4.2, ratingCount: 22, stockCurrent: 11,
    title: l('Sirope de caramelo 250 ml', 'Caramel syrup 250 ml', 'Xarop de caramel 250 ml'),
    description: l('El mismo sirope que usamos en barra.', 'The same syrup we use behind the bar.', 'El mateix xarop que utilitzem en barra.'),
    descriptionLong: l(
      'Sirope de caramelo con un toque de sal. Unos 25 usos: una cucharada por bebida. Contiene leche.',
      'Caramel syrup with a touch of salt. About 25 uses: one spoonful per drink. Contains milk.',
      'Xarop de caramel amb un toc de sal. Uns 25 usos: una cullerada per beguda. Conté llet.',
    ),
    allergens: [ALLERGEN.milk],
    art: { motif: 'bottle', hue: 30 },
  },
]);
