import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import { hasRole } from '#shared/access/roles';
import { routeOfKey } from './own-route.ts';
import { tableKeyOf } from './route-key.ts';
import { ANY_SIGNED_IN, type RouteDef } from '#lambdas/route-types';
import { callerFromEvent, type Caller } from './caller.ts';
import { currentCaller } from './current-standing.ts';
import { environmentCheck } from './environment-check.ts';
import { errorMapper } from './error-mapper.ts';
import { ForbiddenError } from './errors.ts';
import { assertOwnership } from './ownership.ts';
import { assertBodySize, assertRequestBounds } from './request-bounds.ts';
import { withRequestMemo } from './request-memo.ts';
import { logger } from './logger.ts';
import { routeObservability } from '#lambdas/observability/route-metrics';
import { json } from './respond.ts';
import { parseOrThrow } from './validation.ts';

export type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
export type Result = APIGatewayProxyStructuredResultV2;

/** Spec part 1 §8: the text a user without a company claim sees. */
export const NO_COMPANY_MESSAGE = 'Your company permissions are being verified. Please refresh your browser page to continue.';

export interface CompanyCaller extends Caller { companyId: string }

interface Schemas<B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined> {
  body?: B;
  query?: Q;
  params?: P;
}

type Parsed<S> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteRequest<C, B, Q, P> {
  event: Event;
  caller: C;
  body: B;
  query: Q;
  params: P;
}

function routeFor(event: Event): RouteDef {
  const tableKey = tableKeyOf(event);
  const route = routeOfKey(tableKey);
  if (!route) throw new Error(`No route table entry for ${tableKey}`);
  return route;
}

/**
 * The route table is the authority on who may call: the JWT authorizer proves identity, the company
 * directory says who he is now (disabled, or his current role), this checks role and tenant.
 */
async function authorise(route: RouteDef, event: Event): Promise<Caller | undefined> {
  if (route.minRole === 'public') return undefined;
  const caller = await currentCaller(callerFromEvent(event));
  if (route.minRole !== ANY_SIGNED_IN && !hasRole(caller.role, route.minRole)) throw new ForbiddenError();
  if (route.scope === 'company' && !caller.companyId) throw new ForbiddenError(route.noCompanyMessage ?? NO_COMPANY_MESSAGE);
  return caller;
}

function build<C, B extends z.ZodType | undefined, Q extends z.ZodType | undefined, P extends z.ZodType | undefined>(
  schemas: Schemas<B, Q, P>,
  narrow: (caller: Caller | undefined) => C,
  fn: (req: RouteRequest<C, Parsed<B>, Parsed<Q>, Parsed<P>>) => Promise<Result | unknown>,
  prove?: (event: Event) => Promise<C>,
) {
  const core = (event: Event): Promise<Result> => withRequestMemo(async () => {
    const route = routeFor(event);
    const caller = await authorise(route, event);
    if (caller?.companyId) logger.appendKeys({ companyId: caller.companyId });
    assertRequestBounds(event);
    // A machine or link caller proves itself before its body is read: an unproven call learns nothing of the body's rules.
    const narrowed = prove ? await prove(event) : narrow(caller);
    const params = (schemas.params ? parseOrThrow(schemas.params, event.pathParameters ?? {}, 'path') : undefined) as Parsed<P>;
    // Ownership before the body: another driver's or room's id is refused whatever the body holds.
    if (caller) await assertOwnership(route, caller, event.pathParameters ?? {}, event.body);
    const req = {
      event,
      caller: narrowed,
      body: (schemas.body ? parseOrThrow(schemas.body, event.body, 'body') : undefined) as Parsed<B>,
      query: (schemas.query ? parseOrThrow(schemas.query, event.queryStringParameters ?? {}, 'query') : undefined) as Parsed<Q>,
      params,
    };
    const result = await fn(req);
    return isResult(result) ? result : json(200, result);
  });
  // resetKeys: a warm container must not carry one request's companyId into the next request's logs.
  const handler = middy<Event, Result>(core).use(injectLambdaContext(logger, { resetKeys: true }));
  handler.use(routeObservability());
  handler.use(environmentCheck());
  // The size is checked on the raw body, before JSON parsing spends memory on it.
  handler.use({ before: (request) => assertBodySize(routeFor(request.event), request.event) });
  if (schemas.body) handler.use(httpJsonBodyParser());
  // The schemas ride on the handler so a test can audit every route's bounds from the route table.
  return Object.assign(handler.use(errorMapper()), { schemas: schemas as RouteSchemas });
}

/** The request schemas of a route's handler, as the bounds audit reads them. */
export interface RouteSchemas { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType }

function isResult(value: unknown): value is Result {
  return typeof value === 'object' && value !== null && 'statusCode' in value && typeof (value as Result).statusCode === 'number';
}

/** A route open to anyone (minRole 'public'); a machine caller's body is still read by a bounded schema. */
export function publicRoute<B extends z.ZodType | undefined = undefined>(
  fn: (req: RouteRequest<undefined, Parsed<B>, undefined, undefined>) => Promise<Result | unknown>,
  schemas: { body?: B } = {},
) {
  return build<undefined, B, undefined, undefined>(schemas, () => undefined, fn);
}

/**
 * A public route whose caller proves itself with something other than a Cognito token (a tractor's
 * inspection link): `prove` runs before the body is parsed and its answer is the request's caller.
 */
export function provenRoute<M, B extends z.ZodType | undefined = undefined>(
  prove: (event: Event) => Promise<M>,
  fn: (req: RouteRequest<M, Parsed<B>, undefined, undefined>) => Promise<Result | unknown>,
  schemas: { body?: B } = {},
) {
  return build<M, B, undefined, undefined>(schemas, () => undefined as M, fn, prove);
}

/** A route for any signed-in caller, who may not have a company yet. */
export function signedInRoute<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  schemas: Schemas<B, Q, P>,
  fn: (req: RouteRequest<Caller, Parsed<B>, Parsed<Q>, Parsed<P>>) => Promise<Result | unknown>,
) {
  return build(schemas, (c) => c as Caller, fn);
}

/** A route that works inside the caller's company; `caller.companyId` is guaranteed and comes only from the token. */
export function companyRoute<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined>(
  schemas: Schemas<B, Q, P>,
  fn: (req: RouteRequest<CompanyCaller, Parsed<B>, Parsed<Q>, Parsed<P>>) => Promise<Result | unknown>,
) {
  return build(schemas, (c) => {
    if (!c?.companyId) throw new ForbiddenError(NO_COMPANY_MESSAGE);
    return c as CompanyCaller;
  }, fn);
}
