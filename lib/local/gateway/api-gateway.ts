import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StackedRoute } from '#lambdas/route-types';
import { FUNCTION_TIMEOUT_SECONDS } from '#lib/function-timeouts';
import type { FaultInjector } from '#lib/local/faults/fault-injector';
import type { TokenVerifier } from '#lib/local/token-verifier';
import { invokeHandler } from '#lib/local/lambda/handler-module';
import { isRequestTooLarge } from '#lib/local/lambda/invocation-limits';
import { buildApiEvent, gatewayRequestId } from './api-event.ts';
import { gatewayResponse, internalServerError, jsonMessage, writeGatewayResponse, type GatewayResponse } from './api-response.ts';
import { corsHeaders, isPreflight, preflightHeaders } from './cors.ts';
import { PayloadTooLargeError, readBody } from './http-utils.ts';
import { IntegrationTimeoutError, withinIntegrationTimeout } from './integration-timeout.ts';
import { createRouteMatcher } from './route-matcher.ts';

/** HTTP API payload quota. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface ApiGatewayOptions {
  routes: readonly StackedRoute[];
  verifier: TokenVerifier;
  domainName: string;
  onError?: (routeKey: string, error: unknown) => void;
  /** Its `lambda` faults end an invocation as an integration timeout. */
  faults?: FaultInjector;
}

export type ApiHandler = (req: IncomingMessage, res: ServerResponse, path: string, rawQueryString: string) => Promise<void>;

/** The `Authorization` identity source; API Gateway accepts the token with or without `Bearer `. */
function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization?.trim();
  if (!header) return undefined;
  return header.replace(/^Bearer\s+/i, '') || undefined;
}

/**
 * The local HTTP API: route selection from the route table, the JWT authorizer on every non-public
 * route, a payload 2.0 event for the route's handler and API Gateway's own error answers around it.
 */
export function createApiGateway(opts: ApiGatewayOptions): ApiHandler {
  const matchRoute = createRouteMatcher(opts.routes);

  async function respond(req: IncomingMessage, path: string, rawQueryString: string, requestId: string): Promise<GatewayResponse> {
    const match = matchRoute(req.method ?? 'GET', path);
    if (!match) return jsonMessage(404, 'Not Found');
    let claims: Record<string, unknown> | undefined;
    if (!match.key.isPublic) {
      const token = bearerToken(req);
      if (!token) return jsonMessage(401, 'Unauthorized');
      try {
        claims = (await opts.verifier.verify(token)) as Record<string, unknown>;
      } catch {
        return jsonMessage(401, 'Unauthorized');
      }
    }
    let body: Buffer;
    try {
      body = await readBody(req, MAX_BODY_BYTES);
    } catch (err) {
      if (err instanceof PayloadTooLargeError) return jsonMessage(413, 'Request Entity Too Large');
      throw err;
    }
    // An `ANY` key's function answers a method its routes do not have as the gateway answers an unknown route.
    if (!match.route) return jsonMessage(404, 'Not Found');
    const event = buildApiEvent({ req, path, rawQueryString, body, domainName: opts.domainName, match, requestId, claims });
    // Each route's own handler and `access`, stricter than the deployed function's union of its routes' access.
    const fn = { entry: match.route.handler, access: match.route.access, timeoutSeconds: FUNCTION_TIMEOUT_SECONDS.default };
    try {
      // An injected timeout is reported at once: the answer API Gateway gives up on, without the 30 s wait.
      if (opts.faults?.draw('lambda')) throw new IntegrationTimeoutError('Injected: no answer within the integration timeout');
      return gatewayResponse(await withinIntegrationTimeout(invokeHandler(fn, event)));
    } catch (error) {
      // Over Lambda's 6 MB the function is never invoked; a response over it or a timeout is a function error (500).
      if (isRequestTooLarge(error)) return jsonMessage(413, 'Request Entity Too Large');
      if (error instanceof IntegrationTimeoutError) return jsonMessage(503, 'Service Unavailable');
      opts.onError?.(event.routeKey, error);
      return internalServerError();
    }
  }

  return async (req, res, path, rawQueryString) => {
    const requestId = gatewayRequestId();
    const headers = { 'apigw-requestid': requestId, ...corsHeaders(req) };
    if (isPreflight(req)) {
      res.writeHead(204, { ...preflightHeaders(req), 'apigw-requestid': requestId });
      res.end();
      return;
    }
    writeGatewayResponse(res, await respond(req, path, rawQueryString, requestId), headers);
  };
}
