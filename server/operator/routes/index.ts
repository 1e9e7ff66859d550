import type { Hono } from 'hono';
import { answerProblems } from '../../http/problem';
import { answerPrivately } from '../../http/privateAnswers';
import { OPERATOR_API_PREFIX } from '../serveCall';
import { serveOperatorAvailability, type OperatorAvailabilityDeps } from './availability';
import { serveOperatorCatalogue, type OperatorCatalogueDeps } from './catalogue';
import { serveOperatorOrders, type OperatorOrdersDeps } from './orders';

export type OperatorApiDeps = OperatorOrdersDeps & OperatorAvailabilityDeps & OperatorCatalogueDeps;

/**
 * Before the API's other middleware: every answer under the operator API is private (it names customers)
 * and every refusal there, a 404 of a call it lacks or a 413 included, is RFC 9457 problem details.
 */
export function answerOperatorApiAsProblems(api: Hono): void {
  api.use(`${OPERATOR_API_PREFIX}/*`, answerProblems());
  answerPrivately(api, [`${OPERATOR_API_PREFIX}/*`]);
}

/** The operator API's calls (src/api/contract/operator.ts), for the shop's own systems with their keys. */
export function serveOperatorApi(api: Hono, deps: OperatorApiDeps): void {
  serveOperatorOrders(api, deps);
  serveOperatorAvailability(api, deps);
  serveOperatorCatalogue(api, deps);
}
