import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../ui/BrandMark';

/** Spec §3 user QR data: who the customer is, and when this code was drawn (to tell it from an old screenshot). */
export function customerQrText(userId: number, userCode: string, createdAt: Date): string {
  return JSON.stringify({ userId, userCode, createdAt: createdAt.toISOString() });
}

/** Spec §9: 150 px QR; high error correction so the 50 px logo in the middle leaves it readable. */
async function drawQrSvg(text: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'H', margin: 1, width: 150 });
}

/** The customer's own QR code to show at the counter (qrcode is loaded only when this is shown). */
export function CustomerQr({ userId, userCode }: { userId: number; userCode: string }) {
  const { t } = useTranslation('user');
  const [svg, setSvg] = useState<string | undefined>();

  useEffect(() => {
    let active = true;
    drawQrSvg(customerQrText(userId, userCode, new Date())).then(
      (drawn) => active && setSvg(drawn),
      (error: unknown) => console.error('Could not draw the customer QR code', error),
    );
    return () => {
      active = false;
    };
  }, [userId, userCode]);

  return (
    <figure className="customer-qr">
      <div className="customer-qr-code" data-testid="user-qr" role="img" aria-label={t('qrLabel', { code: userCode })}>
        {svg ? <div className="customer-qr-svg" dangerouslySetInnerHTML={{ __html: svg }} /> : <div className="customer-qr-placeholder" />}
        {svg && (
          <span className="customer-qr-logo" aria-hidden="true">
            <BrandMark size={50} />
          </span>
        )}
      </div>
      <figcaption>
        <strong>{userCode}</strong>
        <span>{t('qrHint')}</span>
      </figcaption>
    </figure>
  );
}
