import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { db } from '../../../../src/data/db';
import AddressesScreen from '../../../../src/customer/features/addresses/AddressesScreen';
import { renderAccountScreen, signedInOfflineEachTest, storedAddress, storePlaces } from './accountTestKit';

const QUESTION = '¿Seguro que quieres eliminar esta dirección?';

describe('AddressesScreen list (/user/address)', () => {
  signedInOfflineEachTest(async () => {
    await storePlaces();
    await db.addresses.bulkPut([storedAddress(12, 'Ana García', true), storedAddress(13, 'Luis García')]);
  });

  it('shows each address with its details, and Delete on all but the first', async () => {
    await renderAccountScreen(<AddressesScreen />);
    const cards = await screen.findAllByTestId('address-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Predeterminada')).toBeTruthy();
    expect(cards[0]!.textContent).toContain('Ana García');
    expect(cards[0]!.textContent).toContain('Calle Colón 1');
    expect(cards[0]!.textContent).toContain('3º B');
    expect(cards[0]!.textContent).toContain('Valencia 46004 (Valencia)');
    expect(cards[0]!.textContent).toContain('600111222');
    expect(first.getByTestId('address-edit')).toBeTruthy();
    expect(first.queryByTestId('address-delete')).toBeNull();
    expect(within(cards[1]!).getByTestId('address-delete')).toBeTruthy();
  });

  it('asks in Spanish, in English too, before deleting; Cancel keeps the address', async () => {
    await renderAccountScreen(<AddressesScreen />, 'en');
    fireEvent.click(await screen.findByTestId('address-delete'));
    expect(screen.getByText(QUESTION)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(QUESTION)).toBeNull();
    expect(screen.getAllByTestId('address-card')).toHaveLength(2);

    fireEvent.click(screen.getByTestId('address-delete'));
    fireEvent.click(screen.getByTestId('address-delete-confirm'));
    await expect.poll(() => screen.queryAllByTestId('address-card').length).toBe(1);
    expect(await db.outbox.toArray()).toEqual([expect.objectContaining({ endpoint: 'addressDelete', params: { addressId: '13' } })]);
  });
});

