import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { db } from '../../../../src/data/db';
import SettingsScreen from '../../../../src/customer/features/settings/SettingsScreen';
import { renderAccountScreen, signedInOfflineEachTest } from './accountTestKit';

describe('SettingsScreen (/user/settings)', () => {
  signedInOfflineEachTest();

  it('shows the contact details and switches from the account mirror', async () => {
    await renderAccountScreen(<SettingsScreen />);
    expect(((await screen.findByTestId('settings-name')) as HTMLInputElement).value).toBe('Ana García');
    expect((screen.getByTestId('settings-phone') as HTMLInputElement).value).toBe('600123123');
    expect((screen.getByTestId('settings-receive-promotions') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('settings-receive-news') as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByTestId('pending-indicator')).toBeNull();
  });

  it('refuses a short name and a short phone with the spec messages, sending nothing', async () => {
    await renderAccountScreen(<SettingsScreen />, 'en');
    fireEvent.change(await screen.findByTestId('settings-name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect((await screen.findAllByText('Name must have a minimum of 4 characters.')).length).toBeGreaterThan(0);

    fireEvent.change(screen.getByTestId('settings-name'), { target: { value: 'Ana López' } });
    fireEvent.change(screen.getByTestId('settings-phone'), { target: { value: '60012' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect((await screen.findAllByText('Telephone number with a minimum of 9 numbers.')).length).toBeGreaterThan(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues a contact change made offline and shows it as waiting to be sent', async () => {
    await renderAccountScreen(<SettingsScreen />);
    fireEvent.change(await screen.findByTestId('settings-name'), { target: { value: 'Ana López' } });
    fireEvent.click(screen.getByTestId('settings-save'));
    expect((await screen.findByTestId('pending-indicator')).textContent).toContain('Pendiente de enviar');
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ endpoint: 'accountPatch', body: { name: 'Ana López', phone: '600123123' }, entityKey: 'account' });
    expect((await db.account.get('current'))?.data.name).toBe('Ana López');
    expect(sessionStorage.getItem('customer-draft:contact')).toBeNull();
  });

  it('saves a switch at once, sending only that preference', async () => {
    await renderAccountScreen(<SettingsScreen />, 'en');
    fireEvent.click(await screen.findByTestId('settings-receive-news'));
    expect((await screen.findByTestId('pending-indicator')).textContent).toContain('Waiting to be sent');
    const items = await db.outbox.toArray();
    expect(items).toEqual([expect.objectContaining({ endpoint: 'preferencesPatch', body: { receiveNews: true }, entityKey: 'preferences' })]);
    expect((screen.getByTestId('settings-receive-news') as HTMLInputElement).checked).toBe(true);
  });

  it('keeps what was typed across a reload', async () => {
    const first = await renderAccountScreen(<SettingsScreen />);
    fireEvent.change(await screen.findByTestId('settings-phone'), { target: { value: '611222333' } });
    first.unmount();
    await renderAccountScreen(<SettingsScreen />);
    expect(((await screen.findByTestId('settings-phone')) as HTMLInputElement).value).toBe('611222333');
  });
  // Issue 13: where the browser has no Push (iOS outside the installed app, jsdom here) the screen still
  // works and says why notifications cannot be switched on.
  it('shows order notifications as not possible on a browser without Push, the switch off and disabled', async () => {
    await renderAccountScreen(<SettingsScreen />, 'en');
    const push = await screen.findByTestId('settings-push');
    await waitFor(() => expect(push.getAttribute('data-state')).toBe('unsupported'));
    expect((screen.getByTestId('settings-push-switch') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('settings-push-switch') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('settings-push-state').textContent).toContain('This browser cannot receive notifications');
    expect((screen.getByTestId('settings-name') as HTMLInputElement).value).toBe('Ana García');
  });
});
