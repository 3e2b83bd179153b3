import { ArnFormat, Stack, Validations } from 'aws-cdk-lib';
import {
  HttpIntegrationType,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteIntegration,
  HttpRouteKey,
  PayloadFormatVersion,
  type HttpApi,
  type HttpRouteIntegrationConfig,
  type IHttpRouteAuthorizer,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { ApiFunctionDef } from '#lambdas/api-functions';
import { pascalId } from './ids.ts';
import { AppFunction, type BackendResources } from './app-function.ts';
import { compiledRoutesDefine, writeApiFunctionEntry } from './api-function-entry.ts';

export interface ApiFunctionProps {
  readonly def: ApiFunctionDef;
  /** May live in another stack: its id (and the authorizer's) reach this one as parameters. */
  readonly api: HttpApi;
  /** For every route but the public ones. */
  readonly authorizer: IHttpRouteAuthorizer;
  readonly backend: BackendResources;
}

/**
 * One API function of lambdas/api-functions.ts: the house Lambda serving its routes (their handlers only,
 * granted the union of their access), one integration, one permission for the API to invoke it, and its
 * API Gateway routes, all in the stack of this construct.
 */
export class ApiFunction extends Construct {
  readonly handler: AppFunction;
  readonly routes: readonly HttpRoute[];

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    super(scope, id);
    const { def } = props;
    this.handler = new AppFunction(this, 'Handler', {
      entry: writeApiFunctionEntry(def),
      handler: `api/${def.name}`,
      access: def.access,
      backend: props.backend,
      description: apiFunctionDescription(def),
      define: compiledRoutesDefine(def.routes),
    });
    // One grant for the function instead of one per route: only the routes below integrate with it.
    this.handler.fn.addPermission('ApiInvoke', {
      principal: new ServicePrincipal('apigateway.amazonaws.com'),
      sourceArn: Stack.of(this).formatArn({ service: 'execute-api', resource: props.api.apiId, resourceName: '*/*', arnFormat: ArnFormat.SLASH_RESOURCE_NAME }),
    });
    const integration = new FunctionIntegration('Integration', this.handler.fn);
    this.routes = def.routeKeys.map((key) => {
      const route = new HttpRoute(this, pascalId(key.key), {
        httpApi: props.api,
        routeKey: HttpRouteKey.with(key.path, key.methods.length > 1 ? HttpMethod.ANY : HttpMethod[key.methods[0]!]),
        integration,
        authorizer: key.isPublic ? new HttpNoneAuthorizer() : props.authorizer,
      });
      if (key.isPublic) {
        const summaries = def.routes.filter((r) => r.path === key.path).map((r) => r.summary);
        Validations.of(route).acknowledge({ id: 'AwsSolutions-APIG4', reason: `Public by design (minRole 'public' in lambdas/routes.ts): ${summaries.join('; ')}.` });
      }
      return route;
    });
  }
}

/** `API payroll: 42 routes`, or `API telematics-post-telematics-events: POST /telematics/events` for one route. */
export function apiFunctionDescription(def: Pick<ApiFunctionDef, 'name' | 'routes'>): string {
  const [only] = def.routes;
  return `API ${def.name}: ${def.routes.length === 1 ? `${only!.method} ${only!.path}` : `${def.routes.length} routes`}`;
}

/** A Lambda proxy integration (payload 2.0) without CDK's permission per route: ApiFunction grants once. */
class FunctionIntegration extends HttpRouteIntegration {
  constructor(id: string, private readonly fn: IFunction) {
    super(id);
  }

  bind(): HttpRouteIntegrationConfig {
    return { type: HttpIntegrationType.AWS_PROXY, uri: this.fn.functionArn, payloadFormatVersion: PayloadFormatVersion.VERSION_2_0 };
  }
}
