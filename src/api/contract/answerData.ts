import type * as v from 'valibot';
import type { EndpointName, endpoints } from './endpoints';

/** The `data` of an endpoint's answer envelope. */
export type AnswerData<N extends EndpointName> = NonNullable<v.InferOutput<(typeof endpoints)[N]['answer']>['data']>;
