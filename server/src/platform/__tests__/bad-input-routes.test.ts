import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, createUser, nextIp, sessionCookieFor, type TestApp } from '../../../test/helpers';
import { INT4_MAX } from '../ids';

/**
 * Every route, taken from the OpenAPI document (plus the few hidden ones), gets the same bad input:
 * a NUL byte in every text place, ids beyond the int4 columns, wrong content types, truncated
 * multipart and oversized bodies. Any 5xx fails the suite. Requests are sent as an administrator,
 * so they reach as deep into the handlers as a caller can.
 */

interface Schema {
  type?: string;
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
}
interface Parameter {
  in: 'query' | 'path';
  name: string;
  schema: Schema;
}
interface Route {
  method: string;
  path: string;
  query: Parameter[];
  pathParams: Parameter[];
  body: Record<string, Schema> | null;
  contentTypes: string[];
}

/** Routes left out of the document on purpose (pages, media, the shell), checked all the same. */
const hidden: Route[] = [
  { method: 'GET', path: '/pay/sandbox/{orderNum}', query: [{ in: 'query', name: 'sig', schema: { type: 'string' } }], pathParams: [{ in: 'path', name: 'orderNum', schema: { type: 'string' } }], body: null, contentTypes: [] },
  { method: 'POST', path: '/pay/sandbox/{orderNum}', query: [], pathParams: [{ in: 'path', name: 'orderNum', schema: { type: 'string' } }], body: { sig: { type: 'string' }, amount: { type: 'integer' } }, contentTypes: ['application/x-www-form-urlencoded'] },
  {
    method: 'GET',
    path: '/media/lesson/{lessonId}',
    query: ['uid', 'exp'].map((name) => ({ in: 'query' as const, name, schema: { type: 'integer' } })).concat([{ in: 'query', name: 'sig', schema: { type: 'string' } }]),
    pathParams: [{ in: 'path', name: 'lessonId', schema: { type: 'integer' } }],
    body: null,
    contentTypes: [],
  },
  { method: 'GET', path: '/mf/registry.json', query: [], pathParams: [], body: null, contentTypes: [] },
];

let t: TestApp;
let cookie: string;
let routes: Route[];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.database, { roles: { admin: true, teacher: true }, canPostShot: true, canTopComment: true });
  cookie = await sessionCookieFor(t.database, admin.id);
  const doc = (await t.app.inject({ method: 'GET', url: '/api-docs/json' })).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  };
  routes = [...hidden];
  for (const [path, operations] of Object.entries(doc.paths)) {
    if (path.startsWith('/api-docs')) continue;
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      routes.push({
        method: method.toUpperCase(),
        path,
        query: parameters.filter((item) => item.in === 'query'),
        pathParams: parameters.filter((item) => item.in === 'path'),
        body: json ? (json.properties ?? {}) : null,
        // The upload reads a multipart stream that the document cannot describe.
        contentTypes: path === '/files/' ? ['multipart/form-data'] : Object.keys(content),
      });
    }
  }
});
afterAll(() => t.close());

const typeOf = (schema: Schema): string => schema.type ?? schema.anyOf?.[0]?.type ?? 'string';

/** A plausible value of a schema type, for the fields a case does not spoil. */
function sample(schema: Schema): unknown {
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return 'a';
  }
}

const PLACEHOLDER = /\{([^}]+)\}/g;

function urlOf(route: Route, pathValue: (param: Parameter) => string, query: Record<string, string>): string {
  const path = route.path.replace(PLACEHOLDER, (_match, name: string) => {
    const param = route.pathParams.find((item) => item.name === name) ?? { in: 'path', name, schema: { type: 'string' } };
    return pathValue(param);
  });
  const search = new URLSearchParams(query).toString().replace(/%2500/g, '%00');
  return search ? `${path}?${search}` : path;
}

const label = (route: Route) => `${route.method} ${route.path}`;

/** As the administrator (logout would end the session, so it goes without), each from its own address (rate limits). */
async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const signedIn = !String(options.url).startsWith('/api_v1/account/logout');
  return t.app.inject({ ...options, remoteAddress: nextIp(), headers: { ...(signedIn ? { cookie } : {}), ...options.headers } });
}

/** Ids, pages and page sizes have a range; other integers (a signed link's expiry, an image width) may be large. */
const isRanged = (name: string) => /(^id|Id|Ids|^page|^perPage)$/.test(name);

