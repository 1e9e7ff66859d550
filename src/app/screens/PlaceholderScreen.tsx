import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';

export type PlaceholderTitle =
  | 'cart' | 'cartClear' | 'user' | 'invoices' | 'deliverOrders' | 'settings' | 'loyalty' | 'address'
  | 'recommendFriends' | 'userOrders' | 'userLogin' | 'userLoginLink' | 'userLoginError' | 'order'
  | 'paymentOk' | 'paymentFailed' | 'deliveryPaymentOk' | 'deliveryPaymentFailed' | 'loginEmulate';

/**
 * The frame of a screen a later issue builds (title and back link, as the final layout has them),
 * saying plainly that it is not built yet.
 */
export function PlaceholderScreen({ title, backTo = '/' }: { title: PlaceholderTitle; backTo?: string }) {
  const { t } = useTranslation('app');
  const params = useParams();
  return (
    <section className="placeholder-screen" data-testid="placeholder-screen">
      <Link to={backTo} className="back-link">
        ← {t('placeholder.back')}
      </Link>
      <h1>{t(`placeholder.titles.${title}`, { orderId: params.orderId ?? '' })}</h1>
      <p className="placeholder-note">{t('placeholder.notBuilt')}</p>
      <Link to="/" role="button" className="secondary">
        {t('placeholder.goHome')}
      </Link>
    </section>
  );
}
