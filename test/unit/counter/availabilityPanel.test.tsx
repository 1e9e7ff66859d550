import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AvailabilityLogEntry } from '../../../src/api/contract/counter/availability';
import { AvailabilityPanel, type AvailabilityPanelProps } from '../../../src/counter/availability/AvailabilityPanel';
import { at, availabilityOf, CATALOGUE, fakeWrites, MILK, renderStaff, ZONE } from './availabilityFixtures';

const NOW = at(12, 7);

function propsOf(overrides: Partial<AvailabilityPanelProps> = {}) {
  const writes = fakeWrites();
  const props: AvailabilityPanelProps = {
    shop: 'va01',
    shopName: 'Valencia Centro',
    timeZone: ZONE,
    availability: availabilityOf(),
    catalogue: CATALOGUE,
    catalogueState: 'ready',
    now: NOW,
    online: true,
    staleSince: undefined,
    mayManage: false,
    writes,
    loadLog: () => Promise.resolve([]),
    onClose: vi.fn(),
    ...overrides,
  };
  return { props, writes: props.writes as typeof writes };
}

function panel(overrides: Partial<AvailabilityPanelProps> = {}, language: 'es' | 'en' = 'es') {
  const { props, writes } = propsOf(overrides);
  return { writes, view: renderStaff(<AvailabilityPanel {...props} />, language) };
}

const toggle = (name: string) => screen.getByRole('button', { name: `Agotado: ${name}` });
const oatMilk = 'Tipo de leche: Bebida de avena';

