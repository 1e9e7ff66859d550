/**
 * The fields of a VeriFactu invoicing record ("registro de facturación") as the agency's schema names them
 * (SuministroInformacion.xsd). A record is stored with these fields, so the XML sent to the agency and the
 * hash are both made from what was stored, never recomputed from an invoice that may have changed since.
 */

/**
 * F1 full invoice, F2 simplified ticket, F3 full invoice replacing simplified ones, R1 correction of a full
 * invoice, R5 correction of a simplified ticket.
 */
export type InvoiceType = 'F1' | 'F2' | 'F3' | 'R1' | 'R5';

export interface InvoiceId {
  /** IDEmisorFactura: the issuer's NIF. */
  issuerNif: string;
  /** NumSerieFactura: series and number, e.g. F2026-000042. */
  number: string;
  /** FechaExpedicionFactura: dd-mm-yyyy on the issuer's calendar. */
  issueDate: string;
}

/** One line of DetalleDesglose: Impuesto 01 (VAT), ClaveRegimen 01, CalificacionOperacion S1. */
export interface VatBreakdownLine {
  /** TipoImpositivo, e.g. "21.00". */
  rate: string;
  /** BaseImponibleOimporteNoSujeto. */
  base: string;
  /** CuotaRepercutida. */
  vat: string;
}

/** Destinatarios / IDDestinatario of a full invoice. */
export interface Recipient {
  name: string;
  /** A Spanish NIF, NIE or CIF. */
  nif: string;
}

/** SistemaInformatico: who made the software and which installation issued the record. */
export interface SoftwareSystem {
  producerName: string;
  producerNif: string;
  name: string;
  /** IdSistemaInformatico (2 characters). */
  id: string;
  version: string;
  installationNumber: string;
}

/** The chaining block: empty on the first record of an issuer's chain. */
export type ChainLink = { first: true } | { first: false; previous: InvoiceId; previousHuella: string };

export interface AltaRecord {
  kind: 'alta';
  id: InvoiceId;
  issuerName: string;
  invoiceType: InvoiceType;
  /** DescripcionOperacion. */
  description: string;
  recipient?: Recipient;
  /** R1 and R5: TipoRectificativa I (by differences), with the invoice it corrects. */
  corrects?: InvoiceId;
  /** F3: the simplified tickets it replaces (FacturasSustituidas). */
  replaces?: InvoiceId[];
  breakdown: VatBreakdownLine[];
  /** CuotaTotal, e.g. "0.45". */
  vatTotal: string;
  /** ImporteTotal, e.g. "3.20". */
  total: string;
  /** Subsanacion S: a record sent again, corrected, after the agency refused it. */
  correction?: { rejectedBefore: boolean };
  chain: ChainLink;
  system: SoftwareSystem;
  /** FechaHoraHusoGenRegistro, ISO 8601 with the offset: 2026-11-27T10:15:00+01:00. */
  generatedAt: string;
  /** TipoHuella 01: SHA-256. */
  hashType: '01';
  huella: string;
}

export interface AnulacionRecord {
  kind: 'anulacion';
  id: InvoiceId;
  chain: ChainLink;
  system: SoftwareSystem;
  generatedAt: string;
  hashType: '01';
  huella: string;
}

export type VerifactuRecord = AltaRecord | AnulacionRecord;
