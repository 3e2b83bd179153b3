import { Duration, Stack, type CfnResource, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CfnStage, CorsHttpMethod, HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { routes as productRoutes } from '#lambdas/routes';
import type { RouteDef } from '#lambdas/route-types';
import type { BackendResources } from '#lib/constructs/app-function';
import { pascalId } from '#lib/constructs/ids';
import { ApiRoutesStack } from './api-routes-stack.ts';
import { groupRoutes } from './route-groups.ts';
import { DEFAULT_API_THROTTLE, type ApiThrottle } from './api-throttle.ts';

export interface ApiStackProps extends StackProps {
  readonly backend: BackendResources;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** Origins of the SPA allowed by CORS. */
  readonly webOrigins: readonly string[];
  /** Defaults to the product's route table. */
  readonly routes?: readonly RouteDef[];
  /** Defaults to DEFAULT_API_THROTTLE. */
  readonly throttle?: ApiThrottle;
}

/**
 * Route stacks created at once on a first deploy: each waits for the one `LANES` before it, so Lambda's
 * and API Gateway's control planes are not asked for every function and route of the API together,
 * whose throttling would roll the whole stack back.
 */
export const ROUTE_STACK_LANES = 6;

/**
 * The HTTP API behind a Cognito JWT authorizer: the routes of lambdas/routes.ts in the nested stacks
 * they declare, each stack's routes served by one house Lambda (see route-groups.ts, lambdas/api-functions.ts).
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly routeStacks: readonly ApiRoutesStack[];
  /** Base URL of the API, with a trailing slash. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const throttle = props.throttle ?? DEFAULT_API_THROTTLE;

    this.api = new HttpApi(this, 'Api', {
      apiName: this.stackName,
      description: 'FAST DASHBOARD HTTP API',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [...props.webOrigins],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.PATCH, CorsHttpMethod.DELETE],
        allowHeaders: ['authorization', 'content-type', 'x-app-version', 'x-inspection-link', 'x-schedule-link'],
        // The web's query layer waits as long as a 429 or 503 says before it reads again.
        exposeHeaders: ['retry-after'],
        maxAge: Duration.hours(1),
      },
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      autoDeploy: true,
      throttle: { rateLimit: throttle.rateLimit, burstLimit: throttle.burstLimit },
      accessLogSettings: {
        destination: new LogGroupLogDestination(new LogGroup(this, 'AccessLogs', { retention: RetentionDays.THREE_MONTHS })),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            route: '$context.routeKey',
            status: '$context.status',
            latencyMs: '$context.responseLatency',
            companyId: '$context.authorizer.claims.custom:companyId',
            authorizerError: '$context.authorizer.error',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    // The SPA sends the Cognito ID token: its issuer is the pool, its audience the app client id.
    const issuer = `https://cognito-idp.${Stack.of(props.userPool).region}.${this.urlSuffix}/${props.userPool.userPoolId}`;
    const authorizer = new HttpJwtAuthorizer('CognitoIdToken', issuer, {
      jwtAudience: [props.userPoolClient.userPoolClientId],
    });
    // Routes live in nested stacks, each in the one it declares, so the HTTP API can outgrow CloudFormation's
    // 500 resources per stack; this stack keeps the API, its stage and the one authorizer they share.
    this.routeStacks = groupRoutes(props.routes ?? productRoutes).map(
      (group) => new ApiRoutesStack(this, `${pascalId(group.name)}Routes`, { group, api: this.api, authorizer, backend: props.backend }),
    );
    this.routeStacks.forEach((routeStack, i) => {
      const before = this.routeStacks[i - ROUTE_STACK_LANES];
      if (before) routeStack.nestedStackResource!.addResourceDependency(before.nestedStackResource as CfnResource);
    });
    this.limitRoutes(stage, throttle);
    this.url = stage.url;
  }

  /** Per-route limits name routes of the nested stacks: the stage is updated once they exist. */
  private limitRoutes(stage: HttpStage, throttle: ApiThrottle): void {
    const keys = new Map(this.routeStacks.flatMap((routeStack) => routeStack.group.functions.flatMap((fn) => fn.routeKeys.map((key) => [key.key, routeStack] as const))));
    const routeSettings: Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }> = {};
    for (const [key, limit] of Object.entries(throttle.routes)) {
      const routeStack = keys.get(key);
      // The defaults name the product's open routes; an API built from another route table may lack them.
      if (!routeStack && key in DEFAULT_API_THROTTLE.routes && throttle.routes[key] === DEFAULT_API_THROTTLE.routes[key]) continue;
      if (!routeStack) throw new Error(`Context apiThrottle.routes names '${key}', which is not a route key of the API`);
      routeSettings[key] = { ThrottlingRateLimit: limit.rateLimit, ThrottlingBurstLimit: limit.burstLimit };
      stage.node.addDependency(routeStack);
    }
    (stage.node.defaultChild as CfnStage).addPropertyOverride('RouteSettings', routeSettings);
  }
}
