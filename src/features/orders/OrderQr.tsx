import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/contract';
import { orderCallName } from '../../domain/pickupStatus';
import { drawOrderQr } from './qrBridge';

/** What the counter scans: the order's id and code (the code alone is printed under the QR). */
export function orderQrText(order: Pick<Order, 'orderId' | 'orderCode'>): string {
  return JSON.stringify({ orderId: order.orderId, orderCode: order.orderCode });
}

/** The pick-up QR (150 px, logo in the middle), drawn in the QR worker. */
export function OrderQr({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [svg, setSvg] = useState<string | undefined>();
  const label = t('order.qrLabel', { number: orderCallName(order) });

  useEffect(() => {
    let active = true;
    drawOrderQr(orderQrText(order), label).then(
      (drawn) => active && setSvg(drawn),
      (error: unknown) => console.error('Could not draw the order QR code', error),
    );
    return () => {
      active = false;
    };
  }, [order.orderId, order.orderCode, label]);

  return (
    <figure className="order-qr">
      {svg ? (
        <div className="order-qr-svg" data-testid="order-qr" role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        <div className="order-qr-placeholder" aria-hidden="true" />
      )}
      <figcaption>{order.orderCode}</figcaption>
    </figure>
  );
}
