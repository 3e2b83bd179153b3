import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';

let client: ApiGatewayManagementApiClient | undefined;

function managementClient(): ApiGatewayManagementApiClient {
  const endpoint = process.env.SOCKETS_ENDPOINT;
  if (!endpoint) throw new Error('SOCKETS_ENDPOINT is not set');
  // A room's fan-out posts to every member's connections at once; the SDK's default of 50 sockets queues the rest.
  client ??= new ApiGatewayManagementApiClient({ endpoint, requestHandler: { httpAgent: { keepAlive: true, maxSockets: 256 }, httpsAgent: { keepAlive: true, maxSockets: 256 } } });
  return client;
}

/**
 * Sends one JSON message to one connection (a string is taken as already serialized, so a fan-out
 * serializes once for all its connections); returns false when the connection is gone.
 */
export async function postToConnection(connectionId: string, message: unknown): Promise<boolean> {
  try {
    const data = typeof message === 'string' ? message : JSON.stringify(message);
    await managementClient().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: data }));
    return true;
  } catch (error) {
    if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') return false;
    throw error;
  }
}
