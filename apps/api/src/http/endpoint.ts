import type { EndpointDefinition, EndpointReply, ParsedRequest } from '@verbatim/core-sdk/contracts';
import { isJsonAnswer, isStreamedBody } from '@verbatim/core-sdk/contracts';
import { koaBody } from 'koa-body';
import { ForbiddenError } from '../errors/app-error';
import type { UserModel } from '../models/user';
import { ApiKeyRefusedError } from '../services/api-keys/api-key-errors';
import { PublishableKeyInvalidError, PublishableKeyRefusedError } from '../services/publishable-keys/publishable-key-errors';
import { admitJsonBody, JSON_BODY_LIMIT_BYTES, JSON_BODY_TYPES } from './admit-json-bodies';
import { readIdempotencyKey, runIdempotently } from './idempotency';
import { requireUser } from './require-user';
import type { AppMiddleware, HttpContext } from './types';
import { validate } from './validate';

/**
 * The request as a handler receives it: parsed by the definition's schemas, with the caller its access allows (a
 * widget's key's owner for `widget` endpoints and key requests; the widget itself is `ctx.state.publishableKey`).
 */
export type HandlerRequest<D extends EndpointDefinition> = ParsedRequest<D> & {
  user: D['access'] extends 'public' ? UserModel | null : UserModel;
};

/**
 * An endpoint's work: it returns the JSON answer of its success status, or nothing when it answers itself
 * (files, redirects, empty answers, tus).
 */
export type EndpointHandler<D extends EndpointDefinition> = (
  request: HandlerRequest<D>,
  ctx: HttpContext,
) => Promise<EndpointReply<D> | undefined> | EndpointReply<D> | undefined;

/** A definition with the middleware that serves it, ready to be mounted. */
export interface MountedEndpoint {
  readonly definition: EndpointDefinition;
  readonly middleware: readonly AppMiddleware[];
}

export interface HandleOptions {
  /**
   * Runs once the body is admitted, before authentication and the handler: limits that count every attempt. A body
   * that is not JSON or not parseable is refused first, as cheaper than counting it.
   */
  before?: AppMiddleware[];
}

const parseJson: AppMiddleware = koaBody({
  json: true,
  jsonTypes: JSON_BODY_TYPES,
  jsonLimit: JSON_BODY_LIMIT_BYTES,
  urlencoded: false,
  text: false,
  multipart: false,
});

/** The status a handler's returned answer is sent with: the definition's one success status. */
function successStatus(definition: EndpointDefinition): number {
  const statuses = Object.keys(definition.responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 400);
  return Math.min(...statuses);
}

const KEY_REFUSED = 'Publishable keys cannot call this endpoint: it is for signed-in users of the app.';
const KEY_NEEDED = 'This endpoint is for embedded widgets: send a publishable key as Authorization: Bearer vbpk_….';

/**
 * Who may call with a publishable key, answered before anything is read or counted: only `widget` endpoints and the
 * user endpoints marked `publishableKey` take one, and a `widget` endpoint takes nothing else.
 */
function checkKeyAccess(definition: EndpointDefinition, ctx: HttpContext): void {
  checkApiKeyScope(definition, ctx);
  const keyEndpoint = definition.access === 'widget' || definition.publishableKey === true;
  if (ctx.state.publishableKey && !keyEndpoint) throw new PublishableKeyRefusedError(KEY_REFUSED);
  if (!ctx.state.publishableKey && definition.access === 'widget') throw new PublishableKeyInvalidError(KEY_NEEDED);
}

/**
 * Whether a secret key reaches this endpoint: only when the definition names a scope, and the key has it. Account,
 * billing, key, admin and session endpoints name none, so no key ever reaches them.
 */
function checkApiKeyScope(definition: EndpointDefinition, ctx: HttpContext): void {
  const apiKey = ctx.state.apiKey;
  if (!apiKey) return;
  if (!definition.scope) {
    throw new ApiKeyRefusedError(
      `Secret API keys cannot call ${definition.method} ${definition.path}: it is only for signed-in users of the app.`,
    );
  }
  if (!apiKey.key.scopes.includes(definition.scope)) {
    throw new ApiKeyRefusedError(
      `This API key does not have the ${definition.scope} scope that ${definition.method} ${definition.path} needs. Make a key with it in the developer settings.`,
    );
  }
}

