import type { LegalEntity, Schedule } from '../../../../../src/api/contract';
import type { SeedLocation } from '../types';
import { categories } from './categories';
import { homeDeliveryMenus, shopMenus } from './menus';
import { products } from './products';
import { l } from './text';

/** The legal entity of every seeded shop: the demo's invoice issuer (server/platform/config/config.ts VeriFactu defaults). */
export const legal: LegalEntity = {
  name: 'Ritmo Café S.L.',
  address1: 'Carrer de Sueca, 23',
  address2: '46006 València (Valencia)',
  vatNumber: 'B98765431',
};

/** Christmas and New Year opening, shared by both shops. Keys are `YYYY-M-D` without zero padding. */
const holidayExceptions: Schedule['exceptions'] = {
  '2026-12-8': [['09:00', '14:00']],
  '2026-12-24': [['08:00', '14:00']],
  '2026-12-25': [],
  '2026-12-31': [['08:00', '14:00']],
  '2027-1-1': [],
  '2027-1-6': [['09:00', '14:00']],
};

const ruzafaSchedule: Schedule = {
  d0: [['09:00', '14:00']],
  d1: [['07:30', '13:30'], ['16:00', '20:30']],
  d2: [['07:30', '13:30'], ['16:00', '20:30']],
  d3: [['07:30', '13:30'], ['16:00', '20:30']],
  d4: [['07:30', '13:30'], ['16:00', '20:30']],
  d5: [['07:30', '13:30'], ['16:00', '21:00']],
  d6: [['08:30', '14:30']],
  exceptions: holidayExceptions,
};

const carmenSchedule: Schedule = {
  d0: [],
  d1: [['08:00', '14:00'], ['16:30', '20:00']],
  d2: [['08:00', '14:00'], ['16:30', '20:00']],
  d3: [['08:00', '14:00'], ['16:30', '20:00']],
  d4: [['08:00', '14:00'], ['16:30', '20:00']],
  d5: [['08:00', '14:00'], ['16:30', '20:00']],
  d6: [['09:00', '14:00']],
  exceptions: { ...holidayExceptions, '2027-3-19': [['09:00', '13:00']] },
};

const allDay: [string, string][] = [['00:00', '23:59']];
const homeDeliverySchedule: Schedule = {
  d0: allDay, d1: allDay, d2: allDay, d3: allDay, d4: allDay, d5: allDay, d6: allDay,
  exceptions: {},
};

const deliverableCategoryIds = new Set(categories.filter((category) => category.deliverable).map((category) => category.id));
const allProductCodes = products.map((product) => product.productCode);
/** El Carmen is a small counter: no cooked breakfasts and no 1 kg bags. */
const notSoldAtCarmen = new Set(['P4003', 'P4004', 'P4005', 'P5003', 'P8003']);

export const locations: SeedLocation[] = [
  {
    id: 10,
    code: 'va01',
    name: l('Ritmo Café Ruzafa', 'Ritmo Café Ruzafa', 'Ritmo Café Russafa'),
    typeId: 51002,
    latitude: 39.46215,
    longitude: -0.37463,
    address: { route: 'Carrer de Sueca', routeNumber: '23', cp: '46006', city: 'València' },
    schedule: ruzafaSchedule,
    timeZone: 'Europe/Madrid',
    legal,
    productCodes: allProductCodes,
    menus: shopMenus,
    sort: 1,
  },
  {
    id: 11,
    code: 'va02',
    name: l('Ritmo Café El Carmen', 'Ritmo Café El Carmen', 'Ritmo Café el Carme'),
    typeId: 51002,
    latitude: 39.47728,
    longitude: -0.37951,
    address: { route: 'Carrer de Cavallers', routeNumber: '15', cp: '46001', city: 'València' },
    schedule: carmenSchedule,
    timeZone: 'Europe/Madrid',
    legal,
    productCodes: allProductCodes.filter((code) => !notSoldAtCarmen.has(code)),
    menus: shopMenus,
    sort: 2,
  },
  {
    id: 20,
    code: 'ONLINE',
    name: l(
      'Envío a domicilio (solo centro de València, en pruebas)',
      'Home delivery (València city centre only, in testing)',
      'Enviament a domicili (només centre de València, en proves)',
    ),
    typeId: 51006,
    latitude: 39.46975,
    longitude: -0.37739,
    address: { route: 'Carrer de Sant Vicent Màrtir', routeNumber: '120', cp: '46007', city: 'València' },
    schedule: homeDeliverySchedule,
    timeZone: 'Europe/Madrid',
    legal,
    productCodes: products
      .filter((product) => deliverableCategoryIds.has(product.categoryId))
      .map((product) => product.productCode),
    menus: homeDeliveryMenus,
    sort: 3,
  },
];
