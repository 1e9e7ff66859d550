import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../../ui/Icon';

/** The empty state's four explanatory lines, a question and a see-products link. */
export function DeliveryOrdersEmpty() {
  const { t } = useTranslation('deliveryOrders');
  return (
    <section className="empty-state delivery-orders-empty" data-testid="delivery-orders-empty">
      <span className="empty-state-icon" aria-hidden="true">
        <Icon name="truck" size={40} />
      </span>
      <h2>{t('empty.title')}</h2>
      {(['line1', 'line2', 'line3', 'line4'] as const).map((line) => (
        <p key={line}>{t(`empty.${line}`)}</p>
      ))}
      <p className="delivery-question">{t('empty.question')}</p>
      <div className="empty-state-actions">
        <Link to="/" role="button">
          {t('empty.seeProducts')}
        </Link>
      </div>
    </section>
  );
}
