import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert, useOnline } from '../../shared/hooks';
import { inviteFriend } from '../../../data/friends';
import { canInviteFriend } from '../../../domain/text/validation';

/** -2 is the form's initial state, before any answer. */
type ResultCode = -2 | 0 | 1 | 2;

/** Friend invitation: friendName and friendEmail; Invite stays disabled until both are valid. */
export function FriendInviteForm() {
  const { t } = useTranslation('friends');
  const alert = useAlert();
  const online = useOnline();
  const [friendName, setFriendName] = useState('');
  const [friendEmail, setFriendEmail] = useState('');
  const [result, setResult] = useState<ResultCode>(-2);
  const [busy, setBusy] = useState(false);
  const valid = canInviteFriend(friendName, friendEmail);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || busy) return;
    setBusy(true);
    const outcome = await inviteFriend(friendName, friendEmail);
    setBusy(false);
    if (outcome === 'offline') {
      alert({ type: 'warning', text: t('offline') });
    } else if (outcome === 'limit') {
      alert({ type: 'warning', text: t('limit') });
    } else if (outcome === 'failed') {
      alert({ type: 'danger', text: t('connectionInfo') });
    } else {
      setResult(outcome);
      if (outcome === 0) {
        setFriendName('');
        setFriendEmail('');
      }
    }
  }

  return (
    <>
      <p>{t('intro')}</p>
      {!online && (
        <p className="note-box friends-offline" role="status">
          {t('offline')}
        </p>
      )}
      <form onSubmit={submit} noValidate>
        <label>
          {t('name')}
          <input
            data-testid="friend-name"
            name="friendName"
            value={friendName}
            onChange={(event) => setFriendName(event.target.value)}
            autoComplete="off"
            required
          />
        </label>
        <label>
          {t('email')}
          <input
            type="email"
            data-testid="friend-email"
            name="friendEmail"
            value={friendEmail}
            onChange={(event) => setFriendEmail(event.target.value)}
            autoComplete="off"
            inputMode="email"
            required
          />
        </label>
        <button type="submit" data-testid="friend-invite" disabled={!valid || busy || !online} aria-busy={busy}>
          {t('invite')}
        </button>
      </form>
      {result !== -2 && (
        <p className={`friends-result friends-result-${result === 0 ? 'ok' : 'known'}`} role="status" data-testid="friend-result">
          {t(`results.${result}`)}
        </p>
      )}
    </>
  );
}
