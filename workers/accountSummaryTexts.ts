import type { AccountExport, ExportSection } from '../src/api/contract/customer/accountExport';

/** The summary's languages; Valencian is written here ahead of the app's third language. */
export type Lang3 = 'es' | 'en' | 'ca';

type MovementKind = AccountExport['ritmitos']['movements'][number]['kind'];
type InvoiceKind = AccountExport['invoices'][number]['kind'];

export interface SummaryTexts {
  locale: string;
  title: string;
  exportedAt: string;
  partial: string;
  missing: Record<ExportSection, string>;
  account: string;
  code: string;
  email: string;
  name: string;
  phone: string;
  since: string;
  promotions: string;
  news: string;
  yes: string;
  no: string;
  fiscal: string;
  none: string;
  addresses: string;
  orders: string;
  date: string;
  order: string;
  kind: string;
  status: string;
  total: string;
  pickup: string;
  delivery: string;
  refund: string;
  withdrawal: string;
  deliveredTo: string;
  invoices: string;
  number: string;
  invoiceKinds: Record<InvoiceKind, string>;
  ritmitos: string;
  balance: string;
  amount: string;
  description: string;
  movementKinds: Record<MovementKind, string>;
  invitations: string;
  invited: string;
  rewarded: string;
  invitedBy: string;
  reviews: string;
  product: string;
  rating: string;
  devices: string;
  signIns: string;
  signInsLine: string;
  page: string;
  fullFile: string;
}

