import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from './openapi';
import { componentAnchor, describedHtml, escapeHtml, fieldList, topFieldList, typeLabel } from './schemaFields';
import type { JsonSchema } from '@valibot/to-json-schema';
import { SIGNATURE_CHECK_EXAMPLE } from './webhookEventDocs';

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem 1.5rem;color:#1d1d1f;background:#fff}
h1{font-size:1.8rem}h2{margin-top:2.5rem;border-bottom:2px solid #ddd}h3{margin-top:2rem}
code,pre{font:0.9em/1.4 ui-monospace,monospace}pre{background:#f5f5f7;padding:0.8rem;overflow-x:auto;border-radius:6px}
.method{display:inline-block;min-width:4.2rem;text-align:center;border-radius:4px;color:#fff;background:#555;padding:0 0.4rem;margin-right:0.4rem}
.method-get{background:#1a6fb3}.method-post{background:#237a3b}.method-put,.method-patch{background:#9a5b00}.method-delete{background:#b3261e}
.scope{background:#eef;padding:0 0.4rem;border-radius:4px}.optional{color:#666;font-size:0.85em}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:0.2rem 0.6rem;text-align:left;vertical-align:top}
ul.fields{margin:0.2rem 0;padding-left:1.2rem}nav ul{columns:2}
@media (prefers-color-scheme:dark){body{background:#111;color:#eee}pre{background:#222}.scope{background:#334}td,th{border-color:#444}}
`;

type Components = Readonly<Record<string, JsonSchema>>;

const json = (value: unknown): string => escapeHtml(JSON.stringify(value, null, 2));

const operationAnchor = (operation: OpenApiOperation): string => `op-${operation.operationId}`;

/** The example path with the example's parameters filled in, and its query. */
function examplePath(base: string, path: string, parameters: readonly OpenApiParameter[]): string {
  const valueOf = (name: string) => parameters.find((parameter) => parameter.name === name)?.example;
  const filled = path.replace(/\{([^}]+)\}/g, (whole, name: string) => {
    const value = valueOf(name);
    return value === undefined ? whole : encodeURIComponent(String(value));
  });
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.example !== undefined)
    .map((parameter) => `${encodeURIComponent(parameter.name)}=${encodeURIComponent(String(parameter.example))}`);
  return `${base}${filled}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

function curlOf(base: string, path: string, method: string, operation: OpenApiOperation): string {
  const lines = [`curl -X ${method.toUpperCase()} "https://your-shop.example${examplePath(base, path, operation.parameters)}"`];
  if (operation.security.length > 0) lines.push(`  -H "Authorization: Bearer $RITMO_KEY"`);
  for (const header of operation.parameters.filter((parameter) => parameter.in === 'header' && parameter.example !== undefined)) {
    lines.push(`  -H "${header.name}: ${String(header.example)}"`);
  }
  const body = operation.requestBody?.content['application/json']?.example;
  if (body !== undefined) lines.push(`  -H "Content-Type: application/json"`, `  -d '${JSON.stringify(body)}'`);
  return lines.join(' \\\n');
}

function parametersTable(parameters: readonly OpenApiParameter[]): string {
  if (parameters.length === 0) return '';
  const rows = parameters.map(
    (parameter) =>
      `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${parameter.in}</td><td>${typeLabel(parameter.schema)}</td>` +
      `<td>${parameter.required ? 'required' : 'optional'}</td><td>${describedHtml(parameter.description ?? '')}</td></tr>`,
  );
  return `<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>type</th><th></th><th></th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function answersOf(operation: OpenApiOperation, components: Components): string {
  const parts: string[] = [];
  const errors: string[] = [];
  for (const [status, response] of Object.entries(operation.responses)) {
    const [mediaType, media] = Object.entries(response.content ?? {})[0] ?? [];
    if (status.startsWith('2')) {
      parts.push(`<h4>Answer ${escapeHtml(status)}${mediaType ? ` <code>${escapeHtml(mediaType)}</code>` : ''}</h4>`);
      if (media) parts.push(topFieldList(media.schema, components));
      if (media?.example !== undefined) parts.push(`<p>Example answer:</p><pre>${json(media.example)}</pre>`);
    } else {
      errors.push(`<tr><td>${escapeHtml(status)}</td><td>${describedHtml(response.description)}</td></tr>`);
    }
  }
  if (errors.length > 0) parts.push(`<h4>Errors</h4><table><tbody>${errors.join('')}</tbody></table>`);
  return parts.join('');
}

function operationSection(base: string, path: string, method: string, operation: OpenApiOperation, components: Components): string {
  const scope =
    operation['x-scopes'].length > 0 ? operation['x-scopes'].map((one) => `<span class="scope">${escapeHtml(one)}</span>`).join(' ') : 'public, no key';
  const body = operation.requestBody?.content['application/json'];
  return `<section id="${escapeHtml(operationAnchor(operation))}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span><code>${escapeHtml(base + path)}</code></h3>
<p>${escapeHtml(operation.summary.replace(/\.$/, ''))}. Scope: ${scope}.</p>
${parametersTable(operation.parameters)}
${body ? `<h4>Body</h4>${topFieldList(body.schema, components)}${body.example !== undefined ? `<p>Example body:</p><pre>${json(body.example)}</pre>` : ''}` : ''}
${answersOf(operation, components)}
<p>Example request:</p><pre>${escapeHtml(curlOf(base, path, method, operation))}</pre>
</section>`;
}

function webhookSection(event: string, operation: OpenApiOperation): string {
  const payload = operation.requestBody?.content['application/json'];
  return `<section id="${escapeHtml(`event-${event}`)}"><h3><code>${escapeHtml(event)}</code></h3><p>${describedHtml(operation.description)}</p>${payload ? `<h4>Payload</h4>${fieldList(payload.schema)}` : ''}</section>`;
}

/**
 * The reference page of the operator API: the OpenAPI document rendered as one self-contained HTML page
 * (no script, no outside resource), so it reads the same offline and under the site's security policy.
 */
export function operatorDocsPage(document: OpenApiDocument): string {
  const base = document.servers[0]?.url ?? '';
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
  );
  const byTag = document.tags.map((tag) => ({ tag: tag.name, operations: operations.filter(({ operation }) => operation.tags.includes(tag.name)) }));
  const headers = Object.values(document.webhooks)[0]?.post.parameters ?? [];
  const toc = operations
    .map(({ path, method, operation }) => `<li><a href="#${escapeHtml(operationAnchor(operation))}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
<p>${describedHtml(document.info.description)}</p>
<p>Base URL: <code>${escapeHtml(base)}</code>. Machine-readable: <a href="${escapeHtml(`${base}/openapi.json`)}">openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}).</p>
<h2 id="authentication">Authentication</h2>
<p>Send the key in every call: <code>Authorization: Bearer rk_…</code>. ${describedHtml(String(Object.values(document.components.securitySchemes)[0]?.description ?? ''))}
An unknown or revoked key answers 401, a key without the call’s scope 403, too many calls 429 with <code>Retry-After</code>.</p>
<h2 id="errors">Errors</h2>
<p>Every refusal is an RFC 9457 problem (<code>application/problem+json</code>) with the app’s error <code>code</code>, and the <code>field</code> a body failed on:</p>
${fieldList(document.components.schemas.Problem ?? {})}
<nav><h2>Calls</h2><ul>${toc}</ul></nav>
${byTag.map(({ tag, operations: tagged }) => `<h2>${escapeHtml(tag)}</h2>${tagged.map(({ path, method, operation }) => operationSection(base, path, method, operation, document.components.schemas)).join('\n')}`).join('\n')}
<h2 id="webhooks">Webhook events</h2>
<p>Each delivery is a POST with a JSON body and these headers (the Standard Webhooks specification):</p>
${parametersTable(headers)}
<p>Verify the signature before trusting a delivery, on the raw body, with any Standard Webhooks library:</p>
<pre>${escapeHtml(SIGNATURE_CHECK_EXAMPLE)}</pre>
${Object.entries(document.webhooks)
  .map(([event, { post }]) => webhookSection(event, post))
  .join('\n')}
<h2 id="schemas">Schemas</h2>
${Object.entries(document.components.schemas)
  .map(([name, schema]) => `<section id="${escapeHtml(componentAnchor(name))}"><h3>${escapeHtml(name)}</h3>${fieldList(schema)}</section>`)
  .join('\n')}
</main></body></html>
`;
}
