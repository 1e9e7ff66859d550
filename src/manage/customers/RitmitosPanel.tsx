import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportRitmitos } from '../../api/contract/manage/support';
import { Confirm } from '../Confirm';
import { manageApi } from '../runtime';
import { FieldError, invalidProps, refusalOf, SaveResult } from '../shops/formBits';
import { useFormats } from './useFormats';
import { adjustmentAmount } from './customerView';

interface Props {
  customerId: number;
  email: string;
  ritmitos: SupportRitmitos;
  onAdjusted: (ritmitos: SupportRitmitos) => void;
}

/** The balance, the adjust form (a whole amount and a reason, confirmed) and the ledger's lines. */
export function RitmitosPanel({ customerId, email, ritmitos, onAdjusted }: Props) {
  const { t } = useTranslation('manage');
  const id = useId();
  const { when, count } = useFormats();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [asking, setAsking] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string }>();

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setResult(undefined);
    const wanted = adjustmentAmount(amount);
    const found = {
      ...(wanted === null ? { amount: t('customers.amountWhole') } : {}),
      ...(reason.trim().length < 3 ? { reason: t('customers.adjustReasonHint') } : {}),
    };
    setErrors(found);
    if (wanted !== null && Object.keys(found).length === 0) setAsking(wanted);
  };

  const adjust = async (wanted: number) => {
    setAsking(null);
    setBusy(true);
    const answer = await manageApi.call('manageRitmitosAdjust', { params: { id: customerId }, body: { amount: wanted, reason: reason.trim() } });
    setBusy(false);
    if (answer.ok) {
      onAdjusted(answer.data);
      setAmount('');
      setReason('');
      setResult({ ok: true, message: t('customers.adjusted', { available: count.format(answer.data.available) }) });
      return;
    }
    const refusal = refusalOf(t, answer);
    if (refusal.field === 'amount' || refusal.field === 'reason') setErrors({ [refusal.field]: refusal.message });
    else setResult({ ok: false, message: refusal.message });
  };

  const facts: [string, number, string][] = [
    [t('customers.available'), ritmitos.available, 'support-available'],
    [t('customers.inOrders'), ritmitos.inOrders, 'support-in-orders'],
    [t('customers.spendable'), ritmitos.spendable, 'support-spendable'],
  ];
  return (
    <article aria-labelledby="support-ritmitos">
      <h2 id="support-ritmitos">{t('customers.ritmitos')}</h2>
      <dl className="bo-facts">
        {facts.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{count.format(value)}</dd>
          </div>
        ))}
      </dl>
      <form className="bo-form bo-support-adjust" onSubmit={ask} noValidate aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`}>{t('customers.adjust')}</h3>
        <label htmlFor={`${id}-amount`}>{t('customers.adjustAmount')}</label>
        <input
          id={`${id}-amount`}
          inputMode="numeric"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          data-testid="support-adjust-amount"
          required
          {...invalidProps(`${id}-amount`, errors.amount)}
        />
        <FieldError id={`${id}-amount`} error={errors.amount} />
        <label htmlFor={`${id}-reason`}>{t('customers.adjustReason')}</label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
          data-testid="support-adjust-reason"
          required
          {...invalidProps(`${id}-reason`, errors.reason)}
        />
        <FieldError id={`${id}-reason`} error={errors.reason} />
        <button type="submit" aria-busy={busy} disabled={busy} data-testid="support-adjust">
          {t('customers.adjustSave')}
        </button>
        <SaveResult result={result} testId="support-adjust-result" />
      </form>
      {asking !== null && (
        <Confirm
          question={t(asking > 0 ? 'customers.adjustQuestion' : 'customers.adjustTakeQuestion', { count: Math.abs(asking), email })}
          acceptLabel={t('customers.adjustSave')}
          acceptTestId="support-adjust-confirm"
          onAccept={() => void adjust(asking)}
          onCancel={() => setAsking(null)}
        />
      )}
      <h3>{t('customers.movements')}</h3>
      {ritmitos.movements.length === 0 ? (
        <p className="bo-muted">{t('customers.noMovements')}</p>
      ) : (
        <table className="bo-table" data-testid="support-movements">
          <thead>
            <tr>
              <th scope="col">{t('customers.when')}</th>
              <th scope="col">{t('customers.kind')}</th>
              <th scope="col">{t('customers.amount')}</th>
              <th scope="col">{t('customers.description')}</th>
            </tr>
          </thead>
          <tbody>
            {ritmitos.movements.map((movement) => (
              <tr key={movement.id} data-testid="support-movement">
                <td data-label={t('customers.when')}>
                  <time dateTime={movement.createdAt}>{when.format(new Date(movement.createdAt))}</time>
                </td>
                <td data-label={t('customers.kind')}>{t(`customers.kinds.${movement.kind}`)}</td>
                <td data-label={t('customers.amount')}>{(movement.amount > 0 ? '+' : '') + count.format(movement.amount)}</td>
                <td data-label={t('customers.description')} className="bo-break">
                  {movement.description || movement.orderRef || '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}
