import type { z } from 'zod';
import type { ApiKeyScope } from './constants';
import type { PathParams, Route } from './routes';

/**
 * Who may call an endpoint: anyone, a signed-in user, a signed-in admin, or a widget on another site with a
 * publishable key (checked by the server on every call).
 */
export type Access = 'public' | 'user' | 'admin' | 'widget';

/** A request body the endpoint reads itself instead of as JSON: a multipart form, or raw bytes (storage, tus). */
export interface StreamedBody {
  readonly kind: 'multipart' | 'bytes';
  /** What the body carries, for the reference. */
  readonly description: string;
  /** The content type of a bytes body, when the endpoint takes only one (tus's `application/offset+octet-stream`). */
  readonly contentType?: string;
}

/** An answer that is not JSON: a file or media stream, a redirect, or nothing. */
export interface NonJsonAnswer {
  readonly kind: 'file' | 'redirect' | 'empty';
  readonly description: string;
  /** The content type of a file answer; several, comma-separated, when it depends on the file. */
  readonly contentType?: string;
}

export type Answer = z.ZodType | NonJsonAnswer;

/** Everything the API, the SDK and the OpenAPI reference know of one endpoint. */
export interface EndpointDefinition<R extends Route = Route> {
  readonly name: R['name'];
  readonly method: R['method'];
  readonly path: R['path'];
  readonly access: Access;
  /**
   * A `user` endpoint that a widget may call too, with a publishable key instead of a session: the key's owner is the
   * caller, and the key's origins, widgets and limits apply. Every other endpoint refuses a key.
   */
  readonly publishableKey?: true;
  /**
   * The scope a secret API key (`Authorization: Bearer vbsk_…`) needs to call this endpoint as its owner. An endpoint
   * without one (account, billing, keys, admin, sessions) refuses every secret key.
   */
  readonly scope?: ApiKeyScope;
  /** One line for the reference. */
  readonly summary: string;
  /** A grouping for the reference (auth, transcriptions, uploads…). */
  readonly tag: string;
  readonly query?: z.ZodType;
  /** A JSON body's schema, or a body the endpoint streams itself. */
  readonly body?: z.ZodType | StreamedBody;
  /** The answer of each status the endpoint succeeds with; errors all share `errorBodySchema`. */
  readonly responses: { readonly [status: number]: Answer };
  /**
   * Honours `Idempotency-Key`, for mutations whose repeat would do harm (a second transcription, a second charge).
   * A request with a key is run once per caller and key: the same request again within 24 hours gets the first
   * success again (`Idempotent-Replayed: true`) without running; one still running gets 409; another request with
   * the same key gets 422 `IDEMPOTENCY_KEY_REUSED`. Errors are not kept, so a refused request can be sent again.
   * Only for signed-in endpoints with a JSON body or none: the key is kept per caller, with a hash of the body.
   */
  readonly idempotent?: true;
  /**
   * Taken from any origin: the server's cross-site request check does not apply. Only for a public URL whose one
   * authority is a token in it, that reads no session, and that other sites send to by design (the one-click
   * unsubscribe URL of an e-mail's List-Unsubscribe header, posted by the reader's mail provider).
   */
  readonly anyOrigin?: true;
  /**
   * The failures only this endpoint has, by status, each with when it happens (a taken e-mail address, a rate
   * limit, uploads refused while the server restarts). The reference adds those every endpoint of its kind can
   * answer: 400 for input, 401 and 403 for access, 404 for a path parameter, 413 and 415 for a body, 500.
   */
  readonly failures?: { readonly [status: number]: string };
}

/** Adds to a route who may call it, its schemas and its answers; the result is the endpoint's one definition. */
export function defineEndpoint<const R extends Route, const D extends Omit<EndpointDefinition<R>, 'name' | 'method' | 'path'>>(
  route: R,
  definition: D,
): R & D {
  return { ...route, ...definition };
}

export const multipartFile = (description: string): StreamedBody => ({ kind: 'multipart', description });
export const bytes = (description: string, contentType?: string): StreamedBody =>
  contentType ? { kind: 'bytes', description, contentType } : { kind: 'bytes', description };
export const fileAnswer = (contentType: string, description: string): NonJsonAnswer => ({ kind: 'file', contentType, description });
export const redirectAnswer = (description: string): NonJsonAnswer => ({ kind: 'redirect', description });
export const emptyAnswer = (description: string): NonJsonAnswer => ({ kind: 'empty', description });

export function isStreamedBody(body: EndpointDefinition['body']): body is StreamedBody {
  return typeof body === 'object' && body !== null && 'kind' in body && !('_zod' in body);
}

export function isJsonAnswer(answer: Answer | undefined): answer is z.ZodType {
  return typeof answer === 'object' && answer !== null && '_zod' in answer;
}

type SuccessStatus<D extends EndpointDefinition> = Extract<keyof D['responses'], 200 | 201 | 202 | 204>;
type SuccessAnswer<D extends EndpointDefinition> = D['responses'][SuccessStatus<D>];

/** What a successful call answers, as the client reads it. */
export type EndpointResult<D extends EndpointDefinition> = SuccessAnswer<D> extends z.ZodType ? z.output<SuccessAnswer<D>> : undefined;

/** What a handler may return for a successful call (before the schema's transforms). */
export type EndpointReply<D extends EndpointDefinition> = SuccessAnswer<D> extends z.ZodType ? z.input<SuccessAnswer<D>> : undefined;

type Empty = Record<string, never>;
type Optional<T> = Empty extends T ? T | undefined : T;
type ParamsPart<D extends EndpointDefinition> = keyof PathParams<D['path']> extends never ? unknown : { params: PathParams<D['path']> };
type QueryPart<D extends EndpointDefinition> = D['query'] extends z.ZodType ? { query?: Optional<z.input<D['query']>> } : unknown;
type BodyPart<D extends EndpointDefinition> = D['body'] extends z.ZodType
  ? { body: z.input<D['body']> }
  : D['body'] extends StreamedBody
    ? { body: FormData | Blob }
    : unknown;

/** What a client sends: the path's parameters, the query and the body, each only where the endpoint has one. */
export type EndpointInput<D extends EndpointDefinition> = ParamsPart<D> & QueryPart<D> & BodyPart<D>;

/** The parsed request as a handler receives it. */
export interface ParsedRequest<D extends EndpointDefinition> {
  params: PathParams<D['path']>;
  query: D['query'] extends z.ZodType ? z.output<D['query']> : Record<string, never>;
  body: D['body'] extends z.ZodType ? z.output<D['body']> : undefined;
}
