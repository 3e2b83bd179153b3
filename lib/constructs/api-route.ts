import { Validations } from 'aws-cdk-lib';
import { HttpMethod, HttpNoneAuthorizer, HttpRoute, HttpRouteKey, type HttpApi, type IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Construct } from 'constructs';
import type { RouteDef } from '#lambdas/route-types';
import { AppFunction, type BackendResources } from './app-function.ts';
import { compiledRouteDefine } from './compiled-route.ts';

export interface ApiRouteProps {
  readonly route: RouteDef;
  /** May live in another stack: its id (and the authorizer's) reach this one as parameters. */
  readonly api: HttpApi;
  /** For every route but the public ones. */
  readonly authorizer: IHttpRouteAuthorizer;
  readonly backend: BackendResources;
}

/**
 * One entry of the route table: its house Lambda, the API Gateway route and integration, and the
 * permission for API Gateway to invoke it, all in the stack of this construct.
 */
export class ApiRoute extends Construct {
  readonly handler: AppFunction;
  readonly route: HttpRoute;

  constructor(scope: Construct, id: string, props: ApiRouteProps) {
    super(scope, id);
    const { route } = props;
    this.handler = new AppFunction(this, 'Handler', {
      handler: route.handler,
      access: route.access,
      backend: props.backend,
      description: `${route.method} ${route.path}`,
      define: compiledRouteDefine(route),
    });
    const isPublic = route.minRole === 'public';
    this.route = new HttpRoute(this, 'Route', {
      httpApi: props.api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration: new HttpLambdaIntegration('Integration', this.handler.fn),
      authorizer: isPublic ? new HttpNoneAuthorizer() : props.authorizer,
    });
    if (isPublic) {
      Validations.of(this.route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `Public by design (minRole 'public' in lambdas/routes.ts): ${route.summary}.`,
      });
    }
  }
}
