import { shownDateTime } from '../../../../i18n/dateText';
import { useTranslation } from 'react-i18next';
import type { DeliveryOrder } from '../../../../api/contract';
import { useLanguage } from '../../../shared/hooks';
import { QuantityText } from '../../../../ui/QuantityText';
import { isDeliveryOrderPaid, showsDeliveryTracker } from '../../../../domain/orders/deliveryStatus';
import { formatCartPrice } from '../../../../domain/pricing/money';
import { formatCount } from '../../../../domain/text/numberText';
import { DeliveryStatusText, PaymentBanner } from './DeliveryStatusText';
import { DeliveryTracker } from './DeliveryTracker';
import { LineNoteText } from '../../../shared/lineNotes/LineNoteText';
import { OrderAgainButton } from '../../../shared/lineNotes/OrderAgainButton';
import { pastLinesOfOrder } from '../../../shared/lineNotes/pastLines';
import { PaymentMethodTerm } from '../PaymentMethodTerm';
import { WithdrawalSection } from './WithdrawalSection';

/**
 * Delivery order detail: code, date and time, lines, transport (or Free), net, VAT, total, ritmitos
 * earned and used, and the tracker while the paid order is on its way.
 */
export function DeliveryOrderDetail({ order, onBack }: { order: DeliveryOrder; onBack: () => void }) {
  const { t } = useTranslation('deliveryOrders');
  const { language } = useLanguage();
  const euros = (amount: number) => formatCartPrice(amount, language);
  const address = order.address;

  return (
    <article className="delivery-order-detail" data-testid="delivery-order-detail" data-order-id={order.orderId}>
      <button type="button" className="outline delivery-back" onClick={onBack}>
        {t('back')}
      </button>
      <PaymentBanner paid={isDeliveryOrderPaid(order)} />
      <header className="delivery-order-head">
        <strong>{t('code', { code: order.orderCode })}</strong>
        <time dateTime={order.orderDate}>{shownDateTime(order.orderDate)}</time>
        <DeliveryStatusText order={order} />
      </header>
      {showsDeliveryTracker(order) && <DeliveryTracker statusId={order.orderStatus.id} />}
      <table className="delivery-detail-lines">
        <thead>
          <tr>
            <th scope="col">{t('detail.product')}</th>
            <th scope="col">{t('detail.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {order.products.map((line, index) => (
            <tr key={`${line.code}-${index}`}>
              <td>
                {line.quantity} × <QuantityText text={line.title} />
                {line.extrasDescription && <small className="delivery-extras">{line.extrasDescription}</small>}
                <LineNoteText notes={line.notes} className="delivery-extras" />
              </td>
              <td className="delivery-amount">
                {line.ritmitosUsed > 0
                  ? t('detail.ritmitos', { count: line.ritmitosUsed, amount: formatCount(line.ritmitosUsed, language) })
                  : euros(line.price)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="delivery-totals">
        <dt>{t('detail.transport')}</dt>
        <dd data-testid="delivery-order-transport">{order.transport.price > 0 ? euros(order.transport.price) : t('detail.free')}</dd>
        <dt>{t('detail.net')}</dt>
        <dd>{euros(order.totalPriceNet)}</dd>
        <dt>{t('detail.vat')}</dt>
        <dd>{euros(order.totalPriceVat)}</dd>
        <dt>{t('detail.total')}</dt>
        <dd className="delivery-total">{euros(order.totalPrice)}</dd>
        <dt>{t('detail.ritmitosEarned')}</dt>
        <dd>{formatCount(order.ritmitosLoyalty, language)}</dd>
        <dt>{t('detail.ritmitosUsed')}</dt>
        <dd>{formatCount(order.ritmitosUsed, language)}</dd>
        <PaymentMethodTerm paymentTypeId={order.paymentType.id} totalPrice={order.totalPrice} testId="delivery-order-payment-method" />
      </dl>
      <OrderAgainButton locationCode={order.locationCode} lines={pastLinesOfOrder(order)} />
      <WithdrawalSection order={order} />
      <section className="delivery-address">
        <h2>{t('detail.address')}</h2>
        <address>
          {address.contactFullName}
          <br />
          {[address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}
          <br />
          {`${address.cp} ${address.cityName} (${address.provinceName})`}
        </address>
      </section>
    </article>
  );
}
