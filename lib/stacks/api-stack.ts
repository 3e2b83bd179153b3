import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CorsHttpMethod, HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
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

export interface ApiStackProps extends StackProps {
  readonly backend: BackendResources;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** Origins of the SPA allowed by CORS. */
  readonly webOrigins: readonly string[];
  /** Defaults to the product's route table. */
  readonly routes?: readonly RouteDef[];
}

/**
 * The HTTP API: one house Lambda per route of lambdas/routes.ts behind a Cognito JWT authorizer, the
 * routes in the nested stacks they declare (see route-groups.ts).
 */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly routeStacks: readonly ApiRoutesStack[];
  /** Base URL of the API, with a trailing slash. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = new HttpApi(this, 'Api', {
      apiName: this.stackName,
      description: 'FAST DASHBOARD HTTP API',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [...props.webOrigins],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.PATCH, CorsHttpMethod.DELETE],
        allowHeaders: ['authorization', 'content-type', 'x-app-version', 'x-inspection-link', 'x-schedule-link'],
        maxAge: Duration.hours(1),
      },
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
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
    this.url = stage.url;
  }
}
