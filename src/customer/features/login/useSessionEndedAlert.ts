import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlert } from '../../shared/hooks';
import { subscribeSessionEnded } from '../../../data/session';

/** Says so (info alert) when the session ends by itself: its token expired or the server refused it. */
export function useSessionEndedAlert(): void {
  const { i18n } = useTranslation();
  const alert = useAlert();
  useEffect(
    () =>
      subscribeSessionEnded((reason) => {
        void i18n.loadNamespaces('login').then(() => {
          alert({ type: 'info', text: i18n.t(reason === 'expired' ? 'sessionExpired' : 'sessionEnded', { ns: 'login' }), timeoutSeconds: 6 });
        });
      }),
    [alert, i18n],
  );
}