/** The caller as the definition allows: a widget's key stands for its owner, a session for its user. */
function checkAccess(definition: EndpointDefinition, ctx: HttpContext): UserModel | null {
  const widget = ctx.state.publishableKey;
  if (widget) return widget.owner;
  if (ctx.state.apiKey) return ctx.state.apiKey.owner;
  if (definition.access === 'public') return ctx.state.user;
  const user = requireUser(ctx);
  if (definition.access === 'admin' && user.role !== 'admin') throw new ForbiddenError();
  return user;
}

/**
 * Drift between what an endpoint answers and what its definition promises is a bug of ours: where answers are
 * checked (development and tests), it fails loudly as a 500 instead of reaching a client as a wrong shape.
 */
function checkAnswer(definition: EndpointDefinition, ctx: HttpContext, body: unknown): void {
  if (ctx.status >= 400) return;
  const where = `${definition.method} ${definition.path}`;
  if (!(ctx.status in definition.responses)) {
    throw new Error(`${where} answered ${ctx.status}, which its definition does not list`);
  }
  const answer = definition.responses[ctx.status];
  if (!isJsonAnswer(answer)) return;
  const result = answer.safeParse(body);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
    throw new Error(`${where} answered ${ctx.status} with a body its definition does not allow: ${problems.join('; ')}`);
  }
}

/** An idempotent endpoint keeps its keys per caller and fingerprints the parsed JSON body: it needs both. */
function checkIdempotentDefinition(definition: EndpointDefinition): void {
  if (!definition.idempotent) return;
  const where = `${definition.method} ${definition.path}`;
  if (definition.access === 'public') throw new Error(`${where} is idempotent, but public: keys are kept per signed-in caller`);
  if (isStreamedBody(definition.body)) throw new Error(`${where} is idempotent, but streams its body: only JSON bodies are fingerprinted`);
}

/**
 * The origin check lets an `anyOrigin` endpoint through by its exact method and path. It must be public, so that a
 * request another site makes a visitor's browser send never acts with the visitor's session, and its path must have
 * no parameters to match.
 */
function checkAnyOriginDefinition(definition: EndpointDefinition): void {
  if (!definition.anyOrigin) return;
  const where = `${definition.method} ${definition.path}`;
  if (definition.access !== 'public') throw new Error(`${where} takes any origin, but is not public: it would act for a visitor's session`);
  if (/[:*]/.test(definition.path))
    throw new Error(`${where} takes any origin, but has path parameters: the origin check matches exact paths`);
}

/**
 * Serves one definition: admits and parses a JSON body, counts `before` limits, checks who is calling (bodies
 * the endpoint streams itself are left unread), validates the query and body with the definition's schemas,
 * calls the handler and sends its answer with the definition's success status. An idempotent definition's
 * handler runs once per caller and Idempotency-Key (`runIdempotently`).
 */
export function handle<D extends EndpointDefinition>(
  definition: D,
  handler: EndpointHandler<D>,
  options: HandleOptions = {},
): MountedEndpoint {
  checkIdempotentDefinition(definition);
  checkAnyOriginDefinition(definition);
  const readsJson = !isStreamedBody(definition.body);
  const status = successStatus(definition);

  const serve: AppMiddleware = async (koaCtx) => {
    const ctx = koaCtx as HttpContext;
    const user = checkAccess(definition, ctx);
    const idempotencyKey = definition.idempotent ? readIdempotencyKey(ctx) : undefined;
    const request = {
      params: ctx.params ?? {},
      query: definition.query ? validate(definition.query, ctx.query) : {},
      body: definition.body && !isStreamedBody(definition.body) ? validate(definition.body, ctx.request.body) : undefined,
      user,
    } as HandlerRequest<D>;
    const run = async () => {
      ctx.status = status;
      const reply = await handler(request, ctx);
      if (reply === null) {
        // Koa reads a null body as "no content" (204); an answer that is JSON null is sent as its text.
        ctx.body = 'null';
        ctx.type = 'application/json';
      } else if (reply !== undefined) ctx.body = reply;
      if (ctx.deps.config.checkAnswers && ctx.respond !== false) checkAnswer(definition, ctx, reply === undefined ? ctx.body : reply);
    };
    if (idempotencyKey !== undefined && user) await runIdempotently(ctx, user, idempotencyKey, run);
    else await run();
  };

  const gate: AppMiddleware = async (ctx, next) => {
    checkKeyAccess(definition, ctx as HttpContext);
    return next();
  };
  const bodyMiddleware: AppMiddleware[] = readsJson ? [admitJsonBody, parseJson] : [];
  return { definition, middleware: [gate, ...bodyMiddleware, ...(options.before ?? []), serve] };
}
