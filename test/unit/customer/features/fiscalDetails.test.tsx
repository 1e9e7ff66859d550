import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { FullInvoiceChoice } from '../../../../src/customer/features/checkout/FullInvoiceChoice';
import { db } from '../../../../src/data/db';
import { setFullInvoiceWanted, wantsFullInvoice } from '../../../../src/data/fullInvoiceChoice';
import { forgetCustomerDrafts } from '../../../../src/data/customerDrafts';
import SettingsScreen from '../../../../src/customer/features/settings/SettingsScreen';
import { renderAccountScreen, signedInOfflineEachTest } from './accountTestKit';

const ANA = { taxId: '12345678Z', name: 'Ana García López', address: 'Carrer de Sueca 1', postalCode: '46006', city: 'València' };

async function storeFiscal(data: typeof ANA | null): Promise<void> {
  await db.fiscal.put({ key: 'current', data, fetchedAt: Date.now() });
}

function type(testId: string, value: string): void {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe('Settings: tax details (full invoices)', () => {
  signedInOfflineEachTest();

  it('says a wrong NIF letter is wrong once the field is left, and saves nothing with Save', async () => {
    await storeFiscal(null);
    await renderAccountScreen(<SettingsScreen />, 'en');
    expect(await screen.findByText('Tax details')).toBeTruthy();
    type('fiscal-taxId', '12345678A');
    expect(screen.queryByTestId('fiscal-taxId-rule')).toBeNull();
    fireEvent.blur(screen.getByTestId('fiscal-taxId'));
    expect(screen.getByTestId('fiscal-taxId-rule').textContent).toBe('The NIF, NIE or CIF is not valid: check its letter or control digit.');
    expect(screen.getByTestId('fiscal-taxId').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(screen.getByTestId('fiscal-save'));
    // Save shows every field still wrong: here all the empty ones too.
    expect(await screen.findByTestId('fiscal-postalCode-rule')).toBeTruthy();
    expect(screen.getByTestId('fiscal-name-rule').textContent).toContain('company name');
    expect(await db.outbox.count()).toBe(0);
    expect((await db.fiscal.get('current'))?.data).toBeNull();
  });

  it('saves valid details as the server stores them (upper case, no dots), shown at once and queued offline', async () => {
    await storeFiscal(null);
    await renderAccountScreen(<SettingsScreen />);
    expect(await screen.findByText('Datos fiscales')).toBeTruthy();
    type('fiscal-taxId', 'x-1234567-l');
    type('fiscal-name', ' Ana García López ');
    type('fiscal-address', ANA.address);
    type('fiscal-postalCode', ANA.postalCode);
    type('fiscal-city', ANA.city);
    fireEvent.click(screen.getByTestId('fiscal-save'));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [item] = await db.outbox.toArray();
    const stored = { ...ANA, taxId: 'X1234567L' };
    expect(item).toMatchObject({ endpoint: 'fiscalSave', body: stored, entityKey: 'fiscal' });
    expect((await db.fiscal.get('current'))?.data).toEqual(stored);
    expect((await screen.findByTestId('pending-indicator')).textContent).toContain('Pendiente de enviar');
    expect((screen.getByTestId('fiscal-taxId') as HTMLInputElement).value).toBe('X1234567L');
  });

  it('shows stored details and removes them, which also stops asking for a full invoice', async () => {
    await storeFiscal(ANA);
    setFullInvoiceWanted(true);
    await renderAccountScreen(<SettingsScreen />, 'en');
    expect(((await screen.findByTestId('fiscal-taxId')) as HTMLInputElement).value).toBe('12345678Z');
    fireEvent.click(screen.getByTestId('fiscal-delete'));
    await waitFor(async () => expect((await db.outbox.toArray()).map((item) => item.endpoint)).toEqual(['fiscalDelete']));
    expect((await db.fiscal.get('current'))?.data).toBeNull();
    expect(wantsFullInvoice()).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('fiscal-delete')).toBeNull());
    expect((screen.getByTestId('fiscal-taxId') as HTMLInputElement).value).toBe('');
  });
});

describe('"I want a full invoice" in the cart', () => {
  signedInOfflineEachTest();

  it('without fiscal details it cannot be ticked and links to Settings', async () => {
    await storeFiscal(null);
    await renderAccountScreen(<FullInvoiceChoice />);
    const link = await screen.findByTestId('full-invoice-settings');
    expect(link.getAttribute('href')).toBe('/user/settings');
    expect(link.textContent).toBe('Añade tus datos fiscales en Ajustes para pedirla.');
    expect((screen.getByTestId('full-invoice') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Quiero factura completa')).toBeTruthy();
  });

  it('with details it is ticked for the orders that follow, naming the recipient, until sign-out forgets it', async () => {
    await storeFiscal(ANA);
    await renderAccountScreen(<FullInvoiceChoice />, 'en');
    expect((await screen.findByTestId('full-invoice-recipient')).textContent).toBe('Made out to Ana García López (12345678Z).');
    const box = screen.getByTestId('full-invoice') as HTMLInputElement;
    expect(box.disabled).toBe(false);
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(wantsFullInvoice()).toBe(true);
    fireEvent.click(box);
    expect(wantsFullInvoice()).toBe(false);
    setFullInvoiceWanted(true);
    forgetCustomerDrafts();
    expect(wantsFullInvoice()).toBe(false);
  });
});
