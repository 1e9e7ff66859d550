/** The tax agency's hosts for the verification QR of a VERI*FACTU invoice: its test and production sites. */
export const VERIFACTU_QR_HOSTS = {
  test: 'https://prewww2.aeat.es',
  production: 'https://www2.agenciatributaria.gob.es',
} as const;

export type VerifactuEnvironment = keyof typeof VERIFACTU_QR_HOSTS;

/** The legend every ticket and invoice carries beside its QR. */
export const VERIFACTU_LEGEND = 'Factura verificable en la sede electrónica de la AEAT';
export const VERIFACTU_MARK = 'VERI*FACTU';

/** What the QR names: issuer NIF, series and number, issue date (dd-mm-yyyy) and total with a point ("3.20"). */
export interface VerifiableInvoice {
  issuerNif: string;
  number: string;
  issueDate: string;
  total: string;
}

/** The agency's verification URL (ValidarQR) of a VERI*FACTU invoice, each value URL-encoded. */
export function verificationUrl(environment: VerifactuEnvironment, invoice: VerifiableInvoice): string {
  const query = [
    ['nif', invoice.issuerNif],
    ['numserie', invoice.number],
    ['fecha', invoice.issueDate],
    ['importe', invoice.total],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value!)}`)
    .join('&');
  return `${VERIFACTU_QR_HOSTS[environment]}/wlpl/TIKE-CONT/ValidarQR?${query}`;
}

/** dd-mm-yyyy from a YYYY-MM-DD calendar date: the agency's date format. */
export function agencyDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

/** An amount as the agency writes it: a point and two decimals ("3.20", "-1.05"). */
export function agencyAmount(euros: number): string {
  return (Math.round(euros * 100) / 100).toFixed(2);
}
