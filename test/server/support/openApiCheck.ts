import { createHash, randomBytes } from 'node:crypto';
import type { JsonSchema } from '@valibot/to-json-schema';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type { Hono } from 'hono';
import { OPERATOR_BASE_PATH, OPERATOR_SCOPES, type OperatorEndpoint, type OperatorScope } from '../../../src/api/contract/operator/call';
import { fillPath } from '../../../src/api/contract/paths';
import type { Database } from '../../../server/platform/db/connect';
import { operatorKeys } from '../../../server/platform/db/schema';
import { openApiPath, type OpenApiDocument, type OpenApiOperation } from '../../../server/surfaces/operator/openapi';
import { COMMON_PROBLEMS } from '../../../server/surfaces/operator/openapiProblems';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const COMPONENTS = '#/components/schemas/';
const SCHEMA_BASE = 'https://ritmo.test/components/';

/** Every place a `$ref` points to that the document does not hold. */
function unresolvedRefs(document: Record<string, unknown>): string[] {
  const missing: string[] = [];
  const resolve = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), document);
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${where}/${index}`));
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && (typeof value !== 'string' || !value.startsWith('#/') || resolve(value) === undefined)) missing.push(`${where}: ${String(value)}`);
      else walk(value, `${where}/${key}`);
    }
  };
  walk(document, '#');
  return missing;
}

/**
 * What keeps a parsed document from being a usable OpenAPI 3.1 document of this API: the required
 * fields, every operation's id (unique), path parameters matching the path's `{names}`, a success answer,
 * problems as problem+json, security naming a declared scheme, and every `$ref` resolving.
 */
export function openApiShapeProblems(parsed: unknown): string[] {
  const problems: string[] = [];
  const document = parsed as Partial<OpenApiDocument> & Record<string, unknown>;
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) problems.push(`openapi is ${String(document.openapi)}, not 3.1.x`);
  if (typeof document.info?.title !== 'string' || typeof document.info.version !== 'string') problems.push('info needs a title and a version');
  const schemes = Object.keys(document.components?.securitySchemes ?? {});
  const ids = new Set<string>();
  const check = (where: string, operation: OpenApiOperation, templated: string[]) => {
    if (!operation.operationId) problems.push(`${where}: no operationId`);
    else if (ids.has(operation.operationId)) problems.push(`${where}: operationId ${operation.operationId} used twice`);
    ids.add(operation.operationId);
    const inPath = operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
    if ([...inPath].sort().join() !== [...templated].sort().join())
      problems.push(`${where}: path parameters ${inPath.join()} do not match the path's ${templated.join()}`);
    if (operation.parameters.some((parameter) => parameter.in === 'path' && !parameter.required)) problems.push(`${where}: a path parameter must be required`);
    const statuses = Object.keys(operation.responses ?? {});
    if (!statuses.some((status) => /^2(\d\d|XX)$/.test(status))) problems.push(`${where}: no success answer`);
    for (const status of statuses.filter((one) => /^[45]/.test(one))) {
      if (!operation.responses[status]?.content?.['application/problem+json']) problems.push(`${where}: answer ${status} is not application/problem+json`);
    }
    for (const requirement of operation.security ?? []) {
      for (const scheme of Object.keys(requirement)) if (!schemes.includes(scheme)) problems.push(`${where}: security scheme ${scheme} is not declared`);
    }
    const scopes = operation['x-scopes'];
    if (!Array.isArray(scopes) || scopes.some((scope) => !(OPERATOR_SCOPES as readonly string[]).includes(scope)))
      problems.push(`${where}: x-scopes ${String(scopes)}`);
  };
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    if (!path.startsWith('/')) problems.push(`path ${path} does not start with /`);
    if (path.includes(':')) problems.push(`path ${path} keeps a :parameter`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.includes(method)) problems.push(`${path}: ${method} is no HTTP method`);
      else check(`${method.toUpperCase()} ${path}`, operation, templated);
    }
  }
  for (const [event, item] of Object.entries(document.webhooks ?? {})) check(`webhook ${event}`, item.post, []);
  problems.push(...unresolvedRefs(document).map((ref) => `unresolved $ref at ${ref}`));
  return problems;
}

