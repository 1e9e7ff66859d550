import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { listenForRejections as onWriteRejected } from '../../data/outbox/notices';
import { useAlert } from './AlertContext';

/**
 * Shows a danger alert when the server refuses a queued write: contact details and
 * preferences say ConnectionInfo ("Account save fails"), every other write 'Error saving data'.
 */
export function useRejectedWriteAlert(): void {
  const { t } = useTranslation('outbox');
  const alert = useAlert();
  useEffect(
    () =>
      onWriteRejected(({ endpoint }) => {
        const accountSave = endpoint === 'accountPatch' || endpoint === 'preferencesPatch';
        alert({ type: 'danger', text: t(accountSave ? 'connectionProblem' : 'errorSavingData') });
      }),
    [alert, t],
  );
}
