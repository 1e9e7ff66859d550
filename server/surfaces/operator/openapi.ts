import type { JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { OPERATOR_BASE_PATH, OPERATOR_SCOPES, ProblemSchema, type OperatorEndpoint } from '../../../src/api/contract/operator/call';
import type { DocumentedEndpoint } from './docsEndpoints';
import { COMMON_PROBLEMS, problemsByStatus } from './openapiProblems';
import { schemaConverter, type SchemaConverter } from './openapiSchemas';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../src/api/contract/operator/webhooks';
import { WEBHOOK_EVENT_DOCS, WEBHOOK_HEADERS, webhookEnvelopeOf } from './webhookEventDocs';

/** The parts of an OpenAPI 3.1 document this API uses (https://spec.openapis.org/oas/v3.1.1). */
export interface OpenApiDocument {
  openapi: '3.1.1';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  webhooks: Record<string, { post: OpenApiOperation }>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
  example?: unknown;
}

export interface OpenApiMedia {
  schema: JsonSchema;
  example?: unknown;
}

export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMedia>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  /** The scope a key needs; empty for a public call. */
  'x-scopes': string[];
  security: Record<string, string[]>[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, OpenApiResponse>;
}

export const SECURITY_SCHEME = 'operatorKey';
const PROBLEM_MEDIA_TYPE = 'application/problem+json';

export interface OpenApiOptions {
  /** The payload schema of each event, where it has one; the others are documented by their envelope. */
  webhookPayloads?: Partial<Record<WebhookEventType, v.GenericSchema>>;
}

/** `/orders/:orderId` → `/orders/{orderId}`. */
export const openApiPath = (honoPath: string): string => honoPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const pathParamNames = (honoPath: string): string[] => [...honoPath.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');

const isOptional = (schema: v.GenericSchema): boolean => schema.type === 'optional' || schema.type === 'nullish' || schema.type === 'exact_optional';

const tagOf = (endpoint: DocumentedEndpoint): string => endpoint.tag ?? endpoint.path.split('/').find((part) => part !== '') ?? 'operator';

/**
 * The OpenAPI 3.1 document of the operator API, generated from its contract table: every call with its
 * parameters, body, answer, scope, examples and problems, and the webhook events a subscription receives.
 */
export function operatorOpenApi(endpoints: Record<string, DocumentedEndpoint>, options: OpenApiOptions = {}): OpenApiDocument {
  const converter = schemaConverter();
  const problem = converter.convert(ProblemSchema);
  const paths: OpenApiDocument['paths'] = {};
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const path = openApiPath(endpoint.path);
    const method = endpoint.method.toLowerCase();
    const operations = (paths[path] ??= {});
    if (operations[method]) throw new Error(`${endpoint.method} ${endpoint.path} is declared twice (${operations[method].operationId} and ${name})`);
    operations[method] = operationOf(name, endpoint, converter, problem);
  }
  const webhooks = Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((event) => [
      event,
      { post: webhookOperation(event, converter.convert(options.webhookPayloads?.[event] ?? webhookEnvelopeOf(event))) },
    ]),
  );
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Ritmo operator API',
      version: '1.0.0',
      description:
        'For the shop’s own systems (a till, a kitchen screen): orders, their status, availability and the catalogue, with an API key ' +
        '(`Authorization: Bearer rk_…`). Answers are the data itself; refusals are RFC 9457 problem details (`application/problem+json`) ' +
        'carrying the app’s error code. Webhooks are signed as the Standard Webhooks specification says.',
    },
    servers: [{ url: OPERATOR_BASE_PATH, description: 'This server' }],
    tags: [...new Set(Object.values(endpoints).map((endpoint) => tagOf(endpoint)))].sort().map((name) => ({ name })),
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    webhooks,
    components: {
      schemas: converter.components(),
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'rk_<12 hex>_<secret>',
          description: `An API key made with \`npm run operator -- key create\`, shown once. Its scopes: ${OPERATOR_SCOPES.map((scope) => `\`${scope}\``).join(', ')}.`,
        },
      },
    },
  };
}

function operationOf(name: string, endpoint: DocumentedEndpoint, converter: SchemaConverter, problem: JsonSchema): OpenApiOperation {
  const example = endpoint.example;
  const scopes = endpoint.scope === null ? [] : [endpoint.scope];
  const parameters = [
    ...pathParameters(endpoint, converter),
    ...objectParameters('query', endpoint.query, converter, example?.query),
    ...(endpoint.problems.some((code) => REPLAY_CONFLICTS.has(code)) ? [IDEMPOTENCY_KEY] : []),
  ];
  const status = endpoint.status ?? 200;
  const answer: OpenApiResponse =
    status === 204
      ? { description: 'Done' }
      : {
          description: 'Done',
          content: { [endpoint.answerMediaType ?? 'application/json']: withExample({ schema: converter.convert(endpoint.answer) }, example?.answer) },
        };
  const codes = [...(endpoint.scope === null ? [] : COMMON_PROBLEMS), ...endpoint.problems];
  const responses: Record<string, OpenApiResponse> = { [String(status)]: answer };
  for (const [problemStatus, group] of problemsByStatus(codes)) responses[problemStatus] = problemResponse(problemStatus, group, problem);
  return {
    operationId: name,
    summary: endpoint.summary,
    description:
      endpoint.scope === null ? `${endpoint.summary}. Public: no key needed.` : `${endpoint.summary}. Needs a key with the scope \`${endpoint.scope}\`.`,
    tags: [tagOf(endpoint)],
    'x-scopes': scopes,
    security: endpoint.scope === null ? [] : [{ [SECURITY_SCHEME]: scopes }],
    parameters,
    ...(endpoint.body
      ? {
          requestBody: {
            required: !isOptional(endpoint.body),
            content: { 'application/json': withExample({ schema: converter.convert(endpoint.body) }, example?.body) },
          },
        }
      : {}),
    responses,
  };
}

