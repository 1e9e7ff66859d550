import { customerEndpoints } from './customerEndpoints';
import { fillPath } from './paths';
import { referenceEndpoints } from './referenceEndpoints';

/** Every call of spec §7 (the server validates with this table; the client loads it in two parts). */
export const endpoints = { ...referenceEndpoints, ...customerEndpoints } as const;

export type EndpointName = keyof typeof endpoints;
export type ReferenceEndpointName = keyof typeof referenceEndpoints;

/** Fills `:name` placeholders of an endpoint path. */
export function endpointPath(name: EndpointName, params: Record<string, string> = {}): string {
  return fillPath(name, endpoints[name].path, params);
}
