import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PaymentResultDialog } from './PaymentResultDialog';

/**
 * A payment-result route opened without a session: no order of this visitor is known here, so the
 * modal claims no payment and leads to sign-in, where their orders show.
 */
export function SignedOutPaymentResult() {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <PaymentResultDialog
      title={t('paymentSignedOut.title')}
      messages={[t('paymentSignedOut.message')]}
      continueLabel={t('paymentSignedOut.signIn')}
      continueTestId="payment-result-sign-in"
      onContinue={() => navigate('/user_login', { replace: true })}
    />
  );
}
