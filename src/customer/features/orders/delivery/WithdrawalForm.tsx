import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder, WithdrawalBody } from '../../../../api/contract';
import { QuantityText } from '../../../../ui/QuantityText';
import { shownDate } from '../../../../i18n/dateText';
import type { WithdrawalOutcome } from '../../../../data/orders/withdrawal';

type Stage = 'choose' | 'confirm' | 'done';

/** The last moment of the right, as a day: the deadline is exclusive (the start of the day after). */
export function lastWithdrawalDay(until: string): string {
  return shownDate(new Date(new Date(until).getTime() - 1).toISOString());
}

/**
 * The withdrawal from a delivered order: units per line (perishable lines shown with why not), an optional
 * reason, the sealed goods declared unopened when any are chosen, a confirmation, then the acknowledgement.
 */
export function WithdrawalForm({
  order,
  onSend,
  onClose,
}: {
  order: DeliveryOrder;
  onSend: (body: WithdrawalBody) => Promise<WithdrawalOutcome>;
  onClose: () => void;
}) {
  const { t } = useTranslation('withdrawal');
  const withdrawal = order.withdrawal;
  const [units, setUnits] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [sealedUnopened, setSealedUnopened] = useState(false);
  const [stage, setStage] = useState<Stage>('choose');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!withdrawal) return null;

  const chosen = withdrawal.lines.filter((line) => (units[line.index] ?? 0) > 0);
  const sealedChosen = chosen.some((line) => line.exception === 'sealed');
  const canContinue = chosen.length > 0 && (!sealedChosen || sealedUnopened);
  const titleOf = (index: number) => order.products[index]?.title ?? '';
  const setLine = (index: number, quantity: number) => setUnits((current) => ({ ...current, [index]: quantity }));

  const send = async () => {
    setSending(true);
    setError(null);
    const body: WithdrawalBody = {
      lines: chosen.map((line) => ({ index: line.index, quantity: units[line.index] ?? 0 })),
      reason: reason.trim(),
      ...(sealedChosen ? { sealedUnopened: true } : {}),
    };
    const outcome = await onSend(body);
    setSending(false);
    if (outcome.kind === 'received') return setStage('done');
    const key = outcome.kind === 'refused' ? `errors.${outcome.code}` : `errors.${outcome.kind}`;
    setError(t(key, { defaultValue: t('errors.failed') }));
    setStage('choose');
  };

  if (stage === 'done') {
    return (
      <section className="withdrawal-form" data-testid="withdrawal-done" role="status">
        <h2>{t('done.title')}</h2>
        <p>{t('done.text')}</p>
        <button type="button" onClick={onClose}>
          {t('confirm.back')}
        </button>
      </section>
    );
  }

  if (stage === 'confirm') {
    return (
      <section className="withdrawal-form" data-testid="withdrawal-confirm">
        <h2>{t('confirm.title')}</h2>
        <p>{t('confirm.text', { code: order.orderCode })}</p>
        <ul>
          {chosen.map((line) => (
            <li key={line.index}>
              {units[line.index]} × <QuantityText text={titleOf(line.index)} />
            </li>
          ))}
        </ul>
        {reason.trim() && <p className="delivery-muted">{reason.trim()}</p>}
        <div className="withdrawal-actions">
          <button type="button" className="secondary outline" onClick={() => setStage('choose')} disabled={sending}>
            {t('confirm.back')}
          </button>
          <button type="button" data-testid="withdrawal-send" onClick={() => void send()} aria-busy={sending} disabled={sending}>
            {t('confirm.send')}
          </button>
        </div>
      </section>
    );
  }

  return (
    <form
      className="withdrawal-form"
      data-testid="withdrawal-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (canContinue) setStage('confirm');
      }}
    >
      <h2>{t('title')}</h2>
      {withdrawal.until && <p>{t('intro', { date: lastWithdrawalDay(withdrawal.until) })}</p>}
      {error && (
        <p className="withdrawal-error" role="alert">
          {error}
        </p>
      )}
      <ul className="withdrawal-lines">
        {withdrawal.lines.map((line) => {
          const quantity = units[line.index] ?? 0;
          return (
            <li key={line.index} data-testid="withdrawal-line" data-index={line.index}>
              <span className="withdrawal-line-title">
                <QuantityText text={titleOf(line.index)} />
              </span>
              {line.exception === 'perishable' ? (
                <small className="delivery-muted">{t('line.perishable')}</small>
              ) : line.left === 0 ? (
                <small className="delivery-muted">{t('line.none')}</small>
              ) : (
                <>
                  <small className="delivery-muted">
                    {t('line.left', { count: line.left })}
                    {line.exception === 'sealed' && ` · ${t('line.sealed')}`}
                  </small>
                  <div className="withdrawal-stepper" role="group" aria-label={titleOf(line.index)}>
                    <button
                      type="button"
                      className="secondary outline"
                      aria-label={t('line.decrease')}
                      disabled={quantity <= 0}
                      onClick={() => setLine(line.index, quantity - 1)}
                    >
                      −
                    </button>
                    <output aria-live="polite" data-testid="withdrawal-quantity">
                      {quantity}
                    </output>
                    <button
                      type="button"
                      className="secondary outline"
                      aria-label={t('line.increase')}
                      disabled={quantity >= line.left}
                      onClick={() => setLine(line.index, quantity + 1)}
                    >
                      +
                    </button>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
      <label>
        {t('reason')}
        <textarea value={reason} maxLength={500} rows={2} onChange={(event) => setReason(event.target.value)} />
      </label>
      {sealedChosen && (
        <label>
          <input type="checkbox" required checked={sealedUnopened} onChange={(event) => setSealedUnopened(event.target.checked)} />
          {t('sealedCheck')}
        </label>
      )}
      <div className="withdrawal-actions">
        <button type="button" className="secondary outline" onClick={onClose}>
          {t('cancel')}
        </button>
        <button type="submit" data-testid="withdrawal-continue" disabled={!canContinue}>
          {t('continue')}
        </button>
      </div>
    </form>
  );
}
