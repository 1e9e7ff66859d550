import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { DeliveryOrder, WithdrawalBody } from '../../../../src/api/contract';
import type { WithdrawalOutcome } from '../../../../src/data/orders/withdrawal';
import { WithdrawalForm } from '../../../../src/customer/features/orders/delivery/WithdrawalForm';
import { makeI18n } from './support/render';
import { sampleDeliveryOrder } from '../../data/sampleOrders';

afterEach(cleanup);

/** A delivered order: beans (sealed, 2 left), green tea (no exception, 1 left), a cake (perishable). */
function deliveredOrder(): DeliveryOrder {
  const base = sampleDeliveryOrder(7, { orderStatus: { id: 63006, name: 'Entregado' } });
  const cake = { ...base.products[1]!, code: 'C1', title: 'Tarta de queso' };
  return {
    ...base,
    products: [{ ...base.products[0]!, quantity: 2 }, base.products[1]!, cake],
    withdrawal: {
      until: '2026-07-01T22:00:00.000Z',
      open: true,
      lines: [
        { index: 0, left: 2, exception: 'sealed' },
        { index: 1, left: 1, exception: null },
        { index: 2, left: 0, exception: 'perishable' },
      ],
      requests: [],
    },
  };
}

async function renderForm(onSend: (body: WithdrawalBody) => Promise<WithdrawalOutcome>, language: 'es' | 'en' = 'es') {
  const i18n = await makeI18n(language, ['withdrawal']);
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <WithdrawalForm order={deliveredOrder()} onSend={onSend} onClose={onClose} />
    </I18nextProvider>,
  );
  return { onClose };
}

const lineOf = (index: number) => screen.getAllByTestId('withdrawal-line').find((line) => line.dataset.index === String(index))!;
const plus = (index: number) => fireEvent.click(within(lineOf(index)).getByRole('button', { name: 'Una unidad más' }));

describe('the withdrawal form', () => {
  it('shows the last day, the units left per line and the perishable line without a stepper', async () => {
    await renderForm(vi.fn());
    const form = screen.getByTestId('withdrawal-form');
    expect(form.textContent).toContain('hasta el 01/07/2026 incluido');
    expect(lineOf(0).textContent).toContain('Puedes devolver hasta 2');
    expect(lineOf(0).textContent).toContain('solo si no lo has abierto');
    expect(lineOf(2).textContent).toContain('Producto perecedero');
    expect(within(lineOf(2)).queryByRole('button')).toBeNull();
    expect((screen.getByTestId('withdrawal-continue') as HTMLButtonElement).disabled).toBe(true);
  });

  it('stops the stepper at the units left', async () => {
    await renderForm(vi.fn());
    plus(1);
    expect(within(lineOf(1)).getByTestId('withdrawal-quantity').textContent).toBe('1');
    expect((within(lineOf(1)).getByRole('button', { name: 'Una unidad más' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks the sealed goods declared unopened before going on, then sends them with the reason after the confirmation', async () => {
    const onSend = vi.fn(async (): Promise<WithdrawalOutcome> => ({ kind: 'received' }));
    await renderForm(onSend);
    plus(0);
    plus(0);
    const next = screen.getByTestId('withdrawal-continue') as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/están sin abrir/));
    fireEvent.change(screen.getByLabelText('Motivo (opcional)'), { target: { value: '  No me gusta  ' } });
    expect(next.disabled).toBe(false);
    fireEvent.click(next);
    const confirm = await screen.findByTestId('withdrawal-confirm');
    expect(confirm.textContent).toContain('2 × Café en grano Brasil');
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('withdrawal-send'));
    expect(await screen.findByTestId('withdrawal-done')).toBeTruthy();
    expect(onSend).toHaveBeenCalledWith({ lines: [{ index: 0, quantity: 2 }], reason: 'No me gusta', sealedUnopened: true });
    expect(screen.getByTestId('withdrawal-done').textContent).toContain('Te hemos enviado un correo');
  });

  it('sends an ordinary line without the sealed declaration, and shows a refusal in words', async () => {
    const onSend = vi.fn(async (): Promise<WithdrawalOutcome> => ({ kind: 'refused', code: 'withdrawal_period_over' }));
    await renderForm(onSend, 'en');
    fireEvent.click(within(lineOf(1)).getByRole('button', { name: 'One unit more' }));
    expect(screen.queryByLabelText(/unopened/)).toBeNull();
    fireEvent.click(screen.getByTestId('withdrawal-continue'));
    fireEvent.click(await screen.findByTestId('withdrawal-send'));
    expect((await screen.findByRole('alert')).textContent).toBe('The 14 days to withdraw from this order are over.');
    expect(onSend).toHaveBeenCalledWith({ lines: [{ index: 1, quantity: 1 }], reason: '' });
  });
});
