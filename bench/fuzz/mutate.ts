import type { Random } from '../../test/support/seededRandom';
import { HOSTILE_ENDINGS, HOSTILE_HEADERS, HOSTILE_SEGMENTS, HOSTILE_VALUES, pick, type Hostile } from './hostile';
import { signedMessage, type Encoding, type Target } from './targets';

/** One request ready to send, and what was spoiled in it (reported with every 5xx). */
export interface FuzzRequest {
  target: string;
  /** Where and how the request was spoiled: `body.products.0.notes: nul (json)`. */
  input: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData | undefined;
}

type Json = unknown;
type Segment = string | number;

/** Every place in a JSON value: the root, each key of an object, each item of an array. */
function placesIn(value: Json, at: Segment[] = []): Segment[][] {
  const places: Segment[][] = [at];
  if (Array.isArray(value)) value.forEach((item, index) => places.push(...placesIn(item, [...at, index])));
  else if (value !== null && typeof value === 'object') for (const [key, item] of Object.entries(value)) places.push(...placesIn(item, [...at, key]));
  return places;
}

const clone = (value: Json): Json => (value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as Json));

function withValueAt(root: Json, at: Segment[], change: (parent: Record<string | number, Json>, key: Segment) => void): Json {
  if (at.length === 0) return root;
  const copy = clone(root);
  let parent = copy as Record<string | number, Json>;
  for (const segment of at.slice(0, -1)) parent = parent[segment] as Record<string | number, Json>;
  change(parent, at[at.length - 1] as Segment);
  return copy;
}

/** A flat form as the spec's original client posted it: nested values travel as JSON text. */
function formText(value: Json): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value);
}

function encodeBody(body: Json, encoding: Encoding): { body: string | FormData; contentType?: string } {
  if (encoding === 'json' || body === null || typeof body !== 'object' || Array.isArray(body))
    return { body: JSON.stringify(body), contentType: 'application/json' };
  const entries = Object.entries(body as Record<string, Json>).map(([key, value]) => [key, formText(value)] as const);
  if (encoding === 'form') return { body: new URLSearchParams(entries.map(([k, v]) => [k, v])).toString(), contentType: 'application/x-www-form-urlencoded' };
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return { body: form };
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, key: string) => params[key] ?? '1');
}

