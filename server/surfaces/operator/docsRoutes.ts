import type { Hono } from 'hono';
import type { OperatorEndpoint } from '../../../src/api/contract/operator/call';
import { prepareBytes, sendPrepared } from '../../platform/http/preparedJson';
import { operatorDocsEndpoints, withDocsEndpoints } from './docsEndpoints';
import { operatorDocsPage } from './docsPage';
import { operatorOpenApi, type OpenApiOptions } from './openapi';
import { OPERATOR_API_PREFIX } from './serveCall';

const encode = (text: string) => new TextEncoder().encode(text);

/**
 * Serves the operator API's OpenAPI document and its reference page on the API app (mounted at `/api`),
 * both public; the API's ETag middleware answers a revalidation with 304. They are generated once, here:
 * a contract the document cannot describe fails the start rather than the first reader.
 */
export function serveOperatorDocs(api: Hono, endpoints: Record<string, OperatorEndpoint>, options: OpenApiOptions = {}): void {
  const document = operatorOpenApi(withDocsEndpoints(endpoints), options);
  const openApi = prepareBytes(encode(JSON.stringify(document)));
  const page = prepareBytes(encode(operatorDocsPage(document)));
  const { operatorOpenApiDocument, operatorReferencePage } = operatorDocsEndpoints;

  api.get(`${OPERATOR_API_PREFIX}${operatorOpenApiDocument.path}`, (c) => sendPrepared(c, openApi));
  api.get(`${OPERATOR_API_PREFIX}${operatorReferencePage.path}`, (c) => {
    const response = sendPrepared(c, page);
    response.headers.set('Content-Type', 'text/html; charset=utf-8');
    return response;
  });
}