describe('AddressesScreen form', () => {
  signedInOfflineEachTest(async () => {
    await storePlaces();
    await db.addresses.put(storedAddress(12, 'Ana García', true));
  });

  it('opens empty from Add address, and shows Save only after the first change', async () => {
    await renderAccountScreen(<AddressesScreen />);
    fireEvent.click(await screen.findByTestId('address-add'));
    expect((screen.getByTestId('address-contactFullName') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('address-save')).toBeNull();
    fireEvent.change(screen.getByTestId('address-contactFullName'), { target: { value: 'Marta Ruiz' } });
    expect(screen.getByTestId('address-save')).toBeTruthy();
  });

  it('clears the city when the province changes and lists that province’s cities', async () => {
    await renderAccountScreen(<AddressesScreen />);
    fireEvent.click(await screen.findByTestId('address-edit'));
    const city = screen.getByTestId('address-city') as HTMLSelectElement;
    await expect.poll(() => city.value).toBe('46250');
    fireEvent.change(screen.getByTestId('address-province'), { target: { value: '28' } });
    expect(city.value).toBe('');
    await expect.poll(() => within(city).queryByText('Madrid') !== null).toBe(true);
    expect(within(city).queryByText('Alzira')).toBeNull();
  });

  it('marks the wrong fields, tells why below each one and names them in the warning', async () => {
    await renderAccountScreen(<AddressesScreen />, 'en');
    fireEvent.click(await screen.findByTestId('address-add'));
    fireEvent.change(screen.getByTestId('address-contactFullName'), { target: { value: 'Ana García' } });
    fireEvent.change(screen.getByTestId('address-contactPhone'), { target: { value: '600' } });
    fireEvent.change(screen.getByTestId('address-cp'), { target: { value: '460' } });
    fireEvent.click(screen.getByTestId('address-save'));
    expect(
      await screen.findByText(
        'Check the data. Contact phone: at least 9 numbers. Address: required. Province: required. City: required. Postcode: 4 or 5 digits.',
      ),
    ).toBeTruthy();
    const phone = screen.getByTestId('address-contactPhone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Telephone number with a minimum of 9 numbers.');
    const city = screen.getByTestId('address-city');
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(city.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required.');
    expect(document.activeElement).toBe(phone);
    expect(screen.getByTestId('address-contactFullName').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('address-addressLine2').getAttribute('aria-invalid')).toBeNull();
    expect(await db.outbox.count()).toBe(0);

    // Correcting a field clears its mark; the others stay until the next save.
    fireEvent.change(phone, { target: { value: '612345678' } });
    expect(phone.getAttribute('aria-invalid')).toBeNull();
    expect(phone.getAttribute('aria-describedby')).toBeNull();
    expect(screen.getByTestId('address-cp').getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a sixth postcode digit and says at once, in the field, that it is too long', async () => {
    await renderAccountScreen(<AddressesScreen />, 'en');
    fireEvent.click(await screen.findByTestId('address-add'));
    const cp = screen.getByTestId('address-cp') as HTMLInputElement;
    fireEvent.change(cp, { target: { value: '46006' } });
    expect(cp.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(cp, { target: { value: '460061' } });
    expect(cp.value).toBe('460061');
    expect(cp.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(cp.getAttribute('aria-describedby')!)?.textContent).toBe('Too long: the postcode has 4 or 5 digits.');
    fireEvent.click(screen.getByTestId('address-save'));
    expect(await screen.findByText(/Postcode: at most 5 digits\.$/)).toBeTruthy();
    fireEvent.change(cp, { target: { value: '46006' } });
    expect(cp.getAttribute('aria-invalid')).toBeNull();
  });

  it('names the wrong field in Spanish', async () => {
    await renderAccountScreen(<AddressesScreen />, 'es');
    fireEvent.click(await screen.findByTestId('address-add'));
    for (const [field, value] of [
      ['contactFullName', 'Ana García'],
      ['contactPhone', '61234'],
      ['addressLine1', 'Calle Mayor 1'],
      ['cp', '123'],
    ]) {
      fireEvent.change(screen.getByTestId(`address-${field!}`), { target: { value } });
    }
    fireEvent.click(screen.getByTestId('address-save'));
    expect(await screen.findByText(/^Revisa los datos\. Teléfono de contacto: mínimo 9 números\. .*Código postal: 4 o 5 dígitos\.$/)).toBeTruthy();
  });

  it('queues a new address offline under a local id, closes the form and shows it as pending', async () => {
    await renderAccountScreen(<AddressesScreen />);
    fireEvent.click(await screen.findByTestId('address-add'));
    const type = (field: string, value: string) => fireEvent.change(screen.getByTestId(`address-${field}`), { target: { value } });
    type('contactFullName', 'Marta Ruiz');
    type('contactPhone', '600999888');
    type('addressLine1', 'Calle Mayor 5');
    await expect.poll(() => within(screen.getByTestId('address-province')).queryByText('Valencia') !== null).toBe(true);
    type('province', '46');
    await expect.poll(() => within(screen.getByTestId('address-city')).queryByText('Alzira') !== null).toBe(true);
    type('city', '46017');
    type('cp', '46600');
    fireEvent.click(screen.getByTestId('address-save'));

    await expect.poll(() => screen.queryAllByTestId('address-card').length).toBe(2);
    expect(within(screen.getAllByTestId('address-card')[1]!).getByTestId('pending-indicator')).toBeTruthy();
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ endpoint: 'addressSave', params: { addressId: '-1' }, entityKey: 'address:-1' });
    expect(item?.body).toMatchObject({ city: { code: '46017', name: 'Alzira' }, province: { code: '46', name: 'Valencia' } });
  });

  it('keeps an open form and what was typed across a reload', async () => {
    const first = await renderAccountScreen(<AddressesScreen />);
    fireEvent.click(await screen.findByTestId('address-add'));
    fireEvent.change(screen.getByTestId('address-addressLine1'), { target: { value: 'Calle Mayor 5' } });
    first.unmount();
    await renderAccountScreen(<AddressesScreen />);
    expect(((await screen.findByTestId('address-addressLine1')) as HTMLInputElement).value).toBe('Calle Mayor 5');
    expect(screen.getByTestId('address-save')).toBeTruthy();
  });
});
