import { customerEndpoints } from './customer/endpoints';
import { fillPath } from './paths';
import { referenceEndpoints } from './customer/referenceEndpoints';
import { staffEndpoints } from './counter/endpoints';
import { manageEndpoints } from './manage/endpoints';

/** Every call of the API (the server validates with this table; the client loads it in two parts). */
export const endpoints = { ...referenceEndpoints, ...customerEndpoints } as const;

export type EndpointName = keyof typeof endpoints;
export type ReferenceEndpointName = keyof typeof referenceEndpoints;

/**
 * What the server serves: the customer's calls, the counter's and the back office's. Kept apart from
 * `endpoints` so the customer's client (which types itself on `endpoints`) never names, nor loads, a staff schema.
 */
export const serverEndpoints = { ...endpoints, ...staffEndpoints, ...manageEndpoints } as const;
export type ServerEndpointName = keyof typeof serverEndpoints;
export type StaffEndpointName = keyof typeof staffEndpoints;
export type ManageEndpointName = keyof typeof manageEndpoints;

/** Fills `:name` placeholders of an endpoint path. */
export function endpointPath(name: EndpointName, params: Record<string, string> = {}): string {
  return fillPath(name, endpoints[name].path, params);
}
