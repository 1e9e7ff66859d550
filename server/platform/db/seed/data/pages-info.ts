import type { SeedPage } from '../types';
import { l } from './text';

export const aboutPage: SeedPage = {
  code: 'about',
  title: l('Quiénes somos', 'About us', 'Qui som'),
  subtitle: l('Café de especialidad tostado en València desde 2014', 'Specialty coffee roasted in València since 2014', "Café d'especialitat torrat a València des de 2014"),
  items: [
    { type: 'img', image: '/media/pages/about.svg' },
    { type: 'title', value: l('Nuestra historia', 'Our story', 'La nostra història') },
    {
      type: 'texts',
      texts: [
        l(
          'Ritmo Café nació en una pequeña barra de Ruzafa con una tostadora de cinco kilos y muchas ganas de hacer las cosas bien.',
          'Ritmo Café started at a small counter in Ruzafa with a five-kilo roaster and a strong wish to do things properly.',
          'Ritmo Café va nàixer en una xicoteta barra de Russafa amb una torradora de cinc quilos i moltes ganes de fer les coses bé.',
        ),
        l(
          'Hoy tostamos cada semana cafés comprados directamente a productores de Colombia, Etiopía, Brasil y Guatemala, y pagamos por encima del precio de comercio justo.',
          'Today we roast every week coffees bought directly from growers in Colombia, Ethiopia, Brazil and Guatemala, and we pay above the fair-trade price.',
          'Hui torrem cada setmana cafés comprats directament a productors de Colòmbia, Etiòpia, el Brasil i Guatemala, i paguem per damunt del preu de comerç just.',
        ),
      ],
    },
    { type: 'subtitle', value: l('Lo que nos importa', 'What we care about', 'El que ens importa') },
    {
      type: 'texts',
      texts: [
        l(
          'Bollería horneada cada mañana, leche de granjas valencianas y bebidas vegetales sin azúcares añadidos.',
          'Pastries baked every morning, milk from Valencian farms and plant drinks with no added sugar.',
          'Brioixeria enfornada cada matí, llet de granges valencianes i begudes vegetals sense sucres afegits.',
        ),
        l(
          'Vasos compostables, descuento si traes tu propio vaso y los posos de café para los huertos urbanos del barrio.',
          'Compostable cups, a discount when you bring your own cup and our coffee grounds for the neighbourhood\'s urban gardens.',
          'Gots compostables, descompte si portes el teu propi got i els pòsits de café per als horts urbans del barri.',
        ),
      ],
    },
  ],
};

export const addressPage: SeedPage = {
  code: 'address',
  title: l('Cómo funcionan los envíos', 'How delivery works', 'Com funcionen els enviaments'),
  subtitle: l('Solo centro de València, en pruebas', 'València city centre only, in testing', 'Només centre de València, en proves'),
  items: [
    { type: 'image', image: '/media/pages/address.svg' },
    { type: 'title', value: l('Qué enviamos', 'What we deliver', 'Què enviem') },
    {
      type: 'texts',
      texts: [
        l(
          'Enviamos café en grano, café molido, tés e infusiones a granel, tazas y accesorios. Las bebidas preparadas y la bollería solo se sirven en tienda.',
          'We deliver coffee beans, ground coffee, loose-leaf teas and infusions, mugs and accessories. Prepared drinks and pastries are served in our shops only.',
          'Enviem café en gra, café mòlt, tes i infusions a granel, tasses i accessoris. Les begudes preparades i la brioixeria només se servixen a la botiga.',
        ),
      ],
    },
    { type: 'subtitle', value: l('Cómo funciona', 'How it works', 'Com funciona') },
    {
      type: 'texts',
      texts: [
        l(
          'Añade una o varias direcciones en tu perfil; la primera es la principal. Al pagar eliges a cuál enviamos el pedido.',
          'Add one or more addresses in your profile; the first one is your main address. At checkout you choose where we send the order.',
          "Afig una o diverses adreces en el teu perfil; la primera és la principal. En pagar, tries a quina t'enviem la comanda.",
        ),
        l(
          'El envío cuesta 3,95 € en València ciudad y es gratis a partir de 30 €. En el resto de la provincia cuesta 4,95 € y es gratis a partir de 40 €.',
          'Delivery costs 3.95 € in València city and is free from 30 €. Elsewhere in the province it costs 4.95 € and is free from 40 €.',
          "L'enviament costa 3,95 € a la ciutat de València i és gratuït a partir de 30 €. A la resta de la província costa 4,95 € i és gratuït a partir de 40 €.",
        ),
        l(
          'Estamos probando el servicio: por ahora repartimos de lunes a viernes y puedes seguir cada pedido desde «Pedidos a domicilio».',
          'We are still testing the service: for now we deliver Monday to Friday and you can follow every order in "Delivery orders".',
          'Encara estem provant el servei: de moment repartim de dilluns a divendres i pots seguir cada comanda des de «Comandes a domicili».',
        ),
      ],
    },
  ],
};

export const allergensPage: SeedPage = {
  code: 'allergens',
  title: l('Alérgenos', 'Allergens', 'Al·lèrgens'),
  subtitle: l('Información según el Reglamento (UE) 1169/2011', 'Information under Regulation (EU) 1169/2011', 'Informació segons el Reglament (UE) 1169/2011'),
  items: [
    { type: 'image', image: '/media/pages/allergens.svg' },
    { type: 'title', value: l('Los 14 alérgenos', 'The 14 allergens', 'Els 14 al·lèrgens') },
    {
      type: 'texts',
      texts: [
        l(
          'Cada producto muestra en su ficha los alérgenos que contiene: gluten, crustáceos, huevo, pescado, cacahuetes, soja, leche, frutos de cáscara, apio, mostaza, sésamo, sulfitos, altramuces y moluscos.',
          'Each product page lists the allergens it contains: gluten, crustaceans, egg, fish, peanuts, soy, milk, tree nuts, celery, mustard, sesame, sulphites, lupin and molluscs.',
          'Cada producte mostra en la seua fitxa els al·lèrgens que conté: gluten, crustacis, ou, peix, cacauets, soja, llet, fruits de closca, api, mostassa, sèsam, sulfits, tramussos i mol·luscs.',
        ),
      ],
    },
    { type: 'subtitle', value: l('Trazas', 'Traces', 'Traces') },
    {
      type: 'texts',
      texts: [
        l(
          'En nuestro obrador se trabaja con harina de trigo, frutos de cáscara y leche, por lo que no podemos descartar trazas en ningún producto.',
          'Our bakery handles wheat flour, tree nuts and milk, so we cannot rule out traces in any product.',
          'En el nostre obrador es treballa amb farina de blat, fruits de closca i llet, per la qual cosa no podem descartar traces en cap producte.',
        ),
        l(
          'Si tienes una alergia grave, díselo al equipo antes de pedir y te ayudaremos a elegir.',
          'If you have a severe allergy, tell the team before ordering and we will help you choose.',
          "Si tens una al·lèrgia greu, diga-li-ho a l'equip abans de demanar i t'ajudarem a triar.",
        ),
      ],
    },
  ],
};
