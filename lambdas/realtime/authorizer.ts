import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { CognitoJwtVerifier } from 'aws-jwt-verify';

/**
 * Lambda code of the WebSocket `$connect` REQUEST authorizer: what the JWT authorizer does for the HTTP
 * API, for a socket. The local WebSocket gateway runs this same code on upgrade.
 */

/** Claims handed to every route of the connection, as the local WebSocket gateway hands them. */
const CONTEXT_CLAIMS = ['sub', 'email', 'name', 'custom:companyId', 'custom:role', 'custom:driverId'] as const;

export interface IdTokenVerifier {
  verify(token: string): Promise<object>;
}

export function createSocketAuthorizer(verifier: IdTokenVerifier) {
  return async (event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
    const token = event.queryStringParameters?.token;
    let claims: Record<string, unknown>;
    try {
      if (!token) throw new Error('no token query parameter');
      claims = (await verifier.verify(token)) as Record<string, unknown>;
    } catch (error) {
      // Never log the token itself.
      console.warn(JSON.stringify({ message: 'WebSocket connection refused', reason: (error as Error).message }));
      throw new Error('Unauthorized', { cause: error });
    }
    const context = Object.fromEntries(
      CONTEXT_CLAIMS.filter((claim) => claims[claim] !== undefined).map((claim) => [claim, String(claims[claim])]),
    );
    return {
      principalId: String(claims.sub),
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: event.methodArn }],
      },
      context,
    };
  };
}

let authorize: ReturnType<typeof createSocketAuthorizer> | undefined;

export function handler(event: APIGatewayRequestAuthorizerEvent): Promise<APIGatewayAuthorizerResult> {
  authorize ??= createSocketAuthorizer(
    CognitoJwtVerifier.create({
      userPoolId: process.env.USER_POOL_ID ?? '',
      clientId: process.env.USER_POOL_CLIENT_ID ?? '',
      // The SPA connects with the same ID token it sends to the HTTP API.
      tokenUse: 'id',
    }),
  );
  return authorize(event);
}
