import { Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { CorsHttpMethod, HttpApi, HttpMethod, HttpNoneAuthorizer, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { routes as productRoutes } from '#lambdas/routes';
import { routeId, type RouteDef } from '#lambdas/route-types';
import { AppFunction, type BackendResources } from '#lib/constructs/app-function';

export interface ApiStackProps extends StackProps {
  readonly backend: BackendResources;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
  /** Origins of the SPA allowed by CORS. */
  readonly webOrigins: readonly string[];
  /** Defaults to the product's route table. */
  readonly routes?: readonly RouteDef[];
}

/** The HTTP API: one house Lambda per route of lambdas/routes.ts behind a Cognito JWT authorizer. */
export class ApiStack extends Stack {
  readonly api: HttpApi;
  /** Base URL of the API, with a trailing slash. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    this.api = new HttpApi(this, 'Api', {
      description: 'FAST DASHBOARD HTTP API',
      createDefaultStage: false,
      corsPreflight: {
        allowOrigins: [...props.webOrigins],
        allowMethods: [CorsHttpMethod.GET, CorsHttpMethod.POST, CorsHttpMethod.PUT, CorsHttpMethod.PATCH, CorsHttpMethod.DELETE],
        allowHeaders: ['authorization', 'content-type', 'x-app-version'],
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
    for (const route of props.routes ?? productRoutes) {
      const id = routeId(route);
      const handler = new AppFunction(this, id, {
        handler: route.handler,
        access: route.access,
        backend: props.backend,
        description: `${route.method} ${route.path}`,
      });
      const isPublic = route.minRole === 'public';
      const [apiRoute] = this.api.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: new HttpLambdaIntegration(`${id}Integration`, handler.fn),
        authorizer: isPublic ? new HttpNoneAuthorizer() : authorizer,
      });
      if (isPublic && apiRoute) {
        Validations.of(apiRoute).acknowledge({
          id: 'AwsSolutions-APIG4',
          reason: `Public by design (minRole 'public' in lambdas/routes.ts): ${route.summary}.`,
        });
      }
    }
    this.url = stage.url;
  }
}
