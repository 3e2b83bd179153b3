import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { tableKeyOf } from './route-key.ts';

export type RouteHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** What API Gateway answers a method its route table does not hold. */
const NOT_FOUND: APIGatewayProxyStructuredResultV2 = {
  statusCode: 404,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'Not Found' }),
};

/**
 * The handler of an API function that serves several routes of one domain: each request goes to the
 * handler of its own route, which runs that route's checks (role, tenant, bounds, ownership). A method
 * the table does not hold on a path served as `ANY` is answered as API Gateway answers an unknown route.
 */
export function routeRouter(handlers: Readonly<Record<string, RouteHandler>>): RouteHandler {
  const byKey = new Map(Object.entries(handlers));
  return async (event, context) => {
    const handler = byKey.get(tableKeyOf(event));
    return handler ? handler(event, context) : NOT_FOUND;
  };
}
