import type { Language } from '../../../src/api/contract';
import type { CloseMethod } from '../../../src/domain/orders/dayClose';

/** The words of the close's PDF and e-mail, in the reader's language. */
export const CLOSE_TEXTS = {
  es: {
    title: 'Cierre de caja',
    shop: 'Tienda',
    day: 'Día',
    closedAt: 'Cerrado',
    by: 'Por',
    automatic: 'cierre automático',
    methods: 'Cobros por forma de pago',
    invoicesTotal: 'Total facturado',
    vat: 'IVA',
    series: 'Numeración',
    tickets: 'Números de pedido',
    refunds: 'Devoluciones',
    corrections: 'Rectificativas',
    adjustments: 'Ajustes',
    notCollected: 'Pedidos no recogidos',
    none: 'No hay',
    keep: 'se mantiene como venta',
    pending: 'pendiente de decidir',
    refunded: 'devuelto',
    subject: (shop: string, date: string) => `Cierre de caja ${shop} ${date}`,
    intro: (shop: string, date: string) => `El cierre de caja de ${shop} del ${date} va adjunto en PDF.`,
    methodNames: { card: 'Tarjeta', bizum: 'Bizum', wallet: 'Monedero', ritmitos: 'Ritmitos (valor)', other: 'Otra' } satisfies Record<CloseMethod, string>,
  },
  en: {
    title: "Day's close",
    shop: 'Shop',
    day: 'Day',
    closedAt: 'Closed',
    by: 'By',
    automatic: 'automatic close',
    methods: 'Takings by payment method',
    invoicesTotal: 'Total invoiced',
    vat: 'VAT',
    series: 'Numbering',
    tickets: 'Order numbers',
    refunds: 'Refunds',
    corrections: 'Corrections',
    adjustments: 'Adjustments',
    notCollected: 'Orders not collected',
    none: 'None',
    keep: 'kept as sold',
    pending: 'waiting for a decision',
    refunded: 'refunded',
    subject: (shop: string, date: string) => `Day's close ${shop} ${date}`,
    intro: (shop: string, date: string) => `The day's close of ${shop} for ${date} is attached as a PDF.`,
    methodNames: { card: 'Card', bizum: 'Bizum', wallet: 'Wallet', ritmitos: 'Ritmitos (value)', other: 'Other' } satisfies Record<CloseMethod, string>,
  },
  ca: {
    title: 'Tancament de caixa',
    shop: 'Botiga',
    day: 'Dia',
    closedAt: 'Tancat',
    by: 'Per',
    automatic: 'tancament automàtic',
    methods: 'Cobraments per forma de pagament',
    invoicesTotal: 'Total facturat',
    vat: 'IVA',
    series: 'Numeració',
    tickets: 'Números de comanda',
    refunds: 'Devolucions',
    corrections: 'Rectificatives',
    adjustments: 'Ajustos',
    notCollected: 'Comandes no recollides',
    none: 'No n’hi ha',
    keep: 'es manté com a venda',
    pending: 'pendent de decidir',
    refunded: 'retornat',
    subject: (shop: string, date: string) => `Tancament de caixa ${shop} ${date}`,
    intro: (shop: string, date: string) => `El tancament de caixa de ${shop} del ${date} va adjunt en PDF.`,
    methodNames: { card: 'Targeta', bizum: 'Bizum', wallet: 'Moneder', ritmitos: 'Ritmitos (valor)', other: 'Altra' } satisfies Record<CloseMethod, string>,
  },
} as const;

export const closeTextsOf = (language: Language) => CLOSE_TEXTS[language];

const CLOSE_LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-IE', ca: 'ca-ES' };

/** Euros as the close prints them: 1.234,50 € in Spanish and Valencian, €1,234.50 in English. */
export function closeEuros(amount: number, language: Language): string {
  return new Intl.NumberFormat(CLOSE_LOCALES[language], { style: 'currency', currency: 'EUR', useGrouping: true }).format(amount);
}
