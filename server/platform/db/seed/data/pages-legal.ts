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
    { type: 'subtitle', value: l('Si eliminas tu cuenta', 'If you delete your account', 'Si elimines el teu compte') },
    {
      type: 'texts',
      texts: [
        l(
          'Puedes eliminar tu cuenta desde Mi cuenta → Eliminar mi cuenta, escribiendo tu correo para confirmarlo. No se puede mientras tengas un pedido en curso, y los ritmitos que no hayas gastado se pierden (te avisamos antes de cuántos son y de su valor).',
          'You can delete your account from My account → Delete my account, typing your e-mail to confirm. It cannot be done while an order is under way, and any ritmitos you have not spent are lost (we tell you how many, and their worth, first).',
          'Pots eliminar el teu compte des de El meu compte → Eliminar el meu compte, escrivint el teu correu per a confirmar-ho. No es pot mentre tingues una comanda en curs, i els ritmitos que no hages gastat es perden (t’avisem abans de quants són i del seu valor).',
        ),
        l(
          'Se borran: tu nombre, teléfono y correo, tus preferencias de comunicación, tus datos fiscales, tus direcciones, tus valoraciones de productos, tus códigos de acceso y sesiones, los avisos en tus dispositivos, los nombres y correos de tus invitaciones a amigos y los correos pendientes. Si vuelves a entrar con el mismo correo, será una cuenta nueva y vacía.',
          'Deleted: your name, phone and e-mail, your communication preferences, your tax details, your addresses, your product ratings, your sign-in codes and sessions, the notifications on your devices, the names and e-mails of your invitations to friends, and any mail not yet sent. If you sign in again with the same e-mail, it is a new, empty account.',
          'S’esborren: el teu nom, telèfon i correu, les teues preferències de comunicació, les teues dades fiscals, les teues adreces, les teues valoracions de productes, els teus codis d’accés i sessions, els avisos en els teus dispositius, els noms i correus de les teues invitacions a amics i els correus pendents. Si tornes a entrar amb el mateix correu, serà un compte nou i buit.',
        ),
        l(
          'Se conservan, sin tu nombre, teléfono ni correo: tus pedidos, facturas y tiques, los movimientos de ritmitos y las devoluciones, porque la ley nos obliga a guardarlos 4 años (art. 66 de la Ley General Tributaria y el Reglamento de facturación, RD 1619/2012) y la contabilidad 6 años (art. 30 del Código de Comercio). De un pedido a domicilio solo queda el código postal y la población de la entrega.',
          'Kept, without your name, phone or e-mail: your orders, invoices and tickets, the ritmitos movements and refunds, because the law requires us to keep them for 4 years (art. 66 of the Spanish General Tax Law and the Invoicing Regulation, RD 1619/2012) and the accounts for 6 years (art. 30 of the Commercial Code). Of a home-delivery order only the postcode and town of the delivery remain.',
          'Es conserven, sense el teu nom, telèfon ni correu: les teues comandes, factures i tiquets, els moviments de ritmitos i les devolucions, perquè la llei ens obliga a guardar-los 4 anys (art. 66 de la Llei General Tributària i el Reglament de facturació, RD 1619/2012) i la comptabilitat 6 anys (art. 30 del Codi de Comerç). D’una comanda a domicili només queden el codi postal i la població de l’entrega.',
        ),
        l(
          'Una factura completa (no un tique) conserva el NIF, el nombre y la dirección fiscal que diste, porque la ley exige que figuren en ella, y su registro VeriFactu, que se envía a la Agencia Tributaria y no se puede modificar, conserva el NIF y el nombre.',
          'A full invoice (not a ticket) keeps the tax ID, name and tax address you gave, because the law requires them on it, and its VeriFactu record, sent to the Tax Agency and unchangeable, keeps the tax ID and name.',
          'Una factura completa (no un tiquet) conserva el NIF, el nom i l’adreça fiscal que vas donar, perquè la llei exigix que hi consten, i el seu registre VeriFactu, que s’envia a l’Agència Tributària i no es pot modificar, conserva el NIF i el nom.',
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
