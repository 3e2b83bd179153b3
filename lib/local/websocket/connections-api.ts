import type { IncomingMessage, ServerResponse } from 'node:http';
import { PayloadTooLargeError, readBody, sendJson } from '#lib/local/gateway/http-utils';
import type { ConnectionRegistry } from './connections.ts';

const MAX_POST_BYTES = 128 * 1024;

function awsError(res: ServerResponse, status: number, type: string, message: string): void {
  sendJson(res, status, { message }, { 'x-amzn-errortype': type });
}

/**
 * The WebSocket API's `@connections` management API, path-compatible with
 * `@aws-sdk/client-apigatewaymanagementapi` given the socket server's root as endpoint. Like a connection
 * that has closed in AWS, an unknown id answers 410 GoneException. No SigV4 check: loopback only.
 */
export function createConnectionsApi(connections: ConnectionRegistry) {
  return async (req: IncomingMessage, res: ServerResponse, encodedId: string): Promise<void> => {
    let id: string;
    try {
      id = decodeURIComponent(encodedId);
    } catch {
      id = encodedId;
    }
    const connection = connections.get(id);
    if (!connection) {
      awsError(res, 410, 'GoneException', `Connection ${id} is gone`);
      return;
    }
    switch (req.method) {
      case 'POST': {
        let data: Buffer;
        try {
          data = await readBody(req, MAX_POST_BYTES);
        } catch (err) {
          if (err instanceof PayloadTooLargeError) return awsError(res, 413, 'PayloadTooLargeException', 'Message too long');
          throw err;
        }
        await new Promise<void>((resolve, reject) =>
          connection.socket.send(data, { binary: false }, (err) => (err ? reject(err) : resolve())),
        ).catch(() => awsError(res, 410, 'GoneException', `Connection ${id} is gone`));
        if (!res.headersSent) res.writeHead(200, { 'content-length': 0 }).end();
        return;
      }
      case 'GET':
        // The service's wire names are lower camel case (the SDK maps them to ConnectedAt, …).
        return sendJson(res, 200, {
          connectedAt: new Date(connection.connectedAt).toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
          lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        });
      case 'DELETE':
        connection.socket.close(1000, 'Closed by the server');
        res.writeHead(204).end();
        return;
      default:
        awsError(res, 405, 'MethodNotAllowedException', `${req.method} is not supported`);
    }
  };
}
