import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IUserPoolClient, UserPool } from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { socketRoutes } from '#lambdas/routes';
import type { SocketRouteDef } from '#lambdas/route-types';
import { AppFunction, type BackendResources } from '#lib/constructs/app-function';
import { pascalId } from '#lib/constructs/ids';

export interface RealtimeStackProps extends StackProps {
  readonly backend: Omit<BackendResources, 'sockets' | 'stateMachines'>;
  readonly stageName: string;
  readonly userPool: UserPool;
  readonly userPoolClient: IUserPoolClient;
}

/**
 * WebSocket API for chat fan-out: `$connect`, `$disconnect` and `$default` from `socketRoutes`.
 *
 * `$connect` is authenticated by its own handler, which verifies the Cognito ID token passed in the
 * `token` query parameter (browsers cannot set headers on a WebSocket) and rejects the upgrade when it
 * is invalid. A Lambda REQUEST authorizer would be a second function that the route table does not
 * declare and that the local WebSocket gateway would have to emulate; doing it in `$connect` keeps
 * one code path in both runtimes.
 */
export class RealtimeStack extends Stack {
  readonly api: WebSocketApi;
  readonly stage: WebSocketStage;

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);

    this.api = new WebSocketApi(this, 'Api', { description: 'FAST DASHBOARD chat fan-out' });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: props.stageName,
      autoDeploy: true,
      throttle: { rateLimit: 200, burstLimit: 400 },
    });
    Validations.of(this.stage).acknowledge({
      id: 'AwsSolutions-APIG1',
      reason:
        'WebSocket access logging needs the account-wide API Gateway CloudWatch role (AWS::ApiGateway::Account), a singleton this app must not take over; each route handler logs its connection id and request id instead.',
    });

    const backend: BackendResources = { ...props.backend, sockets: this.stage };
    for (const socketRoute of socketRoutes) this.addSocketRoute(socketRoute, backend);
  }

  private addSocketRoute(socketRoute: SocketRouteDef, backend: BackendResources): void {
    // `Default` must not be a construct id: CDK treats that child as its parent's default resource.
    const name = pascalId(socketRoute.routeKey);
    const handler = new AppFunction(this, `${name}Handler`, {
      handler: socketRoute.handler,
      access: socketRoute.access,
      backend,
      description: `WebSocket ${socketRoute.routeKey}`,
    });
    const route = this.api.addRoute(socketRoute.routeKey, {
      integration: new WebSocketLambdaIntegration(`${name}Integration`, handler.fn),
    });
    Validations.of(route).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        socketRoute.routeKey === '$connect'
          ? 'The $connect handler verifies the Cognito ID token of the `token` query parameter and refuses the connection otherwise (see the class comment).'
          : 'API Gateway only routes messages of connections that $connect accepted; WebSocket APIs allow an authorizer on $connect only.',
    });
  }
}