/** The document's schemas compiled by a JSON Schema 2020-12 validator, its `$ref`s to components resolved. */
export function documentSchemas(document: OpenApiDocument): { compile(schema: JsonSchema): ValidateFunction } {
  const rebase = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rebase);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [key, key === '$ref' && typeof value === 'string' ? value.replace(COMPONENTS, SCHEMA_BASE) : rebase(value)]),
    );
  };
  const ajv = new Ajv2020({ strict: true, allErrors: true, validateFormats: false });
  for (const [name, schema] of Object.entries(document.components.schemas)) ajv.addSchema({ ...(rebase(schema) as object), $id: `${SCHEMA_BASE}${name}` });
  return { compile: (schema) => ajv.compile(rebase(schema) as object) };
}

/** Every schema the document holds, compiled: a schema a validator refuses fails here. */
export function compileEverySchema(document: OpenApiDocument): string[] {
  const schemas = documentSchemas(document);
  const failures: string[] = [];
  const compile = (where: string, schema: JsonSchema | undefined) => {
    if (!schema) return;
    try {
      schemas.compile(schema);
    } catch (error) {
      failures.push(`${where}: ${(error as Error).message}`);
    }
  };
  const operations = [
    ...Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => [`${method} ${path}`, operation] as const),
    ),
    ...Object.entries(document.webhooks).map(([event, item]) => [`webhook ${event}`, item.post] as const),
  ];
  for (const [where, operation] of operations) {
    for (const parameter of operation.parameters) compile(`${where} ${parameter.name}`, parameter.schema);
    for (const [mediaType, media] of Object.entries(operation.requestBody?.content ?? {})) compile(`${where} body ${mediaType}`, media.schema);
    for (const [status, response] of Object.entries(operation.responses)) {
      for (const [mediaType, media] of Object.entries(response.content ?? {})) compile(`${where} ${status} ${mediaType}`, media.schema);
    }
  }
  return failures;
}

/** Hono's `:name` and `:name{regex}` → the document's `{name}`. */
const documentedPath = (honoPath: string) => openApiPath(honoPath.replace(/:([A-Za-z0-9_]+)\{[^}]*\}/g, ':$1'));

/**
 * The calls the server answers under the operator API's base path and the document does not describe,
 * and the documented calls the server does not answer. Middleware (Hono's ALL routes) is no call.
 */
