import { useTranslation } from 'react-i18next';

/** Spec §2: delete asks for confirmation with Accept and Cancel (the question is in Spanish in both languages). */
export function DeleteConfirm({ onAccept, onCancel }: { onAccept: () => void; onCancel: () => void }) {
  const { t } = useTranslation('addresses');
  return (
    <dialog open className="address-delete-dialog" aria-labelledby="address-delete-question">
      <article>
        <p id="address-delete-question">{t('deleteQuestion')}</p>
        <footer>
          <button type="button" className="secondary outline" onClick={onCancel}>
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
