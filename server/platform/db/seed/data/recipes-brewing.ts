import type { SeedRecipe } from '../types';
import { l } from './text';

function cup(cups: number, coffeeGrams: number, waterMl: number) {
  return {
    cups,
    coffee: l(`${coffeeGrams} g de café`, `${coffeeGrams} g of coffee`, `${coffeeGrams} g de café`),
    water: l(`${waterMl} ml de agua`, `${waterMl} ml of water`, `${waterMl} ml d'aigua`),
  };
}

/** Brewing guides (type coffee) with cup options, as the recipes screen shows them. */
export const brewingRecipes: SeedRecipe[] = [
  {
    id: 1, type: 'coffee', sort: 1,
    name: l('Hario V60', 'Hario V60', 'Hario V60'),
    art: { motif: 'v60', hue: 8 },
    cups: [cup(1, 15, 250), cup(2, 30, 500)],
    temperature: l('92–94 °C', '92–94 °C', '92–94 °C'),
    method: l('Filtro por goteo', 'Pour-over', 'Filtre per degoteig'),
    grindRange: l('Media-fina, como sal de mesa', 'Medium-fine, like table salt', 'Mitjana-fina, com la sal de taula'),
    time: l('2:30 – 3:00 min', '2:30 – 3:00 min', '2:30 – 3:00 min'),
    steps: [
      l('Coloca el filtro en el V60 y enjuágalo con agua caliente; tira esa agua.', 'Put the filter in the V60 and rinse it with hot water; discard the water.', 'Col·loca el filtre en el V60 i esbandix-lo amb aigua calenta; tira eixa aigua.'),
      l('Añade el café molido y nivela la cama con un golpecito.', 'Add the ground coffee and level the bed with a gentle tap.', 'Afig el café mòlt i anivella el llit amb un colpet.'),
      l('Vierte el doble de agua que de café y espera 30 segundos (preinfusión).', 'Pour twice as much water as coffee and wait 30 seconds (bloom).', "Aboca el doble d'aigua que de café i espera 30 segons (preinfusió)."),
      l('Vierte el resto en círculos lentos desde el centro, sin tocar el papel.', 'Pour the rest in slow circles from the centre, avoiding the paper.', 'Aboca la resta en cercles lents des del centre, sense tocar el paper.'),
      l('Deja que termine de gotear y sirve enseguida.', 'Let it finish dripping and serve straight away.', 'Deixa que acabe de degotar i servix de seguida.'),
    ],
    ingredients: [],
    description: [
      l('Si sale amargo, muele un poco más grueso; si sale ácido, más fino.', 'If it tastes bitter, grind a little coarser; if sour, finer.', 'Si ix amarg, mol-lo un poc més gros; si ix àcid, més fi.'),
      l('Prueba con nuestro Etiopía Yirgacheffe.', 'Try it with our Ethiopia Yirgacheffe.', "Prova'l amb el nostre Etiòpia Yirgacheffe."),
    ],
  },
  {
    id: 2, type: 'coffee', sort: 2,
    name: l('Chemex', 'Chemex', 'Chemex'),
    art: { motif: 'chemex', hue: 30 },
    cups: [cup(2, 30, 500), cup(4, 50, 800)],
    temperature: l('93–96 °C', '93–96 °C', '93–96 °C'),
    method: l('Filtro por goteo con papel grueso', 'Pour-over with thick paper', 'Filtre per degoteig amb paper gruixut'),
    grindRange: l('Media-gruesa, como azúcar moreno', 'Medium-coarse, like raw sugar', 'Mitjana-grossa, com el sucre moreno'),
    time: l('4:00 – 4:30 min', '4:00 – 4:30 min', '4:00 – 4:30 min'),
    steps: [
      l('Dobla el filtro y colócalo con la parte de tres capas hacia el pico.', 'Fold the filter and place the three-layer side over the spout.', "Doblega el filtre i col·loca'l amb la part de tres capes cap al broc."),
      l('Enjuaga el filtro con agua caliente y tira el agua.', 'Rinse the filter with hot water and discard the water.', "Esbandix el filtre amb aigua calenta i tira l'aigua."),
      l('Añade el café y haz una preinfusión de 45 segundos con 100 ml de agua.', 'Add the coffee and bloom for 45 seconds with 100 ml of water.', "Afig el café i fes una preinfusió de 45 segons amb 100 ml d'aigua."),
      l('Vierte el resto del agua en tres tandas, manteniendo el nivel a media altura.', 'Pour the rest of the water in three rounds, keeping the level halfway up.', "Aboca la resta de l'aigua en tres tandes, mantenint el nivell a mitja altura."),
      l('Retira el filtro cuando deje de gotear, remueve la jarra y sirve.', 'Remove the filter when it stops dripping, swirl the carafe and serve.', 'Retira el filtre quan deixe de degotar, remena la gerra i servix.'),
    ],
    ingredients: [],
    description: [l('El papel grueso da una taza muy limpia, ideal para cafés florales.', 'The thick paper gives a very clean cup, ideal for floral coffees.', 'El paper gruixut dona una tassa molt neta, ideal per a cafés florals.')],
  },
  {
    id: 3, type: 'coffee', sort: 3,
    name: l('AeroPress', 'AeroPress', 'AeroPress'),
    art: { motif: 'aeropress', hue: 210 },
    cups: [cup(1, 15, 220), cup(2, 30, 250)],
    temperature: l('85–90 °C', '85–90 °C', '85–90 °C'),
    method: l('Inmersión y presión', 'Immersion and pressure', 'Immersió i pressió'),
    grindRange: l('Fina a media-fina', 'Fine to medium-fine', 'Fina a mitjana-fina'),
    time: l('1:30 – 2:00 min', '1:30 – 2:00 min', '1:30 – 2:00 min'),
    steps: [
      l('Monta la AeroPress en posición invertida y añade el café.', 'Set the AeroPress up inverted and add the coffee.', "Munta l'AeroPress en posició invertida i afig el café."),
      l('Vierte el agua, remueve 10 segundos y coloca la tapa con el filtro húmedo.', 'Pour in the water, stir for 10 seconds and fit the cap with a wet filter.', "Aboca l'aigua, remena 10 segons i col·loca la tapa amb el filtre humit."),
      l('Espera hasta el minuto y 15 segundos.', 'Wait until one minute and 15 seconds.', 'Espera fins al minut i 15 segons.'),
      l('Dale la vuelta sobre la taza y presiona despacio unos 30 segundos.', 'Flip it onto your cup and press slowly for about 30 seconds.', 'Dona-li la volta sobre la tassa i pressiona a poc a poc uns 30 segons.'),
    ],
    ingredients: [],
    description: [l('Para dos tazas, prepara un concentrado y alárgalo con agua caliente al gusto.', 'For two cups, brew a concentrate and top it up with hot water to taste.', "Per a dues tasses, prepara un concentrat i allarga'l amb aigua calenta al gust.")],
  },
  {
    id: 4, type: 'coffee', sort: 4,
    name: l('Cafetera italiana (moka)', 'Moka pot', 'Cafetera italiana (moka)'),
    art: { motif: 'moka', hue: 220 },
    cups: [cup(1, 10, 60), cup(2, 16, 100), cup(4, 25, 200)],
    temperature: l('Agua recién hervida en el depósito', 'Just-boiled water in the base', 'Aigua acabada de bullir en el dipòsit'),
    method: l('Presión de vapor', 'Steam pressure', 'Pressió de vapor'),
    grindRange: l('Media-fina, algo más gruesa que para espresso', 'Medium-fine, a bit coarser than espresso', 'Mitjana-fina, un poc més grossa que per a espresso'),
    time: l('4 – 5 min', '4 – 5 min', '4 – 5 min'),
    steps: [
      l('Llena el depósito con agua caliente hasta justo debajo de la válvula.', 'Fill the base with hot water to just below the valve.', 'Ompli el dipòsit amb aigua calenta fins just davall de la vàlvula.'),
      l('Llena el filtro de café sin apretarlo y nivélalo con el dedo.', 'Fill the basket with coffee without tamping and level it with a finger.', "Ompli el filtre de café sense prémer-lo i anivella'l amb el dit."),
      l('Enrosca con un paño y pon la cafetera a fuego medio con la tapa abierta.', 'Screw it together with a cloth and put it on medium heat with the lid open.', 'Enrosca-la amb un drap i posa la cafetera a foc mitjà amb la tapa oberta.'),
      l('Cuando el café salga claro y empiece a burbujear, retírala del fuego.', 'When the coffee turns pale and starts to sputter, take it off the heat.', 'Quan el café isca clar i comence a borbollejar, lleva-la del foc.'),
      l('Enfría la base con un paño húmedo para cortar la extracción y sirve.', 'Cool the base with a damp cloth to stop the extraction, then serve.', "Refreda la base amb un drap humit per a tallar l'extracció i servix."),
    ],
    ingredients: [],
    description: [l('Usar agua ya caliente evita que el café se queme mientras el agua se calienta.', 'Starting with hot water stops the coffee from scorching while the water heats up.', "Usar aigua ja calenta evita que el café es creme mentre l'aigua s'escalfa.")],
  },
  {
    id: 5, type: 'coffee', sort: 5,
    name: l('Prensa francesa', 'French press', 'Premsa francesa'),
    art: { motif: 'frenchpress', hue: 150 },
    cups: [cup(1, 18, 300), cup(2, 30, 500), cup(4, 60, 1000)],
    temperature: l('94 °C', '94 °C', '94 °C'),
    method: l('Inmersión', 'Immersion', 'Immersió'),
    grindRange: l('Gruesa, como sal marina', 'Coarse, like sea salt', 'Grossa, com la sal marina'),
    time: l('4 min + 5 min de reposo', '4 min + 5 min rest', '4 min + 5 min de repòs'),
    steps: [
      l('Calienta la jarra con agua caliente y tírala.', 'Warm the carafe with hot water and discard it.', 'Escalfa la gerra amb aigua calenta i tira-la.'),
      l('Añade el café y todo el agua; remueve suavemente.', 'Add the coffee and all the water; stir gently.', "Afig el café i tota l'aigua; remena suaument."),
      l('Tapa sin bajar el émbolo y espera 4 minutos.', 'Put the lid on without pressing and wait 4 minutes.', "Tapa-la sense abaixar l'èmbol i espera 4 minuts."),
      l('Rompe la costra, retira la espuma con dos cucharas y espera 5 minutos más.', 'Break the crust, skim the foam with two spoons and wait 5 more minutes.', "Trenca la crosta, lleva l'escuma amb dues culleres i espera 5 minuts més."),
      l('Baja el émbolo solo hasta la superficie y sirve despacio.', 'Lower the plunger just to the surface and pour slowly.', "Abaixa l'èmbol només fins a la superfície i servix a poc a poc."),
    ],
    ingredients: [],
    description: [l('El reposo final deja caer los posos finos y la taza queda más limpia.', 'The final rest lets the fines settle for a cleaner cup.', 'El repòs final fa que els pòsits fins es depositen i la tassa queda més neta.')],
  },
];
