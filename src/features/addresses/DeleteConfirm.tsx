import { useTranslation } from 'react-i18next';
import { useModalDialog } from '../../app/ui/useModalDialog';

/** Spec §2: delete asks for confirmation with Accept and Cancel (the question is in Spanish in both languages). */
export function DeleteConfirm({ onAccept, onCancel }: { onAccept: () => void; onCancel: () => void }) {
  const { t } = useTranslation('addresses');
  const modal = useModalDialog(onCancel);
  return (
    <dialog {...modal} className="address-delete-dialog" aria-labelledby="address-delete-question">
      <article>
        <p id="address-delete-question" lang="es">{t('deleteQuestion')}</p>
        <footer>
          <button type="button" className="secondary outline" onClick={onCancel} autoFocus>
            {t('cancel')}
          </button>
          <button type="button" data-testid="address-delete-confirm" onClick={onAccept}>
            {t('accept')}
          </button>
        </footer>
      </article>
    </dialog>
  );
}
