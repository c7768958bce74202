import { validate } from '@readme/openapi-parser';
import { defineEndpoint, type EndpointDefinition } from '@verbatim/core-sdk/contracts';
import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument } from './openapi-document';

// A definition whose schemas change values on the way: the request side is described as sent, the answer as received.
const search = defineEndpoint(
  { name: 'search', method: 'POST', path: '/api/things/*key' },
  {
    access: 'admin',
    tag: 'things',
    summary: 'Searches things.',
    query: z.object({ limit: z.coerce.number().int().min(1).max(10).default(5) }),
    body: z.object({
      email: z
        .string()
        .trim()
        .pipe(z.email())
        .transform((value) => value.toLowerCase()),
    }),
    responses: {
      200: z.object({
        count: z.string().transform(Number),
        at: z
          .date()
          .transform((date) => date.toISOString())
          .pipe(z.string()),
      }),
    },
  },
);

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument([search as EndpointDefinition], '9.9.9') as unknown as OpenAPIV3_1.Document;
  const operation = document.paths?.['/api/things/{key}']?.post as OpenAPIV3_1.OperationObject;

  it('describes schemas with transforms and coercion: input for the request, output for the answer', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors.map((error) => error.message)).toEqual([]);
    const parameters = operation.parameters as OpenAPIV3_1.ParameterObject[];
    expect(parameters.find((p) => p.in === 'query')).toMatchObject({ name: 'limit', schema: { type: 'integer', minimum: 1, maximum: 10 } });
    expect(parameters.find((p) => p.in === 'path')).toMatchObject({ name: 'key', required: true });
    const body = operation.requestBody as OpenAPIV3_1.RequestBodyObject;
    expect(body.content['application/json']?.schema).toMatchObject({ properties: { email: { type: 'string' } }, required: ['email'] });
    const ok = operation.responses?.['200'] as OpenAPIV3_1.ResponseObject;
    const answer = ok.content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(answer.required).toEqual(['count', 'at']);
    expect(answer.properties?.at).toEqual({ type: 'string' });
    // A bare transform's result is unknown until it runs: any value, rather than no document at all.
    expect(answer.properties?.count).toEqual({});
  });

  it('adds the error answers an admin endpoint with input can get, with the session cookie', () => {
    expect(Object.keys(operation.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '413', '415', '500']);
    expect(operation.security).toEqual([{ cookieAuth: [] }]);
    expect(document.info.version).toBe('9.9.9');
    expect(document.tags).toEqual([{ name: 'things' }]);
  });
});

describe('secret API keys in the document', () => {
  const read = defineEndpoint(
    { name: 'readThing', method: 'GET', path: '/api/things' },
    { access: 'user', scope: 'transcriptions:read', tag: 'things', summary: 'Reads things.', responses: { 200: z.object({}) } },
  );
  const account = defineEndpoint(
    { name: 'accountThing', method: 'GET', path: '/api/account-thing' },
    { access: 'user', tag: 'things', summary: 'Account things.', responses: { 200: z.object({}) } },
  );
  const document = buildOpenApiDocument([read, account] as EndpointDefinition[], '1.0.0') as unknown as OpenAPIV3_1.Document;

  it('declares the bearer scheme and lets a scoped endpoint take a key with its scope', async () => {
    expect(document.components?.securitySchemes?.secretKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.paths?.['/api/things']?.get?.security).toEqual([{ cookieAuth: [] }, { secretKey: ['transcriptions:read'] }]);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors.map((error) => error.message)).toEqual([]);
  });

  it('offers no key to an endpoint without a scope', () => {
    expect(document.paths?.['/api/account-thing']?.get?.security).toEqual([{ cookieAuth: [] }]);
  });
});
