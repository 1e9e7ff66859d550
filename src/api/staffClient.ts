import { createCallClient, type AnswerOf, type CallClient, type CallOptions, type ClientOptions } from './callClient';
import { referenceEndpoints } from './contract/customer/referenceEndpoints';
import { staffEndpoints } from './contract/counter/endpoints';

export type { StaffCallResult } from './callClient';

/** The calls the counter makes: its own, and the customers' catalogue reads for the availability panel. */
const counterCalls = { ...staffEndpoints, homeWapp: referenceEndpoints.homeWapp, productExtras: referenceEndpoints.productExtras } as const;
type CounterCalls = typeof counterCalls;
export type CounterCallName = keyof CounterCalls;
export type CounterAnswer<N extends CounterCallName> = AnswerOf<CounterCalls, N>;
export type CounterCallOptions<N extends CounterCallName> = CallOptions<CounterCalls, N>;
export type StaffApi = CallClient<CounterCalls>;

/** The counter's HTTP calls (see createCallClient). */
export function createStaffApi(options: ClientOptions): StaffApi {
  return createCallClient(counterCalls, options);
}
