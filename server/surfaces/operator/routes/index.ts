import type { Hono } from 'hono';
import { answerProblems } from '../../../platform/http/problem';
import { privateAnswer } from '../../../platform/http/privateAnswers';
import { operatorDocsEndpoints } from '../docsEndpoints';
import { OPERATOR_API_PREFIX } from '../serveCall';
import { serveOperatorAvailability, type OperatorAvailabilityDeps } from './availability';
import { serveOperatorCatalogue, type OperatorCatalogueDeps } from './catalogue';
import { serveOperatorOrders, type OperatorOrdersDeps } from './orders';

export type OperatorApiDeps = OperatorOrdersDeps & OperatorAvailabilityDeps & OperatorCatalogueDeps;

/** The document and its reference page: public, and cacheable with their ETag. */
const PUBLIC_PATHS = Object.values(operatorDocsEndpoints).map((endpoint) => `${OPERATOR_API_PREFIX}${endpoint.path}`);

/**
 * Before the API's other middleware: every answer under the operator API but its document is private (it
 * names customers) and every refusal there, a 404 of a call it lacks or a 413 included, is RFC 9457
 * problem details.
 */
export function answerOperatorApiAsProblems(api: Hono): void {
  api.use(`${OPERATOR_API_PREFIX}/*`, answerProblems());
  const keepPrivate = privateAnswer();
  api.use(`${OPERATOR_API_PREFIX}/*`, (c, next) => (PUBLIC_PATHS.some((path) => c.req.path.endsWith(path)) ? next() : keepPrivate(c, next)));
}

/** The operator API's calls (src/api/contract/operator/operator.ts), for the shop's own systems with their keys. */
export function serveOperatorApi(api: Hono, deps: OperatorApiDeps): void {
  serveOperatorOrders(api, deps);
  serveOperatorAvailability(api, deps);
  serveOperatorCatalogue(api, deps);
}