/** Per language; pick with `SUMMARY_TEXTS[language] ?? SUMMARY_TEXTS.es`. */
export const SUMMARY_TEXTS: Record<Lang3, SummaryTexts> = {
  es: {
    locale: 'es-ES',
    title: 'Tus datos en Ritmo Café',
    exportedAt: 'Descargado el {date}',
    partial: 'Hecho sin conexión con lo que guarda este dispositivo. Falta: {sections}.',
    missing: {
      addresses: 'direcciones',
      orders: 'pedidos',
      refunds: 'devoluciones',
      invoices: 'facturas',
      ritmitos: 'ritmitos',
      invitations: 'invitaciones',
      reviews: 'valoraciones',
      pushSubscriptions: 'avisos',
      signIns: 'accesos',
    },
    account: 'Cuenta',
    code: 'Código de cliente',
    email: 'Correo electrónico',
    name: 'Nombre',
    phone: 'Teléfono',
    since: 'Cliente desde',
    promotions: 'Recibir promociones',
    news: 'Recibir novedades',
    yes: 'Sí',
    no: 'No',
    fiscal: 'Datos fiscales',
    none: 'Ninguno',
    addresses: 'Direcciones',
    orders: 'Pedidos',
    date: 'Fecha',
    order: 'Pedido',
    kind: 'Tipo',
    status: 'Estado',
    total: 'Total',
    pickup: 'Recogida',
    delivery: 'A domicilio',
    refund: 'Devolución',
    withdrawal: 'Desistimiento',
    deliveredTo: 'Entrega en',
    invoices: 'Facturas',
    number: 'Número',
    invoiceKinds: { F1: 'Factura', F2: 'Factura simplificada', F3: 'Factura que sustituye', R1: 'Rectificativa', R5: 'Rectificativa simplificada' },
    ritmitos: 'Ritmitos',
    balance: 'Saldo disponible',
    amount: 'Cantidad',
    description: 'Concepto',
    movementKinds: { earned: 'Ganados', spent: 'Gastados', referral: 'Invitación', expired: 'Caducados', reserved: 'Reservados', released: 'Liberados' },
    invitations: 'Invitaciones',
    invited: 'Invitaste a',
    rewarded: 'premiada',
    invitedBy: 'Te invitó un amigo el {date}',
    reviews: 'Valoraciones',
    product: 'Producto',
    rating: 'Puntuación',
    devices: 'Dispositivos con avisos',
    signIns: 'Accesos',
    signInsLine: 'Códigos de acceso pedidos: {count}; el último, el {date}',
    page: 'Página {page} de {pages}',
    fullFile: 'Todos los datos, campo a campo, están en el archivo JSON.',
  },
  en: {
    locale: 'en-GB',
    title: 'Your data at Ritmo Café',
    exportedAt: 'Downloaded on {date}',
    partial: 'Made offline from what this device keeps. Missing: {sections}.',
    missing: {
      addresses: 'addresses',
      orders: 'orders',
      refunds: 'refunds',
      invoices: 'invoices',
      ritmitos: 'ritmitos',
      invitations: 'invitations',
      reviews: 'ratings',
      pushSubscriptions: 'notifications',
      signIns: 'sign-ins',
    },
    account: 'Account',
    code: 'Customer code',
    email: 'E-mail',
    name: 'Name',
    phone: 'Phone',
    since: 'Customer since',
    promotions: 'Receive promotions',
    news: 'Receive news',
    yes: 'Yes',
    no: 'No',
    fiscal: 'Fiscal details',
    none: 'None',
    addresses: 'Addresses',
    orders: 'Orders',
    date: 'Date',
    order: 'Order',
    kind: 'Type',
    status: 'Status',
    total: 'Total',
    pickup: 'Pick-up',
    delivery: 'Delivery',
    refund: 'Refund',
    withdrawal: 'Withdrawal',
    deliveredTo: 'Delivered to',
    invoices: 'Invoices',
    number: 'Number',
    invoiceKinds: { F1: 'Invoice', F2: 'Simplified invoice', F3: 'Replacing invoice', R1: 'Corrective', R5: 'Simplified corrective' },
    ritmitos: 'Ritmitos',
    balance: 'Available balance',
    amount: 'Amount',
    description: 'Description',
    movementKinds: { earned: 'Earned', spent: 'Spent', referral: 'Invitation', expired: 'Expired', reserved: 'Reserved', released: 'Released' },
    invitations: 'Invitations',
    invited: 'You invited',
    rewarded: 'rewarded',
    invitedBy: 'A friend invited you on {date}',
    reviews: 'Ratings',
    product: 'Product',
    rating: 'Rating',
    devices: 'Devices with notifications',
    signIns: 'Sign-ins',
    signInsLine: 'Sign-in codes asked for: {count}; the last on {date}',
    page: 'Page {page} of {pages}',
    fullFile: 'Every field of your data is in the JSON file.',
  },
  ca: {
    locale: 'ca-ES',
    title: 'Les teues dades a Ritmo Café',
    exportedAt: 'Baixat el {date}',
    partial: 'Fet sense connexió amb el que guarda este dispositiu. Hi falta: {sections}.',
    missing: {
      addresses: 'adreces',
      orders: 'comandes',
      refunds: 'devolucions',
      invoices: 'factures',
      ritmitos: 'ritmitos',
      invitations: 'invitacions',
      reviews: 'valoracions',
      pushSubscriptions: 'avisos',
      signIns: 'accessos',
    },
    account: 'Compte',
    code: 'Codi de client',
    email: 'Correu electrònic',
    name: 'Nom',
    phone: 'Telèfon',
    since: 'Client des de',
    promotions: 'Rebre promocions',
    news: 'Rebre novetats',
    yes: 'Sí',
    no: 'No',
    fiscal: 'Dades fiscals',
    none: 'Cap',
    addresses: 'Adreces',
    orders: 'Comandes',
    date: 'Data',
    order: 'Comanda',
    kind: 'Tipus',
    status: 'Estat',
    total: 'Total',
    pickup: 'Recollida',
    delivery: 'A domicili',
    refund: 'Devolució',
    withdrawal: 'Desistiment',
    deliveredTo: 'Entrega a',
    invoices: 'Factures',
    number: 'Número',
    invoiceKinds: { F1: 'Factura', F2: 'Factura simplificada', F3: 'Factura que substituïx', R1: 'Rectificativa', R5: 'Rectificativa simplificada' },
    ritmitos: 'Ritmitos',
    balance: 'Saldo disponible',
    amount: 'Quantitat',
    description: 'Concepte',
    movementKinds: { earned: 'Guanyats', spent: 'Gastats', referral: 'Invitació', expired: 'Caducats', reserved: 'Reservats', released: 'Alliberats' },
    invitations: 'Invitacions',
    invited: 'Vas invitar',
    rewarded: 'premiada',
    invitedBy: 'Et va invitar un amic el {date}',
    reviews: 'Valoracions',
    product: 'Producte',
    rating: 'Puntuació',
    devices: 'Dispositius amb avisos',
    signIns: 'Accessos',
    signInsLine: 'Codis d’accés demanats: {count}; l’últim, el {date}',
    page: 'Pàgina {page} de {pages}',
    fullFile: 'Totes les dades, camp per camp, són en el fitxer JSON.',
  },
};

/** `{name}` placeholders filled. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
