import { issuerMismatchProblems } from '../../platform/config/productionSafety';
import type { SeedData } from '../../platform/db/seed/types';

/**
 * The start's rule (issuerMismatchProblems) applied to a catalogue before it is imported: every location's
 * legal entity has the invoice issuer's NIF, or the next ticket would print one NIF while its VeriFactu
 * record carries another. Each problem names the location's field.
 */
export function issuerProblems(data: Pick<SeedData, 'locations'>, issuerNif: string): string[] {
  return data.locations.flatMap((location, index) =>
    issuerMismatchProblems([{ code: location.code, vatNumber: location.legal.vatNumber }], issuerNif).map(
      (problem) => `locations.${index}.legal.vatNumber: ${problem}`,
    ),
  );
}
