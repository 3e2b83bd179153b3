import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The route table key of a request (`GET /payruns/{id}`). API Gateway sends the key of the route it
 * matched, which is `ANY /payruns/{id}` where one path serves several methods (README "Deploy"), so
 * the method comes from the request and the path template from the matched route.
 */
export function tableKeyOf(event: Pick<APIGatewayProxyEventV2, 'routeKey' | 'requestContext'>): string {
  const template = event.routeKey.slice(event.routeKey.indexOf(' ') + 1);
  return `${event.requestContext.http.method} ${template}`;
}
