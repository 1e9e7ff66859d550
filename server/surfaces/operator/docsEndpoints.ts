import * as v from 'valibot';
import { operatorCall, type OperatorEndpoint } from '../../../src/api/contract/operator/call';

/** A call of the document, which may answer another media type than JSON (the reference page). */
export interface DocumentedEndpoint extends OperatorEndpoint {
  answerMediaType?: string;
  /** The group it is listed in; by default the first part of its path. */
  tag?: string;
}

/** The document's own calls: public, so a till's developer reads them before holding a key. */
export const operatorDocsEndpoints = {
  operatorOpenApiDocument: {
    tag: 'documentation',
    ...operatorCall({
      method: 'GET',
      path: '/openapi.json',
      summary: 'This API’s OpenAPI 3.1 document',
      scope: null,
      answer: v.looseObject({
        openapi: v.literal('3.1.1'),
        info: v.looseObject({ title: v.string(), version: v.string() }),
        paths: v.record(v.string(), v.unknown()),
      }),
      problems: [],
      example: {},
    }),
  },
  operatorReferencePage: {
    tag: 'documentation',
    ...operatorCall({ method: 'GET', path: '/docs', summary: 'This API’s reference page', scope: null, answer: v.string(), problems: [], example: {} }),
    answerMediaType: 'text/html',
  },
} satisfies Record<string, DocumentedEndpoint>;

const callKey = (endpoint: OperatorEndpoint) => `${endpoint.method} ${endpoint.path}`;

/** The table's calls and the document's own, unless the table declares those already. */
export function withDocsEndpoints(endpoints: Record<string, OperatorEndpoint>): Record<string, DocumentedEndpoint> {
  const declared = new Set(Object.values(endpoints).map(callKey));
  const own = Object.entries(operatorDocsEndpoints).filter(([, endpoint]) => !declared.has(callKey(endpoint)));
  return { ...endpoints, ...Object.fromEntries(own) };
}
