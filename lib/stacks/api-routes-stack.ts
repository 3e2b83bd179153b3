import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { HttpApi, IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { routeId } from '#lambdas/route-types';
import { ApiRoute } from '#lib/constructs/api-route';
import type { BackendResources } from '#lib/constructs/app-function';
import type { RouteGroup } from './route-groups.ts';

export interface ApiRoutesStackProps extends NestedStackProps {
  readonly group: RouteGroup;
  readonly api: HttpApi;
  readonly authorizer: IHttpRouteAuthorizer;
  readonly backend: BackendResources;
}

/** One group of the route table (see route-groups.ts) on the Api stack's HTTP API, as a nested stack. */
export class ApiRoutesStack extends NestedStack {
  readonly routes: readonly ApiRoute[];

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    const { group, api, authorizer, backend, ...stackProps } = props;
    super(scope, id, { description: `FAST DASHBOARD HTTP API routes, stack ${group.name}`, ...stackProps });
    this.routes = group.routes.map((route) => new ApiRoute(this, routeId(route), { route, api, authorizer, backend }));
  }
}
