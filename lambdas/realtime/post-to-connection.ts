import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';

let client: ApiGatewayManagementApiClient | undefined;

function managementClient(): ApiGatewayManagementApiClient {
  const endpoint = process.env.SOCKETS_ENDPOINT;
  if (!endpoint) throw new Error('SOCKETS_ENDPOINT is not set');
  // A room's fan-out posts to every member's connections at once; the SDK's default of 50 sockets queues the rest.
  client ??= new ApiGatewayManagementApiClient({ endpoint, requestHandler: { httpAgent: { keepAlive: true, maxSockets: 256 }, httpsAgent: { keepAlive: true, maxSockets: 256 } } });
  return client;
}

/** Sends one JSON message to one connection; returns false when the connection is gone. */
export async function postToConnection(connectionId: string, message: unknown): Promise<boolean> {
  try {
    await managementClient().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
    return true;
  } catch (error) {
    if (error instanceof GoneException || (error as { name?: string }).name === 'GoneException') return false;
    throw error;
  }
}
