import { join } from 'node:path';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { NodeFunction } from './node-function.ts';

export interface SocketAuthorizerProps {
  readonly userPool: IUserPool;
  readonly userPoolClient: IUserPoolClient;
}

/**
 * REQUEST authorizer for a WebSocket API's `$connect`: verifies the Cognito ID token of the `token`
 * query parameter (browsers cannot set headers on a WebSocket) and hands its claims to every route.
 */
export class SocketAuthorizer extends Construct {
  readonly authorizer: WebSocketLambdaAuthorizer;

  constructor(scope: Construct, id: string, props: SocketAuthorizerProps) {
    super(scope, id);
    const verifier = new NodeFunction(this, 'Verifier', {
      entry: join(import.meta.dirname, '../../lambdas/realtime/authorizer.ts'),
      description: 'WebSocket $connect: verifies the Cognito ID token',
      memorySize: 256,
      environment: { USER_POOL_ID: props.userPool.userPoolId, USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId },
    });
    this.authorizer = new WebSocketLambdaAuthorizer('IdToken', verifier.fn, {
      identitySource: ['route.request.querystring.token'],
    });
  }
}
