import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../api/contract';
import { orderCallName } from '../../../../domain/orders/pickupStatus';
import { drawOrderQr } from '../../../shared/qr/qrBridge';

/**
 * What the counter scans: the server's text for this order (its id and a secret no one can derive from
 * the number or code). A row mirrored before it existed has none: no QR until the order is read again.
 */
export function orderQrText(order: { orderId: number; qrText?: string | null | undefined }): string | undefined {
  return order.qrText || undefined;
}

/** The pick-up QR (150 px, logo in the middle), drawn in the QR worker. */
export function OrderQr({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const [svg, setSvg] = useState<string | undefined>();
  const label = t('order.qrLabel', { number: orderCallName(order) });
  const text = orderQrText(order);

  useEffect(() => {
    setSvg(undefined);
    if (!text) return undefined;
    let active = true;
    drawOrderQr(text, label).then(
      (drawn) => active && setSvg(drawn),
      (error: unknown) => console.error('Could not draw the order QR code', error),
    );
    return () => {
      active = false;
    };
  }, [text, label]);

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
