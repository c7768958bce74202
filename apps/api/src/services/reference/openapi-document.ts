import {
  type Answer,
  type EndpointDefinition,
  endpoints,
  errorBodySchema,
  isJsonAnswer,
  isStreamedBody,
  type OpenApiDocument,
  UPDATES_SOCKET_PATH,
} from '@verbatim/core-sdk/contracts';
import { z } from 'zod';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiRequestBodyObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import apiPackage from '../../../package.json' with { type: 'json' };
import { failureStatuses } from './failure-responses';
import { isSlashParameter, openApiPath, pathParameterNames } from './openapi-path';

export const SESSION_COOKIE_SCHEME = 'cookieAuth';
export const PUBLISHABLE_KEY_SCHEME = 'publishableKey';
export const SECRET_KEY_SCHEME = 'secretKey';

/**
 * Who may call, as OpenAPI says it: nothing for public endpoints; a publishable key for widget endpoints; the session
 * cookie or a publishable key (either) for the user endpoints widgets may call too; else the session cookie. An
 * endpoint whose definition names a scope takes a secret key with that scope as well (OpenAPI 3.1 lets a bearer
 * requirement list the roles it needs). A public endpoint with a scope (a signed storage URL) needs none of them.
 */
function securityOf(definition: EndpointDefinition): ZodOpenApiOperationObject['security'] {
  if (definition.access === 'public') return undefined;
  const secretKey = definition.scope ? [{ [SECRET_KEY_SCHEME]: [definition.scope] }] : [];
  if (definition.access === 'widget') return [{ [PUBLISHABLE_KEY_SCHEME]: [] }];
  if (definition.publishableKey) return [{ [SESSION_COOKIE_SCHEME]: [] }, { [PUBLISHABLE_KEY_SCHEME]: [] }, ...secretKey];
  return [{ [SESSION_COOKIE_SCHEME]: [] }, ...secretKey];
}

const binary: oas31.SchemaObject = { type: 'string', format: 'binary' };

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  206: 'Partial Content',
  503: 'Unavailable',
};

const DESCRIPTION = [
  'The REST API of Verbatim, generated from the same endpoint definitions the server mounts and the SDK calls.',
  '',
  'Signed-in endpoints take the session cookie `vb_session` that `POST /api/auth/login` sets. A browser sending a',
  'state-changing request from another site is refused. Every error answers one JSON body:',
  '`{ "error": { "code", "message", "details"? } }`.',
  '',
  'Live updates (transcription progress and completion) are not REST: they arrive over the WebSocket',
  `\`${UPDATES_SOCKET_PATH}\`, opened with the same session cookie.`,
  '',
  'Widgets embedded on other sites call the `widgets` endpoints, and the upload endpoints marked so, with a publishable',
  'key instead of a cookie: `Authorization: Bearer vbpk_…` and `Verbatim-Widget: uploader|recorder`, from a page whose',
  "`Origin` is one of the key's. CORS answers only those origins.",
  '',
  "A site's backend calls the endpoints that name a scope with a secret key instead: `Authorization: Bearer vbsk_…`,",
  'made in the developer settings with some of the scopes `transcriptions:read`, `transcriptions:write`, `ai` and',
  '`webhooks`. It acts as its owner (uploads are charged to and limited like the owner), needs no cookie and no',
  '`Origin`, and never reaches account, billing, key, admin or session endpoints. A key in a URL is refused.',
].join('\n');

/** Each content type of a file answer or body: `'audio/*, video/*'` is two. */
const contentTypes = (list: string | undefined) => (list ?? 'application/octet-stream').split(',').map((type) => type.trim());

function response(status: number, answer: Answer): ZodOpenApiResponseObject {
  if (isJsonAnswer(answer))
    return { description: STATUS_TEXT[status] ?? String(status), content: { 'application/json': { schema: answer } } };
  switch (answer.kind) {
    case 'file':
      return {
        description: answer.description,
        content: Object.fromEntries(contentTypes(answer.contentType).map((type) => [type, { schema: binary }])),
      };
    case 'redirect':
      return {
        description: answer.description,
        headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } },
      };
    case 'empty':
      return { description: answer.description };
  }
}

