import type { SeedPage } from '../types';
import { l } from './text';

export const legalPage: SeedPage = {
  code: 'legal',
  title: l('Aviso legal', 'Legal notice'),
  subtitle: l('Quién está detrás de esta aplicación', 'Who is behind this app'),
  items: [
    { type: 'image', image: '/media/pages/legal.svg' },
    { type: 'title', value: l('Titular', 'Owner') },
    {
      type: 'texts',
      texts: [
        l(
          'Esta aplicación pertenece a Ritmo Café S.L., con NIF B98765431 y domicilio en Carrer de Sueca, 23, 46006 València, inscrita en el Registro Mercantil de Valencia.',
          'This app belongs to Ritmo Café S.L., tax number B98765431, registered office at Carrer de Sueca, 23, 46006 València, entered in the Valencia Companies Register.',
        ),
        l(
          'Puedes escribirnos desde el enlace de contacto del pie de página o pasar por cualquiera de nuestras tiendas.',
          'You can write to us through the contact link in the footer or drop by any of our shops.',
        ),
      ],
    },
    { type: 'subtitle', value: l('Condiciones de uso', 'Terms of use') },
    {
      type: 'texts',
      texts: [
        l(
          'Al usar la aplicación te comprometes a hacerlo de buena fe. Los precios incluyen el IVA y pueden cambiar; el precio válido es el que ves al confirmar el pedido.',
          'By using the app you agree to do so in good faith. Prices include VAT and may change; the price that applies is the one shown when you confirm your order.',
        ),
        l(
          'Los textos, fotografías y la marca Ritmo Café son de nuestra propiedad. No está permitido reproducirlos sin autorización.',
          'The texts, pictures and the Ritmo Café brand are our property. They may not be reproduced without permission.',
        ),
      ],
    },
  ],
};

export const privacyPage: SeedPage = {
  code: 'privacy',
  title: l('Política de privacidad', 'Privacy policy'),
  subtitle: l('Qué datos tratamos y para qué', 'What data we process and why'),
  items: [
    { type: 'title', value: l('Responsable del tratamiento', 'Data controller') },
    {
      type: 'texts',
      texts: [
        l(
          'Ritmo Café S.L. trata tus datos conforme al Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018.',
          'Ritmo Café S.L. processes your data under the General Data Protection Regulation (GDPR) and Spanish Organic Law 3/2018.',
        ),
      ],
    },
    { type: 'image', image: '/media/pages/privacy.svg' },
    { type: 'subtitle', value: l('Finalidades', 'Purposes') },
    {
      type: 'texts',
      texts: [
        l(
          'Usamos tu correo electrónico para identificarte sin contraseña, tus pedidos para prepararlos y facturarlos, y tu dirección solo para los envíos a domicilio.',
          'We use your e-mail address to sign you in without a password, your orders to prepare and invoice them, and your address only for home deliveries.',
        ),
        l(
          'Solo te enviaremos promociones o novedades si activas esas opciones en tu perfil, y puedes desactivarlas cuando quieras.',
          'We only send you promotions or news if you switch those options on in your profile, and you can switch them off at any time.',
        ),
        l(
          'Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición y portabilidad escribiéndonos desde la aplicación.',
          'You can exercise your rights of access, rectification, erasure, objection and portability by writing to us from the app.',
        ),
      ],
    },
  ],
};

export const cookiesPage: SeedPage = {
  code: 'cookies',
  title: l('Política de cookies', 'Cookie policy'),
  subtitle: l('Pocas y necesarias', 'Few and necessary'),
  items: [
    { type: 'image', image: '/media/pages/cookies.svg' },
    { type: 'title', value: l('Qué guardamos en tu dispositivo', 'What we store on your device') },
    {
      type: 'texts',
      texts: [
        l(
          'Guardamos tu idioma (cookie «culture»), tu sesión y si has aceptado este aviso. También guardamos el catálogo y tu carrito en el almacenamiento del navegador para que la aplicación funcione sin conexión.',
          'We store your language (the "culture" cookie), your session and whether you accepted this notice. We also keep the catalogue and your cart in browser storage so the app works offline.',
        ),
      ],
    },
    { type: 'subtitle', value: l('Sin cookies de terceros', 'No third-party cookies') },
    {
      type: 'texts',
      texts: [
        l(
          'No usamos cookies publicitarias ni de analítica de terceros. La aceptación dura 12 meses y puedes borrarla desde la opción «Borrar caché».',
          'We do not use third-party advertising or analytics cookies. Your consent lasts 12 months and you can clear it with the "Clear cache" option.',
        ),
      ],
    },
  ],
};
