import { createHash } from 'node:crypto';
import type { AltaRecord, AnulacionRecord, ChainLink } from '../../../platform/db/verifactuRecordTypes';

function previousHuella(chain: ChainLink): string {
  return chain.first ? '' : chain.previousHuella;
}

/** The agency's exact field string of an issue record ("registro de alta"), values trimmed. */
export function altaHashInput(record: Omit<AltaRecord, 'huella'>): string {
  return [
    ['IDEmisorFactura', record.id.issuerNif],
    ['NumSerieFactura', record.id.number],
    ['FechaExpedicionFactura', record.id.issueDate],
    ['TipoFactura', record.invoiceType],
    ['CuotaTotal', record.vatTotal],
    ['ImporteTotal', record.total],
    ['Huella', previousHuella(record.chain)],
    ['FechaHoraHusoGenRegistro', record.generatedAt],
  ]
    .map(([name, value]) => `${name}=${(value ?? '').trim()}`)
    .join('&');
}

/** The agency's exact field string of a cancellation record ("registro de anulación"). */
export function anulacionHashInput(record: Omit<AnulacionRecord, 'huella'>): string {
  return [
    ['IDEmisorFacturaAnulada', record.id.issuerNif],
    ['NumSerieFacturaAnulada', record.id.number],
    ['FechaExpedicionFacturaAnulada', record.id.issueDate],
    ['Huella', previousHuella(record.chain)],
    ['FechaHoraHusoGenRegistro', record.generatedAt],
  ]
    .map(([name, value]) => `${name}=${(value ?? '').trim()}`)
    .join('&');
}

/** Huella (TipoHuella 01): SHA-256 of the UTF-8 field string, upper-case hex. */
export function huellaOf(input: string): string {
  return createHash('sha256').update(input, 'utf8').digest('hex').toUpperCase();
}
