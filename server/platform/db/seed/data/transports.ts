import { splitGross } from '../../../../../src/domain/pricing/pricing';
import type { SeedTransport } from '../types';

/** Delivery is a service at the general rate (VAT type 1, 21 %). */
const TRANSPORT_VAT_TYPE = 1;

/** One transport price line: gross price with its net and VAT parts. */
function priceLine(gross: number) {
  return splitGross(gross, TRANSPORT_VAT_TYPE);
}

function transport(provinceCode: string, cityCode: string | null, gross: number, freeFrom: number): SeedTransport {
  return { provinceCode, cityCode, active: true, conf: { freePriceGreaterThan: freeFrom, prices: [priceLine(gross)] } };
}

/** Delivery prices; a province or city without a row has no delivery. A city row beats its province row. */
export const transports: SeedTransport[] = [
  transport('46', null, 4.95, 40),
  transport('46', '46250', 3.95, 30),
  transport('12', null, 5.95, 45),
  transport('03', null, 5.95, 45),
  transport('28', null, 6.95, 50),
  { ...transport('08', null, 6.95, 50), active: false },
];
