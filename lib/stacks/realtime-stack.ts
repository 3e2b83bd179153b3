import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage, type IWebSocketRouteAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { socketRoutes } from '#lambdas/routes';
import type { SocketRouteDef } from '#lambdas/route-types';
import { AppFunction, type BackendResources } from '#lib/constructs/app-function';
import { pascalId } from '#lib/constructs/ids';
import { SocketAuthorizer } from '#lib/constructs/socket-authorizer';

export interface RealtimeStackProps extends StackProps {
  readonly backend: Omit<BackendResources, 'sockets' | 'stateMachines'>;
  readonly stageName: string;
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/**
 * WebSocket API for chat fan-out: `$connect`, `$disconnect` and `$default` from `socketRoutes`.
 *
 * `$connect` is guarded by a Lambda REQUEST authorizer rather than by the `$connect` handler checking
 * the token itself: API Gateway then hands the verified claims to every later route of the connection
 * (`$default` reads them, see lambdas/realtime/socket-caller.ts) and rejects a bad token before any
 * handler runs or any connection record is written. The local WebSocket gateway behaves the same way.
 */
export class RealtimeStack extends Stack {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);

    this.api = new WebSocketApi(this, 'Api', { apiName: this.stackName, description: 'FAST DASHBOARD chat fan-out' });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: props.stageName,
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
    });
    Validations.of(this.stage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason:
        'WebSocket access logging needs the account-wide API Gateway CloudWatch role (AWS::ApiGateway::Account), a singleton this app must not take over; the authorizer and each route handler log with the request id instead.',
    });

    const { authorizer } = new SocketAuthorizer(this, 'ConnectAuthorizer', props);
    const backend: BackendResources = { ...props.backend, sockets: this.stage };
    for (const socketRoute of socketRoutes) {
      this.addSocketRoute(socketRoute, backend, socketRoute.routeKey === '$connect' ? authorizer : undefined);
    }
  }

  private addSocketRoute(socketRoute: SocketRouteDef, backend: BackendResources, authorizer?: IWebSocketRouteAuthorizer): void {
    // Never `Default` as a construct id: CDK treats that child as its parent's default resource.
    const name = pascalId(socketRoute.routeKey);
    const handler = new AppFunction(this, `${name}Handler`, {
      handler: socketRoute.handler,
      access: socketRoute.access,
      backend,
      description: `WebSocket ${socketRoute.routeKey}`,
    });
    const route = this.api.addRoute(socketRoute.routeKey, {
      integration: new WebSocketLambdaIntegration(`${name}Integration`, handler.fn),
      authorizer,
    });
    if (!authorizer) {
      Validations.of(route).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: 'WebSocket APIs take an authorizer on $connect only; API Gateway routes messages of connections that the $connect authorizer accepted, with its claims.',
      });
    }
  }
}