/** The codes of a call that takes an `Idempotency-Key`, refusing a key reused for another request. */
const REPLAY_CONFLICTS = new Set(['idempotency_conflict', 'mutation_conflict']);

const IDEMPOTENCY_KEY: OpenApiParameter = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: 'A retry with the same key answers as the first request did and changes nothing more; the same key with another body is refused with 409.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
  example: 'till-7f3a9c52-1',
};

const withExample = (media: OpenApiMedia, example: unknown): OpenApiMedia => (example === undefined ? media : { ...media, example });

/** Every `:name` of the path, described by the `params` schema where it has an entry. */
function pathParameters(endpoint: OperatorEndpoint, converter: SchemaConverter): OpenApiParameter[] {
  const entries = endpoint.params?.entries ?? {};
  const declared = Object.keys(entries);
  const named = pathParamNames(endpoint.path);
  const undeclared = declared.filter((key) => !named.includes(key));
  if (undeclared.length > 0) throw new Error(`${endpoint.method} ${endpoint.path}: params ${undeclared.join(', ')} are not in the path`);
  return named.map((name) => {
    const schema = entries[name];
    const parameter: OpenApiParameter = { name, in: 'path', required: true, schema: schema ? converter.convert(schema) : { type: 'string' } };
    const value = endpoint.example?.params?.[name];
    return value === undefined ? parameter : { ...parameter, example: value };
  });
}

function objectParameters(
  where: 'query',
  schema: OperatorEndpoint['query'],
  converter: SchemaConverter,
  example: Record<string, string> | undefined,
): OpenApiParameter[] {
  return Object.entries(schema?.entries ?? {}).map(([name, entry]) => {
    const parameter: OpenApiParameter = { name, in: where, required: !isOptional(entry), schema: converter.convert(entry) };
    const value = example?.[name];
    return value === undefined ? parameter : { ...parameter, example: value };
  });
}

function problemResponse(status: string, codes: readonly string[], problem: JsonSchema): OpenApiResponse {
  const media: OpenApiMedia = { schema: { allOf: [problem, { type: 'object', properties: { code: { enum: [...codes] } } }] } };
  const code = codes[0] ?? '';
  return {
    description: `Refused: ${codes.map((one) => `\`${one}\``).join(', ')}`,
    content: { [PROBLEM_MEDIA_TYPE]: /^\d+$/.test(status) ? withExample(media, { type: 'about:blank', title: code, status: Number(status), code }) : media },
  };
}

function webhookOperation(event: WebhookEventType, payload: JsonSchema): OpenApiOperation {
  return {
    operationId: `webhook.${event}`,
    summary: event,
    description: `${WEBHOOK_EVENT_DOCS[event]} Sent as a POST to each subscription asking for \`${event}\`, signed as the Standard Webhooks specification says; retried with back-off until the receiver answers 2xx.`,
    tags: ['webhooks'],
    'x-scopes': [],
    security: [],
    parameters: WEBHOOK_HEADERS.map((header) => ({
      name: header.name,
      in: 'header',
      required: true,
      description: header.description,
      schema: { type: 'string' },
      example: header.example,
    })),
    requestBody: { required: true, content: { 'application/json': { schema: payload } } },
    responses: {
      '2XX': { description: 'Received. Any other answer, or none within the time limit, is retried with exponential back-off for up to 24 hours.' },
    },
  };
}
