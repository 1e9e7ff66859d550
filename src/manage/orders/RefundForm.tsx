import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ManageOrder, OrderRefund, RefundBody } from '../../api/contract/manage/refunds';
import { Confirm } from '../Confirm';
import { manageApi } from '../runtime';
import { FieldError, invalidProps, refusalOf } from '../shops/formBits';
import { estimateOf, euros } from './money';

/** A customer's withdrawal the refund settles: its units chosen, its reason, its id sent with the refund. */
export interface RefundPrefill {
  withdrawalId: number;
  lines: ReadonlyArray<{ index: number; quantity: number }>;
  reason: string;
}

interface RefundFormProps {
  order: ManageOrder;
  prefill?: RefundPrefill | undefined;
  onRefunded: (made: { refund: OrderRefund; order: ManageOrder }) => void;
  onRefused: (result: { ok: boolean; message: string }) => void;
}

/** The refund of an order: whole or chosen units of its lines, a reason, stock back or not; confirmed naming the amount. */
export function RefundForm({ order, prefill, onRefunded, onRefused }: RefundFormProps) {
  const { t, i18n } = useTranslation('manage');
  const id = useId();
  const [scope, setScope] = useState<'all' | 'lines'>('lines');
  const [chosen, setChosen] = useState<Record<number, number>>(() => Object.fromEntries((prefill?.lines ?? []).map((line) => [line.index, line.quantity])));
  const [reason, setReason] = useState(prefill?.reason ?? '');
  const [restock, setRestock] = useState(false);
  const [errors, setErrors] = useState<{ field: string; message: string }>();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const amount = scope === 'all' ? order.left : estimateOf(order.lines, chosen);
  const lines = Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([index, quantity]) => ({ index: Number(index), quantity }));
  const errorOf = (field: string) => (errors && (errors.field === field || errors.field.startsWith(`${field}[`)) ? errors.message : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(undefined);
    if (scope === 'lines' && lines.length === 0) return setErrors({ field: 'lines', message: t('orders.chooseSomething') });
    if (reason.trim() === '') return setErrors({ field: 'reason', message: t('orders.reasonHint') });
    setAsking(true);
  };

  const send = async () => {
    setAsking(false);
    setBusy(true);
    const body: RefundBody = {
      lines: scope === 'all' ? 'all' : lines,
      reason: reason.trim(),
      restock,
      ...(prefill ? { withdrawalId: prefill.withdrawalId } : {}),
    };
    const answer = await manageApi.call('manageOrderRefund', { params: { orderId: order.id }, body });
    setBusy(false);
    if (answer.ok) {
      setChosen({});
      setReason('');
      setRestock(false);
      onRefunded(answer.data);
      return;
    }
    const refusal = refusalOf(t, answer);
    if (refusal.field) setErrors({ field: refusal.field, message: refusal.message });
    onRefused({ ok: false, message: refusal.message });
  };

  return (
    <form className="bo-form" onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="bo-refund-form" noValidate>
      <h2 id={`${id}-title`}>{t('orders.refundTitle')}</h2>
      <fieldset className="bo-choices">
        <legend>{t('orders.scope')}</legend>
        <label>
          <input type="radio" name={`${id}-scope`} checked={scope === 'lines'} onChange={() => setScope('lines')} data-testid="bo-refund-chosen" />
          {t('orders.chosen')}
        </label>
        <label>
          <input type="radio" name={`${id}-scope`} checked={scope === 'all'} onChange={() => setScope('all')} data-testid="bo-refund-whole" />
          {t(order.transportPrice > 0 ? 'orders.whole' : 'orders.wholePickup')}
        </label>
      </fieldset>
      {scope === 'lines' && (
        <fieldset>
          <legend>{t('orders.lines')}</legend>
          {order.lines.map((line) => {
            const left = line.quantity - line.refunded;
            const field = `${id}-line-${line.index}`;
            return (
              <label key={line.index} htmlFor={field}>
                {t('orders.unitsOf', { product: line.description, left })}
                <input
                  id={field}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  disabled={left === 0}
                  value={chosen[line.index] ?? 0}
                  onChange={(event) => setChosen({ ...chosen, [line.index]: Math.max(0, Math.min(left, Math.trunc(Number(event.target.value) || 0))) })}
                  data-testid={`bo-refund-line-${line.index}`}
                />
              </label>
            );
          })}
          <FieldError id={`${id}-lines`} error={errorOf('lines')} />
        </fieldset>
      )}
      <label htmlFor={`${id}-reason`}>
        {t('orders.reason')}
        <textarea
          id={`${id}-reason`}
          required
          maxLength={500}
          rows={2}
          value={reason}
          placeholder={t('orders.reasonHint')}
          onChange={(event) => setReason(event.target.value)}
          data-testid="bo-refund-reason"
          {...invalidProps(`${id}-reason`, errorOf('reason'))}
        />
      </label>
      <FieldError id={`${id}-reason`} error={errorOf('reason')} />
      <label className="bo-switch">
        <input type="checkbox" checked={restock} onChange={(event) => setRestock(event.target.checked)} data-testid="bo-refund-restock" />
        {t('orders.restock')}
      </label>
      <div className="bo-actions">
        <button type="submit" aria-busy={busy} disabled={busy} data-testid="bo-refund-submit">
          {t('orders.refund')}
        </button>
      </div>
      {asking && (
        <Confirm
          question={t('orders.confirm', { amount: euros(amount, i18n.language), customer: order.customerEmail })}
          acceptLabel={t('orders.confirmAccept', { amount: euros(amount, i18n.language) })}
          acceptTestId="bo-refund-confirm"
          onAccept={() => void send()}
          onCancel={() => setAsking(false)}
        />
      )}
    </form>
  );
}
