import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { assertEnvironment } from './environment.ts';
import { routeOfKey } from './own-route.ts';
import { tableKeyOf } from './route-key.ts';

/** Route middleware: the route's `access` (from the route table, by the request's table key) decides what must be set. */
export function environmentCheck(): MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: (request) => {
      const tableKey = tableKeyOf(request.event);
      const route = routeOfKey(tableKey);
      if (route) assertEnvironment(tableKey, route.access);
    },
  };
}
