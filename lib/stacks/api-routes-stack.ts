import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { HttpApi, IHttpRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import { ApiFunction } from '#lib/constructs/api-function';
import type { BackendResources } from '#lib/constructs/app-function';
import { pascalId } from '#lib/constructs/ids';
import type { RouteGroup } from './route-groups.ts';

export interface ApiRoutesStackProps extends NestedStackProps {
  readonly group: RouteGroup;
  readonly api: HttpApi;
  readonly authorizer: IHttpRouteAuthorizer;
  readonly backend: BackendResources;
}

/** One group of the route table (see route-groups.ts) on the Api stack's HTTP API, as a nested stack. */
export class ApiRoutesStack extends NestedStack {
  readonly functions: readonly ApiFunction[];
  readonly group: RouteGroup;

  constructor(scope: Construct, id: string, props: ApiRoutesStackProps) {
    const { group, api, authorizer, backend, ...stackProps } = props;
    super(scope, id, { description: `FAST DASHBOARD HTTP API routes, stack ${group.name}`, ...stackProps });
    this.group = group;
    this.functions = group.functions.map((def) => new ApiFunction(this, `${pascalId(def.name)}Function`, { def, api, authorizer, backend }));
  }
}
