import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { PickupTimePicker } from '../../../../src/customer/features/checkout/pickup/PickupTimePicker';
import { pickupSlots } from '../../../../src/domain/schedule/pickupTime';
import { instantAt } from '../../../../src/domain/schedule/shopTime';
import { emptySchedule, SPLIT_DAY_TIMES_FROM_ONE } from '../../domain/fixtures';
import en from '../../../../src/i18n/en/cart.json';
import es from '../../../../src/i18n/es/cart.json';

const ZONE = 'Europe/Madrid';
// Tuesday 4 June 2024: open 08:00–14:00 and 17:00–20:30.
const TUESDAY = { year: 2024, month: 6, day: 4 };
const schedule = emptySchedule({
  d2: [
    ['08:00', '14:00'],
    ['17:00', '20:30'],
  ],
});
const at = (hours: number, minutes = 0) => instantAt(TUESDAY, hours * 60 + minutes, ZONE);

function Picker({ now, openNow, initial = null, log }: { now: Date; openNow: boolean; initial?: string | null; log: Array<string | null> }) {
  const [value, setValue] = useState<string | null>(initial);
  const slots = pickupSlots({ schedule, timeZone: ZONE, now, waitMinutes: 5 });
  const change = (next: string | null) => {
    log.push(next);
    setValue(next);
  };
  return <PickupTimePicker slots={slots} timeZone={ZONE} openNow={openNow} waitMinutes={5} value={value} onChange={change} />;
}

async function renderPicker(props: Parameters<typeof Picker>[0], language: 'es' | 'en' = 'en') {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: { es: { cart: es }, en: { cart: en } }, interpolation: { escapeValue: false } });
  return render(
    <I18nextProvider i18n={i18n}>
      <Picker {...props} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe('PickupTimePicker (issue 14)', () => {
  it('offers "as soon as possible" then today’s times on the shop clock, in a labelled select with its hint', async () => {
    const log: Array<string | null> = [];
    await renderPicker({ now: at(13, 0), openNow: true, log });
    const select = screen.getByLabelText('Pick-up time') as HTMLSelectElement;
    const labels = Array.from(select.options, (option) => option.textContent);
    expect(labels).toEqual(['As soon as possible (about 5 min)', ...SPLIT_DAY_TIMES_FROM_ONE]);
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByTestId('pickup-time-hint').id);
    fireEvent.change(select, { target: { value: at(17, 30).toISOString() } });
    expect(log).toEqual([at(17, 30).toISOString()]);
    fireEvent.change(select, { target: { value: '' } });
    expect(log.at(-1)).toBeNull();
  });

  it('while closed asks to choose a time and says later today is possible, in Spanish too', async () => {
    await renderPicker({ now: at(15, 0), openNow: false, log: [] }, 'es');
    const select = screen.getByLabelText('Hora de recogida') as HTMLSelectElement;
    expect(select.options[0]?.textContent).toBe('Elige una hora');
    expect(select.options[0]?.disabled).toBe(true);
    expect(select.options[1]?.textContent).toBe('17:15');
    expect(screen.getByTestId('pickup-time-hint').textContent).toBe('Ahora estamos cerrados, pero puedes pedir para recoger más tarde hoy.');
  });

  it('drops a chosen time that is no longer allowed', async () => {
    const log: Array<string | null> = [];
    await renderPicker({ now: at(13, 0), openNow: true, initial: at(13, 0).toISOString(), log });
    await waitFor(() => expect(log).toEqual([null]));
    expect((screen.getByLabelText('Pick-up time') as HTMLSelectElement).value).toBe('');
  });

  it('shows nothing when no later time is left today', async () => {
    await renderPicker({ now: at(20, 20), openNow: true, log: [] });
    expect(screen.queryByTestId('pickup-time')).toBeNull();
  });
});