describe('the sold-out tab', () => {
  it('lists the shop’s options and products by category, each a toggle that is off', async () => {
    await panel().view;
    expect(screen.getByRole('heading', { name: 'Cafés' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Café en grano' })).toBeTruthy();
    for (const name of ['Café con leche', 'Espresso', 'Café en grano Etiopía', oatMilk, 'Carga extra de espresso']) {
      expect(toggle(name).getAttribute('aria-pressed')).toBe('false');
    }
    expect(screen.getByText('No hay nada agotado.')).toBeTruthy();
  });

  it('marks a product sold out until closing by default, the closing time shown on the shop’s clock', async () => {
    const { writes } = panel();
    await screen.findByRole('button', { name: 'Hasta el cierre (14:00)', pressed: true });
    fireEvent.click(toggle('Espresso'));
    await waitFor(() => expect(writes.soldOut).toHaveBeenCalledWith({ shop: 'va01', target: { kind: 'product', productCode: 'P1005' } }));
  });

  it('marks oat milk sold out until a quarter hour chosen, or until brought back', async () => {
    const { writes } = panel();
    await screen.findByText('Tipo de leche');
    fireEvent.click(screen.getByRole('button', { name: 'Hasta las…' }));
    const select = screen.getByRole('combobox', { name: 'Vuelve a las' }) as HTMLSelectElement;
    // Quarter hours from the next one; an hour ahead is picked first.
    expect([...select.options].slice(0, 3).map((option) => option.textContent)).toEqual(['12:15', '12:30', '12:45']);
    expect(select.selectedOptions[0]?.textContent).toBe('13:15');
    fireEvent.change(select, { target: { value: at(17).toISOString() } });
    fireEvent.click(toggle(oatMilk));
    await waitFor(() =>
      expect(writes.soldOut).toHaveBeenLastCalledWith({
        shop: 'va01',
        target: { kind: 'extra', extraId: MILK, value: 'milk_oat' },
        until: at(17).toISOString(),
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Hasta que lo reactive' }));
    fireEvent.click(toggle('Café con leche'));
    await waitFor(() => expect(writes.soldOut).toHaveBeenLastCalledWith({ shop: 'va01', target: { kind: 'product', productCode: 'P1001' }, until: null }));
  });

  it('finds an option or a product by a word of its name, accents aside', async () => {
    await panel().view;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar producto u opción' }), { target: { value: 'avena' } });
    expect(screen.getByRole('button', { name: `Agotado: ${oatMilk}` })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agotado: Espresso' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Agotado: Tipo de leche: Entera' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'cafe grano' } });
    expect(screen.getByRole('button', { name: 'Agotado: Café en grano Etiopía' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Agotado: Espresso' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'té matcha' } });
    expect(screen.getByText('Nada coincide con «té matcha».')).toBeTruthy();
  });

  it('lists what is sold out now with when it comes back, and Reactivar brings it back', async () => {
    const availability = availabilityOf({
      soldOut: [
        { kind: 'extra', extraId: MILK, value: 'milk_oat', until: at(17).toISOString() },
        { kind: 'product', productCode: 'P1005', until: null },
        // Its time has come: it is back, whatever the copy still says.
        { kind: 'product', productCode: 'P1001', until: at(12, 0).toISOString() },
      ],
    });
    const { writes } = panel({ availability });
    const list = await screen.findByTestId('sold-out-now');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Espressohasta que lo reactiveReactivar', 'Tipo de leche: Bebida de avenavuelve a las 17:00Reactivar']);
    expect(toggle(oatMilk).getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Espresso').getAttribute('aria-pressed')).toBe('true');
    expect(toggle('Café con leche').getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: `Reactivar: ${oatMilk}` }));
    await waitFor(() => expect(writes.back).toHaveBeenCalledWith({ shop: 'va01', target: { kind: 'extra', extraId: MILK, value: 'milk_oat' } }));
    // A toggle that is on brings it back too.
    fireEvent.click(toggle('Espresso'));
    await waitFor(() => expect(writes.back).toHaveBeenLastCalledWith({ shop: 'va01', target: { kind: 'product', productCode: 'P1005' } }));
    expect(writes.soldOut).not.toHaveBeenCalled();
  });

  it('names a day when a snooze ends on another one', async () => {
    const tomorrow = at(9, 0, { year: 2024, month: 6, day: 5 });
    await panel({ availability: availabilityOf({ soldOut: [{ kind: 'product', productCode: 'P1005', until: tomorrow.toISOString() }] }) }).view;
    expect(within(await screen.findByTestId('sold-out-now')).getByText('vuelve el 5/6 a las 09:00')).toBeTruthy();
  });

  it('says the products are loading, or could not be loaded', async () => {
    const { view } = panel({ catalogue: undefined, catalogueState: 'loading' });
    expect((await view).getByText('Cargando productos…')).toBeTruthy();
    (await view).unmount();
    await panel({ catalogue: undefined, catalogueState: 'failed' }).view;
    expect(screen.getByText('No se pudieron cargar los productos de la tienda. Comprueba la conexión.')).toBeTruthy();
  });
});

describe('the panel without a connection', () => {
  it('says changes need one and are not kept for later, and its controls wait', async () => {
    const { writes } = panel({ online: false });
    expect(await screen.findByText('Sin conexión: estos cambios se hacen al momento y necesitan conexión; no se guardan para después.')).toBeTruthy();
    expect((toggle('Espresso') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: 'Pedidos online' }));
    expect((screen.getByRole('button', { name: '15 min' }) as HTMLButtonElement).disabled).toBe(true);
    expect(writes.pause).not.toHaveBeenCalled();
  });

  it('says why a change was not made, and when its copy may be old', async () => {
    const writes = { ...fakeWrites(), soldOut: vi.fn(() => Promise.resolve({ ok: false as const, reason: 'offline' })) };
    await panel({ writes, staleSince: at(12, 3).getTime() }).view;
    expect(screen.getByText('Sin noticias del servidor desde las 12:03: lo que ves puede no estar al día.')).toBeTruthy();
    fireEvent.click(toggle('Espresso'));
    expect((await screen.findByRole('alert')).textContent).toBe('Sin conexión: no se ha cambiado nada. Inténtalo de nuevo cuando vuelva la conexión.');
    writes.soldOut.mockResolvedValueOnce({ ok: false, reason: 'teapot' });
    fireEvent.click(toggle('Espresso'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No se pudo guardar el cambio (teapot).'));
  });
});

/** The choices wait while the previous write is under way, as a barista's second tap would. */
async function clickWhenEnabled(name: string) {
  const button = screen.getByRole('button', { name }) as HTMLButtonElement;
  await waitFor(() => expect(button.disabled).toBe(false));
  fireEvent.click(button);
}

describe('the online orders tab', () => {
  it('pauses for 15 or 30 minutes, until closing or until resumed', async () => {
    const { writes } = panel();
    fireEvent.click(await screen.findByRole('tab', { name: 'Pedidos online' }));
    expect(screen.getByText('Se aceptan pedidos online.')).toBeTruthy();
    for (const [label, choice] of [
      ['15 min', '15min'],
      ['30 min', '30min'],
      ['Hasta el cierre (14:00)', 'closing'],
      ['Hasta que los reanude', 'undone'],
    ] as const) {
      await clickWhenEnabled(label);
      await waitFor(() => expect(writes.pause).toHaveBeenLastCalledWith({ shop: 'va01', choice }));
    }
  });

  it('shows a pause until when, and Reanudar ends it', async () => {
    const availability = availabilityOf({ controls: { ...availabilityOf().controls, pausedUntil: at(12, 30).toISOString() } });
    const { writes } = panel({ availability });
    fireEvent.click(await screen.findByRole('tab', { name: 'Pedidos online' }));
    expect(screen.getByText('Pedidos en pausa hasta las 12:30')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar' }));
    await waitFor(() => expect(writes.pause).toHaveBeenCalledWith({ shop: 'va01', choice: 'off' }));
  });

  it('adds an extra wait for an hour by default, or until removed, and shows and removes it', async () => {
    const { writes, view } = panel();
    fireEvent.click(await screen.findByRole('tab', { name: 'Pedidos online' }));
    fireEvent.click(screen.getByRole('button', { name: '+10 min' }));
    await waitFor(() => expect(writes.extraWait).toHaveBeenLastCalledWith({ shop: 'va01', minutes: 10, forAnHour: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Hasta que la quite' }));
    await clickWhenEnabled('+5 min');
    await waitFor(() => expect(writes.extraWait).toHaveBeenLastCalledWith({ shop: 'va01', minutes: 5, forAnHour: false }));
    (await view).unmount();

    const slow = availabilityOf({ controls: { ...availabilityOf().controls, extraWaitMinutes: 15, extraWaitUntil: at(13, 7).toISOString() } });
    const second = panel({ availability: slow });
    fireEvent.click(await screen.findByRole('tab', { name: 'Pedidos online' }));
    expect(screen.getByText('+15 min de espera hasta las 13:07')).toBeTruthy();
    expect(screen.getByRole('button', { name: '+15 min' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Quitar' }));
    await waitFor(() => expect(second.writes.extraWait).toHaveBeenCalledWith({ shop: 'va01', minutes: 0 }));
  });
});

describe('what only managers see', () => {
  it('is not offered to a barista', async () => {
    await panel().view;
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Agotados', 'Pedidos online']);
  });

  it('sets the stock of a single good, never below 0', async () => {
    const { writes } = panel({ mayManage: true, availability: availabilityOf({ stock: { P2001: 3 } }) });
    fireEvent.click(await screen.findByRole('tab', { name: 'Stock y franjas' }));
    expect(screen.getByText('Quedan 3')).toBeTruthy();
    const field = screen.getByRole('spinbutton', { name: 'Unidades de Café en grano Etiopía' });
    fireEvent.change(field, { target: { value: '-2' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' }).at(-1)!);
    expect(await screen.findByText('Escribe un número entero, 0 o más.')).toBeTruthy();
    expect(writes.stock).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '20' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' }).at(-1)!);
    await waitFor(() => expect(writes.stock).toHaveBeenCalledWith({ shop: 'va01', productCode: 'P2001', stock: 20 }));
    expect(screen.queryByText('Escribe un número entero, 0 o más.')).toBeNull();
  });

  it('caps orders per 15-minute slot (off by default) and takes the cap off', async () => {
    const { writes, view } = panel({ mayManage: true });
    fireEvent.click(await screen.findByRole('tab', { name: 'Stock y franjas' }));
    expect(screen.getByText('Sin límite.')).toBeTruthy();
    const cap = screen.getByRole('spinbutton', { name: 'Máximo de pedidos por franja' }) as HTMLInputElement;
    expect(cap.disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Limitar los pedidos por franja' }));
    fireEvent.change(cap, { target: { value: '0' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);
    expect(await screen.findByText('Escribe un número entero entre 1 y 500.')).toBeTruthy();
    fireEvent.change(cap, { target: { value: '6' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);
    await waitFor(() => expect(writes.slotCapacity).toHaveBeenCalledWith({ shop: 'va01', capacity: 6 }));
    (await view).unmount();

    const capped = availabilityOf({ controls: { ...availabilityOf().controls, slotCapacity: 6 }, fullSlots: [at(12, 15).toISOString()] });
    const second = panel({ mayManage: true, availability: capped });
    fireEvent.click(await screen.findByRole('tab', { name: 'Stock y franjas' }));
    expect(screen.getByText('Máximo 6 pedidos por franja.')).toBeTruthy();
    expect(screen.getByText('Franjas llenas: 12:15')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Limitar los pedidos por franja' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);
    await waitFor(() => expect(second.writes.slotCapacity).toHaveBeenCalledWith({ shop: 'va01', capacity: null }));
  });

  it('shows who changed what and when, newest first', async () => {
    const entries: AvailabilityLogEntry[] = [
      {
        id: 9,
        at: at(12, 5).toISOString(),
        actorKind: 'staff',
        actor: 'ana@cafe.es',
        action: 'pause',
        detail: { choice: '15min', until: at(12, 20).toISOString() },
      },
      {
        id: 8,
        at: at(12, 1).toISOString(),
        actorKind: 'staff',
        actor: 'bea@cafe.es',
        action: 'sold_out',
        detail: { target: { kind: 'extra', extraId: MILK, value: 'milk_oat' }, until: null },
      },
      {
        id: 7,
        at: at(11, 58).toISOString(),
        actorKind: 'order',
        actor: 'VA01-0042',
        action: 'stock_taken',
        detail: { productCode: 'P2001', units: 2, stock: 3 },
      },
      {
        id: 6,
        at: at(9, 0, { year: 2024, month: 6, day: 3 }).toISOString(),
        actorKind: 'staff',
        actor: 'ana@cafe.es',
        action: 'extra_wait',
        detail: { minutes: 0 },
      },
    ];
    await panel({ mayManage: true, loadLog: () => Promise.resolve(entries) }).view;
    fireEvent.click(await screen.findByRole('tab', { name: 'Registro' }));
    const log = await screen.findByTestId('availability-log');
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '12:05Pedidos en pausa hasta las 12:20ana@cafe.es',
      '12:01Agotado: Tipo de leche: Bebida de avena, hasta que se deshagabea@cafe.es',
      '11:58Café en grano Etiopía: −2 (quedan 3)Pedido VA01-0042',
      '3/6 09:00Espera extra quitadaana@cafe.es',
    ]);
  });
});

describe('the panel in English', () => {
  it('speaks English', async () => {
    const view = await panel({}, 'en').view;
    expect(view.getByRole('heading', { name: 'Availability at Valencia Centro' })).toBeTruthy();
    expect(view.getByRole('button', { name: 'Until closing (14:00)' })).toBeTruthy();
  });
});
