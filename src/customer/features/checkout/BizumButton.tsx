import { useTranslation } from 'react-i18next';
import { usePaymentConfig } from './usePaymentConfig';

/**
 * Bizum beside card and wallet: the same gateway redirect as the card, on Bizum's page. It shows only when
 * the server says the terminal offers Bizum, so offline or with REDSYS_BIZUM off there is no button.
 */
export function BizumButton({
  disabled = false,
  busy = false,
  onPay,
  testId = 'pay-bizum',
}: {
  disabled?: boolean;
  busy?: boolean;
  onPay: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('orders');
  const config = usePaymentConfig();
  if (!config?.bizum) return null;
  return (
    <button type="button" className="pay-bizum" data-testid={testId} aria-busy={busy} disabled={disabled || busy} onClick={onPay}>
      {t('bizum.label')}
    </button>
  );
}