export function routeDrift(routes: readonly { method: string; path: string }[], document: OpenApiDocument): { undocumented: string[]; unserved: string[] } {
  const base = document.servers[0]?.url ?? OPERATOR_BASE_PATH;
  const served = new Set(
    routes
      .filter((route) => route.method !== 'ALL' && (route.path === base || route.path.startsWith(`${base}/`)))
      .map((route) => `${route.method.toUpperCase()} ${documentedPath(route.path.slice(base.length))}`),
  );
  const documented = new Set(
    Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`)),
  );
  return { undocumented: [...served].filter((call) => !documented.has(call)).sort(), unserved: [...documented].filter((call) => !served.has(call)).sort() };
}

/** A key in the format the operator API takes (`rk_<12 hex>_<secret>`), stored as the keys command stores it. */
export async function insertOperatorKey(
  db: Database,
  { locationId, scopes = [...OPERATOR_SCOPES] }: { locationId: number | null; scopes?: OperatorScope[] },
): Promise<string> {
  const prefix = `rk_${randomBytes(6).toString('hex')}`;
  const key = `${prefix}_${randomBytes(32).toString('base64url')}`;
  await db.insert(operatorKeys).values({ prefix, secretHash: createHash('sha256').update(key).digest('hex'), label: 'openapi examples', locationId, scopes });
  return key;
}

/** What sending the table's examples found: each one's outcome, and every way one disagreed with the document. */
export interface ExampleRun {
  /** `name: 200` for a documented success, `name: 404 unknown_order` for a documented refusal, `name: not sent` for an answer-only example. */
  outcomes: string[];
  problems: string[];
}

/**
 * Sends every call's example to the app with the key, in the table's order. A success must be the
 * documented one (status, media type) and validate against the documented answer schema; a refusal must be
 * one of the call's own documented problems (not a contract, key or scope failure: the example must pass
 * those) and validate as problem+json. An example's own `answer` must validate too. An example without the
 * body its call needs documents the answer only and is not sent.
 */
export async function runExamples(app: Hono, document: OpenApiDocument, endpoints: Record<string, OperatorEndpoint>, key: string): Promise<ExampleRun> {
  const schemas = documentSchemas(document);
  const run: ExampleRun = { outcomes: [], problems: [] };
  const base = document.servers[0]?.url ?? OPERATOR_BASE_PATH;
  for (const [name, endpoint] of Object.entries(endpoints)) {
    const example = endpoint.example;
    if (!example) continue;
    const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
    if (!operation) {
      run.problems.push(`${name}: not in the document`);
      continue;
    }
    const [status, success] = Object.entries(operation.responses).find(([code]) => code.startsWith('2')) ?? [];
    const [mediaType, media] = Object.entries(success?.content ?? {})[0] ?? [];
    const validate = media ? schemas.compile(media.schema) : undefined;
    if (validate && example.answer !== undefined && !validate(example.answer)) {
      run.problems.push(`${name}: the example answer does not match the document: ${JSON.stringify(validate.errors)}`);
    }
    if (endpoint.body && example.body === undefined) {
      run.outcomes.push(`${name}: not sent`);
      continue;
    }
    const query = new URLSearchParams(example.query ?? {}).toString();
    const url = `${base}${fillPath(name, endpoint.path, example.params)}${query ? `?${query}` : ''}`;
    const response = await app.request(url, {
      method: endpoint.method,
      headers: { Authorization: `Bearer ${key}`, ...(example.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      ...(example.body === undefined ? {} : { body: JSON.stringify(example.body) }),
    });
    const text = await response.text();
    const contentType = response.headers.get('Content-Type') ?? '';
    if (String(response.status) !== status) {
      const refusal = documentedRefusal(operation, response.status, contentType, text, schemas);
      if (typeof refusal === 'string') run.problems.push(`${name}: ${endpoint.method} ${url} answered ${response.status}, documented ${status}: ${refusal}`);
      else run.outcomes.push(`${name}: ${response.status} ${refusal.code}`);
      continue;
    }
    run.outcomes.push(`${name}: ${response.status}`);
    if (!validate || !mediaType) continue;
    if (!contentType.startsWith(mediaType)) run.problems.push(`${name}: answered ${contentType}, documented ${mediaType}`);
    const answer = mediaType.endsWith('json') ? (JSON.parse(text) as unknown) : text;
    if (!validate(answer)) run.problems.push(`${name}: the answer does not match the document: ${JSON.stringify(validate.errors)}`);
  }
  return run;
}

const COMMON_CODES: readonly string[] = COMMON_PROBLEMS;

/** The refusal's code when it is one the call documents as its own, else why it is not. */
function documentedRefusal(
  operation: OpenApiOperation,
  status: number,
  contentType: string,
  text: string,
  schemas: ReturnType<typeof documentSchemas>,
): { code: string } | string {
  const media = (operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`])?.content?.['application/problem+json'];
  if (!media) return `an undocumented status: ${text.slice(0, 300)}`;
  if (!contentType.startsWith('application/problem+json')) return `answered ${contentType}, not application/problem+json`;
  const problem = JSON.parse(text) as { code?: unknown };
  const validate = schemas.compile(media.schema);
  if (!validate(problem)) return `the problem does not match the document: ${JSON.stringify(validate.errors)}: ${text.slice(0, 300)}`;
  const code = String(problem.code);
  if (COMMON_CODES.includes(code)) return `the example fails ${code}: ${text.slice(0, 300)}`;
  return { code };
}