function requestBody(body: NonNullable<EndpointDefinition['body']>): ZodOpenApiRequestBodyObject {
  if (!isStreamedBody(body)) return { required: true, content: { 'application/json': { schema: body } } };
  if (body.kind === 'multipart') {
    const form: oas31.SchemaObject = { type: 'object', required: ['file'], properties: { file: binary } };
    return { required: true, description: body.description, content: { 'multipart/form-data': { schema: form } } };
  }
  // Bytes bodies are optional where the protocol makes them so (tus creation); the description says when.
  return { description: body.description, content: { [body.contentType ?? '*/*']: { schema: binary } } };
}

function pathParameters(path: string) {
  const names = pathParameterNames(path);
  if (names.length === 0) return undefined;
  return z.object(
    Object.fromEntries(
      names.map((name) => [name, isSlashParameter(path, name) ? z.string().meta({ description: 'May contain slashes.' }) : z.string()]),
    ),
  );
}

function operation(definition: EndpointDefinition): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, answer] of Object.entries(definition.responses)) responses[status as `2${string}`] = response(Number(status), answer);
  for (const [status, reasons] of failureStatuses(definition)) {
    responses[String(status) as `4${string}`] = {
      description: reasons.join(' '),
      content: { 'application/json': { schema: errorBodySchema } },
    };
  }
  const path = pathParameters(definition.path);
  return {
    operationId: definition.name,
    summary: definition.summary,
    tags: [definition.tag],
    ...(path || definition.query
      ? { requestParams: { ...(path ? { path } : {}), ...(definition.query ? { query: definition.query as z.ZodObject } : {}) } }
      : {}),
    ...(definition.body ? { requestBody: requestBody(definition.body) } : {}),
    ...(definition.access === 'public' ? {} : { security: securityOf(definition) }),
    responses,
  };
}

/**
 * An OpenAPI 3.1 document of every definition. Request schemas are rendered as what a client sends (zod's input:
 * before transforms and coercion) and answers as what it receives (the output).
 */
export function buildOpenApiDocument(definitions: readonly EndpointDefinition[], version: string): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const definition of definitions) {
    const path = openApiPath(definition.path);
    paths[path] = { ...paths[path], [definition.method.toLowerCase()]: operation(definition) };
  }
  const tags = [...new Set(definitions.map((definition) => definition.tag))].map((name) => ({ name }));
  const document = createDocument(
    {
      openapi: '3.1.0',
      info: { title: 'Verbatim API', version, description: DESCRIPTION },
      tags,
      paths,
      components: {
        // Registered by name, so every error response refers to one schema instead of repeating it.
        schemas: { ErrorBody: errorBodySchema },
        securitySchemes: {
          [SESSION_COOKIE_SCHEME]: { type: 'apiKey', in: 'cookie', name: 'vb_session', description: 'The session cookie sign-in sets.' },
          [PUBLISHABLE_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'vbpk_<key id>_<secret>',
            description:
              "A publishable key for widgets on other sites, bound to origins: sent with the Verbatim-Widget header, from a page whose Origin the key names. It acts for the key's owner, only where the reference allows it.",
          },
          [SECRET_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'vbsk_<key id>_<secret>',
            description:
              "A secret API key for a site's backend, never for a web page: it acts as its owner on the endpoints whose security lists one of its scopes. Only in the Authorization header, never in a URL.",
          },
        },
      },
    },
    {
      // What a bare `.transform` answers is known only to its function: the answer is described as any value rather
      // than the document failing. A transform piped on to a schema (`.transform(…).pipe(z.string())`) keeps its type.
      allowEmptySchema: { pipe: { output: true } },
    },
  );
  return document as OpenApiDocument;
}

let cached: OpenApiDocument | undefined;

/** The document of every endpoint this server serves, built on first use: the definitions do not change while it runs. */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument(Object.values(endpoints), apiPackage.version);
  return cached;
}
