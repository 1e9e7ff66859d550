import { OPERATOR_BASE_PATH } from '../../src/api/contract/operator/call';
import { operatorEndpoints, type OperatorEndpointName } from '../../src/api/contract/operator/operator';
import type { StaffEndpointName } from '../../src/api/contract/endpoints';
import { staffEndpoints } from '../../src/api/contract/counter/endpoints';
import type { Fixture, Target } from './targets';

/** The demo shop the staff and operator calls act on, and products it sells (server/platform/db/seed). */
const SHOP = 'va01';
const SINGLE_GOOD = 'P5002';
/** Reads of the staff side that take the shop in the query. */
const SHOP_QUERIED: readonly StaffEndpointName[] = ['staffBoard', 'staffAvailability', 'staffAvailabilityLog'];

/** A time an hour after the fixture was made: a valid `until`. */
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

function staffBody(name: StaffEndpointName): unknown {
  switch (name) {
    case 'staffLoginStart':
      return { email: 'manager@ritmo.local' };
    case 'staffLoginEnd':
      return { email: 'manager@ritmo.local', code: 'ABCDE' };
    case 'staffOrderStatus':
      return { to: 62002, expected: 62001 };
    case 'staffHandover':
      return { shop: SHOP, dailyNumber: 1 };
    case 'staffSoldOut':
      return { shop: SHOP, target: { kind: 'product', productCode: 'P1001' }, until: inAnHour() };
    case 'staffBack':
      return { shop: SHOP, target: { kind: 'extra', extraId: 2, value: 'milk_oat' } };
    case 'staffPause':
      return { shop: SHOP, choice: 'until', until: inAnHour() };
    case 'staffExtraWait':
      return { shop: SHOP, minutes: 5, forAnHour: true };
    case 'staffStock':
      return { shop: SHOP, productCode: SINGLE_GOOD, stock: 7 };
    case 'staffSlotCapacity':
      return { shop: SHOP, capacity: 20 };
    default:
      return {};
  }
}

/** Every staff call of the contract, with the demo manager's token (the logout call: the barista's). */
export function staffTargets(fixture: Fixture): Target[] {
  return (Object.keys(staffEndpoints) as StaffEndpointName[]).map((name): Target => {
    const endpoint = staffEndpoints[name];
    const token = name === 'staffLogout' ? fixture.staffLogoutToken : fixture.staffToken;
    return {
      name,
      method: endpoint.method,
      path: `/api${endpoint.path}`,
      params: endpoint.path.includes(':orderId') ? { orderId: String(fixture.orderId) } : ({} as Record<string, string>),
      ...(SHOP_QUERIED.includes(name) ? { query: { shop: SHOP } } : {}),
      ...('body' in endpoint ? { body: staffBody(name) } : {}),
      encoding: 'json',
      headers: { 'X-Language': 'es', Authorization: `Bearer ${token}` },
    };
  });
}

/** A valid body for the calls whose example has none (the catalogue: an empty object, refused, so the catalogue stays). */
const operatorBody = (name: OperatorEndpointName, example: unknown): unknown => (name === 'importCatalogue' ? {} : example);

/** Every keyed call of the operator API, with the contract's own examples as the valid requests (ids: the fixture's order). */
export function operatorTargets(fixture: Fixture): Target[] {
  return (Object.keys(operatorEndpoints) as OperatorEndpointName[]).map((name) => {
    const endpoint = operatorEndpoints[name];
    const example = (endpoint.example ?? {}) as { params?: Record<string, string>; query?: Record<string, string>; body?: unknown };
    const params = { ...example.params, ...(endpoint.path.includes(':orderId') ? { orderId: String(fixture.orderId) } : {}) };
    const query = example.query ? Object.fromEntries(Object.entries(example.query).map(([key, value]) => [key, encodeURIComponent(value)])) : undefined;
    return {
      name: `operator ${name}`,
      method: endpoint.method,
      path: `${OPERATOR_BASE_PATH}${endpoint.path}`,
      params,
      ...(query ? { query } : {}),
      ...('body' in endpoint ? { body: operatorBody(name, example.body) } : {}),
      encoding: 'json',
      headers: { Authorization: `Bearer ${fixture.operatorKey}` },
    };
  });
}
