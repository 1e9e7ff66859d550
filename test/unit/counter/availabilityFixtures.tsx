import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { vi } from 'vitest';
import type { ShopAvailability } from '../../../src/api/contract/counter/availability';
import type { TimeRange } from '../../../src/api/contract';
import { NO_CONTROLS } from '../../../src/domain/availability/availability';
import { instantAt, type ShopDay } from '../../../src/domain/schedule/shopTime';
import en from '../../../src/i18n/en/staff.json';
import es from '../../../src/i18n/es/staff.json';
import type { AvailabilityWrites } from '../../../src/counter/data/availabilityWrites';
import type { ShopCatalogue } from '../../../src/counter/data/shopCatalogue';
import { emptySchedule } from '../domain/fixtures';

export const ZONE = 'Europe/Madrid';
export const TUESDAY: ShopDay = { year: 2024, month: 6, day: 4 };
export const at = (hours: number, minutes = 0, day: ShopDay = TUESDAY) => instantAt(day, hours * 60 + minutes, ZONE);
const morning: TimeRange = ['08:00', '14:00'];
const evening: TimeRange = ['17:00', '20:30'];

export const MILK = 2;
export const SHOT = 1;

/** va01 as the panel lists it: two drinks and a bag of beans, milk and an extra shot; open 08:00–14:00 and 17:00–20:30 on Tuesdays. */
export const CATALOGUE: ShopCatalogue = {
  shop: 'va01',
  language: 'es',
  timeZone: ZONE,
  schedule: emptySchedule({ d2: [morning, evening] }),
  categories: [
    {
      id: 1,
      title: 'Cafés',
      products: [
        { code: 'P1001', title: 'Café con leche', isOneGoods: false, stockCurrent: 0 },
        { code: 'P1005', title: 'Espresso', isOneGoods: false, stockCurrent: 0 },
      ],
    },
    { id: 7, title: 'Café en grano', products: [{ code: 'P2001', title: 'Café en grano Etiopía', isOneGoods: true, stockCurrent: 12 }] },
  ],
  extras: [
    { id: SHOT, title: 'Carga extra de espresso', values: [{ value: 'extra_shot', name: 'Carga extra de espresso' }] },
    {
      id: MILK,
      title: 'Tipo de leche',
      values: [
        { value: 'milk_whole', name: 'Entera' },
        { value: 'milk_oat', name: 'Bebida de avena' },
      ],
    },
  ],
};

export function availabilityOf(overrides: Partial<ShopAvailability> = {}): ShopAvailability {
  return { shop: 'va01', soldOut: [], controls: NO_CONTROLS, stock: { P2001: 12 }, fullSlots: [], serverTime: at(12, 7).toISOString(), ...overrides };
}

/** Writes that succeed (or answer what a test sets), recording each change asked for. */
export function fakeWrites(answer: Awaited<ReturnType<AvailabilityWrites['soldOut']>> = { ok: true }) {
  const ok = () => Promise.resolve(answer);
  return {
    soldOut: vi.fn<AvailabilityWrites['soldOut']>(ok),
    back: vi.fn<AvailabilityWrites['back']>(ok),
    pause: vi.fn<AvailabilityWrites['pause']>(ok),
    extraWait: vi.fn<AvailabilityWrites['extraWait']>(ok),
    stock: vi.fn<AvailabilityWrites['stock']>(ok),
    slotCapacity: vi.fn<AvailabilityWrites['slotCapacity']>(ok),
  } satisfies AvailabilityWrites;
}

const instances = new Map<string, I18n>();

async function i18nIn(language: 'es' | 'en'): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    await instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      ns: ['staff'],
      interpolation: { escapeValue: false },
      resources: { [language]: { staff: language === 'en' ? en : es } },
    });
    instances.set(language, instance);
  }
  return instance;
}

/** Renders staff UI with the board's own texts. */
export async function renderStaff(ui: ReactElement, language: 'es' | 'en' = 'es') {
  const i18n = await i18nIn(language);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
