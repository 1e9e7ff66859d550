import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../../ui/ConfirmButton';

/** Cancel in steps 1 and 2: it empties the whole cart, so it asks first; keeping the order changes nothing. */
export function CancelCheckoutButton({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('delivery');
  return (
    <ConfirmButton
      className="secondary outline"
      question={t('cancelQuestion')}
      cancelLabel={t('keepCart')}
      acceptLabel={t('emptyCart')}
      onConfirm={onCancel}
      testId="delivery-cancel"
      confirmTestId="delivery-cancel-confirm"
    >
      {t('cancel')}
    </ConfirmButton>
  );
}
