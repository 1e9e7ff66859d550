import { useTranslation } from 'react-i18next';
import { shownPaymentMethod } from '../../../domain/pricing/paymentMethods';

/** The order's payment method as a term of the order's figures ("Forma de pago: Bizum"); nothing for an unknown type. */
export function PaymentMethodTerm({
  paymentTypeId,
  totalPrice,
  testId = 'order-payment-method',
}: {
  paymentTypeId: number;
  totalPrice: number;
  testId?: string;
}) {
  const { t } = useTranslation('orders');
  const method = shownPaymentMethod(paymentTypeId, totalPrice);
  if (!method) return null;
  return (
    <>
      <dt>{t('paymentMethod')}</dt>
      <dd data-testid={testId} data-method={method}>
        {t(`paymentMethods.${method}`)}
      </dd>
    </>
  );
}