/** Any 5xx (or a non-envelope 4xx) is reported with the route and the case. */
function problemOf(route: Route, kind: string, response: LightMyRequestResponse, expected?: number): string | null {
  const status = response.statusCode;
  if (status >= 500) return `${label(route)} [${kind}]: ${status} ${response.body.slice(0, 200)}`;
  if (expected !== undefined && status !== expected) return `${label(route)} [${kind}]: ${status} instead of ${expected} ${response.body.slice(0, 200)}`;
  if (status >= 400 && response.headers['content-type']?.toString().includes('json')) {
    const body = response.json() as { error?: { code?: unknown; message?: unknown } };
    if (typeof body.error?.code !== 'number' || typeof body.error.message !== 'string') return `${label(route)} [${kind}]: ${status} not in the envelope ${response.body.slice(0, 200)}`;
  }
  return null;
}

const validPath = (param: Parameter) => (typeOf(param.schema) === 'integer' ? '1' : 'a');
const sampleQuery = (route: Route) => Object.fromEntries(route.query.map((item) => [item.name, String(sample(item.schema))]));
const sampleBody = (route: Route) => Object.fromEntries(Object.entries(route.body ?? {}).map(([name, schema]) => [name, sample(schema)]));

function bodyOptions(route: Route, body: Record<string, unknown>): Partial<InjectOptions> {
  if (route.body === null && route.contentTypes.length === 0) return {};
  if (route.contentTypes.includes('application/x-www-form-urlencoded')) {
    return { payload: new URLSearchParams(Object.entries(body).map(([key, value]): [string, string] => [key, String(value)])).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  return { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

test('the sweep covers every module', () => {
  expect(routes.length).toBeGreaterThan(90);
  for (const prefix of ['/api_v1/account/', '/api_v1/shot/', '/api_v1/course/', '/api_v1/comment/', '/api_v1/forms/', '/files/', '/pay/', '/media/']) {
    expect(routes.some((route) => route.path.startsWith(prefix))).toBe(true);
  }
});

test('a NUL byte in any query value, path parameter or JSON text is a 400 on every route', async () => {
  const problems: string[] = [];
  for (const route of routes) {
    const names = route.query.length > 0 ? route.query.map((item) => item.name) : ['q'];
    for (const name of names) {
      const response = await send({ method: route.method as InjectOptions['method'], url: urlOf(route, validPath, { ...sampleQuery(route), [name]: 'a%00b' }), ...bodyOptions(route, sampleBody(route)) });
      problems.push(problemOf(route, `query ${name}`, response, 400) ?? '');
    }
    for (const param of route.pathParams) {
      const url = urlOf(route, (item) => (item.name === param.name ? 'a%00' : validPath(item)), sampleQuery(route));
      const response = await send({ method: route.method as InjectOptions['method'], url, ...bodyOptions(route, sampleBody(route)) });
      problems.push(problemOf(route, `path ${param.name}`, response, 400) ?? '');
    }
    if (route.body !== null) {
      const names = Object.keys(route.body).length > 0 ? Object.keys(route.body) : ['answer'];
      for (const name of names) {
        const response = await send({ method: route.method as InjectOptions['method'], url: urlOf(route, validPath, sampleQuery(route)), ...bodyOptions(route, { ...sampleBody(route), [name]: 'a\u0000b' }) });
        problems.push(problemOf(route, `body ${name}`, response, 400) ?? '');
      }
    }
  }
  expect(problems.filter(Boolean)).toEqual([]);
});

test('ids and numbers beyond the int4 columns are a 400, and no text value that looks like one reaches SQL as a number', async () => {
  const problems: string[] = [];
  const tooBig = String(INT4_MAX + 1);
  for (const route of routes) {
    for (const param of route.query) {
      const integer = typeOf(param.schema) === 'integer' && isRanged(param.name);
      for (const value of integer ? [tooBig, '99999999999999999999', '-1'] : [tooBig]) {
        const response = await send({ method: route.method as InjectOptions['method'], url: urlOf(route, validPath, { ...sampleQuery(route), [param.name]: value }), ...bodyOptions(route, sampleBody(route)) });
        problems.push(problemOf(route, `query ${param.name}=${value}`, response, integer ? 400 : undefined) ?? '');
      }
    }
    for (const param of route.pathParams) {
      const integer = typeOf(param.schema) === 'integer' && isRanged(param.name);
      const response = await send({ method: route.method as InjectOptions['method'], url: urlOf(route, (item) => (item.name === param.name ? tooBig : validPath(item)), sampleQuery(route)), ...bodyOptions(route, sampleBody(route)) });
      problems.push(problemOf(route, `path ${param.name}=${tooBig}`, response, integer ? 400 : undefined) ?? '');
    }
    for (const [name, schema] of Object.entries(route.body ?? {})) {
      const kind = typeOf(schema);
      const values: unknown[] = kind === 'integer' || kind === 'number' ? [INT4_MAX + 1, 1e20] : kind === 'array' ? [[INT4_MAX + 1]] : kind === 'string' ? [tooBig] : [];
      for (const value of values) {
        const response = await send({ method: route.method as InjectOptions['method'], url: urlOf(route, validPath, sampleQuery(route)), ...bodyOptions(route, { ...sampleBody(route), [name]: value }) });
        // Whole numbers too big for their column are refused by the schema; a number field such as a duration may accept them.
        const ranged = (kind === 'integer' || kind === 'array') && isRanged(name);
        problems.push(problemOf(route, `body ${name}=${JSON.stringify(value)}`, response, ranged ? 400 : undefined) ?? '');
      }
    }
  }
  expect(problems.filter(Boolean)).toEqual([]);
});

test('wrong content types, truncated multipart and 50 MB bodies get a 4xx on every route that takes a body', async () => {
  const problems: string[] = [];
  const huge = Buffer.alloc(50 * 1024 * 1024, 'a');
  const boundary = '----sweep';
  const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\nabc\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG`;
  const hugeMultipart = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), huge, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const cases: [string, string, string | Buffer][] = [
    ['text/plain', 'text/plain', 'hello'],
    ['xml', 'application/xml', '<a/>'],
    ['form', 'application/x-www-form-urlencoded', 'a=1'],
    ['octet-stream', 'application/octet-stream', Buffer.from([0, 1, 2])],
    ['json with a bad charset', 'application/json; charset=utf-16', '{}'],
    ['bad json', 'application/json', '{"a":'],
    ['truncated multipart', `multipart/form-data; boundary=${boundary}`, truncated],
    ['multipart without boundary', 'multipart/form-data', 'x'],
    ['50 MB json', 'application/json', huge],
    ['50 MB multipart', `multipart/form-data; boundary=${boundary}`, hugeMultipart],
  ];
  for (const route of routes.filter((item) => ['POST', 'PUT', 'DELETE'].includes(item.method))) {
    for (const [kind, contentType, payload] of cases) {
      if (route.contentTypes.includes(contentType.split(';')[0]) && !kind.includes('50 MB') && !kind.includes('truncated') && !kind.includes('boundary')) continue;
      const response = await send({ method: route.method as InjectOptions['method'], url: urlOf(route, validPath, sampleQuery(route)), payload, headers: { 'content-type': contentType } });
      const problem = problemOf(route, kind, response);
      if (problem) problems.push(problem);
      else if (response.statusCode < 400 && route.body !== null) problems.push(`${label(route)} [${kind}]: accepted with ${response.statusCode}`);
      else if (kind.startsWith('50 MB') && route.contentTypes.includes(contentType.split(';')[0]) && response.statusCode !== 413) {
        problems.push(`${label(route)} [${kind}]: ${response.statusCode} instead of 413`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('JSON 5,000 levels deep (arrays and objects, whole body or one field) is a 4xx on every route, signed in or not', async () => {
  const depth = 5000;
  const deepArray = `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deepObject = `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const problems: string[] = [];
  for (const route of routes.filter((item) => item.method !== 'GET' && !item.contentTypes.some((type) => type !== 'application/json'))) {
    const field = Object.keys(route.body ?? {})[0] ?? 'answer';
    const bodies = {
      'whole body, arrays': deepArray,
      'whole body, objects': deepObject,
      [`${field}, arrays`]: `{"${field}":${deepArray}}`,
      [`${field}, objects`]: `{"${field}":${deepObject}}`,
    };
    for (const [kind, payload] of Object.entries(bodies)) {
      const options: InjectOptions = { method: route.method as InjectOptions['method'], url: urlOf(route, validPath, sampleQuery(route)), payload, headers: { 'content-type': 'application/json' } };
      problems.push(problemOf(route, `deep ${kind}, signed in`, await send(options)) ?? '');
      // Visitors too: their reads go through the read cache first, which keys a POST by its body.
      const visitor = await t.app.inject({ ...options, remoteAddress: nextIp() });
      problems.push(problemOf(route, `deep ${kind}, visitor`, visitor) ?? '');
    }
  }
  expect(problems.filter(Boolean)).toEqual([]);
});
