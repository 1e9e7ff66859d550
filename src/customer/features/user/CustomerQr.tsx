import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { drawOrderQr } from '../../shared/qr/qrBridge';

/** User QR data: who the customer is, and when this code was drawn (to tell it from an old screenshot). */
export function customerQrText(userId: number, userCode: string, createdAt: Date): string {
  return JSON.stringify({ userId, userCode, createdAt: createdAt.toISOString() });
}

/** The customer's own QR code to show at the counter: a 150 px QR with the logo, drawn in the QR worker. */
export function CustomerQr({ userId, userCode }: { userId: number; userCode: string }) {
  const { t } = useTranslation('user');
  const [svg, setSvg] = useState<string | undefined>();
  const label = t('qrLabel', { code: userCode });

  useEffect(() => {
    let active = true;
    drawOrderQr(customerQrText(userId, userCode, new Date()), label).then(
      (drawn) => active && setSvg(drawn),
      (error: unknown) => console.error('Could not draw the customer QR code', error),
    );
    return () => {
      active = false;
    };
  }, [userId, userCode, label]);

  return (
    <figure className="customer-qr">
      <div className="customer-qr-code" data-testid="user-qr" role="img" aria-label={label}>
        {svg ? <div className="customer-qr-svg" dangerouslySetInnerHTML={{ __html: svg }} /> : <div className="customer-qr-placeholder" />}
      </div>
      <figcaption>
        <strong>{userCode}</strong>
        <span>{t('qrHint')}</span>
      </figcaption>
    </figure>
  );
}
