import { validate } from '@readme/openapi-parser';
import { type EndpointDefinition, endpoints, errorBodySchema } from '@verbatim/core-sdk/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import apiPackage from '../../package.json' with { type: 'json' };
import { startTestServer, type TestServer } from '../test-support/start-test-server';

const definitions: EndpointDefinition[] = Object.values(endpoints);
const openApiPath = (path: string) => path.replace(/[:*](\w+)/g, '{$1}');
const paramNames = (path: string) => [...path.matchAll(/[:*](\w+)/g)].map((match) => match[1]);
type Operation = OpenAPIV3_1.OperationObject;
type Parameter = OpenAPIV3_1.ParameterObject;

describe('the API reference', () => {
  let server: TestServer;
  let document: OpenAPIV3_1.Document;

  const operationOf = (definition: EndpointDefinition): Operation | undefined =>
    document.paths?.[openApiPath(definition.path)]?.[definition.method.toLowerCase() as OpenAPIV3_1.HttpMethods];

  /** The definition's operation; a missing one fails the test that asked. */
  const operation = (definition: EndpointDefinition): Operation => {
    const found = operationOf(definition);
    if (!found) throw new Error(`No operation for ${definition.method} ${definition.path}`);
    return found;
  };
  const response = (definition: EndpointDefinition, status: number) =>
    (operation(definition).responses?.[status] ?? {}) as OpenAPIV3_1.ResponseObject;

  beforeAll(async () => {
    server = await startTestServer();
    const res = await fetch(`${server.url}/api/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    document = (await res.json()) as OpenAPIV3_1.Document;
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  it('is a valid OpenAPI 3.1 document titled with the API and its version', async () => {
    // The validator resolves references in place, so it gets a copy.
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors.map((error) => error.message)).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: 'Verbatim API', version: apiPackage.version });
    expect(document.info.description).toContain('/api/ws/updates');
  });

  it('has one operation per definition, at the same method and path, with its path parameters declared', () => {
    const operations = Object.values(document.paths ?? {}).flatMap((item) =>
      ['get', 'head', 'post', 'put', 'patch', 'delete'].filter((method) => item && method in item),
    );
    expect(operations).toHaveLength(definitions.length);
    for (const definition of definitions) {
      const operation = operationOf(definition);
      expect(operation, `${definition.method} ${definition.path}`).toBeDefined();
      expect(operation?.operationId).toBe(definition.name);
      expect(operation?.tags).toEqual([definition.tag]);
      const declared = (operation?.parameters as Parameter[] | undefined)?.filter((p) => p.in === 'path').map((p) => p.name) ?? [];
      expect(declared, definition.name).toEqual(paramNames(definition.path));
    }
    expect(document.paths).toHaveProperty(['/api/storage/objects/{key}', 'put']);
    expect(document.paths).toHaveProperty(['/api/transcriptions/{id}', 'delete']);
  });

  it('asks for the session cookie, a publishable key or a scoped secret key exactly where the definition needs that caller', () => {
    expect(document.components?.securitySchemes?.cookieAuth).toEqual(
      expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'vb_session' }),
    );
    expect(document.components?.securitySchemes?.publishableKey).toEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
    for (const definition of definitions) {
      const operation = operationOf(definition);
      if (definition.access === 'public') expect(operation?.security, definition.name).toBeUndefined();
      else {
        const secretKey = definition.scope ? [{ secretKey: [definition.scope] }] : [];
        const expected =
          definition.access === 'widget'
            ? [{ publishableKey: [] }]
            : definition.publishableKey
              ? [{ cookieAuth: [] }, { publishableKey: [] }, ...secretKey]
              : [{ cookieAuth: [] }, ...secretKey];
        expect(operation?.security, definition.name).toEqual(expected);
        expect(operation?.responses, definition.name).toHaveProperty('401');
      }
    }
    expect(operation(endpoints.listTranscriptions).security).toEqual([{ cookieAuth: [] }, { secretKey: ['transcriptions:read'] }]);
    expect(operation(endpoints.getWidgetConfig).security).toEqual([{ publishableKey: [] }]);
    expect(operation(endpoints.uploadDirect).security).toEqual([
      { cookieAuth: [] },
      { publishableKey: [] },
      { secretKey: ['transcriptions:write'] },
    ]);
    expect(operation(endpoints.listApiKeys).security).toEqual([{ cookieAuth: [] }]);
    expect(response(endpoints.getWidgetConfig, 401).description).toContain('PUBLISHABLE_KEY_INVALID');
    expect(response(endpoints.getWidgetConfig, 401).description).not.toContain('UNAUTHORIZED');
    expect(response(endpoints.getWidgetConfig, 403).description).toContain('PUBLISHABLE_KEY_REFUSED');
    expect(response(endpoints.uploadDirect, 429).description).toContain('KEY_DAILY_LIMIT');
    expect(response(endpoints.createResumableUpload, 429).description).toContain('KEY_DAILY_LIMIT');
    expect(response(endpoints.listTranscriptions, 403).description).toContain('PUBLISHABLE_KEY_REFUSED');
  });

  it('describes requests as clients send them and answers as they arrive, errors with the one error body', () => {
    // The e-mail is lower-cased by a transform and the page size coerced from text: both still have a schema.
    const register = operation(endpoints.register).requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(register.content['application/json']?.schema).toMatchObject({ type: 'object', properties: { email: { type: 'string' } } });
    const limit = (operation(endpoints.listTranscriptions).parameters as Parameter[]).find((p) => p.name === 'limit');
    expect(limit).toMatchObject({ in: 'query', schema: { type: 'integer' } });

    const upload = operation(endpoints.uploadDirect).requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(upload.content['multipart/form-data']?.schema).toMatchObject({ required: ['file'], properties: { file: { format: 'binary' } } });
    const append = operation(endpoints.appendToResumableUpload).requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(Object.keys(append.content)).toEqual(['application/offset+octet-stream']);

    expect(Object.keys(response(endpoints.getTranscriptionAudio, 206).content ?? {})).toEqual(['audio/*', 'video/*']);
    expect(response(endpoints.getTranscriptionAudio, 404).description).toContain('NOT_FOUND');
    expect(response(endpoints.logoutAndGoHome, 302).headers).toHaveProperty('Location');

    const errorBody = { $ref: '#/components/schemas/ErrorBody' };
    expect(document.components?.schemas?.ErrorBody).toMatchObject({ required: ['error'] });
    for (const definition of definitions) {
      const responses = operationOf(definition)?.responses ?? {};
      const hasInput = definition.body !== undefined || definition.query !== undefined || paramNames(definition.path).length > 0;
      if (hasInput) expect(responses, definition.name).toHaveProperty('400');
      if (definition.access === 'admin') expect(responses, definition.name).toHaveProperty('403');
      expect(response(definition, 500).content?.['application/json']?.schema, definition.name).toEqual(errorBody);
    }
    expect(response(endpoints.register, 409).description).toContain('EMAIL_TAKEN');
    // Health's 503 is its own answer, not an error body.
    expect(response(endpoints.health, 503).content?.['application/json']?.schema).not.toEqual(errorBody);
  });

  it('serves the reference page with every script and style sheet it loads', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<title>Verbatim API reference</title>');

    // The empty icon is inline (data:), so that the browser asks for no /favicon.ico.
    expect(html).toContain('<link rel="icon" href="data:," />');
    const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map((match) => match[1] as string)
      .filter((url) => !url.startsWith('data:'));
    expect(assets).toEqual(['/api/docs/assets/swagger-ui.css', '/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/reference.js']);
    const types: Record<string, RegExp> = { css: /^text\/css/, js: /^text\/javascript/ };
    for (const asset of assets) {
      const answer = await fetch(`${server.url}${asset}`);
      expect(answer.status, asset).toBe(200);
      expect(answer.headers.get('content-type'), asset).toMatch(types[asset.split('.').at(-1) as string] as RegExp);
      expect((await answer.text()).length, asset).toBeGreaterThan(100);
    }
    const starter = await (await fetch(`${server.url}/api/docs/assets/reference.js`)).text();
    expect(starter).toContain('"/api/openapi.json"');
  });

  it('sends the bundle compressed to clients that take gzip', async () => {
    const plain = await fetch(`${server.url}/api/docs/assets/swagger-ui-bundle.js`, { headers: { 'Accept-Encoding': 'identity' } });
    const zipped = await fetch(`${server.url}/api/docs/assets/swagger-ui-bundle.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(Number(zipped.headers.get('content-length'))).toBeLessThan(Number(plain.headers.get('content-length')) / 2);
    expect(await zipped.text()).toBe(await plain.text());
  });

  it('serves only the listed assets', async () => {
    for (const name of ['index.html', 'package.json', '..%2F..%2Fpackage.json', 'swagger-ui-bundle.js.map']) {
      const res = await fetch(`${server.url}/api/docs/assets/${name}`);
      expect(res.status, name).toBe(404);
      expect(errorBodySchema.safeParse(await res.json()).success, name).toBe(true);
    }
  });
});
