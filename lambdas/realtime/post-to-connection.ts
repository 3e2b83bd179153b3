import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';

let client: ApiGatewayManagementApiClient | undefined;

function managementClient(): ApiGatewayManagementApiClient {
  const endpoint = process.env.SOCKETS_ENDPOINT;
  if (!endpoint) throw new Error('SOCKETS_ENDPOINT is not set');
  client ??= new ApiGatewayManagementApiClient({ endpoint });
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
