import { describe, expect, it } from 'vitest';
import { declarationOf, DECLARED_MODE } from '../../../../src/domain/fiscal/declaration';

const system = { producerName: 'Ritmo Software S.L.', producerNif: 'B46112231', name: 'Ritmo', id: 'RT', version: '1.2.3', installationNumber: '1' };

describe("the producer's responsible declaration", () => {
  it('names the producer and the system as the records do, and the rules it complies with', () => {
    const declaration = declarationOf(system, 'B98765431');
    expect(declaration.producer).toEqual({ name: 'Ritmo Software S.L.', nif: 'B46112231' });
    expect(declaration.system).toEqual({ name: 'Ritmo', id: 'RT', version: '1.2.3', installationNumber: '1' });
    expect(declaration.producerIsIssuer).toBe(false);
    expect(declaration.mode).toBe(DECLARED_MODE);
    expect(declaration.rules.join('\n')).toMatch(/Ley 58\/2003.*29\.2\.j[\s\S]*Real Decreto 1007\/2023[\s\S]*Orden HAC\/1177\/2024/);
    expect(declaration.date).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('says when the issuer produced the system itself', () => {
    expect(declarationOf({ ...system, producerNif: 'B98765431' }, 'B98765431').producerIsIssuer).toBe(true);
  });
});
