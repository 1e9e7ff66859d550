import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '../../../api/contract';
import { drawVerificationQr } from '../../shared/qr/qrBridge';
import { VERIFICATION_LEGEND_LINES } from './invoiceView';

/**
 * The tax agency's verification QR of the invoice (35 mm, error correction M, drawn in the QR worker)
 * with the VERI*FACTU mark and legend. Nothing for an invoice kept from before it carried a URL.
 */
export function InvoiceVerification({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('invoices');
  const [svg, setSvg] = useState<string | undefined>();
  const url = invoice.verificationUrl;
  const label = t('verificationQrLabel', { number: invoice.invoiceNumber });

  useEffect(() => {
    setSvg(undefined);
    if (!url) return undefined;
    let active = true;
    drawVerificationQr(url, label).then(
      (drawn) => active && setSvg(drawn),
      (error: unknown) => console.error('Could not draw the verification QR code', error),
    );
    return () => {
      active = false;
    };
  }, [url, label]);

  if (!url) return null;
  const [mark, legend] = VERIFICATION_LEGEND_LINES;
  return (
    <figure className="invoice-verification" data-testid="invoice-verification">
      {svg ? (
        <div className="invoice-verification-qr" data-testid="invoice-verification-qr" data-url={url} dangerouslySetInnerHTML={{ __html: svg }} />
      ) : (
        <div className="invoice-verification-qr invoice-verification-placeholder" aria-hidden="true" />
      )}
      <figcaption>
        <strong lang="es">{mark}</strong>
        <span lang="es">{legend}</span>
      </figcaption>
    </figure>
  );
}
