import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { assertEnvironment } from './environment.ts';
import { routeOfKey } from './own-route.ts';

/** Route middleware: the route's `access` (from the route table, by routeKey) decides what must be set. */
export function environmentCheck(): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: (request) => {
      const routeKey = request.event.routeKey;
      const route = routeOfKey(routeKey);
      if (route) assertEnvironment(routeKey, route.access);
    },
  };
}
