import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AccountDeletionCheck } from '../../../api/contract/customer/accountDeletion';
import { deleteAccount, loadDeletionCheck } from '../../../data/accountDeletion';
import { deletionConfirmed } from '../../../domain/people/accountDeletion';
import { formatCount, formatEuros } from '../../../domain/text/numberText';
import { useAlert, useLanguage, useOnline } from '../../shared/hooks';

type CheckState = { kind: 'loading' } | { kind: 'ready'; check: AccountDeletionCheck } | { kind: 'offline' } | { kind: 'failed' };

/** The explanation, the ritmitos warning, the pending-order block and the typed e-mail; online only. */
export function DeleteAccountForm({ email }: { email: string }) {
  const { t } = useTranslation('privacy');
  const { language } = useLanguage();
  const online = useOnline();
  const alert = useAlert();
  const navigate = useNavigate();
  const [state, setState] = useState<CheckState>({ kind: 'loading' });
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [mismatch, setMismatch] = useState(false);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    setState(await loadDeletionCheck());
  }, []);
  useEffect(() => {
    if (online) void load();
    else setState({ kind: 'offline' });
  }, [online, load]);

  const blocking = state.kind === 'ready' ? state.check.blockingOrders : [];
  const matches = deletionConfirmed(typed, email);
  const canDelete = online && state.kind === 'ready' && blocking.length === 0 && matches && !busy;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canDelete) return;
    setBusy(true);
    const outcome = await deleteAccount(typed);
    setBusy(false);
    if (outcome.kind === 'deleted') {
      navigate('/', { replace: true });
      alert({ type: 'success', text: t('done'), timeoutSeconds: 8 });
    } else if (outcome.kind === 'mismatch') setMismatch(true);
    else if (outcome.kind === 'pending') void load();
    else alert({ type: outcome.kind === 'offline' ? 'warning' : 'danger', text: t(outcome.kind === 'offline' ? 'offline' : 'failed') });
  }

  return (
    <>
      <p>{t('intro')}</p>
      <h2 className="delete-account-heading">{t('deletedTitle')}</h2>
      <ul className="delete-account-list">
        {(['contact', 'addresses', 'reviews', 'sessions', 'mail'] as const).map((key) => (
          <li key={key}>{t(`deleted.${key}`)}</li>
        ))}
      </ul>
      <h2 className="delete-account-heading">{t('keptTitle')}</h2>
      <p>{t('kept')}</p>
      <p>
        <Link to="/page/privacy" data-testid="delete-privacy-link">
          {t('privacyLink')}
        </Link>
      </p>
      {!online && (
        <p className="note-box" role="status" data-testid="delete-offline">
          {t('offline')}
        </p>
      )}
      {online && state.kind === 'loading' && <p aria-busy="true">{t('loading')}</p>}
      {online && (state.kind === 'failed' || state.kind === 'offline') && (
        <p className="note-box" role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className="secondary outline" onClick={() => void load()}>
            {t('retry')}
          </button>
        </p>
      )}
      {blocking.length > 0 && (
        <div className="delete-account-block" role="alert" data-testid="delete-pending">
          <strong>{t('pendingTitle')}</strong>
          <p>{t('pendingText')}</p>
          <ul>
            {blocking.map((order) => (
              <li key={order.orderId}>
                <Link to={order.kind === 'pickup' ? `/order/${order.orderId}` : '/user/deliver_orders'}>
                  {t('pendingOrderLink', { code: order.orderCode })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.kind === 'ready' && state.check.ritmitos > 0 && (
        <div className="delete-account-warning" role="note" data-testid="delete-ritmitos">
          <strong>
            {t('ritmitosWarning', {
              amount: formatCount(state.check.ritmitos, language),
              value: formatEuros(state.check.ritmitosValueCents / 100, language, 2),
            })}
          </strong>
          <p>{t('ritmitosWarningNote')}</p>
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <label>
          {t('confirmLabel')} <strong className="delete-account-email">{email}</strong>
          <input
            type="email"
            name="confirm"
            data-testid="delete-confirm"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setMismatch(false);
            }}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="email"
            aria-invalid={mismatch ? true : undefined}
            disabled={!online || blocking.length > 0}
          />
          {mismatch && <small>{t('confirmMismatch')}</small>}
        </label>
        <button type="submit" className="delete-account-submit" data-testid="delete-submit" disabled={!canDelete} aria-busy={busy}>
          {t('submit')}
        </button>
      </form>
    </>
  );
}
