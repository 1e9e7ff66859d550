/**
 * The rules the invoicing system declares it complies with (the producer's responsible declaration,
 * "declaración responsable", Real Decreto 1007/2023 art. 13 and Orden HAC/1177/2024 art. 15).
 */
export const DECLARED_RULES = [
  'Ley 58/2003, de 17 de diciembre, General Tributaria, artículo 29.2.j',
  'Real Decreto 1007/2023, de 5 de diciembre (Reglamento de requisitos de los sistemas informáticos de facturación)',
  'Orden HAC/1177/2024, de 17 de octubre (especificaciones técnicas, funcionales y de contenido)',
] as const;

/** The system sends every record to the tax agency as it is made: the VERI*FACTU mode. */
export const DECLARED_MODE = 'VERI*FACTU';

/** Where and when the producer signs the declaration (docs/legal/declaracion-responsable.md says the same). */
export const DECLARATION_PLACE = 'Valencia';
export const DECLARATION_DATE = '2026-12-07';

/** The system block every invoicing record carries (SistemaInformatico), and the issuer it records for. */
export interface DeclaredSystem {
  producerName: string;
  producerNif: string;
  name: string;
  id: string;
  version: string;
  installationNumber: string;
}

export interface Declaration {
  producer: { name: string; nif: string };
  system: { name: string; id: string; version: string; installationNumber: string };
  /** Whether the producer is the issuer itself (software made in house). */
  producerIsIssuer: boolean;
  mode: typeof DECLARED_MODE;
  rules: string[];
  place: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** The declaration of the system the records name: the page and every record say the same. */
export function declarationOf(system: DeclaredSystem, issuerNif: string): Declaration {
  return {
    producer: { name: system.producerName, nif: system.producerNif },
    system: { name: system.name, id: system.id, version: system.version, installationNumber: system.installationNumber },
    producerIsIssuer: system.producerNif === issuerNif,
    mode: DECLARED_MODE,
    rules: [...DECLARED_RULES],
    place: DECLARATION_PLACE,
    date: DECLARATION_DATE,
  };
}
