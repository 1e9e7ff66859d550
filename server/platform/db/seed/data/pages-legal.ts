import type { SeedPage } from '../types';
import { l } from './text';

export const legalPage: SeedPage = {
  code: 'legal',
  title: l('Aviso legal', 'Legal notice', 'Avís legal'),
  subtitle: l('Quién está detrás de esta aplicación', 'Who is behind this app', "Qui hi ha darrere d'esta aplicació"),
  items: [
    { type: 'image', image: '/media/pages/legal.svg' },
    { type: 'title', value: l('Titular', 'Owner', 'Titular') },
    {
      type: 'texts',
      texts: [
        l(
          'Esta aplicación pertenece a Ritmo Café S.L., con NIF B98765431 y domicilio en Carrer de Sueca, 23, 46006 València, inscrita en el Registro Mercantil de Valencia.',
          'This app belongs to Ritmo Café S.L., tax number B98765431, registered office at Carrer de Sueca, 23, 46006 València, entered in the Valencia Companies Register.',
          'Esta aplicació pertany a Ritmo Café S.L., amb NIF B98765431 i domicili al carrer de Sueca, 23, 46006 València, inscrita en el Registre Mercantil de València.',
        ),
        l(
          'Puedes escribirnos desde el enlace de contacto del pie de página o pasar por cualquiera de nuestras tiendas.',
          'You can write to us through the contact link in the footer or drop by any of our shops.',
          "Pots escriure'ns des de l'enllaç de contacte del peu de pàgina o passar per qualsevol de les nostres botigues.",
        ),
      ],
    },
    { type: 'subtitle', value: l('Condiciones de uso', 'Terms of use', "Condicions d'ús") },
    {
      type: 'texts',
      texts: [
        l(
          'Al usar la aplicación te comprometes a hacerlo de buena fe. Los precios incluyen el IVA y pueden cambiar; el precio válido es el que ves al confirmar el pedido.',
          'By using the app you agree to do so in good faith. Prices include VAT and may change; the price that applies is the one shown when you confirm your order.',
          "En usar l'aplicació et comprometes a fer-ho de bona fe. Els preus inclouen l'IVA i poden canviar; el preu vàlid és el que veus en confirmar la comanda.",
        ),
        l(
          'Los textos, fotografías y la marca Ritmo Café son de nuestra propiedad. No está permitido reproducirlos sin autorización.',
          'The texts, pictures and the Ritmo Café brand are our property. They may not be reproduced without permission.',
          'Els textos, les fotografies i la marca Ritmo Café són propietat nostra. No es permet reproduir-los sense autorització.',
        ),
      ],
    },
  ],
};

export const privacyPage: SeedPage = {
  code: 'privacy',
  title: l('Política de privacidad', 'Privacy policy', 'Política de privacitat'),
  subtitle: l('Qué datos tratamos y para qué', 'What data we process and why', 'Quines dades tractem i per a què'),
  items: [
    { type: 'title', value: l('Responsable del tratamiento', 'Data controller', 'Responsable del tractament') },
    {
      type: 'texts',
      texts: [
        l(
          'Ritmo Café S.L. trata tus datos conforme al Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018.',
          'Ritmo Café S.L. processes your data under the General Data Protection Regulation (GDPR) and Spanish Organic Law 3/2018.',
          "Ritmo Café S.L. tracta les teues dades d'acord amb el Reglament general de protecció de dades (RGPD) i la Llei orgànica 3/2018.",
        ),
      ],
    },
    { type: 'image', image: '/media/pages/privacy.svg' },
    { type: 'subtitle', value: l('Finalidades', 'Purposes', 'Finalitats') },
    {
      type: 'texts',
      texts: [
        l(
          'Usamos tu correo electrónico para identificarte sin contraseña, tus pedidos para prepararlos y facturarlos, y tu dirección solo para los envíos a domicilio.',
          'We use your e-mail address to sign you in without a password, your orders to prepare and invoice them, and your address only for home deliveries.',
          'Usem el teu correu electrònic per a identificar-te sense contrasenya, les teues comandes per a preparar-les i facturar-les, i la teua adreça només per als enviaments a domicili.',
        ),
        l(
          'Solo te enviaremos promociones o novedades si activas esas opciones en tu perfil, y puedes desactivarlas cuando quieras.',
          'We only send you promotions or news if you switch those options on in your profile, and you can switch them off at any time.',
          "Només t'enviarem promocions o novetats si actives eixes opcions en el teu perfil, i pots desactivar-les quan vulgues.",
        ),
        l(
          'Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición y portabilidad escribiéndonos desde la aplicación.',
          'You can exercise your rights of access, rectification, erasure, objection and portability by writing to us from the app.',
          "Pots exercir els teus drets d'accés, rectificació, supressió, oposició i portabilitat escrivint-nos des de l'aplicació.",
        ),
      ],
    },
  ],
};

export const cookiesPage: SeedPage = {
  code: 'cookies',
  title: l('Política de cookies', 'Cookie policy', 'Política de galetes'),
  subtitle: l('Pocas y necesarias', 'Few and necessary', 'Poques i necessàries'),
  items: [
    { type: 'image', image: '/media/pages/cookies.svg' },
    { type: 'title', value: l('Qué guardamos en tu dispositivo', 'What we store on your device', 'Què guardem en el teu dispositiu') },
    {
      type: 'texts',
      texts: [
        l(
          'Guardamos tu idioma (cookie «culture»), tu sesión y si has aceptado este aviso. También guardamos el catálogo y tu carrito en el almacenamiento del navegador para que la aplicación funcione sin conexión.',
          'We store your language (the "culture" cookie), your session and whether you accepted this notice. We also keep the catalogue and your cart in browser storage so the app works offline.',
          "Guardem el teu idioma (la galeta «culture»), la teua sessió i si has acceptat este avís. També guardem el catàleg i la teua cistella en l'emmagatzematge del navegador perquè l'aplicació funcione sense connexió.",
        ),
      ],
    },
    { type: 'subtitle', value: l('Sin cookies de terceros', 'No third-party cookies', 'Sense galetes de tercers') },
    {
      type: 'texts',
      texts: [
        l(
          'No usamos cookies publicitarias ni de analítica de terceros. La aceptación dura 12 meses y puedes borrarla desde la opción «Borrar caché».',
          'We do not use third-party advertising or analytics cookies. Your consent lasts 12 months and you can clear it with the "Clear cache" option.',
          "No usem galetes publicitàries ni d'analítica de tercers. L'acceptació dura 12 mesos i pots esborrar-la des de l'opció «Esborrar la memòria cau».",
        ),
      ],
    },
  ],
};
