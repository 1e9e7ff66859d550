import { describe, expect, it } from 'vitest';
import { altaHashInput, anulacionHashInput, huellaOf } from '../../../../server/modules/fiscal/verifactu/huella';
import type { AltaRecord, AnulacionRecord, SoftwareSystem } from '../../../../server/platform/db/verifactuRecordTypes';

// The examples of the agency's hash specification ("Veri-Factu_especificaciones_huella_hash_registros").
const system: SoftwareSystem = { producerName: 'x', producerNif: 'x', name: 'x', id: '01', version: '1', installationNumber: '1' };

function alta(number: string, generatedAt: string, chain: AltaRecord['chain']): Omit<AltaRecord, 'huella'> {
  return {
    kind: 'alta',
    id: { issuerNif: '89890001K', number, issueDate: '01-01-2024' },
    issuerName: 'x',
    invoiceType: 'F1',
    description: 'x',
    breakdown: [],
    vatTotal: '12.35',
    total: '123.45',
    chain,
    system,
    generatedAt,
    hashType: '01',
  };
}

describe("the agency's hash vectors", () => {
  const first = alta('12345678/G33', '2024-01-01T19:20:30+01:00', { first: true });
  const firstHuella = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
  const second = alta('12345679/G34', '2024-01-01T19:20:35+01:00', {
    first: false,
    previous: first.id,
    previousHuella: firstHuella,
  });
  const secondHuella = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';

  it('hashes the first issue record of a chain with an empty previous hash', () => {
    expect(altaHashInput(first)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(huellaOf(altaHashInput(first))).toBe(firstHuella);
  });

  it('hashes a chained issue record with the previous record’s hash', () => {
    expect(huellaOf(altaHashInput(second))).toBe(secondHuella);
  });

  it('hashes a cancellation record with its own field string', () => {
    const cancellation: Omit<AnulacionRecord, 'huella'> = {
      kind: 'anulacion',
      id: second.id,
      chain: { first: false, previous: second.id, previousHuella: secondHuella },
      system,
      generatedAt: '2024-01-01T19:20:40+01:00',
      hashType: '01',
    };
    expect(anulacionHashInput(cancellation)).toBe(
      `IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${secondHuella}&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
    );
    expect(huellaOf(anulacionHashInput(cancellation))).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });

  it('trims the values before hashing', () => {
    const padded = { ...first, id: { ...first.id, number: ' 12345678/G33 ' } };
    expect(huellaOf(altaHashInput(padded))).toBe(firstHuella);
  });
});
