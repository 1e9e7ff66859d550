import type { AltaRecord, AnulacionRecord, ChainLink, InvoiceId, SoftwareSystem, VerifactuRecord } from '../../../platform/db/verifactuRecordTypes';

/** The agency's namespaces of the request (SuministroLR.xsd) and of the record fields (SuministroInformacion.xsd). */
export const SUMINISTRO_LR_NS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';
export const SUMINISTRO_INFORMACION_NS =
  'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';
export const SOAP_ENVELOPE_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
/** The most records one RegFactuSistemaFacturacion may carry. */
export const MAX_RECORDS_PER_REQUEST = 1000;

/** The taxpayer whose records are sent (Cabecera/ObligadoEmision). */
export interface Issuer {
  nif: string;
  name: string;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One element of the record namespace (prefix sum1) with text content. */
const leaf = (name: string, value: string) => `<sum1:${name}>${escape(value)}</sum1:${name}>`;
const node = (name: string, ...children: string[]) => `<sum1:${name}>${children.join('')}</sum1:${name}>`;

function invoiceIdOf(id: InvoiceId): string[] {
  return [leaf('IDEmisorFactura', id.issuerNif), leaf('NumSerieFactura', id.number), leaf('FechaExpedicionFactura', id.issueDate)];
}

function chainBlock(chain: ChainLink): string {
  return node(
    'Encadenamiento',
    chain.first ? leaf('PrimerRegistro', 'S') : node('RegistroAnterior', ...invoiceIdOf(chain.previous), leaf('Huella', chain.previousHuella)),
  );
}

/**
 * SistemaInformatico. We only make VERI*FACTU records (TipoUsoPosibleSoloVerifactu S), for one taxpayer per
 * installation (TipoUsoPosibleMultiOT N, IndicadorMultiplesOT N).
 */
function systemBlock(system: SoftwareSystem): string {
  return node(
    'SistemaInformatico',
    leaf('NombreRazon', system.producerName),
    leaf('NIF', system.producerNif),
    leaf('NombreSistemaInformatico', system.name),
    leaf('IdSistemaInformatico', system.id),
    leaf('Version', system.version),
    leaf('NumeroInstalacion', system.installationNumber),
    leaf('TipoUsoPosibleSoloVerifactu', 'S'),
    leaf('TipoUsoPosibleMultiOT', 'N'),
    leaf('IndicadorMultiplesOT', 'N'),
  );
}

function altaXml(record: AltaRecord): string {
  return node(
    'RegistroAlta',
    leaf('IDVersion', '1.0'),
    node('IDFactura', ...invoiceIdOf(record.id)),
    leaf('NombreRazonEmisor', record.issuerName),
    // A record the agency refused and never stored, sent again corrected: Subsanacion S with RechazoPrevio X.
    record.correction ? leaf('Subsanacion', 'S') + leaf('RechazoPrevio', record.correction.rejectedBefore ? 'X' : 'N') : '',
    leaf('TipoFactura', record.invoiceType),
    record.corrects ? leaf('TipoRectificativa', 'I') + node('FacturasRectificadas', node('IDFacturaRectificada', ...invoiceIdOf(record.corrects))) : '',
    record.replaces?.length ? node('FacturasSustituidas', ...record.replaces.map((id) => node('IDFacturaSustituida', ...invoiceIdOf(id)))) : '',
    leaf('DescripcionOperacion', record.description),
    record.recipient ? node('Destinatarios', node('IDDestinatario', leaf('NombreRazon', record.recipient.name), leaf('NIF', record.recipient.nif))) : '',
    node(
      'Desglose',
      ...record.breakdown.map((line) =>
        node(
          'DetalleDesglose',
          leaf('Impuesto', '01'),
          leaf('ClaveRegimen', '01'),
          leaf('CalificacionOperacion', 'S1'),
          leaf('TipoImpositivo', line.rate),
          leaf('BaseImponibleOimporteNoSujeto', line.base),
          leaf('CuotaRepercutida', line.vat),
        ),
      ),
    ),
    leaf('CuotaTotal', record.vatTotal),
    leaf('ImporteTotal', record.total),
    chainBlock(record.chain),
    systemBlock(record.system),
    leaf('FechaHoraHusoGenRegistro', record.generatedAt),
    leaf('TipoHuella', record.hashType),
    leaf('Huella', record.huella),
  );
}

function anulacionXml(record: AnulacionRecord): string {
  return node(
    'RegistroAnulacion',
    leaf('IDVersion', '1.0'),
    node(
      'IDFactura',
      leaf('IDEmisorFacturaAnulada', record.id.issuerNif),
      leaf('NumSerieFacturaAnulada', record.id.number),
      leaf('FechaExpedicionFacturaAnulada', record.id.issueDate),
    ),
    chainBlock(record.chain),
    systemBlock(record.system),
    leaf('FechaHoraHusoGenRegistro', record.generatedAt),
    leaf('TipoHuella', record.hashType),
    leaf('Huella', record.huella),
  );
}

/**
 * The SOAP 1.1 envelope of RegFactuSistemaFacturacion: the issuer's header and its records, each rendered
 * from the fields stored with it (so what is sent is exactly what was hashed), in the order given.
 */
export function regFactuEnvelope(issuer: Issuer, records: readonly VerifactuRecord[]): string {
  if (records.length === 0 || records.length > MAX_RECORDS_PER_REQUEST) {
    throw new Error(`A request carries 1 to ${MAX_RECORDS_PER_REQUEST} records, not ${records.length}`);
  }
  const registros = records
    .map((record) => `<sum:RegistroFactura>${record.kind === 'alta' ? altaXml(record) : anulacionXml(record)}</sum:RegistroFactura>`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soapenv:Envelope xmlns:soapenv="${SOAP_ENVELOPE_NS}" xmlns:sum="${SUMINISTRO_LR_NS}" xmlns:sum1="${SUMINISTRO_INFORMACION_NS}">` +
    '<soapenv:Header/>' +
    '<soapenv:Body>' +
    '<sum:RegFactuSistemaFacturacion>' +
    `<sum:Cabecera>${node('ObligadoEmision', leaf('NombreRazon', issuer.name), leaf('NIF', issuer.nif))}</sum:Cabecera>` +
    registros +
    '</sum:RegFactuSistemaFacturacion>' +
    '</soapenv:Body>' +
    '</soapenv:Envelope>'
  );
}