/** A query string of already-encoded values (`?shop=va01&limit=50`); empty for none. */
function queryText(query: Record<string, string> | undefined): string {
  const pairs = Object.entries(query ?? {}).map(([key, value]) => `${key}=${value}`);
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

function request(
  target: Target,
  input: string,
  options: {
    params?: Record<string, string>;
    body?: Json;
    encoding?: Encoding;
    headers?: Record<string, string>;
    query?: string;
    rawBody?: { text: string; type: string };
  },
): FuzzRequest {
  const headers = { ...target.headers, ...options.headers };
  let body: string | FormData | undefined;
  if (options.rawBody) {
    body = options.rawBody.text;
    headers['Content-Type'] = options.rawBody.type;
  } else if (options.body !== undefined && target.method !== 'GET') {
    const encoded = encodeBody(options.body, options.encoding ?? target.encoding);
    body = encoded.body;
    if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
  }
  const path = fillPath(target.path, options.params ?? target.params) + (options.query ?? queryText(target.query));
  return { target: target.name, input, method: target.method, path, headers, body };
}

function spoilBody(target: Target, random: Random): FuzzRequest {
  const encoding: Encoding = target.encoding === 'form' ? (random() < 0.8 ? 'form' : 'json') : random() < 0.75 ? 'json' : random() < 0.8 ? 'form' : 'multipart';
  const places = placesIn(target.body);
  const at = pick(random, places);
  const where = ['body', ...at].join('.');
  const roll = random();
  if (roll < 0.12 && at.length > 0) {
    const body = withValueAt(target.body, at, (parent, key) => {
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
    });
    return request(target, `${where}: missing (${encoding})`, { body, encoding });
  }
  const hostile: Hostile = pick(random, HOSTILE_VALUES);
  if (roll < 0.2) {
    const body = withValueAt(target.body, at.length > 0 ? at : ['extra'], (parent, key) => {
      if (parent !== null && typeof parent === 'object' && !Array.isArray(parent)) parent[`${String(key)}_extra`] = hostile.value;
    });
    return request(target, `${where}_extra: ${hostile.kind} (${encoding})`, { body, encoding });
  }
  const body = at.length === 0 ? hostile.value : withValueAt(target.body, at, (parent, key) => void (parent[key] = hostile.value));
  return request(target, `${where}: ${hostile.kind} (${encoding})`, { body, encoding });
}

function spoilSignedParameters(target: Target, random: Random): FuzzRequest {
  const fields = { ...target.signedParameters };
  const key = pick(random, Object.keys(fields));
  const hostile = pick(random, HOSTILE_VALUES);
  (fields as Record<string, unknown>)[key] = hostile.value;
  // Signed over the spoiled fields, so the message gets past the signature check when it can.
  const message = signedMessage(fields as Record<string, string>);
  return request(target, `merchantParameters.${key}: ${hostile.kind} (signed form)`, { body: message, encoding: 'form' });
}

const RAW_BODIES: readonly { kind: string; text: string; type: string }[] = [
  { kind: 'truncated-json', text: '{"a":', type: 'application/json' },
  { kind: 'json-nul-escape', text: '{"email":"\\u0000"}', type: 'application/json' },
  { kind: 'json-lone-surrogate-escape', text: '{"name":"\\ud800","phone":"\\udfff"}', type: 'application/json' },
  { kind: 'json-array', text: '[1,2,3]', type: 'application/json' },
  { kind: 'json-number', text: '1e999', type: 'application/json' },
  { kind: 'json-null', text: 'null', type: 'application/json' },
  {
    kind: 'huge-array',
    text: JSON.stringify({ records: Array.from({ length: 5000 }, () => ({})), products: Array.from({ length: 5000 }, () => 1) }),
    type: 'application/json',
  },
  { kind: 'form-nul', text: 'a=%00&b=%00%00', type: 'application/x-www-form-urlencoded' },
  { kind: 'form-invalid-utf8', text: 'name=%FF%FE&email=%ED%A0%80', type: 'application/x-www-form-urlencoded' },
  { kind: 'form-repeated', text: 'email=a@b.es&email=c@d.es', type: 'application/x-www-form-urlencoded' },
  { kind: 'multipart-broken', text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n', type: 'multipart/form-data; boundary=x' },
  {
    kind: 'multipart-file',
    text: '--x\r\nContent-Disposition: form-data; name="a"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhi\r\n--x--\r\n',
    type: 'multipart/form-data; boundary=x',
  },
  { kind: 'xml', text: '<a>1</a>', type: 'application/xml' },
  { kind: 'text-plain', text: 'hello', type: 'text/plain' },
  { kind: 'empty', text: '', type: 'application/json' },
];

function spoilRawBody(target: Target, random: Random): FuzzRequest {
  const raw = pick(random, RAW_BODIES);
  return request(target, `body: ${raw.kind}`, { rawBody: raw });
}

function spoilPath(target: Target, random: Random): FuzzRequest {
  const key = pick(random, Object.keys(target.params));
  const hostile = pick(random, HOSTILE_SEGMENTS);
  return request(target, `path.${key}: ${hostile.kind}`, { params: { ...target.params, [key]: String(hostile.value) }, body: target.body });
}

function spoilQuery(target: Target, random: Random): FuzzRequest {
  const hostile = pick(random, HOSTILE_SEGMENTS);
  const key = pick(random, [...Object.keys(target.query ?? {}), 'v', 'code', 'state', 'error', 'orderId', 'addressId', 'lang']);
  return request(target, `query.${key}: ${hostile.kind}`, { query: queryText({ ...target.query, [key]: String(hostile.value) }), body: target.body });
}

function spoilHeader(target: Target, random: Random): FuzzRequest {
  const name = pick(random, [
    'X-Location-Id',
    'Idempotency-Key',
    'X-Client-Mutation-Id',
    'X-Language',
    'Accept-Language',
    'Authorization',
    'If-None-Match',
    'Cookie',
  ]);
  const hostile = pick(random, HOSTILE_HEADERS);
  const value = name === 'Authorization' ? `Bearer ${String(hostile.value)}` : String(hostile.value);
  return request(target, `header.${name}: ${hostile.kind}`, { headers: { [name]: value }, body: target.body });
}

/** A request to `target` with one part spoiled (or, now and then, left valid). */
export function fuzzRequest(target: Target, random: Random): FuzzRequest {
  const roll = random();
  const hasBody = target.body !== undefined;
  const hasParams = Object.keys(target.params).length > 0;
  if (roll < 0.04) return request(target, 'valid', { body: target.body });
  if (target.signedParameters && roll < 0.6) return spoilSignedParameters(target, random);
  if (hasBody && roll < 0.6) return spoilBody(target, random);
  if (hasParams && roll < 0.75) return spoilPath(target, random);
  if (roll < 0.82) return spoilQuery(target, random);
  if (roll < 0.9) return spoilHeader(target, random);
  if (target.method !== 'GET') return spoilRawBody(target, random);
  return hasParams ? spoilPath(target, random) : spoilQuery(target, random);
}

/** Places of a body worth spoiling one by one: the first item of each array stands for the others. */
function sweptPlaces(body: Json): Segment[][] {
  return placesIn(body).filter((at) => at.every((segment) => typeof segment !== 'number' || segment === 0));
}

/**
 * Every spoiled request of one kind for `target`: each hostile value at each place of the body (as JSON,
 * and as a flat form for top-level fields), each place missing, each hostile path segment and query value, each raw body,
 * each hostile header; a gateway message with each merchant parameter spoiled, signed.
 */
export function sweepRequests(target: Target): FuzzRequest[] {
  const requests: FuzzRequest[] = [request(target, 'valid', { body: target.body })];
  if (target.signedParameters) {
    for (const key of Object.keys(target.signedParameters)) {
      for (const { kind, ending } of HOSTILE_ENDINGS) {
        const fields = { ...target.signedParameters, [key]: `${target.signedParameters[key] ?? ''}${ending}` };
        requests.push(request(target, `merchantParameters.${key}: ${kind} (signed form)`, { body: signedMessage(fields), encoding: 'form' }));
      }
      for (const hostile of HOSTILE_VALUES) {
        const fields: Record<string, unknown> = { ...target.signedParameters, [key]: hostile.value };
        requests.push(
          request(target, `merchantParameters.${key}: ${hostile.kind} (signed form)`, {
            body: signedMessage(fields as Record<string, string>),
            encoding: 'form',
          }),
        );
      }
    }
  }
  if (target.body !== undefined) {
    for (const at of sweptPlaces(target.body)) {
      const where = ['body', ...at].join('.');
      const encodings: Encoding[] = at.length === 1 ? ['json', 'form'] : ['json'];
      for (const hostile of HOSTILE_VALUES) {
        const body = at.length === 0 ? hostile.value : withValueAt(target.body, at, (parent, key) => void (parent[key] = hostile.value));
        for (const encoding of encodings) requests.push(request(target, `${where}: ${hostile.kind} (${encoding})`, { body, encoding }));
      }
      for (const { kind, ending } of HOSTILE_ENDINGS) {
        const body = withValueAt(target.body, at, (parent, key) => {
          if (typeof parent[key] === 'string') parent[key] = `${parent[key] as string}${ending}`;
        });
        if (at.length > 0 && body !== target.body && JSON.stringify(body) !== JSON.stringify(target.body)) {
          for (const encoding of encodings) requests.push(request(target, `${where}: ${kind} (${encoding})`, { body, encoding }));
        }
      }
      if (at.length > 0) {
        const body = withValueAt(target.body, at, (parent, key) => {
          if (Array.isArray(parent)) parent.splice(Number(key), 1);
          else delete parent[key];
        });
        requests.push(request(target, `${where}: missing (json)`, { body }));
      }
    }
  }
  if (target.method !== 'GET') for (const raw of RAW_BODIES) requests.push(request(target, `body: ${raw.kind}`, { rawBody: raw }));
  for (const key of Object.keys(target.params)) {
    for (const hostile of HOSTILE_SEGMENTS)
      requests.push(request(target, `path.${key}: ${hostile.kind}`, { params: { ...target.params, [key]: String(hostile.value) }, body: target.body }));
  }
  for (const key of Object.keys(target.query ?? {})) {
    for (const hostile of HOSTILE_SEGMENTS)
      requests.push(
        request(target, `query.${key}: ${hostile.kind}`, { query: queryText({ ...target.query, [key]: String(hostile.value) }), body: target.body }),
      );
  }
  for (const hostile of HOSTILE_HEADERS) {
    for (const name of ['X-Location-Id', 'Idempotency-Key', 'X-Client-Mutation-Id']) {
      requests.push(request(target, `header.${name}: ${hostile.kind}`, { headers: { [name]: String(hostile.value) }, body: target.body }));
    }
  }
  return requests;
}
